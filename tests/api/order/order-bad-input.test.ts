/**
 * Bad input on every order write endpoint (spec §7 "the API validates every body"): wrong types, missing
 * fields, huge strings, control characters and foreign ids answer 400 with field errors, and nothing
 * changes (orders, lines, history, delivery orders, stock, messages). Bodies come from fast-check,
 * each a valid body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import {
  orderForAuthorization,
  activeShop,
  createBuyer,
  createProduct,
  placeOrder,
  uploadPhoto,
  type TestBuyer,
} from "./order-helpers";

let t: TestApp;
let admin: string;
let platform: string;
let buyer: TestBuyer;
let valid: Record<
  string,
  { token: () => string; body: Record<string, unknown>; required: string[]; foreign?: Record<string, unknown>[] }
>;

/** Rows of every table an order write touches, hashed. */
async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of [
    "orders",
    "order_items",
    "order_events",
    "delivery_orders",
    "items",
    "system_messages",
    "activities",
  ]) {
    const res = (await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`),
    )) as unknown as { rows: { h: string }[] };
    hash.update(`${table}:${res.rows[0].h};`);
  }
  return hash.digest("hex");
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  platform = await t.login("platform.admin");
  const shop = await activeShop(t);
  buyer = await createBuyer(t, "ordinary", shop.regionCodes);
  const other = await createBuyer(t, "ordinary", shop.regionCodes);
  const p = await createProduct(t, shop);
  const unconfirmed = await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
  const { orderNo: paid, doNo } = await orderForAuthorization(t);
  const photo = await uploadPhoto(t, admin);
  const special = await t.login("seller.special");
  const foreignPhoto = await uploadPhoto(t, special);
  const seller = () => admin;
  const asBuyer = () => buyer.token;
  valid = {
    "/api/order/ina/confirm": { token: seller, body: { orderNo: unconfirmed }, required: ["orderNo"] },
    "/api/order/ina/confirm/batch": { token: seller, body: { orderNos: [unconfirmed] }, required: ["orderNos"] },
    "/api/order/ina/cancel": {
      token: seller,
      body: { orderNo: unconfirmed, reason: "The buyer asked to cancel" },
      required: ["orderNo", "reason"],
    },
    "/api/order/ina/changeConfirm": {
      token: seller,
      body: { orderNo: unconfirmed, lines: [{ lineId: 1, quantity: 2, unitPrice: 1000 }], reason: "Harga naik" },
      required: ["orderNo", "lines", "reason"],
      foreign: [{ lines: [{ lineId: 99_999_999, quantity: 2, unitPrice: 1000 }] }],
    },
    "/api/order/ina/edt/extend": {
      token: seller,
      body: { orderNo: paid, days: 2, reason: "Menunggu stok" },
      required: ["orderNo", "days", "reason"],
    },
    "/api/order/ina/deliveryOrder/print": { token: seller, body: { orderNos: [paid] }, required: ["orderNos"] },
    "/api/order/ina/deliveryOrder/ship": {
      token: seller,
      body: {
        doNo,
        shipmentMethod: 2,
        courierName: "JNE",
        trackingNo: "JNE-1",
        proofPhoto: photo,
        senderName: "Agus Prasetyo",
        senderPhone: "081234567890",
      },
      required: ["doNo", "shipmentMethod", "courierName", "trackingNo", "proofPhoto", "senderName", "senderPhone"],
      foreign: [{ proofPhoto: foreignPhoto }],
    },
    "/api/buyer/order/create": {
      token: asBuyer,
      body: {
        shopId: shop.shopId,
        items: [{ itemId: p.id, quantity: 1 }],
        addressId: buyer.addressId,
        paymentMethod: 1,
      },
      required: ["shopId", "items", "paymentMethod"],
      foreign: [{ addressId: other.addressId }, { items: [{ itemId: 99_999_999, quantity: 1 }] }],
    },
    "/api/buyer/order/pay": {
      token: asBuyer,
      body: { orderNo: unconfirmed, paymentType: "va-bca" },
      required: ["orderNo", "paymentType"],
    },
    "/api/buyer/order/confirmReceipt": { token: asBuyer, body: { orderNo: unconfirmed }, required: ["orderNo"] },
    "/api/buyer/order/edt/answer": {
      token: asBuyer,
      body: { orderNo: unconfirmed, accept: true },
      required: ["orderNo", "accept"],
    },
    "/api/buyer/order/modification/answer": {
      token: asBuyer,
      body: { orderNo: unconfirmed, accept: true },
      required: ["orderNo", "accept"],
    },
    "/api/platform/order/settlePayment": {
      token: () => platform,
      body: { orderNo: unconfirmed, paymentNo: "8808000000000001" },
      required: ["orderNo", "paymentNo"],
    },
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

const control = fc.constantFrom("\u0001", "\u0007", "\u001b", "\u007f", "\u0085");
/** A value of the wrong JSON type for any field (fields are strings, numbers, booleans or arrays). */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  fc.constant({ nested: [1, "x"] }),
);

/** One broken field of a valid body. */
function breakage(fields: string[], required: string[]) {
  return fc.oneof(
    fc.record({ kind: fc.constant("missing" as const), field: fc.constantFrom(...required) }),
    fc.record({ kind: fc.constant("wrongType" as const), field: fc.constantFrom(...fields), value: wrongType }),
    fc.record({
      kind: fc.constant("huge" as const),
      field: fc.constantFrom(...fields),
      value: fc.integer({ min: 5_000, max: 20_000 }).map((n) => "x".repeat(n)),
    }),
    fc.record({
      kind: fc.constant("control" as const),
      field: fc.constantFrom(...fields),
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `ORD${s}${c}`),
    }),
  );
}

test("every order write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
  const before = await fingerprint();
  for (const [url, c] of Object.entries(valid)) {
    const fields = Object.keys(c.body);
    await fc.assert(
      fc.asyncProperty(breakage(fields, c.required), async (b) => {
        const body: Record<string, unknown> = { ...c.body };
        if (b.kind === "missing") delete body[b.field];
        else body[b.field] = b.value;
        const res = await t.call<{ errors: FieldError[] }>(url, body, { token: c.token(), lang: "en-US" });
        expect([url, b.kind, b.field, res.status, res.body.code]).toEqual([url, b.kind, b.field, 200, 400]);
        expect(res.body.data.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 15 },
    );
    for (const over of c.foreign ?? []) {
      const res = await t.call<{ errors: FieldError[] }>(
        url,
        { ...c.body, ...over },
        { token: c.token(), lang: "en-US" },
      );
      expect([url, Object.keys(over), res.body.code]).toEqual([url, Object.keys(over), 400]);
      expect(res.body.data.errors.length).toBeGreaterThan(0);
    }
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
