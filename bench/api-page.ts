/**
 * Benchmark "API page" (bench/README.md): /api/item/ina/page over 100,000 products of one shop,
 * beside the raw SQL page query it stands on, in the same run and the same process.
 *
 * Fresh PGlite in a temp dir -> migrate -> demo accounts + built-in reference -> 100,000 products for
 * seller.active (demo seed + batched multi-row inserts, with fitments and images) -> VACUUM ANALYZE
 * (what autovacuum does after a bulk load on a PostgreSQL server) -> sign in -> 1,000 API requests
 * (app.inject, full stack: session, shop check, validation, count, page, serialization) interleaved
 * with 1,000 raw page queries (db.execute, same WHERE / ORDER / LIMIT / OFFSET and the same row data),
 * varying pageNo (1-100) and the tab filter.
 *
 * Prints a table, writes bench/results/api-page.json, exits 1 when the API's p95 > 1.5 x the raw p95.
 * Run: `npx tsx bench/api-page.ts` (about 1-2 minutes on 2 cores; ~1 GB of memory).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { seedDemo, DEMO_PASSWORD } from "../server/seed/demo";
import { insertProducts } from "./fixtures/products";
import { users } from "../server/db/schema/auth";
import { eq } from "drizzle-orm";
import { sha256Hex } from "../tests/api/helpers";

const TOTAL = 100_000;
const REQUESTS = 1_000;
const WARMUP = 100;
const PAGE_SIZE = 10;
const MAX_RATIO = 1.5;
/** Tabs of /commodity/in-sale and /commodity/off-shelve plus "all" (src/domain/product.ts). */
const TABS: (number[] | undefined)[] = [undefined, [5], [1], [7], [4, 2], [3]];

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

/**
 * The raw page query: what /api/item/ina/page needs from the database for one page, written by hand,
 * including the list total the answer carries (rowCount), read the way the API reads it (item_counts).
 */
function rawPageQuery(shopId: number, tab: number[] | undefined, offset: number): SQL {
  const status = tab
    ? sql`and review_status in (${sql.join(
        tab.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  const counted = tab
    ? sql`and review_status in (${sql.join(
        tab.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  return sql`
    select p.*, c.title as category_name, s.store_name,
      (select coalesce(sum(n), 0) from item_counts where shop_id = ${shopId} ${counted}) as row_count,
      (select i.file_key from item_images i where i.item_id = p.id and i.is_main limit 1) as main_file_key,
      (select f.brand_name || ' ' || f.series || case when f.year = 0 then '' else ' ' || f.year end
         from item_fitments f where f.item_id = p.id order by f.sort limit 1) as first_fitment,
      (select count(*) from item_fitments f where f.item_id = p.id) as fitment_count
    from (
      select id, shop_id, part_no, item_name, category_id, condition, brand_name, min_price, discount_tenths, buyer_discount_tenths,
             stock_type, stock_num, review_status, off_shelve_reason, priority, create_time, update_time
      from items where shop_id = ${shopId} ${status}
      order by update_time desc, id desc limit ${PAGE_SIZE} offset ${offset}
    ) p
    left join categories c on c.cate_id = p.category_id
    left join shops s on s.id = p.shop_id
    order by p.update_time desc, p.id desc`;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-page-"));
  const filesDir = path.join(dir, "files");
  const t0 = performance.now();
  // BENCH_DATABASE_URL: an EMPTY PostgreSQL database to measure the at-scale setup instead of PGlite.
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: dir });
  await database.migrate();
  const db = database.db;
  const clock = () => new Date();
  await seedDemo(db, { clock, filesDir, orders: false });
  const [seller] = await db
    .select({ id: users.id, shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  const shopId = seller.shopId as number;
  const tInsert = performance.now();
  await insertProducts(db, { shopId, userId: seller.id, total: TOTAL });
  const insertMs = performance.now() - tInsert;
  await db.execute(sql`vacuum analyze items`);
  await db.execute(sql`vacuum analyze item_fitments`);
  await db.execute(sql`vacuum analyze item_images`);

  const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false" });
  const app = await buildApp({ db, config, clock, filesDir }, { logger: false });
  await app.ready();
  const login = await app.inject({
    method: "POST",
    url: "/api/user/login/login",
    headers: { "content-type": "application/json" },
    payload: { userName: "seller.active", password: sha256Hex(DEMO_PASSWORD) },
  });
  const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
  const setupMs = performance.now() - t0;

  const api = async (i: number) => {
    const tab = TABS[i % TABS.length];
    const pageNo = 1 + ((i * 37) % 100);
    const res = await app.inject({
      method: "POST",
      url: "/api/item/ina/page",
      headers: { "content-type": "application/json", authorization: token },
      payload: JSON.stringify({ pageNo, pageSize: PAGE_SIZE, ...(tab ? { reviewStatus: tab } : {}) }),
    });
    const body = res.json() as { success: boolean; data: { data: unknown[]; rowCount: number } };
    if (!body.success || body.data.data.length !== PAGE_SIZE)
      throw new Error(`API page failed: ${res.body.slice(0, 200)}`);
    return body.data.rowCount;
  };
  const raw = async (i: number) => {
    const tab = TABS[i % TABS.length];
    const pageNo = 1 + ((i * 37) % 100);
    const res = (await db.execute(rawPageQuery(shopId, tab, (pageNo - 1) * PAGE_SIZE))) as unknown as {
      rows: unknown[];
    };
    if (res.rows.length !== PAGE_SIZE) throw new Error("raw page query answered a short page");
  };

  for (let i = 0; i < WARMUP; i++) {
    await api(i);
    await raw(i);
  }
  const apiMs: number[] = [];
  const rawMs: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    // Alternate which goes first so neither always runs on a warmer cache.
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
  const result = {
    benchmark: "api-page",
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    database: "PGlite (embedded, temp dir)",
    products: TOTAL,
    requests: REQUESTS,
    pageSize: PAGE_SIZE,
    pageNo: "1-100",
    tabs: TABS.map((tb) => (tb ? tb.join("+") : "all")),
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
    `API page benchmark: ${TOTAL.toLocaleString("en")} products, ${REQUESTS} requests, page size ${PAGE_SIZE}, pageNo 1-100, tabs ${result.tabs.join(" / ")}`,
  );
  out(`setup ${result.setupSeconds} s (insert ${result.insertSeconds} s)`);
  out("");
  out("| measure                      | p50 ms | p95 ms | max ms |");
  out("|------------------------------|--------|--------|--------|");
  out(
    `| API /api/item/ina/page       | ${String(a.p50).padStart(6)} | ${String(a.p95).padStart(6)} | ${String(a.max).padStart(6)} |`,
  );
  out(
    `| raw SQL page query           | ${String(r.p50).padStart(6)} | ${String(r.p95).padStart(6)} | ${String(r.max).padStart(6)} |`,
  );
  out("");
  out(`API p95 / raw p95 = ${ratio} (limit ${MAX_RATIO}): ${pass ? "PASS" : "FAIL"}`);
  fs.mkdirSync(path.join(here, "results"), { recursive: true });
  fs.writeFileSync(path.join(here, "results", "api-page.json"), `${JSON.stringify(result, null, 2)}\n`);
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(pass ? 0 : 1);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
