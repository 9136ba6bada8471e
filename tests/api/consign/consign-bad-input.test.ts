/**
 * Bad input on every consignment and consignment refund write endpoint (spec §7 "the API validates every
 * body", §5 "Consign needs at least 1 item"): wrong types, missing fields, huge strings, control characters,
 * foreign ids and a product named twice answer 400 with field errors, and nothing changes (consignments,
 * lines, history, partner stock, sales, refunds, the shop's stock, messages, activity). Bodies come from
 * fast-check, each a valid body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct, uploadPhoto } from "../order/order-helpers";
import { consignAt, consignPartner, createBody, must } from "./consign-helpers";

let t: TestApp;
let valid: Record<
  string,
  { token: () => string; body: Record<string, unknown>; required: string[]; foreign?: Record<string, unknown>[] }
>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of [
    "consignments",
    "consign_items",
    "consign_events",
    "consign_stock",
    "consign_sales",
    "consign_refunds",
    "consign_refund_items",
    "consign_refund_events",
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
  const admin = await t.login("seller.active");
  const shop = await activeShop(t);
  const buyer = await consignPartner(t, shop);
  const p = await createProduct(t, shop, { stockNum: 100 });
  const q = await createProduct(t, shop, { stockNum: 100 });
  const request = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 2 }], "request");
  const offered = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 2 }], "offer");
  const toShip = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 2 }], "waitingDelivered");
  const shipped = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 2 }], "onDelivery");
  await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 6 }], "done");
  const refund = async () =>
    (
      await must<{ refundNo: string }>(
        t,
        "/api/buyer/consign-refund/create",
        { shopId: shop.shopId, items: [{ itemId: p.id, qty: 1 }], reason: "Barang tidak laku di wilayah kami" },
        buyer.token,
      )
    ).refundNo;
  const waiting = await refund();
  const toModify = await refund();
  await must(
    t,
    "/api/consign-refund/ina/askModify",
    { refundNo: toModify, reason: "Jumlah barang tidak sesuai" },
    admin,
  );
  const accepted = await refund();
  await must(t, "/api/consign-refund/ina/accept", { refundNo: accepted }, admin);
  const inTransit = await refund();
  await must(t, "/api/consign-refund/ina/accept", { refundNo: inTransit }, admin);
  await must(
    t,
    "/api/buyer/consign-refund/ship",
    { refundNo: inTransit, courier: "JNE", deliveryNo: "JNE-1" },
    buyer.token,
  );
  const photo = await uploadPhoto(t, admin);
  const buyerPhoto = await uploadPhoto(t, buyer.token);
  const seller = () => admin;
  const asBuyer = () => buyer.token;
  const create = await createBody(t, shop, [{ itemId: p.id, qty: 2 }]);
  const why = "Alasan yang cukup panjang untuk diterima";
  valid = {
    "/api/consign/ina/offer": {
      token: seller,
      body: { consignNo: request, items: [{ itemId: p.id, qtyOffer: 1, unitPrice: 10_000 }], edtInitialDays: 3 },
      required: ["consignNo", "items", "edtInitialDays"],
      foreign: [
        { items: [{ itemId: q.id, qtyOffer: 1, unitPrice: 10_000 }] },
        { items: [{ itemId: p.id, qtyOffer: 0, unitPrice: 10_000 }] },
        { items: [] },
        { edtInitialDays: 0 },
      ],
    },
    "/api/consign/ina/reject": {
      token: seller,
      body: { consignNo: request, reason: why },
      required: ["consignNo", "reason"],
      foreign: [{ reason: "pendek" }],
    },
    "/api/consign/ina/extendEdt": {
      token: seller,
      body: { consignNo: toShip, days: 2, reason: why },
      required: ["consignNo", "days", "reason"],
      foreign: [{ days: 0 }, { days: 91 }],
    },
    "/api/consign/ina/ship": {
      token: seller,
      body: { consignNo: toShip, courier: "JNE", trackingNo: "JNE-123", proofPhoto: photo },
      required: ["consignNo", "courier", "trackingNo", "proofPhoto"],
      foreign: [{ proofPhoto: buyerPhoto }, { trackingNo: "JNE 123!" }],
    },
    "/api/buyer/consign/create": {
      token: asBuyer,
      body: create,
      required: ["shopId", "items", "reason", "receiver"],
      foreign: [
        { items: [] },
        {
          items: [
            { itemId: p.id, qty: 1 },
            { itemId: p.id, qty: 2 },
          ],
        },
        { receiver: { ...(create.receiver as object), postalCode: "99999" } },
      ],
    },
    "/api/buyer/consign/cancel": {
      token: asBuyer,
      body: { consignNo: request, reason: why },
      required: ["consignNo", "reason"],
    },
    "/api/buyer/consign/confirmOffer": { token: asBuyer, body: { consignNo: offered }, required: ["consignNo"] },
    "/api/buyer/consign/declineOffer": {
      token: asBuyer,
      body: { consignNo: offered, reason: why },
      required: ["consignNo", "reason"],
    },
    "/api/buyer/consign/receive": { token: asBuyer, body: { consignNo: shipped }, required: ["consignNo"] },
    "/api/buyer/consign/sale": {
      token: asBuyer,
      body: { shopId: shop.shopId, itemId: p.id, qty: 1, unitPrice: 20_000 },
      required: ["shopId", "itemId", "qty", "unitPrice"],
      foreign: [{ qty: 0 }, { unitPrice: 0 }],
    },
    "/api/consign-refund/ina/accept": { token: seller, body: { refundNo: waiting }, required: ["refundNo"] },
    "/api/consign-refund/ina/askModify": {
      token: seller,
      body: { refundNo: waiting, reason: why },
      required: ["refundNo", "reason"],
    },
    "/api/consign-refund/ina/reject": {
      token: seller,
      body: { refundNo: waiting, reason: why },
      required: ["refundNo", "reason"],
    },
    "/api/consign-refund/ina/confirmReceipt": { token: seller, body: { refundNo: inTransit }, required: ["refundNo"] },
    "/api/buyer/consign-refund/create": {
      token: asBuyer,
      body: { shopId: shop.shopId, items: [{ itemId: p.id, qty: 1 }], reason: why },
      required: ["shopId", "items", "reason"],
      foreign: [
        { items: [] },
        {
          items: [
            { itemId: p.id, qty: 1 },
            { itemId: p.id, qty: 1 },
          ],
        },
      ],
    },
    "/api/buyer/consign-refund/modify": {
      token: asBuyer,
      body: { refundNo: toModify, items: [{ itemId: p.id, qty: 1 }] },
      required: ["refundNo", "items"],
      foreign: [
        { items: [] },
        {
          items: [
            { itemId: p.id, qty: 1 },
            { itemId: p.id, qty: 1 },
          ],
        },
      ],
    },
    "/api/buyer/consign-refund/cancel": { token: asBuyer, body: { refundNo: waiting }, required: ["refundNo"] },
    "/api/buyer/consign-refund/ship": {
      token: asBuyer,
      body: { refundNo: accepted, courier: "JNE", deliveryNo: "JNE-12345" },
      required: ["refundNo", "courier", "deliveryNo"],
      foreign: [{ deliveryNo: "JNE 12345?" }],
    },
  };
}, 180_000);
afterAll(async () => {
  await t.close();
});

const control = fc.constantFrom("\u0001", "\u0007", "\u001b", "\u007f", "\u0085");
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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `CSG${s}${c}`),
    }),
  );
}

test("every consignment write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
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
      { numRuns: 12 },
    );
    for (const over of c.foreign ?? []) {
      const res = await t.call<{ errors: FieldError[] }>(
        url,
        { ...c.body, ...over },
        { token: c.token(), lang: "en-US" },
      );
      expect([url, JSON.stringify(over), res.body.code]).toEqual([url, JSON.stringify(over), 400]);
      expect(res.body.data.errors.length).toBeGreaterThan(0);
    }
  }
  expect(await fingerprint()).toBe(before);
}, 300_000);
