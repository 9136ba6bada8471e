/**
 * Buyer discount on the product create / full edit and in the answers (issue 4 part 4; spec §5 "Bulk
 * discount", §9 "Buyer discount 0-99.9"): a buyer discount, when set, stays above the product discount
 * whatever path writes it, and a refusal writes nothing.
 */
import { eq } from "drizzle-orm";
import type { Page } from "../../../src/domain/wire";
import type { Product, ProductCreate, ProductRow } from "../../../src/resources/products/schema";
import { users } from "../../../server/db/schema/auth";
import { files, items } from "../../../server/db/schema/item";
import { createTestApp, productBody, productTableCounts, type TestApp } from "../helpers";

type Refusal = { errors: { path: string; message: string }[] };

let t: TestApp;
let seller: string;
let imageKeys: string[];

const product = (over: Partial<ProductCreate> = {}): ProductCreate =>
  productBody(imageKeys[0], { partNo: "BD001", itemName: "Kampas Rem Diskon Pembeli", ...over });

const counts = () => productTableCounts(t);
const rowOf = async (id: number) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0];
const create = (body: unknown, lang = "en-US") =>
  t.call<{ itemId: number } & Refusal>("/api/item/ina/create", body, { token: seller, lang });
const update = (body: unknown, lang = "en-US") =>
  t.call<{ itemId: number } & Refusal>("/api/item/ina/update", body, { token: seller, lang });
const detail = async (itemId: number) =>
  (await t.call<Product>("/api/item/ina/detail", { itemId }, { token: seller })).body.data;
const listed = async (partNo: string) =>
  (
    await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 10, keyword: partNo },
      { token: seller },
    )
  ).body.data.data.find((r) => r.partNo === partNo);

/** A fresh product with the given buyer discount (and discount 5). */
async function productWith(partNo: string, buyerDiscount: number | null): Promise<number> {
  const res = await create(product({ partNo, buyerDiscount }));
  expect(res.body.success).toBe(true);
  return res.body.data.itemId;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
  const [u] = await t.database.db
    .select({ shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  imageKeys = (
    await t.database.db
      .select({ k: files.fileKey })
      .from(files)
      .where(eq(files.shopId, u.shopId as number))
  ).map((r) => r.k);
});
afterAll(async () => {
  await t.close();
});

describe("create", () => {
  test("stores a buyer discount above the discount; detail and list answer it", async () => {
    const id = await productWith("BDCREATE1", 12.5);
    expect((await rowOf(id)).buyerDiscountTenths).toBe(125);
    expect(await detail(id)).toMatchObject({ discount: 5, buyerDiscount: 12.5 });
    expect(await listed("BDCREATE1")).toMatchObject({ itemId: id, discount: 5, buyerDiscount: 12.5 });
  });

  test("without a buyer discount (absent or null) the product has none", async () => {
    const absent = await create(product({ partNo: "BDCREATE2" }));
    const nulled = await productWith("BDCREATE3", null);
    for (const [id, partNo] of [
      [absent.body.data.itemId, "BDCREATE2"],
      [nulled, "BDCREATE3"],
    ] as const) {
      expect((await rowOf(id)).buyerDiscountTenths).toBeNull();
      expect((await detail(id)).buyerDiscount).toBeNull();
      expect((await listed(partNo))?.buyerDiscount).toBeNull();
    }
  });

  const refused: [string, number][] = [
    ["equal to the discount", 5],
    ["below the discount", 4.9],
    ["zero", 0],
    ["100", 100],
  ];
  test.each(refused)("refuses a buyer discount %s on buyerDiscount; nothing saved", async (_name, buyerDiscount) => {
    const before = await counts();
    const res = await create(product({ partNo: "BDREFUSED", buyerDiscount }));
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.data.errors.map((e) => e.path)).toEqual(["buyerDiscount"]);
    expect(await counts()).toEqual(before);
  });

  test("the refusal reads in the caller's language", async () => {
    const id = await create(product({ buyerDiscount: 5 }), "id-ID");
    const en = await create(product({ buyerDiscount: 5 }), "en-US");
    expect(id.body.data.errors[0].message).toBe("Diskon pembeli harus lebih besar dari diskon produk");
    expect(en.body.data.errors[0].message).toBe("Buyer discount must be greater than the product discount");
  });
});

describe("full edit", () => {
  test("sets, changes and removes (null) the buyer discount", async () => {
    const id = await productWith("BDEDIT1", null);
    expect(
      (await update({ ...product({ partNo: "BDEDIT1", discount: 10, buyerDiscount: 15 }), itemId: id })).body.success,
    ).toBe(true);
    expect(await detail(id)).toMatchObject({ discount: 10, buyerDiscount: 15 });
    expect(
      (await update({ ...product({ partNo: "BDEDIT1", discount: 10, buyerDiscount: 10.1 }), itemId: id })).body.success,
    ).toBe(true);
    expect((await detail(id)).buyerDiscount).toBe(10.1);
    // Removing the buyer discount frees the discount to go anywhere.
    expect(
      (await update({ ...product({ partNo: "BDEDIT1", discount: 50, buyerDiscount: null }), itemId: id })).body.success,
    ).toBe(true);
    expect(await detail(id)).toMatchObject({ discount: 50, buyerDiscount: null });
    expect((await listed("BDEDIT1"))?.buyerDiscount).toBeNull();
  });

  test.each([
    ["equal to", 20],
    ["below", 19.9],
  ])("refuses a body whose buyer discount is %s its discount; the row is untouched", async (_name, buyerDiscount) => {
    const id = await productWith("BDEDIT2", 12);
    const before = await rowOf(id);
    const res = await update({
      ...product({ partNo: "BDEDIT2", itemName: "Changed", discount: 20, buyerDiscount }),
      itemId: id,
    });
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.data.errors.map((e) => e.path)).toEqual(["buyerDiscount"]);
    expect(await rowOf(id)).toEqual(before);
  });

  test("a body without buyerDiscount keeps the stored one and may not reach it with the discount", async () => {
    const id = await productWith("BDEDIT3", 12);
    const before = await rowOf(id);
    const counted = await counts();
    const { buyerDiscount: _omitted, ...withoutBuyer } = product({
      partNo: "BDEDIT3",
      itemName: "Changed",
      discount: 12,
    });
    const res = await update({ ...withoutBuyer, itemId: id });
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.data.errors).toEqual([
      {
        path: "discount",
        message:
          "The discount must be below this product's buyer discount (12%): lower the discount, or change or remove the buyer discount",
      },
    ]);
    expect(await rowOf(id)).toEqual(before);
    expect(await counts()).toEqual(counted);

    const above = await update({ ...withoutBuyer, discount: 30, itemId: id }, "id-ID");
    expect(above.body.data.errors[0]).toMatchObject({
      path: "discount",
      message: expect.stringContaining("diskon pembeli produk ini (12%)"),
    });
    expect(await rowOf(id)).toEqual(before);

    const below = await update({ ...withoutBuyer, discount: 11.9, itemId: id });
    expect(below.body.success).toBe(true);
    expect(await detail(id)).toMatchObject({ itemName: "Changed", discount: 11.9, buyerDiscount: 12 });
  });

  test("checks an omitted buyer discount against the one a bulk update stored", async () => {
    // A draft: bulk update does not apply while the platform assesses the product.
    const id = (await create(product({ partNo: "BDEDIT4", submit: false }))).body.data.itemId;
    const bulk = await t.call(
      "/api/item/ina/bulkUpdate",
      { items: [{ itemId: id, buyerDiscount: 8 }] },
      { token: seller },
    );
    expect(bulk.body.success).toBe(true);
    const { buyerDiscount: _omitted, ...withoutBuyer } = product({ partNo: "BDEDIT4", discount: 8 });
    const res = await update({ ...withoutBuyer, itemId: id });
    expect(res.body.data.errors.map((e) => e.path)).toEqual(["discount"]);
    expect(await rowOf(id)).toMatchObject({ discountTenths: 50, buyerDiscountTenths: 80 });
  });
});
