/**
 * Benchmark "Inquiry list" (bench/README.md): /api/inquiry/ina/page for seller.active among 50,000 open
 * inquiries of 13 car brands, filtered by the shop's brands (Toyota, Daihatsu) and sorted most urgent first,
 * beside the raw SQL query it stands on, in the same run and the same process (the method of
 * bench/order-page.ts, including its setImmediate turn after the raw query).
 *
 * Fresh database (PGlite in a temp dir, or a new database on BENCH_DATABASE_URL's server, dropped at the end)
 * -> migrate -> demo accounts -> 50,000 open inquiries (deadlines 1 hour to 14 days ahead, 1-3 parts each) of
 * the demo B2B buyers -> a few hundred passes and tenders of the shop -> VACUUM ANALYZE -> 1,000 API requests
 * interleaved with 1,000 raw queries over pageNo 1-100 of the list tab.
 *
 * Prints a table, writes bench/results/inquiry-list-<pglite|postgres>.json, exits 1 when the API's p95 >
 * 1.5 x the raw p95. Run: `npx tsx bench/inquiry-list.ts`; `BENCH_INQUIRIES=5000` for a quick check.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { brandKey, TenderStatus } from "@src/domain/inquiry";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { insertJsonRows, reserveIds } from "../server/db/bulk-insert";
import { openDatabase, type Database } from "../server/db/client";
import { users } from "../server/db/schema/auth";
import { inquiries, inquiryParts, inquiryPasses, tenders } from "../server/db/schema/inquiry";
import { buyerAddresses } from "../server/db/schema/order";
import { shops } from "../server/db/schema/shop";
import { seedDemo, DEMO_PASSWORD } from "../server/seed/demo";
import { prng } from "../server/seed/demo-products";
import { sha256Hex } from "../tests/api/helpers";

const TOTAL = Number(process.env.BENCH_INQUIRIES ?? 50_000);
const REQUESTS = 1_000;
const WARMUP = 100;
const PAGE_SIZE = 10;
const MAX_PAGE_NO = 100;
const MAX_RATIO = 1.5;
const BATCH = 2_000;
const HOUR = 3_600_000;
const BRANDS = [
  "Toyota",
  "Daihatsu",
  "Honda",
  "Mitsubishi Motors",
  "Suzuki",
  "Nissan",
  "Mazda",
  "Hyundai",
  "Kia",
  "Wuling",
  "Isuzu",
  "BMW",
  "Mercedes-Benz",
];
const SHOP_BRANDS = ["Toyota", "Daihatsu"];

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: +percentile(s, 50).toFixed(2), p95: +percentile(s, 95).toFixed(2), max: +s[s.length - 1].toFixed(2) };
};
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The raw page query: what /api/inquiry/ina/page reads for one page of the list tab, by hand
 * (server/modules/inquiry/inquiry-query-service.ts): the shop's brands and city, the page of open inquiries
 * of those brands it has not passed (deadline ascending), the total, the buyers' names, the receivers' cities,
 * the parts, and the shop's passes and tenders on the page.
 */
function rawPageQuery(shopId: number, offset: number): SQL {
  return sql`
    with shop as (
      select coalesce(array(select lower(regexp_replace(trim(b), '[\\s-]+', '-', 'g'))
        from jsonb_array_elements_text(application -> 'partBrands') b), '{}') as keys
      from shops where id = ${shopId}
    ), hits as (
      select i.* from inquiries i, shop
      where i.status = 1 and i.car_brand_key = any(shop.keys)
        and not (i.id in (select inquiry_id from inquiry_passes where shop_id = ${shopId}))
    ), page as (
      select * from hits order by deadline asc, id asc limit ${PAGE_SIZE} offset ${offset}
    )
    select p.inquiry_no, p.deadline, p.create_time, p.car_brand_name, p.car_model, p.car_year,
      (select count(*) from hits) as row_count,
      u.user_name, u.nick_name, r.name as city,
      (select json_agg(json_build_object('n', x.part_name, 'no', x.part_no, 'q', x.quantity) order by x.line_no)
        from inquiry_parts x where x.inquiry_id = p.id) as parts,
      (select t.tender_no from tenders t where t.inquiry_id = p.id and t.shop_id = ${shopId}) as tender_no
    from page p
    join users u on u.id = p.buyer_user_id
    left join regions r on r.code = p.receiver_regency_code
    order by p.deadline asc, p.id asc`;
}

async function freshDatabase(dir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ dataDir: dir }), drop: async () => undefined };
  const name = `bench_inquiries_${process.pid}_${Date.now()}`;
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
  const [seller] = await db.select().from(users).where(eq(users.userName, "seller.active"));
  const shopId = seller.shopId as number;
  await db
    .update(shops)
    .set({
      application: sql`${shops.application} || jsonb_build_object('partBrands', ${JSON.stringify(SHOP_BRANDS)}::jsonb)`,
    })
    .where(eq(shops.id, shopId));
  const buyers = await db
    .select({ id: users.id, buyerType: users.buyerType, address: buyerAddresses })
    .from(users)
    .innerJoin(buyerAddresses, eq(buyerAddresses.buyerUserId, users.id))
    .where(inArray(users.buyerType, ["insurance", "workshop", "priority", "carRental"]));

  const tInsert = performance.now();
  const rnd = prng(5_000_000);
  const now = Date.now();
  const mine: number[] = [];
  for (let start = 0; start < TOTAL; start += BATCH) {
    const n = Math.min(BATCH, TOTAL - start);
    const ids = await reserveIds(db, inquiries, "id", n);
    const rows: (typeof inquiries.$inferInsert)[] = [];
    const parts: (typeof inquiryParts.$inferInsert)[] = [];
    for (let k = 0; k < n; k++) {
      const b = buyers[Math.floor(rnd() * buyers.length)];
      const brand = BRANDS[Math.floor(rnd() * BRANDS.length)];
      const create = new Date(now - rnd() * 5 * 24 * HOUR);
      if (SHOP_BRANDS.includes(brand)) mine.push(ids[k]);
      rows.push({
        id: ids[k],
        inquiryNo: `INQ-20261120-${String(start + k + 1).padStart(6, "0")}`,
        buyerUserId: b.id,
        buyerType: b.buyerType ?? "workshop",
        status: 1,
        deadline: new Date(now + HOUR + rnd() * 14 * 24 * HOUR),
        receiverName: b.address.receiverName,
        receiverPhone: b.address.receiverPhone,
        receiverRegionCodes: b.address.regionCodes,
        receiverRegencyCode: b.address.regionCodes[1],
        receiverPostalCode: b.address.postalCode,
        receiverAddress: b.address.detail,
        licensePlate: `B ${1000 + (k % 9000)} XY`,
        carBrandName: brand,
        carBrandKey: brandKey(brand),
        carModel: "Model",
        carYear: 2015 + (k % 10),
        createTime: create,
        updateTime: create,
      });
      const count = 1 + Math.floor(rnd() * 3);
      for (let l = 1; l <= count; l++)
        parts.push({
          inquiryId: ids[k],
          lineNo: l,
          partName: `Part ${l}`,
          partNo: `P${k}${l}`,
          quantity: l,
          condition: 1,
        });
    }
    await insertJsonRows(db, inquiries, rows, BATCH);
    await insertJsonRows(db, inquiryParts, parts, 3 * BATCH);
  }
  // The shop passed on some and tendered on others (the list shows its tenders, hides its passes).
  const passRows = mine
    .filter((_, i) => i % 40 === 0)
    .map((inquiryId) => ({ inquiryId, shopId, userId: seller.id, createTime: new Date(now) }));
  if (passRows.length > 0) await insertJsonRows(db, inquiryPasses, passRows, BATCH);
  const tenderRows = mine
    .filter((_, i) => i % 40 === 7)
    .map((inquiryId, i) => ({
      tenderNo: `TND-20261120-${String(i + 1).padStart(6, "0")}`,
      inquiryId,
      shopId,
      ownerUserId: seller.id,
      status: TenderStatus.wait,
      shippingMethod: "courier",
      createTime: new Date(now),
      updateTime: new Date(now),
    }));
  if (tenderRows.length > 0) await insertJsonRows(db, tenders, tenderRows, BATCH);
  const insertMs = performance.now() - tInsert;
  for (const table of ["inquiries", "inquiry_parts", "inquiry_passes", "tenders", "users"])
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
    let pages = MAX_PAGE_NO;
    const pageNoOf = (i: number) => 1 + ((i * 37) % pages);
    type ApiPage = { success: boolean; data: { data: { inquiryNo: string }[]; rowCount: number } };
    const api = async (i: number) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/inquiry/ina/page",
        headers: { "content-type": "application/json", authorization: token },
        payload: JSON.stringify({ pageNo: pageNoOf(i), pageSize: PAGE_SIZE }),
      });
      const body = res.json() as ApiPage;
      if (!body.success) throw new Error(`API page failed: ${res.body.slice(0, 200)}`);
      return body.data;
    };
    type RawRow = { inquiry_no: string; row_count: string | number };
    // One turn of the event loop after the raw query, as any answer sent over a socket has (bench/order-page.ts).
    const raw = async (i: number) => {
      const rows = rowsOf<RawRow>(await db.execute(rawPageQuery(shopId, (pageNoOf(i) - 1) * PAGE_SIZE)));
      await new Promise((resolve) => setImmediate(resolve));
      return rows;
    };
    pages = Math.max(1, Math.min(MAX_PAGE_NO, Math.ceil((await api(0)).rowCount / PAGE_SIZE)));
    for (let i = 0; i < WARMUP; i++) {
      const a = await api(i);
      const r = await raw(i);
      const same =
        a.data.length === r.length &&
        a.data.every((row, k) => row.inquiryNo === r[k].inquiry_no) &&
        (r.length === 0 || Number(r[0].row_count) === a.rowCount);
      if (!same || a.data.length === 0)
        throw new Error(`API and raw query answer different pages for page ${pageNoOf(i)}`);
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
    const kind = database.kind;
    const version = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`))[0].v;
    const first = await api(0);
    const result = {
      benchmark: "inquiry-list",
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      database: kind === "pglite" ? `PGlite (embedded, temp dir; PostgreSQL ${version})` : `PostgreSQL ${version}`,
      inquiries: TOTAL,
      brands: BRANDS.length,
      shopBrands: SHOP_BRANDS,
      listRows: first.rowCount,
      requests: REQUESTS,
      pageSize: PAGE_SIZE,
      setupSeconds: +(setupMs / 1000).toFixed(1),
      insertSeconds: +(insertMs / 1000).toFixed(1),
      apiMs: a,
      rawMs: r,
      p95Ratio: ratio,
      maxRatio: MAX_RATIO,
      pass,
    };
    const row = (label: string, s: { p50: number; p95: number; max: number }) =>
      out(
        `| ${label.padEnd(28)} | ${String(s.p50).padStart(6)} | ${String(s.p95).padStart(6)} | ${String(s.max).padStart(7)} |`,
      );
    out("");
    out(
      `Inquiry list benchmark on ${result.database}: ${TOTAL.toLocaleString("en")} open inquiries of ${BRANDS.length} brands, ${first.rowCount} of the shop's brands, ${REQUESTS} requests, pageNo 1-${MAX_PAGE_NO}`,
    );
    out(`setup ${result.setupSeconds} s (insert ${result.insertSeconds} s)`);
    out("");
    out("| measure                      | p50 ms | p95 ms |  max ms |");
    out("|------------------------------|--------|--------|---------|");
    row("API /api/inquiry/ina/page", a);
    row("raw SQL page query", r);
    out("");
    out(`API p95 / raw p95 = ${ratio} (limit ${MAX_RATIO}): ${pass ? "PASS" : "FAIL"}`);
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(path.join(here, "results", `inquiry-list-${kind}.json`), `${JSON.stringify(result, null, 2)}\n`);
    exitCode = pass ? 0 : 1;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inquiry-list-"));
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
