/** The file module (/api/file/*, /files/*: uploads and the files they serve (spec §5 "Upload")). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerFileRoutes } from "./routes";

export async function registerFileModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerFileRoutes(app, deps);
}
