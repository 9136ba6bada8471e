/**
 * Fault: `kill -9` of the API while a 10,000-row product import commits. The real server runs on a seeded
 * DATA_DIR (PGlite) or a fresh database (PostgreSQL, TEST_DATABASE_URL); seller.active submits 10,000 create
 * rows and the process is SIGKILLed (1) once the import's write transaction has written rows (its progress,
 * which only moves past the checks while inserting inside the transaction, and on PostgreSQL an open
 * transaction in pg_stat_activity), and (2) at a random moment of a second import. Restarted on the same
 * data, each import is all 10,000 products or none, no import job is left half-done, PGlite reopens, the
 * shop serves (sign in, product page, product detail) and resubmitting the same importId completes it once.
 */
import { randomUUID } from "node:crypto";
import { count, like, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { importJobs } from "../../../server/db/schema/import";
import { items } from "../../../server/db/schema/item";
import { seedDemo } from "../../../server/seed/demo";
import { editableFields } from "../helpers";
import { freshData, startApi, type ApiProcess, type FaultData } from "./fault-harness";

const ROWS = 10_000;
let data: FaultData;
let api: ApiProcess;
let baseRow: Record<string, unknown>;

beforeAll(async () => {
  data = await freshData("import", (database, filesDir) =>
    seedDemo(database.db, { clock: () => new Date(), filesDir, orders: false }).then(() => undefined),
  );
  api = await startApi(data);
  const token = await api.login("seller.active");
  const list = await api.call<{ data: { itemId: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 1, reviewStatus: [5] },
    { token },
  );
  const detail = await api.call<Record<string, unknown>>(
    "/api/item/ina/detail",
    { itemId: list.body.data.data[0].itemId },
    { token },
  );
  baseRow = editableFields(detail.body.data);
}, 90_000);

afterAll(async () => {
  await api?.kill9();
  data?.remove();
});

/** The import request body: 10,000 copies of a seeded product with part numbers `<prefix>00000`... (letters and digits only) */
function importBody(importId: string, prefix: string): string {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    ...baseRow,
    partNo: `${prefix}${String(i).padStart(5, "0")}`,
  }));
  return JSON.stringify({ importId, mode: "create", rows });
}

/** Sends the import; never rejects (the answer is lost when the process is killed). */
function submit(token: string, body: string): Promise<unknown> {
  return fetch(`${api.baseUrl}/api/item/ina/import`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body,
  }).then(
    (r) => r.json(),
    (err: unknown) => err,
  );
}

/** Products of the import and the state of the import jobs, read directly once no server runs. */
async function afterKill(prefix: string): Promise<{ products: number; unfinishedJobs: number }> {
  const database = await data.open();
  try {
    const [p] = await database.db
      .select({ n: count() })
      .from(items)
      .where(like(items.partNo, `${prefix}%`));
    const [j] = await database.db.select({ n: count() }).from(importJobs).where(ne(importJobs.status, "done"));
    return { products: p.n, unfinishedJobs: j.n };
  } finally {
    await database.close();
  }
}

/** Signs in after a restart and reads the product page and one product: the shop serves normally. */
async function shopServes(): Promise<string> {
  const token = await api.login("seller.active");
  const page = await api.call<{ rowCount: number; data: { itemId: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 10 },
    { token },
  );
  expect(page.body.success).toBe(true);
  expect(page.body.data.data.length).toBeGreaterThan(0);
  const detail = await api.call("/api/item/ina/detail", { itemId: page.body.data.data[0].itemId }, { token });
  expect(detail.body.success).toBe(true);
  return token;
}

it("kill -9 inside the import's write transaction, then at a random moment: all or nothing, and the shop serves after restart", async () => {
  // 1. Killed once the transaction has written rows.
  let token = await api.login("seller.active");
  const first = randomUUID();
  let answered: unknown = null;
  void submit(token, importBody(first, "KILLA")).then((a) => (answered = a));
  const until = Date.now() + 30_000;
  let percent = 0;
  while (Date.now() < until && answered === null) {
    const p = await api.call<{ status: string; percent: number }>(
      "/api/item/ina/import/progress",
      { importId: first },
      { token },
    );
    percent = p.body.data.percent;
    // Past 5 % only while inserting inside the import's transaction (import-service.ts CHECKED).
    if (p.body.data.status === "running" && percent > 5) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(percent, JSON.stringify(answered)?.slice(0, 500)).toBeGreaterThan(5);
  expect(percent).toBeLessThan(100);
  if (data.databaseUrl) {
    const probe = await data.open();
    // The import's transaction is open on another connection of this database.
    const open = (await probe.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { n: number }[] };
    await probe.close();
    expect(open.rows[0].n).toBeGreaterThan(0);
  }
  await api.kill9();
  const a = await afterKill("KILLA");
  expect([0, ROWS]).toContain(a.products);
  expect(a.unfinishedJobs).toBe(0);

  // 2. Restarted on the same data (PGlite reopens after SIGKILL), a second import killed at a random moment.
  api = await startApi(data);
  token = await shopServes();
  const second = randomUUID();
  void submit(token, importBody(second, "KILLB"));
  await new Promise((r) => setTimeout(r, 300 + Math.floor(Math.random() * 2500)));
  await api.kill9();
  const b = await afterKill("KILLB");
  expect([0, ROWS]).toContain(b.products);
  expect(b.unfinishedJobs).toBe(0);

  // 3. Restarted again: the shop serves, and the first import sent again lands exactly once.
  api = await startApi(data);
  token = await shopServes();
  const retry = (await submit(token, importBody(first, "KILLA"))) as { success: boolean; data: { repeated: boolean } };
  expect(retry.success).toBe(true);
  expect(retry.data.repeated).toBe(a.products === ROWS);
  const progress = await api.call<{ status: string; total: number }>(
    "/api/item/ina/import/progress",
    { importId: first },
    { token },
  );
  expect(progress.body.data).toMatchObject({ status: "done", total: ROWS });
  await api.stop();
  expect((await afterKill("KILLA")).products).toBe(ROWS);
}, 120_000);
