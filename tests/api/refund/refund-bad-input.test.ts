/**
 * Bad input on every refund write endpoint (spec §7 "the API validates every body", §5 "Refund"): wrong
 * types, missing fields, huge strings, control characters, foreign ids and amounts above the caps answer
 * 400 with field errors, and nothing changes (requests, their lines and history, orders, lines, stock,
 * messages, activity). Bodies come from fast-check, each a valid body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct } from "../order/order-helpers";
import { applyBody, must, orderAt, refundBuyer } from "./refund-helpers";

let t: TestApp;
let valid: Record<
  string,
  { token: () => string; body: Record<string, unknown>; required: string[]; foreign?: Record<string, unknown>[] }
>;

/** Rows of every table a refund write touches, hashed. */
async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of [
    "refunds",
    "refund_items",
    "refund_events",
    "orders",
    "order_items",
    "order_events",
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
  const platform = await t.login("platform.admin");
  const shop = await activeShop(t);
  const buyer = await refundBuyer(t, shop);
  const other = await refundBuyer(t, shop);
  const p = await createProduct(t, shop, { stockNum: 50, price: 100_000 });
  const open = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 4 }], "sent");
  const free = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 4 }], "sent");
  const toShip = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 4 }], "sent");
  const line = (o: { lineIds: number[] }) => [{ lineId: o.lineIds[0], quantity: 1 }];
  const { refundNo } = await must<{ refundNo: string }>(
    t,
    "/api/buyer/refund/apply",
    applyBody(open.orderNo, buyer.photo, line(open)),
    buyer.token,
  );
  const returned = await must<{ refundNo: string }>(
    t,
    "/api/buyer/refund/apply",
    applyBody(toShip.orderNo, buyer.photo, line(toShip), { method: 2 }),
    buyer.token,
  );
  await must(t, "/api/refund/ina/approve", { refundNo: returned.refundNo }, admin);
  const seller = () => admin;
  const asBuyer = () => buyer.token;
  const answer = { refundNo, amount: 50_000, reason: "Kemasan sudah dibuka" };
  valid = {
    "/api/refund/ina/approve": { token: seller, body: { refundNo }, required: ["refundNo"] },
    "/api/refund/ina/negotiate": {
      token: seller,
      body: answer,
      required: ["refundNo", "amount", "reason"],
      foreign: [{ amount: 100_000 }, { amount: 100_001 }],
    },
    "/api/refund/ina/reject": {
      token: seller,
      body: answer,
      required: ["refundNo", "amount", "reason"],
      foreign: [{ amount: 100_001 }],
    },
    "/api/refund/ina/confirmReceipt": { token: seller, body: { refundNo }, required: ["refundNo"] },
    "/api/buyer/refund/apply": {
      token: asBuyer,
      body: applyBody(free.orderNo, buyer.photo, line(free)),
      required: ["orderNo", "method", "receiptStatus", "reason", "note", "photos", "items"],
      foreign: [
        { photos: [other.photo] },
        { items: [{ lineId: open.lineIds[0], quantity: 1 }] },
        { items: [{ lineId: free.lineIds[0], quantity: 5 }] },
        { productAmount: 100_001 },
        { deliveryFeeAmount: 999_999_999 },
        { receiptStatus: 0, method: 2 },
      ],
    },
    "/api/buyer/refund/accept": { token: asBuyer, body: { refundNo }, required: ["refundNo"] },
    "/api/buyer/refund/decline": { token: asBuyer, body: { refundNo }, required: ["refundNo"] },
    "/api/buyer/refund/cancel": { token: asBuyer, body: { refundNo }, required: ["refundNo"] },
    "/api/buyer/refund/ship": {
      token: asBuyer,
      body: { refundNo: returned.refundNo, courierName: "JNE", deliveryNo: "JNE-12345", photo: buyer.photo },
      required: ["refundNo", "courierName", "deliveryNo", "photo"],
      foreign: [{ photo: other.photo }],
    },
    "/api/platform/refund/settle": { token: () => platform, body: { refundNo }, required: ["refundNo"] },
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

const control = fc.constantFrom("\u0001", "\u0007", "\u001b", "\u007f", "\u0085");
/** A value of the wrong JSON type for any field (fields are strings, numbers or arrays). */
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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `RFD${s}${c}`),
    }),
  );
}

test("every refund write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
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
