/**
 * What every module gets, and the route table it fills. Kept apart from server/app.ts so a module never
 * imports the app that registers it (DESIGN.md §1).
 */
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Readiness } from "./http/readiness";

/** What every module gets. `clock` is injectable so tests can move time (DESIGN.md §1). */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  /** Folder for uploaded files (under DATA_DIR in production, a temp folder in tests). */
  filesDir: string;
  /** Where the process is in its life (server/serve.ts moves it); absent: serving (tests). */
  readiness?: Readiness;
}

/** One registered route, for the README's generated endpoint table (scripts/endpoints.ts). */
export interface RouteInfo {
  method: string;
  url: string;
  access: string;
  /** Authority key the route requires (spec §6), or null. */
  authority: string | null;
  /** Main admin only (server/http/route-rules.ts). */
  mainAdmin: boolean;
  /** At least one of these authority keys, or null. */
  anyAuthority: readonly string[] | null;
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}
