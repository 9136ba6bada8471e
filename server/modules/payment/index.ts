/** The payment module (/api/payment/*: spec §3 "Payment history"). The seller side only: payouts are made by the payout sweep. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerPaymentRoutes } from "./routes";

export async function registerPaymentModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerPaymentRoutes(app, deps);
}
