/**
 * Several API processes behind one port with Node's cluster module (WORKERS > 1). The primary prepares the
 * database once (migrations, demo seed), forks the workers, replaces one that dies, prints the start banner
 * once every worker listens, and on SIGTERM / SIGINT stops the workers gracefully and exits 0.
 *
 * Why cluster and not a reverse proxy of our own: the workers share the listening socket and the primary only
 * hands accepted connections round-robin, so no extra hop and none of our code sits on the request path.
 * Every worker holds its own pool and LISTEN connection; sessions and the real-time feed go through the
 * database, so no sticky sessions are needed.
 */
import cluster, { type Worker } from "node:cluster";
import Fastify, { type FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { openDataDirDatabase, prepareDatabase, serveApi, startBanner } from "./serve";

/** What a worker tells the primary once it listens. */
interface ReadyMessage {
  kind: "listening";
  address: string;
  databaseKind: Database["kind"];
}

function isReadyMessage(message: unknown): message is ReadyMessage {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { kind?: unknown }).kind === "listening" &&
    typeof (message as { address?: unknown }).address === "string"
  );
}

/**
 * The young generation of a worker, in MB per semi-space. `npm run serve` caps it at 2 MB for the one-process
 * PGlite server, whose memory holds the embedded database (bench/README.md "Memory"). Workers only exist with
 * PostgreSQL, where the database's memory is elsewhere. V8's 16 MB default took the API's CPU per call from
 * 3.0-3.25 to 2.4-2.7 ms in the seller-day capacity phase against 2 MB (garbage collection from 17 % of the
 * workers' time to 6 %); 64 MB took collection from 8.8 % of the workers' CPU to 5.1 % (perf, the same phase),
 * for up to 192 MB of young generation a worker (bench/README.md "Seller day").
 */
export const WORKER_SEMI_SPACE_MB = 64;

/** The node flags a worker starts with: the primary's own, with the young generation of WORKER_SEMI_SPACE_MB. */
export function workerExecArgv(primaryExecArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < primaryExecArgv.length; i++) {
    const flag = primaryExecArgv[i];
    if (/^--max[-_]semi[-_]space[-_]size=/.test(flag)) continue;
    // the two-word form: the flag, then its value
    if (/^--max[-_]semi[-_]space[-_]size$/.test(flag)) {
      i++;
      continue;
    }
    kept.push(flag);
  }
  return [...kept, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`];
}

/** Seconds the primary waits beyond the workers' own grace before it kills them and exits 1. */
const WORKER_STOP_MARGIN_SECONDS = 5;

/** A cluster worker: serves without migrating or seeding, logs its pid, tells the primary it listens. */
export async function runWorker(config: Config): Promise<void> {
  const { address, databaseKind, log } = await serveApi(config, { prepare: false, sharedAccept: true });
  log.info({ address }, "worker listening");
  const message: ReadyMessage = { kind: "listening", address, databaseKind };
  process.send?.(message);
}

/**
 * The cluster primary. Refuses to start (exit 1) without DATABASE_URL. Exits 1 when a worker dies before
 * all of them listened (a start-up fault a replacement would repeat); afterwards a dead worker is logged with
 * its exit code or signal and replaced.
 */
export async function runPrimary(config: Config): Promise<void> {
  if (!config.DATABASE_URL) {
    process.stderr.write(
      `WORKERS=${config.WORKERS} needs DATABASE_URL: PGlite is one process's database (set DATABASE_URL, or WORKERS=1)\n`,
    );
    process.exit(1);
  }
  // The primary serves nothing; a Fastify instance only lends it the same pino JSON logger the workers use.
  const log: FastifyBaseLogger = Fastify({ logger: { level: config.LOG_LEVEL } }).log;
  const database = await openDataDirDatabase(config);
  try {
    await prepareDatabase(database, config, () => new Date());
  } finally {
    await database.close();
  }

  // Workers accept from the shared socket themselves: with round-robin the primary hands an accepted
  // connection to a worker over IPC, and one handed to a worker that was just killed is never answered nor
  // closed (the client hangs). Here a dead worker simply stops accepting and the others take the queue.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv) });
  let stopping = false;
  let stopFailed = false;
  let announced = false;
  const listening = new Map<number, ReadyMessage>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on("message", (message: unknown) => {
      if (!isReadyMessage(message)) return;
      listening.set(worker.id, message);
      if (announced || listening.size < config.WORKERS) return;
      announced = true;
      const pids = Object.values(cluster.workers ?? {}).flatMap((w) => (w?.process.pid ? [w.process.pid] : []));
      process.stdout.write(
        startBanner({ address: message.address, databaseKind: message.databaseKind, config, workerPids: pids }),
      );
    });
    return worker;
  };
  const liveWorkers = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  const stopAll = async (signal: NodeJS.Signals, exitCode: number): Promise<never> => {
    stopping = true;
    log.info({ signal, workers: liveWorkers().length }, "stopping workers");
    for (const worker of liveWorkers()) worker.process.kill("SIGTERM");
    const seconds = config.SHUTDOWN_GRACE_SECONDS + WORKER_STOP_MARGIN_SECONDS;
    const deadline = setTimeout(() => {
      log.error({ seconds }, "workers did not stop in time; killing them");
      for (const worker of liveWorkers()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, seconds * 1000);
    while (liveWorkers().length > 0) await new Promise((resolve) => cluster.once("exit", resolve));
    clearTimeout(deadline);
    process.exit(stopFailed ? 1 : exitCode);
  };

  cluster.on("exit", (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) {
      // A worker that had to be cut short (past its grace) makes the whole stop a failure.
      if (code !== 0) stopFailed = true;
      return;
    }
    if (!announced) {
      log.error({ workerPid: worker.process.pid, code, signal }, "worker died while starting; stopping");
      void stopAll("SIGTERM", 1);
      return;
    }
    const replacement = fork();
    log.error(
      { workerPid: worker.process.pid, code, signal, replacementPid: replacement.process.pid },
      "worker died; started a replacement",
    );
  });
  for (let i = 0; i < config.WORKERS; i++) fork();

  process.on("SIGTERM", () => void stopAll("SIGTERM", 0));
  process.on("SIGINT", () => void stopAll("SIGINT", 0));
  // Every worker runs its sweeps now (each sweep is idempotent and safe with several processes).
  process.on("SIGUSR2", () => {
    for (const worker of liveWorkers()) worker.process.kill("SIGUSR2");
  });
}
