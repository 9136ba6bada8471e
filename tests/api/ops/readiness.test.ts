/**
 * Liveness and readiness (server/http/readiness.ts): /healthz while the process runs, /readyz only when the
 * database answers and every migration is applied; /api calls refused with a 503 envelope until serving.
 */
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { buildApp } from "../../../server/app";
import { openDatabase, type Database } from "../../../server/db/client";
import type { Readiness } from "../../../server/http/readiness";
import { freePort, spawnServer, type ServerProcess } from "./server-process";
import { createTestDatabase } from "../pg-databases";
import { createTestApp } from "../helpers";

const pgUrl = process.env.TEST_DATABASE_URL;
const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false" });

async function appOn(database: Database, readiness: Readiness) {
  const app = await buildApp(
    { db: database.db, config, clock: () => new Date(), filesDir: "/nonexistent", readiness },
    { logger: false },
  );
  await app.ready();
  return app;
}

describe("readiness", () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it("answers ready on a migrated database, and refuses /api calls with a 503 envelope while migrating or stopping", async () => {
    const t = await createTestApp();
    closers.push(() => t.database.close());
    const readiness: Readiness = { phase: "serving" };
    const app = await appOn(t.database, readiness);
    closers.push(() => app.close());

    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });

    for (const phase of ["migrating", "stopping"] as const) {
      readiness.phase = phase;
      const probe = await app.inject({ method: "GET", url: "/readyz" });
      expect(probe.statusCode).toBe(503);
      expect(probe.json()).toEqual({ status: phase });
      const call = await app.inject({
        method: "POST",
        url: "/api/user/login/login",
        headers: { "content-type": "application/json", "accept-language": "en-US" },
        payload: "{}",
      });
      expect(call.statusCode).toBe(503);
      expect(call.headers["retry-after"]).toBe("5");
      expect(call.json()).toEqual({
        success: false,
        code: 503,
        message: "The service is starting or stopping, please try again in a few seconds",
        data: { retryAfterSeconds: 5 },
      });
      // Liveness is not readiness: the process runs.
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    }
    readiness.phase = "serving";
    const call = await app.inject({ method: "POST", url: "/api/user/login/login", payload: {} });
    expect(call.statusCode).toBe(200);
  });

  it("answers migrating while the journal's migrations are not all applied", async () => {
    const database = await openDatabase({ dataDir: null });
    closers.push(() => database.close());
    const app = await appOn(database, { phase: "serving" });
    closers.push(() => app.close());
    const probe = await app.inject({ method: "GET", url: "/readyz" });
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toEqual({ status: "migrating" });
  });

  it("answers database-unavailable when PostgreSQL does not answer", async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", dataDir: null });
    closers.push(() => database.close());
    const app = await appOn(database, { phase: "serving" });
    closers.push(() => app.close());
    const started = Date.now();
    const probe = await app.inject({ method: "GET", url: "/readyz" });
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toEqual({ status: "database-unavailable" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  describe(`a spawned server on ${pgUrl ? "PostgreSQL" : "PGlite"}`, () => {
    let server: ServerProcess | undefined;
    afterAll(async () => server?.cleanup());

    it("listens before migrating and turns ready once migrations are done; the start banner comes after", async () => {
      // A known port, probed from the start: the log line naming a random one may arrive after migrations.
      const port = await freePort();
      server = spawnServer({ DATABASE_URL: pgUrl ? await createTestDatabase(pgUrl, "ops") : "", PORT: String(port) });
      const seen: string[] = [];
      let bannerBeforeReady = false;
      for (;;) {
        const printed = server.output().includes("Seller portal:");
        const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        if (!res) {
          expect(server.child.exitCode).toBeNull();
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const { status } = (await res.json()) as { status: string };
        if (seen.at(-1) !== status) seen.push(status);
        if (res.status === 200) break;
        if (printed) bannerBeforeReady = true;
        expect(res.status).toBe(503);
        await new Promise((r) => setTimeout(r, 20));
      }
      // PGlite migrates inside this process's event loop (WebAssembly), so a probe waits and meets "ready";
      // PostgreSQL migrates over the network, and the probes meet "migrating" first.
      expect(seen).toEqual(pgUrl ? ["migrating", "ready"] : ["ready"]);
      expect(bannerBeforeReady).toBe(false);
      await server.baseUrl();
    }, 60_000);
  });
});
