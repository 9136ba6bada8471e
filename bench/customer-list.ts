/**
 * Benchmark "Customer list" (bench/README.md): /api/customer/ina/page with credit figures over 20,000
 * customers of one shop, beside the raw SQL it stands on, in the same run and the same process (the method
 * of bench/order-page.ts).
 *
 * Fresh database (PGlite in a temp dir, or a new database on BENCH_DATABASE_URL's PostgreSQL server, dropped
 * at the end) -> migrate -> demo accounts without the order history -> 20,000 buyers, each a customer of
 * seller.active's shop (every company category, account managers among the sub-accounts), a third with an
 * active partnership, 1-5 orders each (bill payment for partners, in every status, some paid through a bill)
 * -> VACUUM ANALYZE -> sign in as seller.active -> 1,000 API requests (app.inject, full stack) interleaved
 * with 1,000 raw queries (db.execute: the same page of customers with buyer, manager and partnership, the
 * list total, and the credit used of the page's buyers by one grouped query), pageNo 1-100, page size 10.
 *
 * Prints a table, writes bench/results/customer-list-<pglite|postgres>.json, exits 1 when the API's p95
 * > 1.5 x the raw p95. Run: `npx tsx bench/customer-list.ts` (1-2 minutes on 2 cores).
 * `BENCH_CUSTOMERS=2000` for a quick check of the script itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { COMPANY_CATEGORIES } from "@src/domain/customer";
import { OrderStatus, PaymentMethod } from "@src/domain/order";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { insertJsonRows, reserveIds } from "../server/db/bulk-insert";
import { users } from "../server/db/schema/auth";
import { customers } from "../server/db/schema/customer";
import { orders } from "../server/db/schema/order";
import { partnerships } from "../server/db/schema/partnership";
import { seedDemo, DEMO_PASSWORD } from "../server/seed/demo";
import { prng } from "../server/seed/demo-products";
import { sha256Hex } from "../tests/api/helpers";

const TOTAL = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const REQUESTS = 1_000;
const WARMUP = 100;
const PAGE_SIZE = 10;
const MAX_PAGE_NO = 100;
const MAX_RATIO = 1.5;
const BATCH = 2_000;
const DAY = 24 * 3_600_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: +percentile(s, 50).toFixed(2), p95: +percentile(s, 95).toFixed(2), max: +s[s.length - 1]!.toFixed(2) };
};

const STATUSES = [
  OrderStatus.unconfirmed,
  OrderStatus.paid,
  OrderStatus.sent,
  OrderStatus.done,
  OrderStatus.closed,
  OrderStatus.canceled,
];

/** Inserts the buyers, their customers rows, partnerships and orders. */
async function insertData(db: Database["db"], shopId: number, managers: number[], ownerUserId: number) {
  const rnd = prng(7_700_000);
  const now = Date.now();
  const passwordHash = "bench-no-login";
  let orderSeq = 0;
  for (let start = 0; start < TOTAL; start += BATCH) {
    const n = Math.min(BATCH, TOTAL - start);
    const ids = await reserveIds(db, users, "id", n);
    const userRows: (typeof users.$inferInsert)[] = [];
    const customerRows: (typeof customers.$inferInsert)[] = [];
    const partnerRows: (typeof partnerships.$inferInsert)[] = [];
    const orderRows: (typeof orders.$inferInsert)[] = [];
    for (let k = 0; k < n; k++) {
      const i = start + k;
      const id = ids[k]!;
      const category = COMPANY_CATEGORIES[i % COMPANY_CATEGORIES.length]!;
      const created = new Date(now - rnd() * 365 * DAY);
      userRows.push({
        id,
        userName: `bench.pelanggan.${i}`,
        passwordHash,
        nickName: `Bengkel Bench ${i}`,
        email: `pelanggan${i}@bench.co.id`,
        role: "buyer",
        buyerType: category,
        createTime: created,
        updateTime: created,
      });
      const partner = i % 3 === 0;
      customerRows.push({
        shopId,
        buyerUserId: id,
        companyCategory: category,
        companyName: `CV Bench Motor ${i}`,
        contactPerson: `Kontak ${i}`,
        contactPhone: `0812${String(10_000_000 + i)}`,
        accountManagerUserId: managers.length > 0 && i % 4 !== 0 ? managers[i % managers.length]! : null,
        createTime: created,
        updateTime: created,
      });
      if (partner)
        partnerRows.push({
          shopId,
          buyerUserId: id,
          status: "active",
          creditLimit: 10_000_000 + Math.floor(rnd() * 90) * 1_000_000,
          maxCreditLimit: 200_000_000,
        });
      const count = 1 + Math.floor(rnd() * 5);
      for (let o = 0; o < count; o++) {
        const total = 100_000 + Math.floor(rnd() * 5_000) * 1_000;
        const t = new Date(created.getTime() + rnd() * 30 * DAY);
        orderRows.push({
          orderNo: `ORD-BENCH-${String(++orderSeq).padStart(8, "0")}`,
          shopId,
          buyerUserId: id,
          buyerType: category,
          ownerUserId,
          status: STATUSES[Math.floor(rnd() * STATUSES.length)]!,
          paymentMethod: partner && rnd() < 0.7 ? PaymentMethod.bill : PaymentMethod.normal,
          billPaidTime: rnd() < 0.3 ? t : null,
          receiverName: `Kontak ${i}`,
          receiverPhone: "081200001111",
          receiverRegionCodes: ["31", "31.74", "31.74.01", "31.74.01.1001"],
          receiverRegencyCode: "31.74",
          receiverPostalCode: "12820",
          receiverAddress: "Jl. Bench 1",
          goodsAmount: total,
          total,
          edtInitialDays: 1,
          orderTime: t,
          updateTime: t,
        });
      }
    }
    await insertJsonRows(db, users, userRows, BATCH);
    await insertJsonRows(db, customers, customerRows, BATCH);
    if (partnerRows.length > 0) await insertJsonRows(db, partnerships, partnerRows, BATCH);
    await insertJsonRows(db, orders, orderRows, BATCH);
  }
  return orderSeq;
}

/**
 * The raw query: one page of the shop's customers newest first with buyer, manager and partnership, the
 * list total, then the credit used of those buyers in one grouped query (what the API computes per page).
 */
async function rawPage(db: Database["db"], shopId: number, offset: number) {
  const page = rowsOf<{ buyer_user_id: number; id: number; credit_limit: number | null; status: string | null }>(
    await db.execute(sql`
      select c.*, b.user_name, b.nick_name, b.email, m.user_name as manager_user_name, m.nick_name as manager_nick_name,
        p.status, p.credit_limit
      from customers c
      join users b on b.id = c.buyer_user_id
      left join users m on m.id = c.account_manager_user_id
      left join partnerships p on p.shop_id = c.shop_id and p.buyer_user_id = c.buyer_user_id
      where c.shop_id = ${shopId}
      order by c.create_time desc, c.id desc limit ${PAGE_SIZE} offset ${offset}`),
  );
  const total = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*) as n from customers where shop_id = ${shopId}`),
  );
  const buyers = page.map((r) => r.buyer_user_id);
  const used =
    buyers.length === 0
      ? []
      : rowsOf<{ buyer_user_id: number; used: string }>(
          await db.execute(sql`
            select buyer_user_id, coalesce(sum(total), 0) as used from orders
            where shop_id = ${shopId} and buyer_user_id in (${sql.join(
              buyers.map((b) => sql`${b}`),
              sql`, `,
            )})
              and payment_method = ${PaymentMethod.bill} and status not in (${OrderStatus.canceled}, ${OrderStatus.closed})
              and bill_paid_time is null
            group by buyer_user_id`),
        );
  const usedBy = new Map(used.map((u) => [Number(u.buyer_user_id), Number(u.used)]));
  return {
    rowCount: Number(total[0]?.n ?? 0),
    rows: page.map((r) => ({
      id: r.id,
      used: usedBy.get(r.buyer_user_id) ?? 0,
      limit: r.status === "active" ? (r.credit_limit ?? 0) : 0,
    })),
  };
}

async function freshDatabase(dir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ dataDir: dir }), drop: async () => undefined };
  const name = `bench_customers_${process.pid}_${Date.now()}`;
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

let exitCode = 0;

async function run(database: Database, filesDir: string, t0: number): Promise<void> {
  await database.migrate();
  const db = database.db;
  const clock = () => new Date();
  await seedDemo(db, { clock, filesDir, orders: false });
  const [seller] = await db
    .select({ id: users.id, shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  const shopId = seller!.shopId as number;
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.isMainAdmin, false)));
  const tInsert = performance.now();
  const orderCount = await insertData(
    db,
    shopId,
    staff.map((s) => s.id),
    seller!.id,
  );
  const insertMs = performance.now() - tInsert;
  for (const table of ["users", "customers", "partnerships", "orders"])
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
    const pageNoOf = (i: number) => 1 + ((i * 37) % MAX_PAGE_NO);
    type ApiPage = {
      success: boolean;
      data: { rowCount: number; data: { id: number; credit: { limit: number; used: number } }[] };
    };
    const api = async (i: number) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/customer/ina/page",
        headers: { "content-type": "application/json", authorization: token },
        payload: JSON.stringify({ pageNo: pageNoOf(i), pageSize: PAGE_SIZE }),
      });
      const body = res.json() as ApiPage;
      if (!body.success) throw new Error(`API page failed: ${res.body.slice(0, 200)}`);
      return body.data;
    };
    // One turn of the event loop, as an answer sent over a socket has (bench/order-page.ts explains why).
    const raw = async (i: number) => {
      const r = await rawPage(db, shopId, (pageNoOf(i) - 1) * PAGE_SIZE);
      await new Promise((resolve) => setImmediate(resolve));
      return r;
    };
    for (let i = 0; i < WARMUP; i++) {
      const a = await api(i);
      const r = await raw(i);
      const same =
        a.rowCount === r.rowCount &&
        a.data.length === r.rows.length &&
        a.data.every(
          (row, k) =>
            row.id === r.rows[k]!.id && row.credit.used === r.rows[k]!.used && row.credit.limit === r.rows[k]!.limit,
        );
      if (!same || a.data.length === 0)
        throw new Error(`API and raw query answer different pages for pageNo ${pageNoOf(i)}`);
    }
    const apiMs: number[] = [];
    const rawMs: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const order = i % 2 === 0 ? ([api, raw] as const) : ([raw, api] as const);
      for (const fn of order) {
        const s = performance.now();
        await fn(i);
        (fn === api ? apiMs : rawMs).push(performance.now() - s);
      }
    }
    const a = stats(apiMs);
    const r = stats(rawMs);
    const ratio = +(a.p95 / r.p95).toFixed(2);
    const pass = ratio <= MAX_RATIO;
    const version = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`))[0]!.v;
    const result = {
      benchmark: "customer-list",
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      database:
        database.kind === "pglite" ? `PGlite (embedded, temp dir; PostgreSQL ${version})` : `PostgreSQL ${version}`,
      customers: TOTAL,
      orders: orderCount,
      requests: REQUESTS,
      pageSize: PAGE_SIZE,
      pageNo: `1-${MAX_PAGE_NO}`,
      setupSeconds: +(setupMs / 1000).toFixed(1),
      insertSeconds: +(insertMs / 1000).toFixed(1),
      apiMs: a,
      rawMs: r,
      p95Ratio: ratio,
      maxRatio: MAX_RATIO,
      pass,
    };
    out("");
    out(
      `Customer list benchmark on ${result.database}: ${TOTAL.toLocaleString("en")} customers, ${orderCount.toLocaleString("en")} orders, ${REQUESTS} requests, page size ${PAGE_SIZE}, pageNo 1-${MAX_PAGE_NO}`,
    );
    out(`setup ${result.setupSeconds} s (insert ${result.insertSeconds} s)`);
    out("");
    out("| measure                   | p50 ms | p95 ms |  max ms |");
    out("|---------------------------|--------|--------|---------|");
    for (const [label, s] of [
      ["API /api/customer/ina/page", a],
      ["raw SQL (page, total, used)", r],
    ] as const)
      out(
        `| ${label.padEnd(25)} | ${String(s.p50).padStart(6)} | ${String(s.p95).padStart(6)} | ${String(s.max).padStart(7)} |`,
      );
    out("");
    out(`API p95 / raw p95 = ${ratio} (limit ${MAX_RATIO}): ${pass ? "PASS" : "FAIL"}`);
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(
      path.join(here, "results", `customer-list-${database.kind}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    exitCode = pass ? 0 : 1;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-customer-list-"));
  const t0 = performance.now();
  const { database, drop } = await freshDatabase(dir);
  try {
    await run(database, path.join(dir, "files"), t0);
  } finally {
    await database.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(exitCode),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(2);
  },
);
