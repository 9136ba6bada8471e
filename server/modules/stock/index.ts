/** The stock module (/api/stock/*: stock of a shop's products (spec §2 /commodity/stock-list, §5 "Stock")). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerStockRoutes } from "./routes";

export async function registerStockModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerStockRoutes(app, deps);
}
