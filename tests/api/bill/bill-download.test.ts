/**
 * Bill downloads (spec §2 bill-download, §8 'Download file failed', §9 last 3 months by default, time filters):
 * asking for a file, one at a time per shop, the sweep writing an xlsx of the range's bills with a total
 * row, the list by range, and a failed job shown as failed.
 */
import path from "node:path";
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import type { BillDownloadRow } from "../../../src/resources/bills/schema";
import { DownloadStatus } from "../../../src/resources/bills/schema";
import * as schema from "../../../server/db/schema";
import { sweepBillDownloads } from "../../../server/jobs/bills";
import { createTestApp, type TestApp } from "../helpers";
import { billForAuthorization } from "./bill-helpers";

let t: TestApp;
let admin: string;
let billNo: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ billNo } = await billForAuthorization(t));
  admin = await t.login("seller.active");
}, 180_000);
afterAll(async () => {
  await t.close();
});

const sweep = () => sweepBillDownloads({ db: t.database.db, filesDir: t.filesDir, clock: () => t.now() });

test("a requested file is generating, a second request waits, the sweep writes the xlsx of the range's bills", async () => {
  // The bill was built "after" November: ask for the file from then.
  t.advance(11 * 86_400_000);
  admin = await t.login("seller.active");
  const asked = await t.call<BillDownloadRow>("/api/bill/ina/download/request", {}, { token: admin });
  expect(asked.body.data.status).toBe(DownloadStatus.generating);
  const busy = await t.call("/api/bill/ina/download/request", { range: "1w" }, { token: admin });
  expect(busy.body.code).toBe(409);
  expect(await sweep()).toEqual({ done: 1, failed: 0 });
  expect(await sweep()).toEqual({ done: 0, failed: 0 });
  const list = await t.call<{ data: BillDownloadRow[] }>(
    "/api/bill/ina/download/page",
    { pageNo: 1, pageSize: 10 },
    { token: admin },
  );
  const row = list.body.data.data[0];
  expect([row.status, row.url?.startsWith("/files/")]).toEqual([DownloadStatus.done, true]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(t.filesDir, row.url!.slice("/files/".length)));
  const sheet = wb.worksheets[0];
  const values = sheet.getColumn(1).values.filter((v) => typeof v === "string");
  expect(values).toContain(billNo);
  const [bill] = await t.database.db.select().from(schema.bills).where(eq(schema.bills.billNo, billNo));
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(14).value).toBe(bill.total);
});

test("the list filters by range; a failed job is listed as failed ('Download file failed' on screen)", async () => {
  const asked = await t.call<BillDownloadRow>("/api/bill/ina/download/request", { range: "3d" }, { token: admin });
  await t.database.db
    .update(schema.downloads)
    .set({ params: { from: "not a date", to: "nope", lang: "id-ID" } })
    .where(eq(schema.downloads.id, asked.body.data.id));
  expect(await sweep()).toEqual({ done: 0, failed: 1 });
  t.advance(4 * 86_400_000);
  admin = await t.login("seller.active");
  const recent = await t.call<{ data: BillDownloadRow[]; rowCount: number }>(
    "/api/bill/ina/download/page",
    { pageNo: 1, pageSize: 10, range: "3d" },
    { token: admin },
  );
  expect(recent.body.data.rowCount).toBe(0);
  const all = await t.call<{ data: BillDownloadRow[] }>(
    "/api/bill/ina/download/page",
    { pageNo: 1, pageSize: 10, range: "1m" },
    { token: admin },
  );
  expect(all.body.data.data.map((r) => r.status)).toEqual([DownloadStatus.failed, DownloadStatus.done]);
});
