/**
 * Store settings API (issue 3 part 6): store detail and edit, the address book with its one-default
 * invariant, notification settings. Every endpoint: allowed, anonymous (987654321), a sub-account without
 * the authority (403, nothing changed), another shop's main admin (not found / none of the rows), bad input
 * (validation envelope, nothing changed), and the recorded activities.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema";
import { hashPassword } from "../../../server/modules/user/password";
import type { AddressRow } from "../../../src/resources/addresses/schema";
import type { NotificationSetting } from "../../../src/resources/notification-settings/schema";
import type { StoreDetail } from "../../../src/resources/store/schema";
import type { Page } from "../../../src/domain/wire";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";

let t: TestApp;
let shopId: number;
let adminId: number;
const tok: Record<string, string> = {};

async function subAccount(userName: string, authorities: string[]): Promise<string> {
  const { positions, users } = schema;
  const [position] = await t.database.db
    .insert(positions)
    .values({ shopId, name: `Uji ${userName}`, authorities, dataListPermission: 1 })
    .returning();
  await t.database.db.insert(users).values({
    userName,
    passwordHash: await hashPassword(sha256Hex("Demo#2026")),
    nickName: userName,
    role: "seller",
    shopId,
    isMainAdmin: false,
    positionId: position.id,
  });
  return t.login(userName);
}

const GAMBIR = { regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"], postalCode: "10110" };
const TEBET_TIMUR = { regionCodes: ["31", "31.74", "31.74.01", "31.74.01.1001"], postalCode: "12820" };
const newAddress = (over: Record<string, unknown> = {}) => ({
  contactName: "Sari Dewi",
  contactPhone: "081298765432",
  label: "Cabang",
  ...TEBET_TIMUR,
  detail: "Jl. Tebet Raya No. 88, Tebet Timur",
  ...over,
});

const detail = async (token = tok.admin) => (await t.call<StoreDetail>("/api/store/ina/detail", {}, { token })).body;
const addressesOf = async (id = shopId) =>
  t.database.db.select().from(schema.addresses).where(eq(schema.addresses.shopId, id)).orderBy(schema.addresses.id);
const activitiesOf = async (subject: string) =>
  t.database.db
    .select()
    .from(schema.activities)
    .where(and(eq(schema.activities.shopId, shopId), eq(schema.activities.subject, subject)))
    .orderBy(desc(schema.activities.id));

/** The update body from the current detail (every StoreUpdate field). */
function updateBody(d: StoreDetail, over: Record<string, unknown> = {}) {
  const {
    shopId: _s,
    sellerUserName: _u,
    regionNames: _r,
    fileUrls: _f,
    storePhotoUrls: _p,
    updateTime: _t,
    ...fields
  } = d;
  return { ...fields, ...over };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tok.admin = await t.login("seller.active");
  tok.other = await t.login("seller.special");
  const info = await t.call<{ shopId: number; userId: number }>("/api/user/queryUserInfo", {}, { token: tok.admin });
  shopId = info.body.data.shopId;
  adminId = info.body.data.userId;
  tok.none = await subAccount("uji.gudang", ["products.list"]);
  tok.clerk = await subAccount("uji.admin.toko", [
    "store.list",
    "store.edit",
    "addresses.list",
    "notificationSettings.list",
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("store detail", () => {
  it("answers every store field with file urls and region names", async () => {
    const res = await detail();
    expect(res.success).toBe(true);
    const d = res.data;
    expect(d).toMatchObject({
      shopId,
      sellerUserName: "seller.active",
      storeName: "Sinar Jaya Motor Parts",
      picName: "Budi Santoso",
      phone: "081311223344",
      address: { ...GAMBIR, detail: "Jl. Kebon Sirih No. 45, RT 02/RW 05" },
      npwpNumber: "012345678073000",
      bank: "014",
      leaderPosition: "director",
      partConditions: [1, 2, 3],
      partBrands: [],
      banner: null,
    });
    expect(d.regionNames).toEqual([
      "Daerah Khusus Ibukota Jakarta",
      expect.stringContaining("Jakarta Pusat"),
      "Gambir",
      "Gambir",
    ]);
    expect(d.fileUrls.ktpPhoto).toBe(`/files/${d.ktpPhoto}`);
    expect(d.fileUrls.banner).toBeNull();
    expect(d.storePhotoUrls).toEqual(d.storePhotos.map((k) => `/files/${k}`));
  });

  it("refuses anonymous callers and positions without store.list; another shop sees its own store", async () => {
    expect((await t.call("/api/store/ina/detail", {})).body.code).toBe(987654321);
    expect((await detail(tok.none)).code).toBe(403);
    const other = await detail(tok.other);
    expect(other.data.storeName).toBe("Karya Mandiri Auto");
    expect(other.data.shopId).not.toBe(shopId);
  });
});

describe("store update", () => {
  it("saves every field, answers the new detail and records the changed fields from -> to", async () => {
    const before = (await detail()).data;
    const body = updateBody(before, {
      storeDescription: "Distributor suku cadang Toyota dan Honda, kirim ke seluruh Indonesia.",
      invoiceAddress: "Jl. Kebon Sirih No. 45, Jakarta Pusat 10110",
      partConditions: [1, 3],
      partBrands: ["Denso", "Aisin"],
      npwpNumber: "01.234.567.8-073.000",
    });
    const res = await t.call<StoreDetail>("/api/store/ina/update", body, { token: tok.admin });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      partConditions: [1, 3],
      partBrands: ["Denso", "Aisin"],
      npwpNumber: "012345678073000",
    });
    expect((await detail()).data.invoiceAddress).toBe("Jl. Kebon Sirih No. 45, Jakarta Pusat 10110");
    const [activity] = await activitiesOf("store");
    expect(activity).toMatchObject({ userId: adminId, action: "edit", recordId: String(shopId) });
    const fields = activity.changes.map((c) => c.field).sort();
    expect(fields).toEqual(["invoiceAddress", "partBrands", "partConditions", "storeDescription"]);
    expect(activity.changes.find((c) => c.field === "partConditions")).toEqual({
      field: "partConditions",
      from: null,
      to: [1, 3],
    });
  });

  it("refuses a wrong NPWP with 'NPWP Salah' and changes nothing", async () => {
    const before = (await detail()).data;
    const res = await t.call("/api/store/ina/update", updateBody(before, { npwpNumber: "12.345" }), {
      token: tok.admin,
      lang: "id-ID",
    });
    expect(res.body.code).toBe(400);
    expect(res.body.data).toEqual({ errors: [{ path: "npwpNumber", message: "NPWP Salah" }] });
    expect((await detail()).data).toEqual(before);
  });

  it("refuses the other §5 rules: phone digits, NIB without photo, year, business type, photos", async () => {
    const before = (await detail()).data;
    const bad = updateBody(before, {
      phone: "0812-3456",
      nibPhoto: null,
      storeEstablishment: "10",
      businessType: [],
      storePhotos: [],
    });
    const res = await t.call<{ errors: { path: string }[] }>("/api/store/ina/update", bad, { token: tok.admin });
    expect(res.body.code).toBe(400);
    expect(res.body.data.errors.map((e) => e.path).sort()).toEqual([
      "businessType",
      "nibPhoto",
      "phone",
      "storeEstablishment",
      "storePhotos",
    ]);
    expect((await detail()).data).toEqual(before);
  });

  it("refuses a postal code that does not match the village, naming the expected one", async () => {
    const before = (await detail()).data;
    const body = updateBody(before, { address: { ...before.address, postalCode: "12820" } });
    const res = await t.call("/api/store/ina/update", body, { token: tok.admin, lang: "en-US" });
    expect(res.body.code).toBe(400);
    expect(res.body.data).toEqual({
      errors: [{ path: "address.postalCode", message: "The postal code does not match the village (expected 10110)" }],
    });
    expect((await detail()).data).toEqual(before);
  });

  it("lets a sub-account with store.edit change the store but not the bank fields (main admin only)", async () => {
    const before = (await detail()).data;
    const bankChange = await t.call("/api/store/ina/update", updateBody(before, { accountNo: "9876543210" }), {
      token: tok.clerk,
    });
    expect(bankChange.body.code).toBe(403);
    expect((await detail()).data).toEqual(before);
    const viaModifyShop = await t.call(
      "/api/shop/ina/modifyShop",
      { shopId, accountName: "Budi", accountNo: "9876543210", bank: "014" },
      { token: tok.clerk },
    );
    expect(viaModifyShop.body.code).toBe(403);
    const ok = await t.call<StoreDetail>("/api/store/ina/update", updateBody(before, { picName: "Rudi Hartono" }), {
      token: tok.clerk,
    });
    expect(ok.body.data.picName).toBe("Rudi Hartono");
    const [activity] = await activitiesOf("store");
    expect(activity.changes).toEqual([{ field: "picName", from: "Budi Santoso", to: "Rudi Hartono" }]);
  });

  it("keeps modifyShop working for the main admin, recorded as a store edit", async () => {
    const res = await t.call(
      "/api/shop/ina/modifyShop",
      { shopId, accountName: "Budi Santoso", accountNo: "5550001111", bank: "153" },
      { token: tok.admin },
    );
    expect(res.body.success).toBe(true);
    expect((await detail()).data).toMatchObject({ bank: "153", accountNo: "5550001111" });
    const [activity] = await activitiesOf("store");
    expect(activity.changes).toEqual([
      { field: "accountNo", from: "1234567890", to: "5550001111" },
      { field: "bank", from: "014", to: "153" },
    ]);
  });

  it("refuses anonymous callers and positions without store.edit; another shop's admin edits only its own shop", async () => {
    const before = (await detail()).data;
    expect((await t.call("/api/store/ina/update", updateBody(before))).body.code).toBe(987654321);
    expect((await t.call("/api/store/ina/update", updateBody(before), { token: tok.none })).body.code).toBe(403);
    const other = (await detail(tok.other)).data;
    // The body carries no shop id: the other admin's update lands on its own shop only (with its own files:
    // another shop's file keys are refused, tests/api/seam-hardening.test.ts).
    const res = await t.call<StoreDetail>("/api/store/ina/update", updateBody(other, { storeName: "Toko Lain" }), {
      token: tok.other,
    });
    expect(res.body.data.shopId).toBe(other.shopId);
    expect((await detail()).data).toEqual(before);
  });
});

describe("addresses", () => {
  const page = (token: string) =>
    t.call<Page<AddressRow>>("/api/store/ina/address/page", { pageNo: 1, pageSize: 40 }, { token });

  it("lists the seeded addresses, the default first, with region names", async () => {
    const res = await page(tok.admin);
    expect(res.body.data.rowCount).toBe(2);
    const [first, second] = res.body.data.data;
    expect(first).toMatchObject({
      label: "Gudang",
      isDefault: true,
      postalCode: "10710",
      regionNames: ["Daerah Khusus Ibukota Jakarta", expect.any(String), "Sawah Besar", "Pasar Baru"],
    });
    expect(second).toMatchObject({ label: "Kantor", isDefault: false });
    const one = await t.call<AddressRow>("/api/store/ina/address/detail", { id: second.id }, { token: tok.clerk });
    expect(one.body.data).toEqual(second);
  });

  it("makes the first address of a shop its default", async () => {
    const other = await t.call<{ id: number; isDefault: boolean }>(
      "/api/store/ina/address/create",
      newAddress({ isDefault: false }),
      { token: tok.other },
    );
    expect(other.body.data.isDefault).toBe(true);
  });

  it("keeps exactly one default: create as default, set default, delete the default", async () => {
    const defaults = async () => (await addressesOf()).filter((a) => a.isDefault).map((a) => a.id);
    const created = await t.call<{ id: number; isDefault: boolean }>(
      "/api/store/ina/address/create",
      newAddress({ isDefault: true }),
      { token: tok.admin },
    );
    const newId = created.body.data.id;
    expect(await defaults()).toEqual([newId]);

    const [gudang] = (await addressesOf()).filter((a) => a.label === "Gudang");
    expect(
      (await t.call("/api/store/ina/address/setDefault", { id: gudang.id }, { token: tok.admin })).body.success,
    ).toBe(true);
    expect(await defaults()).toEqual([gudang.id]);

    const deleted = await t.call<{ id: number; defaultId: number }>(
      "/api/store/ina/address/delete",
      { id: gudang.id },
      { token: tok.admin },
    );
    // The most recently created remaining address becomes the default.
    expect(deleted.body.data).toEqual({ id: gudang.id, defaultId: newId });
    expect(await defaults()).toEqual([newId]);
    expect((await addressesOf()).map((a) => a.id)).not.toContain(gudang.id);

    const recorded = (await activitiesOf("addresses")).map((a) => a.action);
    expect(recorded.slice(0, 3)).toEqual(["delete", "setDefault", "create"]);
  });

  it("updates an address and records the changed fields", async () => {
    const [kantor] = (await addressesOf()).filter((a) => a.label === "Kantor");
    const res = await t.call(
      "/api/store/ina/address/update",
      { id: kantor.id, ...newAddress({ label: "Kantor Pusat", ...GAMBIR }) },
      { token: tok.admin },
    );
    expect(res.body.success).toBe(true);
    const [after] = (await addressesOf()).filter((a) => a.id === kantor.id);
    expect(after).toMatchObject({ label: "Kantor Pusat", contactName: "Sari Dewi", postalCode: "10110" });
    const [activity] = await activitiesOf("addresses");
    expect(activity).toMatchObject({ action: "edit", recordId: String(kantor.id) });
    expect(activity.changes).toContainEqual({ field: "label", from: "Kantor", to: "Kantor Pusat" });
  });

  it("refuses a postal code that does not match the village, and bad fields, with nothing changed", async () => {
    const before = await addressesOf();
    const mismatch = await t.call("/api/store/ina/address/create", newAddress({ postalCode: "10110" }), {
      token: tok.admin,
      lang: "id-ID",
    });
    expect(mismatch.body.code).toBe(400);
    expect(mismatch.body.data).toEqual({
      errors: [{ path: "postalCode", message: "Kode pos tidak sesuai dengan kelurahan/desa (seharusnya 12820)" }],
    });
    const unknownVillage = await t.call<{ errors: { path: string }[] }>(
      "/api/store/ina/address/create",
      newAddress({ regionCodes: ["31", "31.74", "31.74.01", "31.74.01.9999"] }),
      { token: tok.admin },
    );
    expect(unknownVillage.body.data.errors.map((e) => e.path)).toEqual(["regionCodes"]);
    const bad = await t.call<{ errors: { path: string }[] }>(
      "/api/store/ina/address/create",
      newAddress({ contactPhone: "+62 812", detail: "Jl. A", contactName: "" }),
      { token: tok.admin },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.data.errors.map((e) => e.path).sort()).toEqual(["contactName", "contactPhone", "detail"]);
    const [some] = before;
    const badUpdate = await t.call(
      "/api/store/ina/address/update",
      { id: some.id, ...newAddress({ postalCode: "99999" }) },
      { token: tok.admin },
    );
    expect(badUpdate.body.code).toBe(400);
    expect(await addressesOf()).toEqual(before);
  });

  it("refuses anonymous callers, positions without the authority, and another shop's ids (not found)", async () => {
    const before = await addressesOf();
    const [target] = before;
    const calls: [string, unknown][] = [
      ["/api/store/ina/address/page", { pageNo: 1, pageSize: 10 }],
      ["/api/store/ina/address/detail", { id: target.id }],
      ["/api/store/ina/address/create", newAddress()],
      ["/api/store/ina/address/update", { id: target.id, ...newAddress() }],
      ["/api/store/ina/address/delete", { id: target.id }],
      ["/api/store/ina/address/setDefault", { id: target.id }],
    ];
    for (const [url, body] of calls) {
      expect({ url, code: (await t.call(url, body)).body.code }).toEqual({ url, code: 987654321 });
      expect({ url, code: (await t.call(url, body, { token: tok.none })).body.code }).toEqual({ url, code: 403 });
      if (url !== "/api/store/ina/address/page" && url !== "/api/store/ina/address/detail") {
        // The clerk may read addresses but not write them.
        expect({ url, code: (await t.call(url, body, { token: tok.clerk })).body.code }).toEqual({ url, code: 403 });
      }
      if (url === "/api/store/ina/address/create") continue;
      if (url === "/api/store/ina/address/page") {
        const rows = (await t.call<Page<AddressRow>>(url, body, { token: tok.other })).body.data.data;
        expect(rows.map((r) => r.id)).not.toContain(target.id);
      } else {
        expect({ url, code: (await t.call(url, body, { token: tok.other })).body.code }).toEqual({ url, code: 404 });
      }
    }
    expect(await addressesOf()).toEqual(before);
  });
});

describe("notification settings", () => {
  const list = (token: string) => t.call<NotificationSetting[]>("/api/message/setting/ina/list", {}, { token });

  it("answers every type x channel with the defaults and the caller's own changes", async () => {
    const res = await list(tok.admin);
    expect(res.body.data).toHaveLength(24);
    expect(res.body.data).toContainEqual({ type: "orderNew", channel: "whatsapp", enabled: true });
    expect(res.body.data).toContainEqual({ type: "productApproved", channel: "email", enabled: false });
    expect(res.body.data).toContainEqual({ type: "bill", channel: "whatsapp", enabled: false });
    // Per user: the clerk sees the defaults, not the admin's choices.
    const clerk = await list(tok.clerk);
    expect(clerk.body.data).toContainEqual({ type: "orderNew", channel: "whatsapp", enabled: false });
  });

  it("updates several switches in one call and records them", async () => {
    const items = [
      { type: "refund", channel: "whatsapp", enabled: true },
      { type: "orderNew", channel: "whatsapp", enabled: false },
    ];
    const res = await t.call<NotificationSetting[]>("/api/message/setting/ina/update", { items }, { token: tok.admin });
    expect(res.body.data).toContainEqual(items[0]);
    expect(res.body.data).toContainEqual(items[1]);
    expect((await list(tok.admin)).body.data).toContainEqual(items[0]);
    const [activity] = await activitiesOf("notificationSettings");
    expect(activity.changes).toEqual([
      { field: "orderNew.whatsapp", from: true, to: false },
      { field: "refund.whatsapp", from: false, to: true },
    ]);
  });

  it("refuses bad input, anonymous callers and positions without the authority, with nothing changed", async () => {
    const before = (await list(tok.admin)).body.data;
    const dup = [
      { type: "bill", channel: "email", enabled: false },
      { type: "bill", channel: "email", enabled: true },
    ];
    const bad = await t.call<{ errors: { path: string; message: string }[] }>(
      "/api/message/setting/ina/update",
      { items: dup },
      { token: tok.admin, lang: "en-US" },
    );
    expect(bad.body.data.errors).toEqual([
      { path: "items.1", message: "The same type and channel is sent more than once" },
    ]);
    const unknown = await t.call(
      "/api/message/setting/ina/update",
      { items: [{ type: "promo", channel: "sms", enabled: true }] },
      { token: tok.admin },
    );
    expect(unknown.body.code).toBe(400);
    const one = { items: [{ type: "bill", channel: "email", enabled: false }] };
    expect((await t.call("/api/message/setting/ina/update", one)).body.code).toBe(987654321);
    expect((await t.call("/api/message/setting/ina/list", {})).body.code).toBe(987654321);
    expect((await t.call("/api/message/setting/ina/list", {}, { token: tok.none })).body.code).toBe(403);
    expect((await t.call("/api/message/setting/ina/update", one, { token: tok.clerk })).body.code).toBe(403);
    // Another shop's admin changes its own switches only.
    expect((await t.call("/api/message/setting/ina/update", one, { token: tok.other })).body.success).toBe(true);
    expect((await list(tok.admin)).body.data).toEqual(before);
  });
});
