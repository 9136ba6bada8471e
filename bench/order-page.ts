/**
 * Benchmark "Order page" (bench/README.md): /api/order/ina/page over 100,000 orders of one shop, beside
 * the raw SQL page query it stands on, in the same run and the same process; plus the tab counts
 * (/api/order/ina/counts) and the keyword search (order no prefix, part no) on their own.
 *
 * Fresh database (PGlite in a temp dir, or a new database on BENCH_DATABASE_URL's PostgreSQL server,
 * dropped at the end) -> migrate -> demo accounts without the order history -> 100,000 orders of
 * seller.active's shop from the demo buyers over the last year, 1-3 lines each, statuses by age as a
 * marketplace has them (recent orders still moving, older ones done, closed or refunding), delivery
 * orders for what was printed or shipped (batched multi-row inserts; order_counts kept by its
 * triggers) -> VACUUM ANALYZE (what autovacuum does after a bulk load) -> sign in as seller.active ->
 * 1,000 API requests (app.inject, full stack) interleaved with 1,000 raw page queries (db.execute, the
 * same WHERE / ORDER BY / LIMIT / OFFSET and the same row data), over every tab and pageNo 1-100.
 *
 * Prints a table, writes bench/results/order-page-<pglite|postgres>.json, exits 1 when the API's p95
 * > 1.5 x the raw p95. Run: `npx tsx bench/order-page.ts` (1-3 minutes on 2 cores);
 * `BENCH_DATABASE_URL=postgres://user@host:port/postgres npx tsx bench/order-page.ts` for PostgreSQL
 * (the URL's database is only used to create and drop the bench's own). `BENCH_ORDERS=5000` for a
 * quick check of the script itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql, type SQL } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import { ORDER_TAB_KEYS, ORDER_TABS, type OrderTab } from "@src/domain/order";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { users } from "../server/db/schema/auth";
import { seedDemo, DEMO_PASSWORD } from "../server/seed/demo";
import { DAY, YEAR_DAYS, insertOrders, loadOrderInputs, pick } from "./fixtures/orders";
import { prng } from "../server/seed/demo-products";
import { sha256Hex } from "../tests/api/helpers";

const TOTAL = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = 1_000;
const WARMUP = 100;
const COUNT_REQUESTS = 300;
const SEARCH_REQUESTS = 200;
const PAGE_SIZE = 10;
const MAX_PAGE_NO = 100;
const MAX_RATIO = 1.5;

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: +percentile(s, 50).toFixed(2), p95: +percentile(s, 95).toFixed(2), max: +s[s.length - 1].toFixed(2) };
};
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

// --------------------------------------------------------------------------------- the raw query

/**
 * The raw page query: what /api/order/ina/page needs from the database for one page without filters,
 * written by hand (server/modules/order/order-query-service.ts pageOrders): the page's order ids from
 * the indexes (for a tab of several statuses, each status's newest `offset + limit` merged), then those
 * orders' columns the row is made of (its fields, moves and deadline), the buyer's names, the
 * delivery order's number and print count, the first three lines and the line count of each order, and
 * the list total the answer carries, read the way the API reads it (order_counts). Product orders only
 * (order_type 1), as the API's list: inquiry orders have their own (spec §2 /tend).
 */
function rawPageQuery(shopId: number, tab: OrderTab, offset: number): SQL {
  const statuses = ORDER_TABS[tab] as readonly number[];
  const newest = sql.raw("order by order_time desc, id desc");
  const pageIds =
    statuses.length < 2
      ? sql`select id from orders where shop_id = ${shopId} and order_type = 1 ${statuses.length === 1 ? sql`and status = ${statuses[0]}` : sql``}
          ${newest} limit ${PAGE_SIZE} offset ${offset}`
      : sql`select id from (${sql.join(
          statuses.map(
            (s) =>
              sql`(select id, order_time from orders where shop_id = ${shopId} and order_type = 1 and status = ${s} ${newest} limit ${offset + PAGE_SIZE})`,
          ),
          sql` union all `,
        )}) t ${newest} limit ${PAGE_SIZE} offset ${offset}`;
  const counted =
    statuses.length === 0
      ? sql``
      : sql`and c.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`;
  return sql`
    select o.id, o.order_no, o.order_time, o.status, o.modification_status, o.edt_status, o.payment_method,
      o.buyer_type, o.receiver_name, o.total, o.logistic_no, o.confirm_deadline, o.pay_deadline,
      o.receipt_deadline, o.edt_deadline, o.modification_deadline,
      u.user_name, u.nick_name, d.do_no, d.print_count,
      (select coalesce(sum(c.n), 0) from order_counts c where c.shop_id = ${shopId} and c.order_type = 1 ${counted}) as row_count,
      (select json_agg(l) from (
         select i.item_name, i.part_no, i.quantity, i.picture from order_items i
         where i.order_id = o.id order by i.id limit 3) l) as lines,
      (select count(*) from order_items i where i.order_id = o.id) as item_count
    from orders o
    join users u on u.id = o.buyer_user_id
    left join delivery_orders d on d.id = o.delivery_order_id
    where o.id in (${pageIds})
    order by o.order_time desc, o.id desc`;
}

// --------------------------------------------------------------------------------------- the run

/** Opens a fresh database: a temp-dir PGlite, or a new database on BENCH_DATABASE_URL's server. */
async function freshDatabase(dir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: dir });
    return { database, drop: async () => undefined };
  }
  const name = `bench_orders_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: null });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    database,
    drop: async () => {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    },
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-order-page-"));
  const filesDir = path.join(dir, "files");
  const t0 = performance.now();
  const { database, drop } = await freshDatabase(dir);
  try {
    await run(database, dir, filesDir, t0);
  } finally {
    await database.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let exitCode = 0;

async function run(database: Database, _dir: string, filesDir: string, t0: number): Promise<void> {
  await database.migrate();
  const db = database.db;
  const clock = () => new Date();
  await seedDemo(db, { clock, filesDir, orders: false });
  const [seller] = await db
    .select({ id: users.id, shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  const shopId = seller.shopId as number;
  const { products, buyers } = await loadOrderInputs(db, shopId);

  const tInsert = performance.now();
  const now = Date.now();
  await insertOrders(db, { shopId, sellerUserId: seller.id, now, total: TOTAL, products, buyers });
  const insertMs = performance.now() - tInsert;
  for (const table of ["orders", "order_items", "delivery_orders", "order_counts", "users"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));

  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false" });
  const app = await buildApp({ db, config, clock, filesDir }, { logger: false });
  await app.ready();
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/user/login/login",
      headers: { "content-type": "application/json" },
      payload: { userName: "seller.active", password: sha256Hex(DEMO_PASSWORD) },
    });
    const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
    const setupMs = performance.now() - t0;
    const post = (url: string, body: unknown) =>
      app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", authorization: token },
        payload: JSON.stringify(body),
      });

    // Tab sizes, to keep pageNo within each tab's pages (a short tab is paged over what it has).
    const countsRes = (await post("/api/order/ina/counts", {})).json() as {
      success: boolean;
      data: Record<OrderTab, number>;
    };
    if (!countsRes.success || countsRes.data.all !== TOTAL) throw new Error("counts do not match the orders inserted");
    const tabCounts = countsRes.data;
    const target = (i: number) => {
      const tab = ORDER_TAB_KEYS[i % ORDER_TAB_KEYS.length];
      const pages = Math.max(1, Math.min(MAX_PAGE_NO, Math.ceil(tabCounts[tab] / PAGE_SIZE)));
      return { tab, pageNo: 1 + ((i * 37) % pages) };
    };

    type ApiPage = { success: boolean; data: { data: { orderNo: string; itemCount: number }[]; rowCount: number } };
    const api = async (i: number) => {
      const { tab, pageNo } = target(i);
      const res = await post("/api/order/ina/page", { pageNo, pageSize: PAGE_SIZE, tab });
      const body = res.json() as ApiPage;
      if (!body.success) throw new Error(`API page failed: ${res.body.slice(0, 200)}`);
      return body.data;
    };
    type RawRow = { order_no: string; row_count: string | number; item_count: string | number };
    /**
     * The raw query ends with one turn of the event loop, as any answer a server sends over a socket does.
     * V8 runs a minor GC as a task between loop turns once the young generation fills up: without the turn
     * the raw query never hosts one, and the collection of its own garbage lands in the next API request,
     * which turns the loop while reading its body (measured: every API request slower than 0.8 ms in body
     * parsing held one scavenge of about 1.6 ms; bench/README.md "Order page").
     */
    const raw = async (i: number) => {
      const { tab, pageNo } = target(i);
      const rows = rowsOf<RawRow>(await db.execute(rawPageQuery(shopId, tab, (pageNo - 1) * PAGE_SIZE)));
      await new Promise((resolve) => setImmediate(resolve));
      return rows;
    };

    // Warm-up, checking that both answer the same page (same orders, same total, same line counts).
    for (let i = 0; i < WARMUP; i++) {
      const a = await api(i);
      const r = await raw(i);
      const same =
        a.data.length === r.length &&
        a.data.every((row, k) => row.orderNo === r[k].order_no && row.itemCount === Number(r[k].item_count)) &&
        (r.length === 0 || Number(r[0].row_count) === a.rowCount);
      if (!same || a.data.length === 0)
        throw new Error(`API and raw query answer different pages for ${JSON.stringify(target(i))}`);
    }
    const apiMs: number[] = [];
    const rawMs: number[] = [];
    const apiByTab = Object.fromEntries(ORDER_TAB_KEYS.map((tab) => [tab, [] as number[]])) as Record<
      OrderTab,
      number[]
    >;
    const rawByTab = Object.fromEntries(ORDER_TAB_KEYS.map((tab) => [tab, [] as number[]])) as Record<
      OrderTab,
      number[]
    >;
    for (let i = 0; i < REQUESTS; i++) {
      // Alternate which goes first so neither always runs on a warmer cache.
      const order = i % 2 === 0 ? ([api, raw] as const) : ([raw, api] as const);
      for (const fn of order) {
        const s = performance.now();
        await fn(i);
        const ms = performance.now() - s;
        (fn === api ? apiMs : rawMs).push(ms);
        const tab = target(i).tab;
        (fn === api ? apiByTab : rawByTab)[tab].push(ms);
      }
    }
    const byTab = Object.fromEntries(
      ORDER_TAB_KEYS.map((tab) => [tab, { api: stats(apiByTab[tab]), raw: stats(rawByTab[tab]) }]),
    );

    const countMs: number[] = [];
    for (let i = 0; i < COUNT_REQUESTS; i++) {
      const s = performance.now();
      const res = await post("/api/order/ina/counts", {});
      countMs.push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`counts failed: ${res.body.slice(0, 200)}`);
    }

    // Keyword search: an order number's day prefix (`ORD-yyyyMMdd`) or a product's part no, first page.
    const rnd = prng(42);
    const keywordOf = (i: number) =>
      i % 2 === 0
        ? `ORD-${formatDate(new Date(now - rnd() * YEAR_DAYS * DAY)).replace(/-/g, "")}`
        : pick(rnd, products).partNo;
    const searchMs: number[] = [];
    let searchHits = 0;
    for (let i = 0; i < SEARCH_REQUESTS + 10; i++) {
      const keyword = keywordOf(i);
      const s = performance.now();
      const res = await post("/api/order/ina/page", { pageNo: 1, pageSize: PAGE_SIZE, keyword });
      const ms = performance.now() - s;
      const body = res.json() as ApiPage;
      if (!body.success) throw new Error(`search failed: ${res.body.slice(0, 200)}`);
      if (i < 10) continue;
      searchMs.push(ms);
      searchHits += body.data.rowCount;
    }

    const a = stats(apiMs);
    const r = stats(rawMs);
    const c = stats(countMs);
    const k = stats(searchMs);
    const ratio = +(a.p95 / r.p95).toFixed(2);
    const pass = ratio <= MAX_RATIO;
    const kind = database.kind;
    const version = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`))[0].v;
    const result = {
      benchmark: "order-page",
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      database: kind === "pglite" ? `PGlite (embedded, temp dir; PostgreSQL ${version})` : `PostgreSQL ${version}`,
      orders: TOTAL,
      tabCounts,
      requests: REQUESTS,
      pageSize: PAGE_SIZE,
      pageNo: `1-${MAX_PAGE_NO} (within the tab's pages)`,
      tabs: ORDER_TAB_KEYS,
      setupSeconds: +(setupMs / 1000).toFixed(1),
      insertSeconds: +(insertMs / 1000).toFixed(1),
      apiMs: a,
      rawMs: r,
      p95Ratio: ratio,
      byTab,
      maxRatio: MAX_RATIO,
      pass,
      countsMs: c,
      searchMs: k,
      searchAverageHits: Math.round(searchHits / SEARCH_REQUESTS),
    };
    const row = (label: string, s: { p50: number; p95: number; max: number }) =>
      out(
        `| ${label.padEnd(32)} | ${String(s.p50).padStart(6)} | ${String(s.p95).padStart(6)} | ${String(s.max).padStart(7)} |`,
      );
    out("");
    out(
      `Order page benchmark on ${result.database}: ${TOTAL.toLocaleString("en")} orders, ${REQUESTS} requests, page size ${PAGE_SIZE}, pageNo 1-${MAX_PAGE_NO}, tabs ${ORDER_TAB_KEYS.join(" / ")}`,
    );
    out(`tab sizes ${ORDER_TAB_KEYS.map((t) => `${t} ${tabCounts[t]}`).join(", ")}`);
    out(`setup ${result.setupSeconds} s (insert ${result.insertSeconds} s)`);
    out("");
    out("| measure                          | p50 ms | p95 ms |  max ms |");
    out("|----------------------------------|--------|--------|---------|");
    row("API /api/order/ina/page", a);
    row("raw SQL page query", r);
    row(`API /api/order/ina/counts (${COUNT_REQUESTS})`, c);
    row(`API page, keyword search (${SEARCH_REQUESTS})`, k);
    out("");
    out(
      `p50 / p95 ms by tab (API | raw): ${ORDER_TAB_KEYS.map((t) => `${t} ${byTab[t].api.p50}/${byTab[t].api.p95} | ${byTab[t].raw.p50}/${byTab[t].raw.p95}`).join("; ")}`,
    );
    out(`API p95 / raw p95 = ${ratio} (limit ${MAX_RATIO}): ${pass ? "PASS" : "FAIL"}`);
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(path.join(here, "results", `order-page-${kind}.json`), `${JSON.stringify(result, null, 2)}\n`);
    exitCode = pass ? 0 : 1;
  } finally {
    await app.close();
  }
}

main().then(
  () => process.exit(exitCode),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(2);
  },
);
