/**
 * Priority areas (issue 4 part 7; spec §2 /commodity/area, §4 "Priority download file: generating, then
 * done", §9 downloads): choosing cities, requesting the priority-part-area file, the background sweep with
 * the test clock, the xlsx it writes (read back with exceljs), the list's time ranges and the refusals.
 */
import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { and, count, eq } from "drizzle-orm";
import * as schema from "../../../server/db/schema";
import { sweepDownloads } from "../../../server/jobs/downloads";
import { hashPassword } from "../../../server/modules/user/password";
import type { Page } from "../../../src/domain/wire";
import type { DownloadRow, PriorityArea } from "../../../src/resources/priority-areas/schema";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";

const LIST = "/api/priority-area/ina/list";
const SET = "/api/priority-area/ina/set";
const REQUEST = "/api/priority-area/ina/requestDownload";
const DOWNLOADS = "/api/priority-area/ina/downloads";
const DAY = 86_400_000;

let t: TestApp;
let seller: string;
let shopId: number;

const sweep = () => sweepDownloads({ db: t.database.db, filesDir: t.filesDir, clock: t.now });
const downloadsOf = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call<Page<DownloadRow>>(DOWNLOADS, { pageNo: 1, pageSize: 10, ...body }, { token });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
};

async function subAccount(userName: string, authorities: string[]): Promise<string> {
  const db = t.database.db;
  const [position] = await db
    .insert(schema.positions)
    .values({ shopId, name: `Uji ${userName}`, authorities, dataListPermission: 1 })
    .returning();
  await db.insert(schema.users).values({
    userName,
    passwordHash: await hashPassword(sha256Hex("Demo#2026")),
    role: "seller",
    shopId,
    positionId: position.id,
  });
  return t.login(userName);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
  shopId = (await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: seller })).body.data.shopId;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("choosing cities", () => {
  it("refuses anything but existing regencies/cities, at most 50, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [["99.99"], "City/regency 99.99 was not found"],
      [["31"], "Not a city/regency code"],
      [["31.71.01"], "Not a city/regency code"],
      [Array.from({ length: 51 }, () => "31.71"), "At most 50 cities"],
      ["31.71", ""],
    ];
    for (const [regencyCodes, text] of cases) {
      const res = await t.call(SET, { regencyCodes }, { token: seller, lang: "en-US" });
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain(text);
    }
    expect((await t.call<PriorityArea[]>(LIST, {}, { token: seller })).body.data).toEqual([]);
  });

  it("saves the chosen cities (duplicates once) with their provinces, records the change, and replaces them on the next save", async () => {
    const res = await t.call<PriorityArea[]>(
      SET,
      { regencyCodes: ["35.78", "31.71", "32.73", "31.71"] },
      { token: seller },
    );
    expect(res.body.success, res.body.message).toBe(true);
    expect(res.body.data).toEqual([
      {
        regencyCode: "31.71",
        regencyName: "Kota Administrasi Jakarta Pusat",
        provinceCode: "31",
        provinceName: "Daerah Khusus Ibukota Jakarta",
      },
      { regencyCode: "32.73", regencyName: "Kota Bandung", provinceCode: "32", provinceName: "Jawa Barat" },
      { regencyCode: "35.78", regencyName: "Kota Surabaya", provinceCode: "35", provinceName: "Jawa Timur" },
    ]);
    expect((await t.call<PriorityArea[]>(LIST, {}, { token: seller })).body.data).toEqual(res.body.data);
    const [logged] = await t.database.db
      .select()
      .from(schema.activities)
      .where(and(eq(schema.activities.shopId, shopId), eq(schema.activities.subject, "priorityAreas")));
    expect(logged.action).toBe("edit");
    const again = await t.call<PriorityArea[]>(SET, { regencyCodes: ["31.71", "32.73"] }, { token: seller });
    expect(again.body.data.map((a) => a.regencyCode)).toEqual(["31.71", "32.73"]);
  });
});

describe("the priority-part-area download", () => {
  it("is generating when requested, done after the sweep, and downloads as an xlsx of priority products x cities", async () => {
    const asked = await t.call<DownloadRow>(REQUEST, {}, { token: seller });
    expect(asked.body.success, asked.body.message).toBe(true);
    expect(asked.body.data).toMatchObject({
      status: 0,
      url: null,
      doneTime: null,
      userName: "seller.active",
      createTime: "2026-11-20 10:00:00",
    });
    expect((await downloadsOf(seller)).data.map((r) => [r.id, r.status])).toEqual([[asked.body.data.id, 0]]);
    // One file at a time per shop.
    expect((await t.call(REQUEST, {}, { token: seller })).body.code).toBe(409);

    t.advance(5_000);
    expect(await sweep()).toEqual({ done: 1, failed: 0 });
    const [row] = (await downloadsOf(seller)).data;
    expect(row).toMatchObject({ id: asked.body.data.id, status: 1, doneTime: "2026-11-20 10:00:05" });
    expect(row.url).toMatch(/^\/files\/[\w-]+$/);
    expect(row.fileName).toMatch(/^priority-part-area-20261120-030005\.xlsx$/);

    const file = await t.app.inject({ method: "GET", url: row.url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers["content-disposition"]).toContain(`attachment; filename="${row.fileName}"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Provinsi",
      "Kode Kota",
      "Kota/Kabupaten",
      "Nomor part",
      "Nama produk",
      "Stok",
      "Harga (Rp)",
    ]);
    const priority = await t.database.db
      .select({ partNo: schema.items.partNo, stock: schema.items.stockNum, price: schema.items.minPrice })
      .from(schema.items)
      .where(and(eq(schema.items.shopId, shopId), eq(schema.items.priority, true), eq(schema.items.reviewStatus, 5)));
    expect(priority.length).toBeGreaterThan(0);
    expect(sheet.rowCount - 1).toBe(priority.length * 2);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const byCity = new Map<string, unknown[][]>();
    for (const r of rows) byCity.set(String(r[2]), [...(byCity.get(String(r[2])) ?? []), r]);
    expect([...byCity.keys()].sort()).toEqual(["31.71", "32.73"]);
    const expected = priority.map((p) => [p.partNo, p.stock, p.price]).sort();
    expect(
      byCity
        .get("32.73")!
        .map((r) => [r[4], r[6], r[7]])
        .sort(),
    ).toEqual(expected);
    expect(byCity.get("31.71")![0][3]).toBe("Kota Administrasi Jakarta Pusat");
  });

  it("the sweep is idempotent: a done job is never written again", async () => {
    const before = await t.database.db.select().from(schema.downloads);
    expect(await sweep()).toEqual({ done: 0, failed: 0 });
    expect(await t.database.db.select().from(schema.downloads)).toEqual(before);
  });

  it("a job whose file cannot be written ends failed, with no link", async () => {
    const asked = await t.call<DownloadRow>(REQUEST, {}, { token: seller, lang: "en-US" });
    expect(asked.body.success, asked.body.message).toBe(true);
    const notADir = path.join(t.filesDir, "not-a-dir");
    fs.writeFileSync(notADir, "x");
    const errors: unknown[] = [];
    expect(
      await sweepDownloads(
        { db: t.database.db, filesDir: notADir, clock: t.now },
        { onError: (err) => errors.push(err) },
      ),
    ).toEqual({ done: 0, failed: 1 });
    expect(errors).toHaveLength(1);
    const [row] = (await downloadsOf(seller)).data;
    expect(row).toMatchObject({ id: asked.body.data.id, status: 2, url: null });
  });

  it("lists by time range: 3 days, 1 week, 1 month, 3 months by default", async () => {
    const total = (await downloadsOf(seller)).rowCount;
    expect(total).toBe(2);
    // Sessions expire when idle: sign in again after each jump of the clock.
    const advance = async (ms: number) => {
      t.advance(ms);
      seller = await t.login("seller.active");
    };
    await advance(4 * DAY);
    expect((await downloadsOf(seller, { range: "3d" })).rowCount).toBe(0);
    expect((await downloadsOf(seller, { range: "1w" })).rowCount).toBe(total);
    await advance(10 * DAY);
    expect((await downloadsOf(seller, { range: "1w" })).rowCount).toBe(0);
    expect((await downloadsOf(seller, { range: "1m" })).rowCount).toBe(total);
    await advance(40 * DAY);
    expect((await downloadsOf(seller, { range: "1m" })).rowCount).toBe(0);
    expect((await downloadsOf(seller)).rowCount).toBe(total);
    await advance(50 * DAY);
    expect((await downloadsOf(seller)).rowCount).toBe(0);
    expect((await t.call(DOWNLOADS, { pageNo: 1, pageSize: 10, range: "2w" }, { token: seller })).body.code).toBe(400);
  });
});

describe("authorization", () => {
  it("refuses callers without the authority, the wrong role and no token, with nothing changed", async () => {
    const db = t.database.db;
    const countDownloads = async () => (await db.select({ n: count() }).from(schema.downloads))[0].n;
    const before = {
      downloads: await countDownloads(),
      areas: (await t.call<PriorityArea[]>(LIST, {}, { token: seller })).body.data,
    };
    const viewer = await subAccount("uji.area.lihat", ["priorityAreas.list"]);
    expect((await t.call(LIST, {}, { token: viewer })).body.success).toBe(true);
    expect((await t.call(SET, { regencyCodes: ["35.78"] }, { token: viewer })).body.code).toBe(403);
    expect((await t.call(REQUEST, {}, { token: viewer })).body.code).toBe(403);
    const nobody = await subAccount("uji.area.tanpa", []);
    for (const url of [LIST, DOWNLOADS])
      expect((await t.call(url, { pageNo: 1, pageSize: 10 }, { token: nobody })).body.code).toBe(403);
    const platform = await t.login("platform.admin");
    const buyer = await t.login("buyer.workshop");
    for (const url of [LIST, SET, REQUEST, DOWNLOADS]) {
      expect((await t.call(url, {}, { token: platform })).body.code).toBe(403);
      expect((await t.call(url, {}, { token: buyer })).body.code).toBe(403);
      expect((await t.call(url, {})).body.code).toBe(987654321);
    }
    expect(await countDownloads()).toBe(before.downloads);
    expect((await t.call<PriorityArea[]>(LIST, {}, { token: seller })).body.data).toEqual(before.areas);
  });

  it("another shop sees none of this shop's cities or files, and cannot request without its own cities", async () => {
    // Back to within 3 months of the requests, so the default range would show them to their own shop.
    t.advance(-100 * DAY);
    const special = await t.login("seller.special");
    expect((await downloadsOf(await t.login("seller.active"))).rowCount).toBe(2);
    expect((await t.call<PriorityArea[]>(LIST, {}, { token: special })).body.data).toEqual([]);
    expect((await downloadsOf(special)).rowCount).toBe(0);
    const res = await t.call(REQUEST, {}, { token: special, lang: "en-US" });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain("Choose and save the priority cities first");
    t.advance(100 * DAY);
  });
});
