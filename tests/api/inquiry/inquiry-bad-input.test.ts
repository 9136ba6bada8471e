/**
 * Bad input on every inquiry and tender write endpoint (spec §7 "the API validates every body"): wrong types,
 * missing fields, huge strings, control characters and foreign ids (another shop's product, a part of another
 * inquiry, a reply to a comment of another tender) answer 400 with field errors, and nothing changes
 * (inquiries, parts, passes, tenders, offers, history, discussion, messages, activity). Bodies come from
 * fast-check, each a valid body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { ne, sql } from "drizzle-orm";
import { items } from "../../../server/db/schema/item";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { createInquiry, inquiryBody, inquiryBuyer, offer, sellerWithBrands, tenderBody } from "./inquiry-helpers";

let t: TestApp;
let valid: Record<
  string,
  { token: () => string; body: Record<string, unknown>; required: string[]; foreign?: Record<string, unknown>[] }
>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of [
    "inquiries",
    "inquiry_parts",
    "inquiry_passes",
    "tenders",
    "tender_offers",
    "tender_events",
    "tender_comments",
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
  const shopId = await sellerWithBrands(t);
  const admin = await t.login("seller.active");
  const buyer = await inquiryBuyer(t);
  const open = await createInquiry(t, buyer);
  const other = await createInquiry(t, buyer);
  const tendered = await createInquiry(t, buyer);
  const res = await t.call<{ tenderNo: string }>(
    "/api/inquiry/ina/tender",
    tenderBody(tendered.inquiryNo, tendered.partIds),
    { token: admin },
  );
  const tenderNo = res.body.data.tenderNo;
  const [foreignItem] = await t.database.db
    .select({ id: items.id })
    .from(items)
    .where(ne(items.shopId, shopId))
    .limit(1);
  const seller = () => admin;
  const asBuyer = () => buyer.token;
  const fields = {
    offers: [offer(open.partIds[0])],
    shippingMethod: "courier",
    deliveryFee: 25_000,
    freeShipment: false,
    notes: "Stok siap",
  };
  valid = {
    "/api/inquiry/ina/pass": { token: seller, body: { inquiryNo: open.inquiryNo }, required: ["inquiryNo"] },
    "/api/inquiry/ina/undoPass": { token: seller, body: { inquiryNo: open.inquiryNo }, required: ["inquiryNo"] },
    "/api/inquiry/ina/tender": {
      token: seller,
      body: { inquiryNo: open.inquiryNo, ...fields, submit: true },
      required: ["inquiryNo", "offers", "shippingMethod", "deliveryFee"],
      foreign: [
        { offers: [offer(other.partIds[0])] },
        ...(foreignItem ? [{ offers: [offer(open.partIds[0], { itemId: foreignItem.id })] }] : []),
      ],
    },
    "/api/tender/ina/modify": {
      token: seller,
      body: { tenderNo, ...fields, offers: [offer(tendered.partIds[0])] },
      required: ["tenderNo", "offers", "shippingMethod", "deliveryFee"],
      foreign: [{ offers: [offer(open.partIds[0])] }],
    },
    "/api/tender/ina/submit": { token: seller, body: { tenderNo }, required: ["tenderNo"] },
    "/api/tender/ina/discussion/add": {
      token: seller,
      body: { tenderNo, body: "Stok tersedia di gudang" },
      required: ["tenderNo", "body"],
      foreign: [{ parentId: 99_999_999 }],
    },
    "/api/buyer/inquiry/create": {
      token: asBuyer,
      body: inquiryBody(t),
      required: ["carBrandName", "carModel", "carYear", "deadline", "receiver", "parts"],
      foreign: [{ parts: [{ partName: "Bumper", quantity: 1, categoryId: "vp-no-such" }] }],
    },
    "/api/buyer/inquiry/closeOffers": { token: asBuyer, body: { inquiryNo: open.inquiryNo }, required: ["inquiryNo"] },
    "/api/buyer/inquiry/cancel": { token: asBuyer, body: { inquiryNo: open.inquiryNo }, required: ["inquiryNo"] },
    "/api/buyer/tender/choose": { token: asBuyer, body: { tenderNo }, required: ["tenderNo"] },
    "/api/buyer/tender/notPurchase": { token: asBuyer, body: { tenderNo }, required: ["tenderNo"] },
    "/api/buyer/tender/discussion/add": {
      token: asBuyer,
      body: { tenderNo, body: "Mohon info stok" },
      required: ["tenderNo", "body"],
      foreign: [{ parentId: 99_999_999 }],
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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `INQ${s}${c}`),
    }),
  );
}

test("every inquiry and tender write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
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
