/**
 * Bad input on every inquiry order and group write endpoint (spec §7 "the API validates every body"): a valid
 * body with one field broken (missing, wrong type, huge, control characters) answers 400 with field errors and
 * changes nothing. Bodies come from fast-check.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { uploadPhoto } from "../order/order-helpers";
import { inquiryOrderForAuthorization, inquiryOrderOf } from "./fixtures";

let t: TestApp;
let admin: string;
let buyerToken: string;
let valid: Record<string, { token: () => string; body: Record<string, unknown>; required: string[] }>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of [
    "orders",
    "order_items",
    "order_events",
    "delivery_orders",
    "tenders",
    "tender_offers",
    "inquiries",
    "indent_letters",
    "inquiry_order_groups",
    "refunds",
    "downloads",
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
  const { inquiryOrderNo, inquiryDoNo } = await inquiryOrderForAuthorization(t);
  const open = await inquiryOrderOf(t);
  buyerToken = open.buyer.token;
  const photo = await uploadPhoto(t, admin);
  const seller = () => admin;
  const ship = {
    doNo: inquiryDoNo,
    shipmentMethod: 2,
    courierName: "JNE",
    trackingNo: "JNE-1",
    proofPhoto: photo,
    senderName: "Agus Prasetyo",
    senderPhone: "081234567890",
  };
  valid = {
    "/api/inquiry-order/ina/confirm": { token: seller, body: { orderNo: open.orderNo }, required: ["orderNo"] },
    "/api/inquiry-order/ina/releaseCreditHold": {
      token: seller,
      body: { orderNo: open.orderNo },
      required: ["orderNo"],
    },
    "/api/inquiry-order/ina/cancel": {
      token: seller,
      body: { orderNo: open.orderNo, reason: "The buyer asked to cancel" },
      required: ["orderNo", "reason"],
    },
    "/api/inquiry-order/ina/changeConfirm": {
      token: seller,
      body: { orderNo: open.orderNo, lines: [{ lineId: 1, quantity: 2, unitPrice: 1000 }], reason: "Harga naik" },
      required: ["orderNo", "lines", "reason"],
    },
    "/api/inquiry-order/ina/edt/extend": {
      token: seller,
      body: { orderNo: inquiryOrderNo, days: 2, reason: "Menunggu stok" },
      required: ["orderNo", "days", "reason"],
    },
    "/api/inquiry-order/ina/deliveryOrder/print": {
      token: seller,
      body: { orderNos: [inquiryOrderNo] },
      required: ["orderNos"],
    },
    "/api/inquiry-order/ina/deliveryOrder/ship": { token: seller, body: ship, required: Object.keys(ship) },
    "/api/inquiry-order/ina/refund/answer": {
      token: seller,
      body: { refundNo: "RFD-20261120-000001", move: "negotiate", amount: 1000, reason: "Potongan harga" },
      required: ["refundNo", "move", "amount", "reason"],
    },
    "/api/inquiry-order/ina/createIndentLetter": {
      token: seller,
      body: { orderNo: inquiryOrderNo, signaturePhoto: photo, courierName: "JNE", estimatedDelivery: "2027-01-30" },
      required: ["orderNo", "signaturePhoto", "courierName", "estimatedDelivery"],
    },
    "/api/inquiry-order/ina/download": { token: seller, body: { period: "1m" }, required: [] },
    "/api/inquiry-group/ina/deliveryOrder/print": {
      token: seller,
      body: { orderNos: [inquiryOrderNo] },
      required: ["orderNos"],
    },
    "/api/inquiry-group/ina/deliveryOrder/ship": { token: seller, body: ship, required: Object.keys(ship) },
    "/api/buyer/inquiry-order/create": {
      token: () => buyerToken,
      body: {
        inquiryNo: "INQ-20261120-000001",
        paymentMethod: 1,
        tenders: [{ tenderNo: "TND-20261120-000001", offers: [{ offerId: 1, quantity: 1 }] }],
      },
      required: ["inquiryNo", "paymentMethod", "tenders"],
    },
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

const control = fc.constantFrom("\u0001", "\u0007", "\u001b", "\u007f", "\u0085");
const wrongType = fc.oneof(
  fc.constant(null),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  fc.constant({ nested: [1, "x"] }),
);

function breakage(fields: string[], required: string[]) {
  const kinds = [
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
  ];
  return required.length === 0
    ? fc.oneof(...kinds)
    : fc.oneof(
        fc.record({
          kind: fc.constant("missing" as const),
          field: fc.constantFrom(...required),
          value: fc.constant(undefined),
        }),
        ...kinds,
      );
}

test("every inquiry order and group write answers 400 with field errors for a broken field, changing nothing", async () => {
  const before = await fingerprint();
  for (const [url, c] of Object.entries(valid)) {
    await fc.assert(
      fc.asyncProperty(breakage(Object.keys(c.body), c.required), async (b) => {
        const body: Record<string, unknown> = { ...c.body };
        if (b.kind === "missing") delete body[b.field];
        else body[b.field] = b.value;
        const res = await t.call<{ errors: FieldError[] }>(url, body, { token: c.token(), lang: "en-US" });
        expect([url, b.kind, b.field, res.status, res.body.code]).toEqual([url, b.kind, b.field, 200, 400]);
        expect(res.body.data.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 12 },
    );
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
