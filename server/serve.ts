/**
 * One API process: open the database, optionally migrate and seed it, build the app, listen and run the
 * sweeps; stop gracefully on SIGTERM / SIGINT; SIGUSR2 runs every sweep now. Used by the single-process
 * start and by every cluster worker (server/cluster.ts), which skip the migration and the seed because the
 * primary did them once.
 */
import path from "node:path";
import fs from "node:fs";
import type { FastifyBaseLogger } from "fastify";
import { billTimersOf, consignTimersOf, inquiryTimersOf, orderTimersOf, refundTimersOf, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { assertWritableDataDir, explainDataDirError, StartupError } from "./db/data-dir";
import { buildApp } from "./app";
import { yieldAfterAccept } from "./http/accept-yield";
import type { Readiness } from "./http/readiness";
import { seedDemo, DEMO_LOGINS, DEMO_PASSWORD } from "./seed/demo";
import { startScheduler } from "./jobs/scheduler";
import { downloadsJob } from "./jobs/downloads";
import { billDownloadsJob } from "./jobs/bills";
import { inquiryDownloadsJob } from "./jobs/inquiry-downloads";
import { WEBHOOK_JOBS } from "./jobs/webhooks";

/** Where uploaded and generated files live: DATA_DIR/files (created when missing). */
export function filesDirOf(config: Config): string {
  const filesDir = path.resolve(config.DATA_DIR, "files");
  fs.mkdirSync(filesDir, { recursive: true });
  return filesDir;
}

/**
 * Opens the database after checking DATA_DIR is writable (files live there, and PGlite's database too).
 * @throws StartupError with one line when DATA_DIR cannot be written or PGlite cannot open its files
 */
export async function openDataDirDatabase(config: Config): Promise<Database> {
  assertWritableDataDir(config.DATA_DIR);
  try {
    return await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      sqlCaptureDir: config.SQL_CAPTURE_DIR,
      poolMax: config.DATABASE_POOL_MAX,
    });
  } catch (err) {
    if (config.DATABASE_URL) throw err;
    const pgliteDir = path.resolve(config.DATA_DIR, "pglite");
    const explained = explainDataDirError(pgliteDir, err);
    const detail = err instanceof Error ? err.message : String(err);
    throw new StartupError(
      explained ?? `the embedded database in ${pgliteDir} could not be opened: ${detail.split("\n")[0]}`,
    );
  }
}

/** Applies pending migrations, then seeds the demo marketplace when SEED_DEMO (does nothing when seeded). */
export async function prepareDatabase(database: Database, config: Config, clock: () => Date): Promise<void> {
  await database.migrate();
  if (config.SEED_DEMO) await seedDemo(database.db, { clock, filesDir: filesDirOf(config) });
}

/**
 * The block a person (or a test) waits for: URL, database, demo logins, and with several processes their
 * pids. Printed once, last, when every process listens: whoever waits for it may signal the process at once.
 * @param address what Fastify's listen answered, e.g. `http://0.0.0.0:3000`
 */
export function startBanner(opts: {
  address: string;
  databaseKind: Database["kind"];
  config: Config;
  workerPids?: readonly number[];
}): string {
  const { address, databaseKind, config, workerPids } = opts;
  const lines = [
    "",
    `Seller portal: ${address.replace("0.0.0.0", "127.0.0.1")}/#/login`,
    `Database: ${databaseKind === "pglite" ? `embedded PGlite in ${path.resolve(config.DATA_DIR, "pglite")}` : "PostgreSQL (DATABASE_URL)"}`,
    ...(workerPids ? [`Workers: ${workerPids.join(",")}`] : []),
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((d) => `  ${d.userName.padEnd(20)} ${d.lands}`),
    "",
  ];
  return lines.join("\n") + "\n";
}

/**
 * Runs one API process until SIGTERM / SIGINT, then stops it gracefully and exits 0 (1 when that takes
 * longer than SHUTDOWN_GRACE_SECONDS).
 * @param opts.prepare migrate and seed before serving (false in cluster workers: the primary did it)
 * @param opts.sharedAccept the listening socket is shared with other processes (cluster workers): pause after
 *   each accepted connection so a burst of them spreads over the processes (server/http/accept-yield.ts)
 * @returns the address it listens on and the kind of database, once it listens
 */
export async function serveApi(
  config: Config,
  opts: { prepare: boolean; sharedAccept?: boolean },
): Promise<{ address: string; databaseKind: Database["kind"]; log: FastifyBaseLogger }> {
  const database = await openDataDirDatabase(config);
  const clock = () => new Date();
  const filesDir = filesDirOf(config);
  // Listen before migrating, so /readyz (and every /api call) says "not yet" instead of refusing connections.
  const readiness: Readiness = { phase: opts.prepare ? "migrating" : "serving" };
  const app = await buildApp({ db: database.db, config, clock, filesDir, readiness });
  if (opts.sharedAccept) yieldAfterAccept(app.server);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (opts.prepare) {
    await prepareDatabase(database, config, clock);
    readiness.phase = "serving";
    app.log.info("ready");
  }
  // Time-driven sweeps (DESIGN.md §1), every minute; each is safe with several API processes.
  const scheduler = startScheduler({
    db: database.db,
    clock,
    log: app.log,
    intervalMs: config.SWEEP_SECONDS * 1000,
    timers: orderTimersOf(config),
    refundTimers: refundTimersOf(config),
    billTimers: billTimersOf(config),
    inquiryTimers: inquiryTimersOf(config),
    consignTimers: consignTimersOf(config),
  });
  // Requested downloads are waited for on screen (the page refreshes every 10 s): their own, shorter tick.
  const downloadScheduler = startScheduler({
    db: database.db,
    clock,
    log: app.log,
    intervalMs: config.DOWNLOAD_SWEEP_SECONDS * 1000,
    runLogLevel: "debug",
    jobs: [
      downloadsJob({ filesDir, clock, onError: (err, jobId) => app.log.error({ err, jobId }, "download failed") }),
      billDownloadsJob({
        filesDir,
        clock,
        onError: (err, jobId) => app.log.error({ err, jobId }, "bill download failed"),
      }),
      inquiryDownloadsJob({
        filesDir,
        clock,
        onError: (err, jobId) => app.log.error({ err, jobId }, "inquiry download failed"),
      }),
    ],
  });
  // Webhook deliveries queued by a committed change go out within WEBHOOK_SWEEP_SECONDS (spec §2 webhooks).
  const webhookScheduler = startScheduler({
    db: database.db,
    clock,
    log: app.log,
    intervalMs: config.WEBHOOK_SWEEP_SECONDS * 1000,
    runLogLevel: "debug",
    jobs: WEBHOOK_JOBS,
  });
  let closing = false;
  // Stop taking work, let the work under way finish, then close the database: new connections are refused
  // (the listening socket closes), idle keep-alive ones are closed, requests in flight complete, WebSocket
  // clients get 1001 "going away" (server/realtime/hub.ts), a sweep run in progress finishes first.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    readiness.phase = "stopping";
    app.log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, "shutting down");
    const bound = setTimeout(() => {
      app.log.error({ graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, "shutdown did not finish in time; exiting");
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    await Promise.all([scheduler.stop(), downloadScheduler.stop(), webhookScheduler.stop(), app.close()]);
    await database.close();
    clearTimeout(bound);
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // An operator (or a test) asks for the sweeps now instead of waiting for the next tick; safe at any time
  // because every sweep is idempotent and a run in progress is joined, not doubled.
  process.on("SIGUSR2", () => {
    void Promise.all([scheduler.runOnce(), downloadScheduler.runOnce()]).then(() =>
      process.stdout.write("Sweeps run\n"),
    );
  });
  return { address, databaseKind: database.kind, log: app.log };
}
