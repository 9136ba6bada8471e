/**
 * System messages (spec §2 unread count, §3 "Messages", §7 sysmsg calls): platform decisions reach the
 * seller as unread messages, read in the caller's language, visible and changeable only by their recipient.
 */
import { and, eq } from "drizzle-orm";
import type { Page } from "../../../src/domain/wire";
import { items } from "../../../server/db/schema/item";
import { users } from "../../../server/db/schema/auth";
import { createTestApp, type TestApp } from "../helpers";

interface Row {
  id: number;
  senderName: string;
  title: string;
  summary: string;
  url: string;
  isRead: boolean;
  createTime: string;
}

let t: TestApp;
let seller: string;
let other: string;
let platform: string;

const count = async (token: string) =>
  (await t.call<{ countNewMsg: number }>("/api/message/ina/countNewMsg", {}, { token })).body.data.countNewMsg;
const list = async (token: string, lang = "id-ID") =>
  (await t.call<Page<Row>>("/api/message/tkod/sysmsg/history/list", { pageNo: 1, pageSize: 10 }, { token, lang })).body
    .data;
const hasNew = async (token: string) =>
  (await t.call<{ hasNewMsg: boolean }>("/api/message/tkod/sysmsg/fetchNewMsgStatus", { type: 1 }, { token })).body.data
    .hasNewMsg;

/** A product of seller.active under assessment, not yet reviewed by an earlier test. */
async function pendingItem() {
  const [u] = await t.database.db
    .select({ shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  const [row] = await t.database.db
    .select({ id: items.id, itemName: items.itemName, partNo: items.partNo })
    .from(items)
    .where(and(eq(items.shopId, u.shopId as number), eq(items.reviewStatus, 1)))
    .orderBy(items.id)
    .limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [seller, other, platform] = await Promise.all([
    t.login("seller.active"),
    t.login("seller.special"),
    t.login("platform.admin"),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("a product approval reaches its seller", () => {
  let message: Row;

  test("raises the unread count by 1 and lists the message in id-ID and en-US", async () => {
    const [before, otherBefore] = [await count(seller), await count(other)];
    const item = await pendingItem();
    t.advance(60_000);
    expect((await t.call("/api/platform/item/approve", { itemId: item.id }, { token: platform })).body.success).toBe(
      true,
    );

    expect(await count(seller)).toBe(before + 1);
    expect(await hasNew(seller)).toBe(true);
    expect(await count(other)).toBe(otherBefore);

    const id = await list(seller, "id-ID");
    message = id.data[0];
    expect(message).toMatchObject({
      senderName: "Platform",
      title: "Produk disetujui",
      summary: `Produk ${item.itemName} (${item.partNo}) telah disetujui dan kini dijual.`,
      url: `/commodity/in-detail?itemId=${item.id}`,
      isRead: false,
      createTime: "2026-11-20 10:01:00",
    });
    const en = await list(seller, "en-US");
    expect(en.data[0]).toMatchObject({
      id: message.id,
      title: "Product approved",
      summary: `Product ${item.itemName} (${item.partNo}) was approved and is now on sale.`,
    });
  });

  test("another seller cannot see, read or delete it, and their count stays", async () => {
    const otherCount = await count(other);
    expect((await list(other)).data.some((m) => m.id === message.id)).toBe(false);
    for (const path of ["/api/message/tkod/sysmsg/isread", "/api/message/tkod/sysmsg/delete"]) {
      const res = await t.call(path, { id: message.id }, { token: other, lang: "en-US" });
      expect(res.body).toMatchObject({ success: false, code: 404, message: "Not found" });
    }
    expect(await count(other)).toBe(otherCount);
    expect((await list(seller)).data.find((m) => m.id === message.id)).toMatchObject({ isRead: false });
  });

  test("isread lowers the count and marks the row read", async () => {
    const before = await count(seller);
    expect((await t.call("/api/message/tkod/sysmsg/isread", { id: message.id }, { token: seller })).body).toMatchObject(
      { success: true, data: null },
    );
    expect(await count(seller)).toBe(before - 1);
    expect((await list(seller)).data.find((m) => m.id === message.id)).toMatchObject({ isRead: true });
  });

  test("delete removes it from the list", async () => {
    const before = (await list(seller)).rowCount;
    expect((await t.call("/api/message/tkod/sysmsg/delete", { id: message.id }, { token: seller })).body.success).toBe(
      true,
    );
    const after = await list(seller);
    expect(after.rowCount).toBe(before - 1);
    expect(after.data.some((m) => m.id === message.id)).toBe(false);
    expect((await t.call("/api/message/tkod/sysmsg/delete", { id: message.id }, { token: seller })).body.code).toBe(
      404,
    );
  });
});

describe("other platform decisions", () => {
  test("a product rejection names the off-shelve reason in the caller's language", async () => {
    const item = await pendingItem();
    await t.call("/api/platform/item/reject", { itemId: item.id, offShelveReason: 3 }, { token: platform });
    expect((await list(seller, "en-US")).data[0]).toMatchObject({
      title: "Product rejected",
      summary: `Product ${item.itemName} (${item.partNo}) was taken off shelf by the platform: Unreasonable price.`,
    });
    expect((await list(seller, "id-ID")).data[0].title).toBe("Produk ditolak");
  });

  test("renderings are kept per language, key and params: messages of one key keep their own params", async () => {
    const first = await pendingItem();
    await t.call("/api/platform/item/reject", { itemId: first.id, offShelveReason: 3 }, { token: platform });
    const firstSummary = (await list(seller, "en-US")).data[0].summary;
    const second = await pendingItem();
    await t.call("/api/platform/item/reject", { itemId: second.id, offShelveReason: 1 }, { token: platform });
    const [newest, older] = (await list(seller, "en-US")).data;
    expect(older.summary).toBe(firstSummary);
    expect(newest.summary).toContain(`Product ${second.itemName} (${second.partNo})`);
    expect(newest.summary).not.toBe(firstSummary);
    expect((await list(seller, "id-ID")).data[0].summary).toContain(`${second.itemName} (${second.partNo})`);
    expect((await list(seller, "id-ID")).data[0].summary).not.toBe(newest.summary);
  });

  test("a shop freeze tells the shop owner, pointing at read-disable", async () => {
    const [u] = await t.database.db
      .select({ shopId: users.shopId })
      .from(users)
      .where(eq(users.userName, "seller.special"));
    const before = await count(other);
    expect(
      (await t.call("/api/platform/shop/setStatus", { shopId: u.shopId, applyStatus: 4 }, { token: platform })).body
        .success,
    ).toBe(true);
    expect(await count(other)).toBe(before + 1);
    expect((await list(other, "en-US")).data[0]).toMatchObject({ title: "Store frozen", url: "/read-disable" });
  });
});

describe("refusals", () => {
  test("anonymous callers get the login timeout", async () => {
    for (const path of [
      "/api/message/ina/countNewMsg",
      "/api/message/tkod/sysmsg/history/list",
      "/api/message/tkod/sysmsg/isread",
    ]) {
      expect((await t.call(path, { id: 1 })).body.code).toBe(987654321);
    }
  });

  test("bad input answers the validation envelope and changes nothing", async () => {
    const [first] = (await list(seller)).data;
    const before = await count(seller);
    for (const body of [{}, { id: "x" }, { id: 0 }, { id: 1.5 }]) {
      const res = await t.call<{ errors: { path: string }[] }>("/api/message/tkod/sysmsg/isread", body, {
        token: seller,
      });
      expect(res.body).toMatchObject({ success: false, code: 400 });
      expect(res.body.data.errors[0].path).toBe("id");
    }
    expect((await t.call("/api/message/tkod/sysmsg/history/list", { pageNo: 0 }, { token: seller })).body.code).toBe(
      400,
    );
    expect(
      (await t.call("/api/message/tkod/sysmsg/fetchNewMsgStatus", { type: "a" }, { token: seller })).body.code,
    ).toBe(400);
    expect(await count(seller)).toBe(before);
    expect((await list(seller)).data[0]).toEqual(first);
  });
});
