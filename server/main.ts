/**
 * Start: parse env, open and migrate the database, seed the demo marketplace on first start,
 * listen, print the URL and demo logins; close cleanly on SIGTERM / SIGINT; SIGUSR2 runs every sweep now.
 */
import path from "node:path";
import fs from "node:fs";
import { billTimersOf, inquiryTimersOf, loadConfig, orderTimersOf, refundTimersOf, type Config } from "./config";
import { consignTimersOf } from "./config";
import { openDatabase } from "./db/client";
import { buildApp } from "./app";
import { seedDemo, DEMO_LOGINS, DEMO_PASSWORD } from "./seed/demo";
import { startScheduler } from "./jobs/scheduler";
import { downloadsJob } from "./jobs/downloads";
import { billDownloadsJob } from "./jobs/bills";
import { inquiryDownloadsJob } from "./jobs/inquiry-downloads";
import { WEBHOOK_JOBS } from "./jobs/webhooks";

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const filesDir = path.resolve(config.DATA_DIR, "files");
  fs.mkdirSync(filesDir, { recursive: true });
  const clock = () => new Date();
  if (config.SEED_DEMO) await seedDemo(database.db, { clock, filesDir });

  const app = await buildApp({ db: database.db, config, clock, filesDir });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
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
    jobs: WEBHOOK_JOBS,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await scheduler.stop();
    await downloadScheduler.stop();
    await webhookScheduler.stop();
    await app.close();
    await database.close();
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

  // Printed last: whoever waits for this line (a person, a test) may signal the process at once.
  const lines = [
    "",
    `Seller portal: ${address.replace("0.0.0.0", "127.0.0.1")}/#/login`,
    `Database: ${database.kind === "pglite" ? `embedded PGlite in ${path.resolve(config.DATA_DIR, "pglite")}` : "PostgreSQL (DATABASE_URL)"}`,
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((d) => `  ${d.userName.padEnd(20)} ${d.lands}`),
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");
}

start().catch((err: unknown) => {
  process.stderr.write(`Start failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
