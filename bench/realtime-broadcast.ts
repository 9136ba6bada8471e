/**
 * Benchmark "Realtime broadcast" (bench/README.md; spec §2 toasts, §3 broadcast notice): 500 connected
 * portals (WebSocket clients at /api/realtime/ws, each authenticated as its own seller session) receive one
 * broadcast notice created through POST /api/platform/notification/create. Measured per socket: the time
 * from sending the create call to that socket's `notice` frame. Target: p95 <= 1 s.
 *
 * - Default: one API instance on a fresh PGlite (temp dir).
 * - `BENCH_DATABASE_URL=postgres://...` (an empty database): two API instances on the same database, each
 *   with its own connection pool and its own LISTEN connection (the bus of server/realtime/bus.ts), the
 *   clients split across them, the notice created through the first. The two instances run in this one
 *   Node process (sockets and timers share its event loop), which is the harder case for the figures.
 *
 * Users and sessions are written straight into the database for speed (500 sub-accounts of seller.active's
 * shop, random tokens stored hashed as the API stores them). Five rounds after one warm-up; prints a table,
 * writes bench/results/realtime-broadcast.json, exits 1 when p95 > 1000 ms.
 * Run: `npx tsx bench/realtime-broadcast.ts` (run it only on a quiet machine: `uptime` load below 2).
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { WebSocket } from "ws";
import type { FastifyInstance } from "fastify";
import { REALTIME_PATH, type ServerFrame } from "../src/domain/realtime";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { sessions, users } from "../server/db/schema/auth";
import { seedDemo, DEMO_PASSWORD } from "../server/seed/demo";
import { sha256Hex } from "../tests/api/helpers";

const CLIENTS = 500;
const ROUNDS = 5;
const TARGET_P95_MS = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

interface Client {
  socket: WebSocket;
  /** Resolves with the arrival time of the notice `id`. */
  waitFor(id: number): Promise<number>;
}

/** Opens an authenticated socket to `base` and resolves once the API answered "ready". */
function connect(base: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}${REALTIME_PATH}`);
    const waiting = new Map<number, (t: number) => void>();
    const arrived = new Map<number, number>();
    socket.on("error", reject);
    socket.on("open", () => socket.send(JSON.stringify({ type: "auth", token })));
    socket.on("message", (raw) => {
      const now = performance.now();
      const frame = JSON.parse(String(raw)) as ServerFrame;
      if (frame.type === "ready")
        resolve({
          socket,
          waitFor: (id) =>
            new Promise((done) => {
              const at = arrived.get(id);
              if (at !== undefined) done(at);
              else waiting.set(id, done);
            }),
        });
      else if (frame.type === "event" && frame.topic === "notice") {
        const id = Number(frame.data.id);
        arrived.set(id, now);
        waiting.get(id)?.(now);
      }
    });
  });
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), "bench-realtime-"));
  const open = () => openDatabase(databaseUrl ? { databaseUrl, dataDir: null } : { dataDir });
  const first = await open();
  await first.migrate();
  const clock = () => new Date();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-realtime-files-"));
  await seedDemo(first.db, { clock, filesDir, orders: false });
  const [admin] = await first.db.select().from(users).where(eq(users.userName, "seller.active"));

  // 500 sub-accounts of the demo shop, each with a session.
  const tokens: string[] = [];
  const stamp = Date.now();
  const made = await first.db
    .insert(users)
    .values(
      Array.from({ length: CLIENTS }, (_, i) => ({
        userName: `bench.rt.${stamp}.${i}`,
        passwordHash: "bench-no-login",
        role: "seller" as const,
        shopId: admin.shopId,
        isMainAdmin: false,
      })),
    )
    .returning({ id: users.id });
  await first.db.insert(sessions).values(
    made.map((u) => {
      const token = randomBytes(32).toString("hex");
      tokens.push(token);
      return { userId: u.id, tokenHash: createHash("sha256").update(token).digest("hex") };
    }),
  );

  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false" });
  const databases: Database[] = [first];
  if (databaseUrl) databases.push(await open());
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  for (const database of databases) {
    const app = await buildApp({ db: database.db, config, clock, filesDir }, { logger: false });
    await app.ready();
    bases.push((await app.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws"));
    apps.push(app);
  }
  const clients = await Promise.all(tokens.map((token, i) => connect(bases[i % bases.length], token)));
  const signedIn = apps.reduce((n, app) => n + app.realtime.size(), 0);
  out(`${signedIn} sockets authenticated on ${apps.length} API instance(s) (${databaseUrl ? "PostgreSQL" : "PGlite"})`);

  const login = await apps[0].inject({
    method: "POST",
    url: "/api/user/login/login",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ userName: "platform.admin", password: sha256Hex(DEMO_PASSWORD) }),
  });
  const platform = login.json<{ data: { accessToken: string } }>().data.accessToken;

  const all: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const sent = performance.now();
    const res = await apps[0].inject({
      method: "POST",
      url: "/api/platform/notification/create",
      headers: { "content-type": "application/json", authorization: platform },
      payload: JSON.stringify({ type: 1, title: `Bench ${round}`, summary: "Realtime broadcast benchmark" }),
    });
    const id = res.json<{ data: { notificationId: number } }>().data.notificationId;
    const times = (await Promise.all(clients.map((c) => c.waitFor(id)))).map((t) => t - sent);
    if (round > 0) all.push(...times);
    out(`round ${round}${round === 0 ? " (warm-up)" : ""}: slowest ${Math.max(...times).toFixed(1)} ms`);
  }
  const sorted = [...all].sort((a, b) => a - b);
  const result = {
    database: databaseUrl ? "PostgreSQL" : "PGlite",
    instances: apps.length,
    clients: CLIENTS,
    rounds: ROUNDS,
    p50: +percentile(sorted, 50).toFixed(1),
    p95: +percentile(sorted, 95).toFixed(1),
    max: +sorted[sorted.length - 1].toFixed(1),
  };
  out(`| database | instances | clients | p50 ms | p95 ms | max ms |`);
  out(`| ${result.database} | ${result.instances} | ${CLIENTS} | ${result.p50} | ${result.p95} | ${result.max} |`);
  fs.mkdirSync(path.join(here, "results"), { recursive: true });
  fs.writeFileSync(path.join(here, "results", "realtime-broadcast.json"), `${JSON.stringify(result, null, 2)}\n`);

  for (const c of clients) c.socket.close();
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(filesDir, { recursive: true, force: true });
  if (result.p95 > TARGET_P95_MS) {
    out(`FAIL: p95 ${result.p95} ms > ${TARGET_P95_MS} ms`);
    process.exit(1);
  }
  out("PASS");
}

await main();
