/**
 * Start: parse env, then either run one API process (WORKERS=1: open and migrate the database, seed the
 * demo marketplace on first start, listen, print the URL and demo logins) or, with WORKERS > 1, the cluster
 * primary that prepares the database once and forks the workers (server/cluster.ts). Each API process closes
 * cleanly on SIGTERM / SIGINT; SIGUSR2 runs every sweep now.
 */
import cluster from "node:cluster";
import { loadConfig, type Config } from "./config";
import { serveApi, startBanner } from "./serve";
import { runPrimary, runWorker } from "./cluster";

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  if (cluster.isWorker) return runWorker(config);
  if (config.WORKERS > 1) return runPrimary(config);
  const { address, databaseKind } = await serveApi(config, { prepare: true });
  process.stdout.write(startBanner({ address, databaseKind, config }));
}

start().catch((err: unknown) => {
  // One line: the message says what to do; a stack would bury it.
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`Start failed: ${message.split("\n")[0]}\n`);
  process.exit(1);
});
