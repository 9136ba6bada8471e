/**
 * Liveness and readiness. `/healthz` answers 200 while the process runs. `/readyz` answers 200
 * `{ status: "ready" }` only when this process is serving, the database answers `select 1` within a second
 * and every migration of the journal is applied; otherwise 503 with the reason. While the process starts
 * (migrations, demo seed) or stops, every /api call is refused with a 503 envelope and `Retry-After`.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ResultCode, type Envelope } from "@src/domain/wire";
import { MIGRATIONS_DIR, type Db } from "../db/client";
import { translate } from "./i18n";
import { publicRoute } from "./scope";

/** Where a process is in its life: only "serving" takes /api calls. */
export type ReadinessPhase = "starting" | "migrating" | "serving" | "stopping";

/** Shared by the start code (which moves the phase) and the app (which answers by it). */
export interface Readiness {
  phase: ReadinessPhase;
}

/** What /readyz answers in its body. */
export type ReadyStatus = "ready" | "starting" | "migrating" | "database-unavailable" | "stopping";

/** Seconds a refused caller is told to wait (Retry-After) while the process starts or stops. */
export const NOT_READY_RETRY_SECONDS = 5;

/** How long /readyz waits for the database's answer before calling it unavailable. */
const DATABASE_PROBE_MS = 1000;

/** The `when` of the newest journal entry: drizzle records it as `created_at` once that migration is applied. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Probes the database: `database-unavailable` when `select 1` fails or takes over a second, `migrating` when
 * the newest migration of the journal is not recorded in drizzle's migrations table, else `ready`.
 */
export async function probeDatabase(db: Db, newestMillis: number): Promise<ReadyStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), DATABASE_PROBE_MS);
  });
  try {
    const probe = async (): Promise<ReadyStatus> => {
      await db.execute(sql`select 1`);
      // Both drivers answer `{ rows }`; the shared Db type does not say so.
      const applied = (await db
        .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
        .catch(() => null)) as unknown as { rows: { newest: string | number | null }[] } | null;
      const row = applied?.rows[0];
      return Number(row?.newest ?? 0) >= newestMillis ? "ready" : "migrating";
    };
    const outcome = await Promise.race([probe(), timeout]);
    return outcome === "timeout" ? "database-unavailable" : outcome;
  } catch {
    return "database-unavailable";
  } finally {
    clearTimeout(timer);
  }
}

/** Registers /healthz, /readyz and the hook that refuses /api calls until the process serves. */
export function registerReadiness(app: FastifyInstance, deps: { db: Db; readiness: Readiness }): void {
  const { db, readiness } = deps;
  const newestMillis = newestMigrationMillis();

  app.get("/healthz", publicRoute(), async () => ({ status: "ok" }));

  app.get("/readyz", publicRoute(), async (_request, reply) => {
    const status: ReadyStatus =
      readiness.phase === "serving"
        ? await probeDatabase(db, newestMillis)
        : readiness.phase === "stopping"
          ? "stopping"
          : readiness.phase;
    if (status !== "ready") reply.status(503).header("retry-after", String(NOT_READY_RETRY_SECONDS));
    return { status };
  });

  // An answer finished while stopping closes its connection: Fastify closes only the connections idle when
  // the close began, and a keep-alive one that turns idle later would hold the close for its whole timeout.
  app.addHook("onSend", async (_request, reply) => {
    if (readiness.phase === "stopping") reply.header("connection", "close");
  });

  app.addHook("onRequest", async (request, reply) => {
    if (readiness.phase === "serving" || !request.url.startsWith("/api/")) return;
    const body: Envelope<{ retryAfterSeconds: number }> = {
      success: false,
      code: ResultCode.serviceUnavailable,
      message: translate(request.lang, "errors:notReady"),
      data: { retryAfterSeconds: NOT_READY_RETRY_SECONDS },
    };
    return reply.status(503).header("retry-after", String(NOT_READY_RETRY_SECONDS)).send(body);
  });
}
