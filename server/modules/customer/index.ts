/**
 * The customer module (/api/customer/*, /api/buyer/customer/*, /api/buyer/account/*: spec §2 /customer,
 * §3 "Customer", §6 multiple-account management). Registers every side of it. Other modules use its
 * services: credit-service.ts (credit figures and the hold of bill orders) and order-terms-service.ts
 * (customer discounts and the customers row at order creation).
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerCustomerRoutes } from "./buyer-routes";
import { registerCustomerRoutes } from "./routes";

export async function registerCustomerModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerCustomerRoutes(app, deps);
  await registerBuyerCustomerRoutes(app, deps);
}
