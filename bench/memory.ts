/**
 * Benchmark "Memory" (bench/README.md): the API process on PGlite holding 100,000 products and 100,000
 * orders, beside a bare PGlite process holding the same rows. Target: the API's peak resident memory (VmHWM,
 * its high-water mark over the whole run, start-up included) at most 1.2 x the bare PGlite's peak (exit code 1
 * otherwise). Both processes' RSS at the end of their work is reported too; it is not the verdict because it
 * is a moment in each one's garbage collection (measured: the same run's end-RSS ratio moves 1.09-1.25 from
 * run to run, the peak ratio 1.12-1.17; bench/README.md "Memory").
 *
 * Fresh PGlite folder -> migrations -> demo seed without the order history -> seller.active's shop filled up
 * to 100,000 products (bench/fixtures/products.ts) and 100,000 orders with their lines and delivery orders
 * (bench/fixtures/orders.ts) -> VACUUM ANALYZE -> closed. Then, one after the other on that folder:
 * - bare: `node bench/memory-bare.mjs` (plain Node, PGlite only) counts every table and reads 100 product
 *   pages, order pages and their lines, then reports its VmRSS / VmHWM (/proc/self/status);
 * - API: the real server as `npm start` runs it (package.json "serve": the bundle of server/main.ts with its
 *   node flags; SEED_DEMO=false)
 *   signed in as seller.active, 100 product pages, 100 order pages over the tabs, the tab counts, 20 order
 *   details and the home dashboard through HTTP; then its VmRSS / VmHWM are read from /proc/<pid>/status.
 *
 * Run: `npx tsx bench/memory.ts` (about 2 minutes on 2 cores). BENCH_PRODUCTS / BENCH_ORDERS shrink it.
 * Writes bench/results/memory-pglite.json.
 */
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { ORDER_TAB_KEYS } from "@src/domain/order";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/auth";
import { seedDemo, DEMO_PASSWORD } from "../server/seed/demo";
import { sha256Hex } from "../tests/api/helpers";
import { insertOrders, loadOrderInputs } from "./fixtures/orders";
import { insertProducts } from "./fixtures/products";
import { productionServerCommand } from "../build/server-command";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const MAX_RATIO = 1.2;
const SERVE = (
  JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { serve: string } }
).scripts.serve;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const out = (line: string) => process.stdout.write(`${line}\n`);
const mb = (kb: number) => +(kb / 1024).toFixed(1);

interface Memory {
  rssKb: number;
  hwmKb: number;
}

function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
  return { rssKb: kb("VmRSS"), hwmKb: kb("VmHWM") };
}

async function fill(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const db = database.db;
    await seedDemo(db, { clock: () => new Date(), filesDir: path.join(dataDir, "files"), orders: false });
    const [seller] = await db
      .select({ id: users.id, shopId: users.shopId })
      .from(users)
      .where(eq(users.userName, "seller.active"));
    const shopId = seller.shopId as number;
    await insertProducts(db, { shopId, userId: seller.id, total: PRODUCTS });
    const { products, buyers } = await loadOrderInputs(db, shopId);
    await insertOrders(db, { shopId, sellerUserId: seller.id, now: Date.now(), total: ORDERS, products, buyers });
    for (const table of ["items", "item_fitments", "item_images", "orders", "order_items", "delivery_orders"])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    return shopId;
  } finally {
    await database.close();
  }
}

function bare(dataDir: string, shopId: number): Memory {
  const line = execFileSync(
    process.execPath,
    [path.join(here, "memory-bare.mjs"), path.join(dataDir, "pglite"), String(shopId)],
    {
      cwd: root,
      encoding: "utf8",
      timeout: 300_000,
    },
  );
  return JSON.parse(line.trim().split("\n").pop() as string) as Memory;
}

async function api(dataDir: string): Promise<Memory> {
  const [command, args] = productionServerCommand();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let output = "";
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const m = output.match(/Seller portal: (http:\/\/[\d.:]+)\//);
        if (m) resolve(m[1]);
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output.slice(-2000)}`)));
    });
    const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
      const res = await fetch(`${baseUrl}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      });
      const env = (await res.json()) as { success: boolean; data: T; message: string };
      if (!env.success) throw new Error(`${url}: ${env.message}`);
      return env.data;
    };
    const { accessToken: token } = await post<{ accessToken: string }>("/api/user/login/login", {
      userName: "seller.active",
      password: sha256Hex(DEMO_PASSWORD),
    });
    const orderNos: string[] = [];
    for (let i = 0; i < 100; i++) {
      const pageNo = 1 + ((i * 37) % 100);
      await post("/api/item/ina/page", { pageNo, pageSize: 10 }, token);
      const tab = ORDER_TAB_KEYS[i % ORDER_TAB_KEYS.length];
      const page = await post<{ data: { orderNo: string }[] }>(
        "/api/order/ina/page",
        { pageNo: 1 + (i % 10), pageSize: 10, tab },
        token,
      );
      if (orderNos.length < 20 && page.data[0]) orderNos.push(page.data[0].orderNo);
    }
    await post("/api/order/ina/counts", {}, token);
    for (const orderNo of orderNos) await post("/api/order/ina/detail", { orderNo }, token);
    await post("/api/home/ina/dashboard", {}, token).catch(() => undefined);
    return memoryOf(child.pid as number);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function main(): Promise<void> {
  // BENCH_MEMORY_DIR: keep the filled folder there (filled once, reused by the next runs).
  const kept = process.env.BENCH_MEMORY_DIR;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  const marker = path.join(dataDir, "filled.json");
  try {
    const t0 = performance.now();
    const shopId = fs.existsSync(marker)
      ? (JSON.parse(fs.readFileSync(marker, "utf8")) as { shopId: number }).shopId
      : await fill(dataDir);
    if (kept) fs.writeFileSync(marker, JSON.stringify({ shopId }));
    const setupS = +((performance.now() - t0) / 1000).toFixed(1);
    const b = bare(dataDir, shopId);
    const a = await api(dataDir);
    const ratio = +(a.hwmKb / b.hwmKb).toFixed(2);
    const endRatio = +(a.rssKb / b.rssKb).toFixed(2);
    out(
      `\nMemory benchmark on PGlite: ${PRODUCTS.toLocaleString("en")} products, ${ORDERS.toLocaleString("en")} orders (setup ${setupS} s)\n`,
    );
    out("| process | RSS MB | peak RSS MB |");
    out("|---|---|---|");
    out(`| bare PGlite (node bench/memory-bare.mjs) | ${mb(b.rssKb)} | ${mb(b.hwmKb)} |`);
    out(`| API (npm run serve: ${SERVE}) | ${mb(a.rssKb)} | ${mb(a.hwmKb)} |`);
    const pass = ratio <= MAX_RATIO;
    out(`\nAPI RSS / bare RSS at the end of the work = ${endRatio}`);
    out(`API peak RSS / bare peak RSS = ${ratio} (limit ${MAX_RATIO}): ${pass ? "PASS" : "FAIL"}`);
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(
      path.join(here, "results", "memory-pglite.json"),
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, products: PRODUCTS, orders: ORDERS, bareMb: { rss: mb(b.rssKb), peak: mb(b.hwmKb) }, apiMb: { rss: mb(a.rssKb), peak: mb(a.hwmKb) }, ratio, endRatio, limit: MAX_RATIO, pass }, null, 2)}\n`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
