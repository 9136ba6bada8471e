/**
 * The seller's shop (spec §3 "Shop info", "Store"; §4 "Shop routing"; §7 myShopInfo / modifyShop):
 * shop info per demo account, code 2202, bank change, store application and additional info.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopInfo } from "../../../src/domain/shop";
import type { StoreApplicationInput } from "../../../src/resources/store/schema";
import { users } from "../../../server/db/schema/auth";
import { shops } from "../../../server/db/schema/shop";
import { files } from "../../../server/db/schema/item";
import { hashPassword } from "../../../server/modules/user/password";
import { seedDemoAccounts } from "../../../server/seed/demo-accounts";
import { DEMO_PASSWORD } from "../../../server/seed/demo";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";

const INFO = "/api/shop/ina/myShopInfo";
const MODIFY = "/api/shop/ina/modifyShop";
const APPLY = "/api/shop/ina/apply";
const ADDITIONAL = "/api/shop/ina/additionalInfo";

type MyShop = ShopInfo & { application: Record<string, unknown> | null };

const SHOP_INFO_KEYS = [
  "shopId",
  "applyStatus",
  "status",
  "storeName",
  "specialDiscount",
  "businessType",
  "storeEstablishment",
  "storeDescription",
  "accountName",
  "accountNo",
  "bank",
  "rejectReasons",
  "rejectRemark",
  "storeLogo",
  "application",
].sort();

/** A valid store application (spec §3 "Store"). */
const application = (over: Partial<StoreApplicationInput> = {}): StoreApplicationInput => ({
  storeName: "Sumber Rejeki Onderdil",
  picName: "Rina Wulandari",
  phone: "081355667788",
  email: "rina@sumberrejeki.co.id",
  address: {
    regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
    postalCode: "10110",
    detail: "Jl. Kebon Sirih No. 10, Gambir",
  },
  nibNumber: "9120009876543",
  nibPhoto: "files/nib.jpg",
  siupNumber: "",
  siupPhoto: null,
  legalPersonIdNumber: "3171014101900001",
  ktpName: "Rina Wulandari",
  ktpPhoto: "files/ktp.jpg",
  npwpNumber: "098765432101000",
  npwpPhoto: "files/npwp.jpg",
  companyName: "CV Sumber Rejeki",
  taxable: false,
  businessType: ["retail"],
  storeEstablishment: "2012",
  storeDescription: "Onderdil motor dan mobil untuk bengkel.",
  storePhotos: ["files/store.jpg"],
  logo: null,
  bank: "008",
  accountNo: "1230009876543",
  accountName: "Rina Wulandari",
  leaderName: "Rina Wulandari",
  leaderPhone: "081355667789",
  leaderPosition: "owner",
  ...over,
});

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedDemoAccounts>>;
const tokens = new Map<string, string>();
async function as(userName: string): Promise<string> {
  if (!tokens.has(userName)) tokens.set(userName, await t.login(userName));
  return tokens.get(userName) as string;
}
async function shopRow(shopId: number) {
  const [row] = await t.database.db.select().from(shops).where(eq(shops.id, shopId));
  return row;
}
/**
 * Makes the fixture's file keys uploads of `userName` (and its shop, if any): an application may only name
 * the caller's own uploads (server/modules/file/file-keys.ts).
 */
async function ownFixtureFiles(userName: string): Promise<void> {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const keys = ["files/nib.jpg", "files/ktp.jpg", "files/npwp.jpg", "files/store.jpg"];
  for (const fileKey of keys) {
    const row = {
      fileKey,
      shopId: user.shopId,
      ownerUserId: user.id,
      kind: "image",
      mime: "image/jpeg",
      ext: "jpg",
      size: 1,
      createTime: new Date(),
    };
    await t.database.db
      .insert(files)
      .values(row)
      .onConflictDoUpdate({ target: files.fileKey, set: { shopId: user.shopId, ownerUserId: user.id } });
  }
}
async function shopOf(userName: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  return user.shopId === null ? null : shopRow(user.shopId);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.database.db, { password: DEMO_PASSWORD, clock: t.now });
});
afterAll(() => t.close());

describe("myShopInfo", () => {
  it("answers the ShopInfo fields and the submitted application of an active shop", async () => {
    const res = await t.call<MyShop>(INFO, {}, { token: await as("seller.active") });
    expect(res.body.success).toBe(true);
    const info = res.body.data;
    expect(Object.keys(info).sort()).toEqual(SHOP_INFO_KEYS);
    expect(info).toMatchObject({
      shopId: ids.activeShopId,
      applyStatus: 2,
      status: 1,
      storeName: "Sinar Jaya Motor Parts",
      specialDiscount: 0,
      bank: "014",
      rejectReasons: [],
    });
    expect(info.businessType.length).toBeGreaterThan(0);
    expect(info.storeEstablishment).toMatch(/^\d{4}$/);
    expect(info.application).toMatchObject({
      storeName: "Sinar Jaya Motor Parts",
      bank: "014",
      address: { regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"], postalCode: "10110" },
      businessType: info.businessType,
    });
  });

  it.each([
    ["seller.pending", { applyStatus: 0 }],
    ["seller.rejected", { applyStatus: 1, rejectReasons: [1, 3] }],
    [
      "seller.additional",
      { applyStatus: 2, status: 1, businessType: [], storeEstablishment: "", storeDescription: "" },
    ],
    ["seller.restricted", { applyStatus: 2, status: 2, rejectReasons: [2] }],
    ["seller.closed", { applyStatus: 3 }],
    ["seller.frozen", { applyStatus: 4 }],
    ["seller.special", { applyStatus: 2, status: 1, specialDiscount: 1 }],
  ])("answers the routing state of %s", async (userName, expected) => {
    const res = await t.call<MyShop>(INFO, {}, { token: await as(userName) });
    expect(res.body.data).toMatchObject(expected);
  });

  it("answers code 2202 to a seller without a shop, in both languages", async () => {
    const token = await as("seller.noshop");
    expect((await t.call(INFO, {}, { token })).body).toEqual({
      success: false,
      code: 2202,
      message: "Anda belum memiliki toko",
      data: null,
    });
    expect((await t.call(INFO, {}, { token, lang: "en-US" })).body.message).toBe("You have no shop yet");
  });

  it("refuses the platform admin and callers without a valid token", async () => {
    expect((await t.call(INFO, {}, { token: await as("platform.admin") })).body.code).toBe(403);
    expect((await t.call(INFO, {}, { token: "Bearer x" })).body.code).toBe(987654321);
  });

  it("answers a sub-account its main admin's shop, but lets only the main admin change it", async () => {
    await t.database.db.insert(users).values({
      userName: "active.staff",
      passwordHash: await hashPassword(sha256Hex(DEMO_PASSWORD)),
      role: "seller",
      shopId: ids.activeShopId,
      isMainAdmin: false,
    });
    const token = await as("active.staff");
    expect((await t.call<MyShop>(INFO, {}, { token })).body.data.shopId).toBe(ids.activeShopId);
    const before = await shopRow(ids.activeShopId);
    const modify = await t.call(
      MODIFY,
      { shopId: ids.activeShopId, accountName: "Staf", accountNo: "9999999999", bank: "008" },
      { token },
    );
    expect(modify.body.code).toBe(403);
    expect((await t.call(APPLY, application(), { token })).body.code).toBe(403);
    expect(
      (
        await t.call(
          ADDITIONAL,
          { businessType: ["retail"], storeEstablishment: "2001", storeDescription: "Toko suku cadang lengkap." },
          { token },
        )
      ).body.code,
    ).toBe(403);
    expect(await shopRow(ids.activeShopId)).toEqual(before);
  });
});

describe("modifyShop", () => {
  it("changes the bank fields of the caller's shop", async () => {
    const token = await as("seller.special");
    const res = await t.call<MyShop>(
      MODIFY,
      { shopId: ids.specialShopId, accountName: "Yusuf Hidayat", accountNo: "8881234567", bank: "008" },
      { token },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ accountName: "Yusuf Hidayat", accountNo: "8881234567", bank: "008" });
    expect((await t.call<MyShop>(INFO, {}, { token })).body.data).toMatchObject({
      accountNo: "8881234567",
      bank: "008",
    });
  });

  it("answers not found for another shop's id and changes nothing", async () => {
    const token = await as("seller.special");
    const before = await shopRow(ids.activeShopId);
    const res = await t.call(
      MODIFY,
      { shopId: ids.activeShopId, accountName: "Penipu", accountNo: "1111111111", bank: "014" },
      { token },
    );
    expect(res.body).toEqual({ success: false, code: 404, message: "Data tidak ditemukan", data: null });
    expect(
      (await t.call(MODIFY, { shopId: 999999, accountName: "Penipu", accountNo: "1111111111", bank: "014" }, { token }))
        .body.code,
    ).toBe(404);
    expect(await shopRow(ids.activeShopId)).toEqual(before);
  });

  it.each([
    ["an unknown bank", { bank: "999" }, "bank"],
    ["letters in the account number", { accountNo: "12AB567890" }, "accountNo"],
    ["a 21-digit account number", { accountNo: "1".repeat(21) }, "accountNo"],
    ["a one-letter account name", { accountName: "Y" }, "accountName"],
    ["a 101-char account name", { accountName: "Y".repeat(101) }, "accountName"],
    ["a string shop id", { shopId: "1" }, "shopId"],
    ["no bank", { bank: undefined }, "bank"],
  ])("refuses %s and changes nothing", async (_label, over, field) => {
    const token = await as("seller.special");
    const before = await shopRow(ids.specialShopId);
    const body = {
      shopId: ids.specialShopId,
      accountName: "Yusuf Hidayat",
      accountNo: "7771234567",
      bank: "014",
      ...over,
    };
    const res = await t.call<{ errors: { path: string }[] }>(MODIFY, body, { token });
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.data.errors.map((e) => e.path)).toContain(field);
    expect(await shopRow(ids.specialShopId)).toEqual(before);
  });

  it("answers the validation message in the caller's language", async () => {
    const token = await as("seller.special");
    const body = { shopId: ids.specialShopId, accountName: "Yusuf", accountNo: "7771234567" };
    const id = await t.call(MODIFY, body, { token });
    const en = await t.call(MODIFY, body, { token, lang: "en-US" });
    expect(id.body.message).toMatch(/^Data tidak valid: bank: /);
    expect(en.body.message).toMatch(/^Invalid data: bank: /);
  });

  it("refuses shops that are not active", async () => {
    for (const userName of ["seller.pending", "seller.frozen", "seller.restricted"]) {
      const shop = await shopOf(userName);
      const res = await t.call(
        MODIFY,
        { shopId: shop?.id, accountName: "Nama Pemilik", accountNo: "1231231231", bank: "014" },
        { token: await as(userName) },
      );
      expect(res.body.code).toBe(403);
      expect((await shopOf(userName))?.accountNo).toBe(shop?.accountNo);
    }
    expect(
      (
        await t.call(
          MODIFY,
          { shopId: 1, accountName: "Nama", accountNo: "1231231231", bank: "014" },
          { token: await as("seller.noshop") },
        )
      ).body.code,
    ).toBe(2202);
  });
});

describe("store application", () => {
  it("refuses an invalid application from a seller without a shop and creates nothing", async () => {
    const token = await as("seller.noshop");
    const cases: [Partial<StoreApplicationInput> | Record<string, unknown>, string, RegExp?][] = [
      [{ npwpNumber: "12.345" }, "npwpNumber", /NPWP Salah/],
      [{ phone: "0812-3456-7890" }, "phone"],
      [{ businessType: [] }, "businessType"],
      [{ storePhotos: [] }, "storePhotos"],
      [{ storeName: "S".repeat(61) }, "storeName"],
      [{ nibPhoto: null }, "nibPhoto"],
      [
        {
          address: {
            regionCodes: ["31", "32.71", "31.71.01", "31.71.01.1001"],
            postalCode: "10110",
            detail: "Jl. Kebon Sirih No. 10",
          },
        },
        "address.regionCodes",
      ],
      [{ bank: "002" }, "bank"],
      [{ storeEstablishment: "20100" }, "storeEstablishment"],
      [{ taxable: "ya" }, "taxable"],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.call<{ errors: { path: string; message: string }[] }>(
        APPLY,
        application(over as Partial<StoreApplicationInput>),
        { token },
      );
      expect(res.body, field).toMatchObject({ success: false, code: 400 });
      const error = res.body.data.errors.find((e) => e.path === field);
      expect(error, field).toBeDefined();
      if (message) expect(error?.message).toMatch(message);
    }
    expect(await shopOf("seller.noshop")).toBeNull();
  });

  it("creates a pending shop for a seller without one, answered with the application to prefill", async () => {
    const token = await as("seller.noshop");
    await ownFixtureFiles("seller.noshop");
    const res = await t.call<MyShop>(APPLY, application(), { token });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ applyStatus: 0, storeName: "Sumber Rejeki Onderdil", bank: "008" });
    const info = (await t.call<MyShop>(INFO, {}, { token })).body.data;
    expect(info.applyStatus).toBe(0);
    expect(info.application).toMatchObject({ ...application(), npwpNumber: "098765432101000" });
    const [user] = await t.database.db.select().from(users).where(eq(users.userName, "seller.noshop"));
    expect(user).toMatchObject({ shopId: info.shopId, isMainAdmin: true });
    // A pending application cannot be submitted again.
    const again = await t.call(APPLY, application({ storeName: "Nama Lain" }), { token });
    expect(again.body).toMatchObject({
      success: false,
      code: 409,
      message: "Pengajuan toko tidak dapat dikirim pada status toko saat ini",
    });
    expect((await shopOf("seller.noshop"))?.storeName).toBe("Sumber Rejeki Onderdil");
  });

  it.each(["seller.rejected", "seller.restricted"])(
    "lets %s resubmit: pending again, reasons cleared",
    async (userName) => {
      const token = await as(userName);
      await ownFixtureFiles(userName);
      const res = await t.call<MyShop>(APPLY, application({ storeName: `Toko ${userName.split(".")[1]} Baru` }), {
        token,
      });
      expect(res.body.success).toBe(true);
      const shop = await shopOf(userName);
      expect(shop).toMatchObject({
        applyStatus: 0,
        status: 1,
        rejectReasons: [],
        rejectRemark: "",
        storeName: `Toko ${userName.split(".")[1]} Baru`,
      });
    },
  );

  it.each(["seller.active", "seller.closed", "seller.frozen", "seller.pending"])(
    "refuses a new application from %s and changes nothing",
    async (userName) => {
      const before = await shopOf(userName);
      const res = await t.call(APPLY, application(), { token: await as(userName) });
      expect(res.body.code).toBe(409);
      expect(await shopOf(userName)).toEqual(before);
      const en = await t.call(APPLY, application(), { token: await as(userName), lang: "en-US" });
      expect(en.body.message).toBe("The store application cannot be submitted in the shop's current state");
    },
  );
});

describe("additional info", () => {
  const info = {
    businessType: ["workshop", "retail"],
    storeEstablishment: 2011,
    storeDescription: "Bengkel dan toko suku cadang mobil Jepang.",
  };

  it("refuses invalid info and changes nothing", async () => {
    const token = await as("seller.additional");
    const before = await shopOf("seller.additional");
    for (const [body, field] of [
      [{ ...info, businessType: [] }, "businessType"],
      [{ ...info, businessType: ["bakery"] }, "businessType.0"],
      [{ ...info, storeEstablishment: "11" }, "storeEstablishment"],
      [{ ...info, storeEstablishment: "2999" }, "storeEstablishment"],
      [{ ...info, storeDescription: "Pendek" }, "storeDescription"],
      [{ ...info, storeDescription: "x".repeat(1001) }, "storeDescription"],
      [{ businessType: ["retail"] }, "storeDescription"],
    ] as const) {
      const res = await t.call<{ errors: { path: string }[] }>(ADDITIONAL, body, { token });
      expect(res.body.code, field).toBe(400);
      expect(res.body.data.errors.map((e) => e.path)).toContain(field);
    }
    expect(await shopOf("seller.additional")).toEqual(before);
  });

  it("fills the three fields of an approved shop", async () => {
    const token = await as("seller.additional");
    const res = await t.call<MyShop>(ADDITIONAL, info, { token });
    expect(res.body.success).toBe(true);
    const shop = (await t.call<MyShop>(INFO, {}, { token })).body.data;
    expect(shop).toMatchObject({
      businessType: ["workshop", "retail"],
      storeEstablishment: "2011",
      storeDescription: info.storeDescription,
    });
  });

  it("refuses shops that are not approved or are restricted", async () => {
    for (const userName of ["seller.pending", "seller.closed", "seller.frozen"]) {
      const before = await shopOf(userName);
      const res = await t.call(ADDITIONAL, info, { token: await as(userName) });
      expect(res.body, userName).toMatchObject({
        success: false,
        code: 403,
        message: "Toko Anda belum aktif, fitur penjual tidak dapat digunakan",
      });
      expect(await shopOf(userName)).toEqual(before);
    }
  });
});
