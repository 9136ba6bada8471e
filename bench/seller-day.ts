/**
 * Benchmark "Seller day" (bench/README.md): BENCH_SELLERS virtual shops (default 200) with their staff, their
 * buyers and the platform's payment callbacks play a seller's day for BENCH_DURATION seconds (default 300)
 * against real API processes (the production bundle as `npm run serve` starts it, WORKERS=BENCH_WORKERS behind
 * one port) on a fresh database:
 * sign in, list and filter products, raise stock, import 500-row files, confirm and ship orders that buyers
 * place and pay during the run, open and answer refunds, post inquiries and tender on them, read the inbox;
 * meanwhile one integration key floods the stock sync at full speed (it must be answered 429 + Retry-After).
 * One autocannon instance per endpoint group (bench/seller-day/play.ts), each connection a paced virtual user.
 *
 * Then the capacity phase (BENCH_CAPACITY_SECONDS, default 30): the same groups without pacing (each
 * connection sends its next call when the last one is answered), except sign-in, which keeps its day pace
 * (BENCH_CAPACITY_PACED). On PostgreSQL the API is stopped first, the
 * database cloned (`CREATE DATABASE <db>_replay TEMPLATE <db>`) and the API restarted with SQL_CAPTURE_DIR;
 * after the phase the API is stopped (which writes the capture out) and the raw loop replays the captured
 * statements on the clone through bare `pg` (bench/seller-day/raw-loop.ts): API / raw = R / T, the replay's
 * wall time over the phase's.
 *
 * Database: BENCH_DATABASE_URL (a PostgreSQL server: databases `bench_day_<pid>_<time>` and its `_replay`
 * clone are created and dropped), else PGlite in a temp dir with one process. `--quick`: 20 sellers, 20 s + 10 s.
 * Prints a table, writes bench/results/seller-day-<pglite|postgres-wN>.json; exit code 1 when a target fails
 * (0 errors; on PostgreSQL also p99 <= 200 ms in the day phase).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { importReferences } from "./fixtures/import-references";
import { seedDemo } from "../server/seed/demo";
import { solidPng } from "../server/modules/file/png";
import { validBodies, type ImportReferences } from "../src/resources/products/import/match-rows";
import { createWorkerCore } from "../src/resources/products/import/worker-core";
import type { WorkerResponse } from "../src/resources/products/import/worker-protocol";
import { exceljsFile, MESSY_CREATE_HEADER, messyRow } from "../tests/unit/import-helpers";
import { sha256Hex } from "../tests/api/helpers";
import { inquiryBodyAt } from "../tests/api/inquiry/inquiry-helpers";
import { BENCH_PASSWORD, seedSellerDay, type BenchWorld } from "./seller-day/seed";
import { runGroup, sellerDayGroups, type GroupResult } from "./seller-day/play";
import { replayCapture, type RawResult } from "./seller-day/raw-loop";
import { cpuBetween, cpuUse, slowestSeconds, startProbe, type CpuUse } from "./seller-day/probe";
import { productionServerCommand } from "../build/server-command";

const quick = process.argv.includes("--quick");
const SELLERS = Number(process.env.BENCH_SELLERS ?? (quick ? 20 : 200));
const DURATION = Number(process.env.BENCH_DURATION ?? (quick ? 20 : 300));
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? (quick ? 10 : 30));
/**
 * Seconds of the capacity phase's load before its clock starts, on PostgreSQL. The API restarts for the
 * capture, and a young process spends much of its CPU in V8's optimising compiler (perf, both workers: 14 %
 * in a 20 s phase straight after the start and still after 10 s of load, 7 % after 60 s), which a process
 * serving all day pays less of. The replay runs the warm-up's statements first, untimed.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (quick ? 3 : 60));
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200);
/** Calls per second of each paced virtual user (autocannon's connectionRate). */
const RATE = Number(process.env.BENCH_RATE ?? 1);
/**
 * Groups left out of both phases, by name prefix (comma-separated, e.g. `import,sign in`): to find what a figure
 * comes from. BENCH_ONLY keeps only the groups so named (one group's CPU per call, e.g. `BENCH_ONLY=inbox`).
 */
const SKIP = (process.env.BENCH_SKIP ?? "").split(",").filter(Boolean);
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const chosen = (name: string) =>
  !SKIP.some((prefix) => name.startsWith(prefix)) &&
  (ONLY.length === 0 || name.startsWith("flooding") || ONLY.some((prefix) => name.startsWith(prefix)));
/**
 * Groups that keep their day pace in the capacity phase, by name prefix (default `sign in`; empty: none). A
 * sign-in is 41 ms of CPU by design (scrypt, the password hash's work factor) and people sign in once a day,
 * not as fast as the API answers: unpaced, its 2 connections made a quarter to a half of the API's CPU in the
 * phase a password-hashing race, which the raw loop, replaying the sign-in's few statements, has nothing to
 * set against (bench/README.md "Seller day").
 */
const CAPACITY_PACED = (process.env.BENCH_CAPACITY_PACED ?? "sign in").split(",").filter(Boolean);
const keepsPace = (name: string) => CAPACITY_PACED.some((prefix) => name.startsWith(prefix));
/** Share of the virtual users busy at any moment (connections = group share x sellers x this). */
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 0.2);
/** Calls per second of the flooding key in all (0: 2 connections as fast as answers come; -1: no flood). */
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 200);
const IMPORT_ROWS = 500;
/** The warm-up inquiries' one part (the day's inquiries ask for the helper's two). */
const WARM_PART = { partName: "Bumper depan", partNo: "521190K938", quantity: 1, condition: 1 };
const MAX_P99_MS = 200;
const adminUrl = process.env.BENCH_DATABASE_URL;

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

let serverCommand: [string, string[]] | undefined;
const apiLogPath = path.join(here, "results", `seller-day-api-${process.pid}.log`);

/** What `file` holds from byte `offset` on. */
function readFrom(file: string, offset: number): string {
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    const bytes = Buffer.alloc(Math.max(0, size - offset));
    fs.readSync(fd, bytes, 0, bytes.length, offset);
    return bytes.toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Spawns the API as production runs it (package.json "serve": the server bundle and its node flags; WORKERS
 * processes on one port), its output appended to the API log, and waits for its `Seller portal:` line there.
 */
async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  serverCommand ??= productionServerCommand();
  const [command, productionArgs] = serverCommand;
  // BENCH_API_NODE_FLAGS: extra node flags for the API (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`; the cluster's
  // workers inherit them), to see where its time goes.
  const args = [...(process.env.BENCH_API_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean), ...productionArgs];
  // The API's log (every request at info; a 500's stack under its request id).
  const logStart = fs.existsSync(apiLogPath) ? fs.statSync(apiLogPath).size : 0;
  const logFd = fs.openSync(apiLogPath, "a");
  const child = spawn(command, args, {
    cwd: path.resolve(here, ".."),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      // info, as production logs: every request's server-side time is in the log for the probe.
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? "info",
      // PGlite is one process's database: the API refuses WORKERS > 1 without DATABASE_URL.
      WORKERS: String(env.DATABASE_URL ? WORKERS : 1),
    },
    // Straight to the log file: the day's log (a line per request at info) never passes through the load
    // generator's event loop, and a pipe to a busy reader cannot hold the API's log writes (synchronous for
    // pipes on Linux).
    stdio: ["ignore", logFd, logFd],
  });
  fs.closeSync(logFd);
  const url = await new Promise<string>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      // The log holds this run's earlier API starts too: only what this start wrote counts.
      const text = readFrom(apiLogPath, logStart);
      if (text.includes("Seller portal:")) {
        clearInterval(poll);
        resolve(`http://127.0.0.1:${port}`);
      } else if (Date.now() - started > 120_000) {
        clearInterval(poll);
        reject(new Error(`API not ready in 120 s: ${text.slice(-4000)}`));
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(poll);
      reject(new Error(`API exited ${code}: ${readFrom(apiLogPath, logStart).slice(-4000)}`));
    });
  });
  return { child, url };
}

/** Stops the API gracefully (SIGTERM; each process finishes its requests and closes its pool) and waits for its exit. */
async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Runs one statement on the PostgreSQL server's admin database (CREATE / DROP DATABASE), then disconnects. */
async function adminStatement(statement: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: adminUrl, dataDir: null });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

/** The URL of database `name` on the admin URL's server. */
function databaseUrlOf(name: string): string {
  const u = new URL(adminUrl ?? "");
  u.pathname = `/${name}`;
  return u.toString();
}

/** POSTs JSON; answers the envelope's data (throws when refused). */
async function call<T>(base: string, url: string, body: unknown, token = ""): Promise<T> {
  const res = await fetch(base + url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { success: boolean; message: string; data: T };
  if (!env.success) throw new Error(`${url} refused: ${env.message}`);
  return env.data;
}

/** Runs `fn` over `items`, `limit` at a time. */
async function eachLimit<T>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

async function upload(base: string, token: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(solidPng(40, 40, [200, 30, 30]))], { type: "image/png" }), "proof.png");
  const res = await fetch(`${base}/api/file/ina/upload`, {
    method: "POST",
    headers: { authorization: token },
    body: form,
  });
  const env = (await res.json()) as { success: boolean; message: string; data: { fileKey: string } };
  if (!env.success) throw new Error(`upload refused: ${env.message}`);
  return env.data.fileKey;
}

/** The 500 create rows as the portal's import worker matches them from an exceljs file. */
async function importRows(refs: ImportReferences): Promise<Record<string, unknown>[]> {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => {
    const r = messyRow(i);
    r[2] = "Brake Pads";
    return r;
  });
  const bytes = await exceljsFile([MESSY_CREATE_HEADER, ...rows], { trailingEmpty: 3 });
  const answers: WorkerResponse[] = [];
  const core = createWorkerCore((m) => answers.push(m));
  core.handle({ type: "parse", id: 1, bytes: bytes.slice().buffer, mode: "create" });
  core.handle({ type: "match", id: 2, refs });
  const last = answers.at(-1);
  if (last?.type !== "matched") throw new Error(`worker answered ${JSON.stringify(last)}`);
  const bodies = validBodies(last.result) as Record<string, unknown>[];
  if (bodies.length !== IMPORT_ROWS) throw new Error(`expected ${IMPORT_ROWS} valid import rows, got ${bodies.length}`);
  return bodies;
}

function summary(results: GroupResult[]) {
  const total = results.reduce((s, r) => s + r.requests, 0);
  return {
    requests: total,
    reqPerSec: Math.round(results.reduce((s, r) => s + r.reqPerSec, 0)),
    errors: results.reduce((s, r) => s + r.tally.errors + r.socketErrors + r.timeouts, 0),
  };
}

function printGroups(title: string, results: GroupResult[]) {
  out(`\n${title}`);
  out(
    "| group | conns | requests | req/s | p50 ms | p90 ms | p95 ms | p99 ms | max ms | ok | expected refusals | 429 (Retry-After) | errors |",
  );
  out("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const l = r.latencyMs;
    const t = r.tally;
    out(
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.reqPerSec} | ${l.p50} | ${l.p90} | ${l.p95} | ${l.p99} | ${l.max} | ${t.ok} | ${t.expected} | ${t.rateLimited} (${t.rateLimitedWithRetryAfter}) | ${t.errors + r.socketErrors + r.timeouts} |`,
    );
  }
  for (const r of results) for (const s of r.tally.samples) out(`  error sample [${r.name}] ${s}`);
}

async function main() {
  const t0 = performance.now();
  fs.mkdirSync(path.join(here, "results"), { recursive: true });
  let databaseUrl: string | undefined;
  let dataDir: string | null = null;
  let dbName = "";
  if (adminUrl) {
    dbName = `bench_day_${process.pid}_${Date.now()}`;
    await adminStatement(`CREATE DATABASE ${dbName}`);
    databaseUrl = databaseUrlOf(dbName);
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-day-"));
  }
  const kind = databaseUrl ? `postgres-w${WORKERS}` : "pglite";
  const filesDir = path.join(dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-day-files-")), "files");
  fs.mkdirSync(filesDir, { recursive: true });

  // Seed before the API opens the database (PGlite allows one process).
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  await seedDemo(database.db, { clock: () => new Date(), filesDir, orders: false });
  const world: BenchWorld = await seedSellerDay(database.db, {
    sellers: SELLERS,
    productsPerShop: PRODUCTS,
    buyers: Math.max(5, Math.round(SELLERS / 2)),
    inquirers: Math.max(2, Math.round(SELLERS / 10)),
    gateways: Math.max(2, Math.round(SELLERS / 8)),
    now: new Date(),
  });
  const refs = await importReferences(database.db);
  await database.close();
  const rows = await importRows(refs);
  const vehicleNames = [
    ...new Set(
      rows.flatMap((r) =>
        ((r.fitments as { brandName: string; series: string }[]) ?? []).map((f) => `${f.brandName} ${f.series}`),
      ),
    ),
  ].slice(0, 50);
  const seededS = Math.round((performance.now() - t0) / 1000);
  out(`seeded ${SELLERS} shops x ${PRODUCTS} products in ${seededS} s (${kind})`);

  const apiEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir ?? "" };
  let api = await startApi(apiEnv);
  const replayDb = `${dbName}_replay`;
  let captureDir: string | null = null;
  let failed = false;
  try {
    // Before the timed window: every account signs in once, proofs are uploaded, the flood key is made,
    // the shops get their first orders and inquiries, and four shops import a file.
    const accounts = [
      ...world.shops.flatMap((s) => [s.admin, s.staff]),
      world.floodShop.admin,
      ...world.buyers.map((b) => b.userName),
      ...world.inquirers.map((b) => b.userName),
      ...world.gateways,
    ];
    const tokens = new Map<string, string>();
    await eachLimit(accounts, 8, async (userName) => {
      const data = await call<{ accessToken: string }>(api.url, "/api/user/login/login", {
        userName,
        password: sha256Hex(BENCH_PASSWORD),
      });
      tokens.set(userName, data.accessToken);
    });
    const photos = new Map<string, string>();
    const uploaders = [...world.shops.map((s) => s.staff), ...world.buyers.map((b) => b.userName)];
    await eachLimit(uploaders, 8, async (u) => void photos.set(u, await upload(api.url, tokens.get(u) ?? "")));
    const { key: floodKey } = await call<{ key: string }>(
      api.url,
      "/api/integration/ina/key/create",
      { name: "ERP runaway", permissions: ["syncStock"] },
      tokens.get(world.floodShop.admin),
    );
    await eachLimit(world.shops, 8, async (shop, i) => {
      for (let k = 0; k < 3; k++) {
        const buyer = world.buyers[(i + k) % world.buyers.length];
        await call(
          api.url,
          "/api/buyer/order/create",
          {
            shopId: shop.shopId,
            items: [{ itemId: shop.itemIds[k], quantity: 1 }],
            addressId: buyer.addressId,
            paymentMethod: 2,
          },
          tokens.get(buyer.userName),
        );
      }
    });
    await eachLimit(world.inquirers, 4, async (q) => {
      for (let k = 0; k < 3; k++) {
        await call(
          api.url,
          "/api/buyer/inquiry/create",
          inquiryBodyAt(new Date(), { parts: [WARM_PART] }),
          tokens.get(q.userName),
        );
      }
    });
    // Every worker has then run an import, as a server serving all day has: a worker's first one, with its
    // code not yet optimised and its connection's statements not yet planned, took 234 ms, the day's slowest.
    await eachLimit(world.shops.slice(0, 4), 2, async (shop, k) => {
      await call(
        api.url,
        "/api/item/ina/import",
        { importId: randomUUID(), mode: "create", rows: rows.map((r, i) => ({ ...r, partNo: `WARM${k}X${i}` })) },
        tokens.get(shop.admin),
      );
    });
    out(`warm-up done at ${Math.round((performance.now() - t0) / 1000)} s; day phase ${DURATION} s`);

    const groupOpts = {
      sellers: SELLERS,
      active: ACTIVE,
      importRows: rows,
      vehicleNames,
      photos,
      floodKey,
      floodItemIds: world.floodShop.itemIds,
      floodRate: FLOOD_RATE,
    };
    // When each phase ran (ISO times), to line the run up with the API log and outside measurements.
    // And the CPU seconds each component used meanwhile (bench/seller-day/probe.ts cpuUse: the API's processes,
    // the local PostgreSQL's, this load generator's, which also runs the raw loop's client).
    const phases: Record<string, { from: string; to: string; cpuS: CpuUse }> = {};
    type PhaseStart = { from: string; before: CpuUse };
    const startPhase = (): PhaseStart => ({ from: new Date().toISOString(), before: cpuUse(api.child.pid) });
    /** Records phase `name`, from `start` until now, and prints it. */
    const endPhase = (name: string, { from, before }: PhaseStart): void => {
      const cpuS = cpuBetween(before, cpuUse(api.child.pid));
      phases[name] = { from, to: new Date().toISOString(), cpuS };
      out(
        `${name} phase: ${from} - ${phases[name].to}; CPU s: API ${cpuS.api}, PostgreSQL ${cpuS.postgres}, load generator ${cpuS.bench}`,
      );
    };
    const stamp = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const start = startPhase();
      const result = await run();
      endPhase(name, start);
      return result;
    };
    const probe = startProbe({ limitMs: MAX_P99_MS, databaseUrl });
    const day = await stamp("day", () =>
      Promise.all(
        sellerDayGroups(world, tokens, { ...groupOpts, rate: RATE })
          .filter((g) => FLOOD_RATE >= 0 || !g.name.startsWith("flooding"))
          .filter((g) => chosen(g.name))
          .map((g) => runGroup(api.url, g, DURATION, g.name.startsWith("flooding") ? undefined : probe.record)),
      ),
    );
    const dayProbe = await probe.stop(apiLogPath);
    printGroups(`Day phase (${DURATION} s, each virtual user ${RATE} call/s)`, day);
    out(
      `\nSlow calls (> ${MAX_P99_MS} ms) of the day: ${dayProbe.slow} of ${dayProbe.calls} as the load generator saw them, ${dayProbe.serverSlow ?? "n/a"} as the API logged them; load generator event-loop delay p99 ${dayProbe.loop.p99} ms, max ${dayProbe.loop.max} ms. The slowest seconds:`,
    );
    out(
      "| second | calls | slow (client) | slow (API) | client loop max ms | CPU user / system / iowait / steal / idle % | PG active; waiting | autovacuum | checkpoint buffers |",
    );
    out("|---|---|---|---|---|---|---|---|---|");
    for (const row of slowestSeconds(dayProbe, 12)) out(row);

    if (databaseUrl) {
      // The replay needs the state the capacity phase starts from: a template copy wants no connection to
      // its source, so the API stops (the bench holds none), and comes back recording its statements.
      await stopApi(api.child);
      await adminStatement(`CREATE DATABASE ${replayDb} TEMPLATE ${dbName}`);
      captureDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-day-sql-"));
      api = await startApi({ ...apiEnv, SQL_CAPTURE_DIR: captureDir });
    }
    const capacityGroups = sellerDayGroups(world, tokens, { ...groupOpts, rate: undefined })
      .filter((g) => !g.name.startsWith("flooding") && chosen(g.name))
      .map((g) => (keepsPace(g.name) ? { ...g, rate: RATE } : g));
    if (databaseUrl && WARMUP_SECONDS > 0) {
      await stamp("warm-up", () => Promise.all(capacityGroups.map((g) => runGroup(api.url, g, WARMUP_SECONDS))));
    }
    const capacityFrom = performance.timeOrigin + performance.now();
    const capacity = await stamp("capacity", () =>
      Promise.all(capacityGroups.map((g) => runGroup(api.url, g, CAPACITY_SECONDS))),
    );
    printGroups(
      `Capacity phase (${CAPACITY_SECONDS} s, no pacing${CAPACITY_PACED.length ? `; at the day's pace: ${CAPACITY_PACED.join(", ")}` : ""})`,
      capacity,
    );
    const concurrency = capacity.reduce((s, r) => s + r.connections, 0);
    let raw: RawResult | null = null;
    if (databaseUrl && captureDir) {
      await stopApi(api.child);
      const calls = capacity.reduce((s, r) => s + r.requests, 0);
      const dir = captureDir;
      // The replay's CPU counts from the end of its untimed warm-up part, as the capacity phase's from its
      // clock (phase "replay"; the whole replay is phase "replay, warm-up included").
      const timed: { start?: PhaseStart } = {};
      raw = await stamp("replay, warm-up included", () =>
        replayCapture(databaseUrlOf(replayDb), dir, {
          calls,
          from: capacityFrom,
          onTimedStart: () => {
            timed.start = startPhase();
          },
        }),
      );
      if (timed.start) endPhase("replay", timed.start);
      out(
        `\nRaw loop (replay of the capacity phase's ${raw.statements} statements, ${raw.transactions} transactions, on ${raw.streams} streams): ${raw.replayS} s against the phase's ${CAPACITY_SECONDS} s; ${raw.statementsPerSec} statements/s, ${raw.reqPerSec} calls/s; errors ${raw.errors} (${(raw.errorRate * 100).toFixed(2)} %${
          Object.keys(raw.errorsByCode).length
            ? `: ${Object.entries(raw.errorsByCode)
                .map(([k, n]) => `${k} x ${n}`)
                .join(", ")}`
            : ""
        }), ${raw.skipped} skipped after them, ${raw.failedAsInApi} failed as in the API; the warm-up's ${raw.warmUpStatements} statements replayed first, untimed`,
      );
      for (const sample of raw.errorSamples) out(`  replay error sample ${sample}`);
    }

    const daySeller = day.filter((r) => !r.name.startsWith("flooding"));
    const flood = day.find((r) => r.name.startsWith("flooding"));
    const daySum = summary(daySeller);
    const capSum = summary(capacity);
    const worstP99 = Math.max(...daySeller.map((r) => r.latencyMs.p99));
    const verdict = {
      errors: daySum.errors + capSum.errors,
      worstP99Ms: worstP99,
      // The p99 target is PostgreSQL's (issue: "on PGlite, the same workload at 20 sellers with 0 errors"):
      // on PGlite every query runs on the API's one thread, so a 500-row import holds the calls behind it.
      p99Pass: databaseUrl ? worstP99 <= MAX_P99_MS : null,
      floodLimited: flood
        ? flood.tally.rateLimited > 0 && flood.tally.rateLimited === flood.tally.rateLimitedWithRetryAfter
        : null,
      // API N / T over raw N / R: R / T.
      apiOverRaw: raw ? Math.round((raw.replayS / CAPACITY_SECONDS) * 100) / 100 : null,
    };
    out(
      `\nday: ${daySum.requests} requests, ${daySum.reqPerSec} req/s, errors ${daySum.errors}, worst p99 ${worstP99} ms (${databaseUrl ? `limit ${MAX_P99_MS}` : "reported; the limit is PostgreSQL's"})`,
    );
    out(
      `capacity: ${capSum.requests} calls, ${capSum.reqPerSec} req/s over ${concurrency} connections${raw ? `; raw loop ${raw.reqPerSec} calls/s; API / raw = ${verdict.apiOverRaw} (target 0.6 with 2 processes)` : ""}`,
    );
    const perCall = (seconds: number | undefined, calls: number) =>
      seconds === undefined || calls === 0 ? "n/a" : `${Math.round((seconds * 1000 * 100) / calls) / 100} ms`;
    const capCpu = phases.capacity?.cpuS;
    const replayCpu = phases.replay?.cpuS;
    out(
      `CPU per capacity call: API ${perCall(capCpu?.api, capSum.requests)}, PostgreSQL ${perCall(capCpu?.postgres, capSum.requests)}, load generator ${perCall(capCpu?.bench, capSum.requests)}${replayCpu ? `; in the replay: PostgreSQL ${perCall(replayCpu.postgres, capSum.requests)}, its client ${perCall(replayCpu.bench, capSum.requests)}` : ""}`,
    );
    out(
      `flooding key: ${flood?.tally.rateLimited} answered 429 (${flood?.tally.rateLimitedWithRetryAfter} with Retry-After), ${flood?.tally.ok} accepted`,
    );
    failed = verdict.errors > 0 || verdict.p99Pass === false || verdict.floodLimited === false;
    out(`API log: ${path.relative(process.cwd(), apiLogPath)}`);
    const result = {
      date: new Date().toISOString(),
      database: databaseUrl ? "postgres" : "pglite",
      workers: databaseUrl ? WORKERS : 1,
      sellers: SELLERS,
      productsPerShop: PRODUCTS,
      durationS: DURATION,
      capacityS: CAPACITY_SECONDS,
      capacityPaced: CAPACITY_PACED,
      ratePerUser: RATE,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      seedS: seededS,
      phases,
      day,
      dayProbe,
      capacity,
      raw,
      verdict,
    };
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(path.join(here, "results", `seller-day-${kind}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await stopApi(api.child);
    if (adminUrl && dbName) {
      await adminStatement(`DROP DATABASE IF EXISTS ${replayDb} WITH (FORCE)`);
      await adminStatement(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }
    // BENCH_KEEP_CAPTURE=1 keeps the statements for a look at what the API sent (its folder is printed).
    if (captureDir && process.env.BENCH_KEEP_CAPTURE === "1") console.log(`SQL capture kept in ${captureDir}`);
    else if (captureDir) fs.rmSync(captureDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
