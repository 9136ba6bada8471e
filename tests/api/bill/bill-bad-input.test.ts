/**
 * Bad input on every bill write endpoint (spec §7 "the API validates every body"): wrong types, missing
 * fields, huge strings, control characters and foreign file keys answer 400 with field errors, and nothing
 * changes (bills, documents, history, orders, activities, downloads). Bodies come from fast-check, each a
 * valid body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import type { BillDetail } from "../../../src/resources/bills/schema";
import { createTestApp, type TestApp } from "../helpers";
import { TEST_PASSWORD, uploadPhoto } from "../order/order-helpers";
import { billForAuthorization } from "./bill-helpers";

let t: TestApp;
let valid: Record<
  string,
  { token: () => string; body: Record<string, unknown>; required: string[]; foreign?: Record<string, unknown>[] }
>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of ["bills", "bill_documents", "bill_events", "orders", "activities", "downloads"]) {
    const res = (await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`),
    )) as unknown as { rows: { h: string }[] };
    hash.update(`${table}:${res.rows[0].h};`);
  }
  return hash.digest("hex");
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const { billNo } = await billForAuthorization(t);
  const admin = await t.login("seller.active");
  const platform = await t.login("platform.admin");
  const special = await t.login("seller.special");
  const detail = await t.call<BillDetail>("/api/bill/ina/detail", { billNo }, { token: admin });
  const documentId = detail.body.data.documents[0].id;
  const fileKey = await uploadPhoto(t, admin);
  const foreignKey = await uploadPhoto(t, special);
  const seller = () => admin;
  const plat = () => platform;
  valid = {
    "/api/bill/ina/document/upload": {
      token: seller,
      body: { billNo, documentId, title: "Faktur pajak", fileKey, description: "FP 010" },
      required: ["billNo", "title", "fileKey"],
      foreign: [{ fileKey: foreignKey }, { documentId: 99_999_999 }],
    },
    "/api/bill/ina/document/submit": { token: seller, body: { billNo }, required: ["billNo"] },
    "/api/bill/ina/download/request": { token: seller, body: { range: "1m" }, required: [] },
    "/api/buyer/bill/pay": {
      token: seller,
      body: { billNo, paymentType: "va-bca" },
      required: ["billNo", "paymentType"],
    },
    "/api/platform/bill/verify": { token: plat, body: { billNo }, required: ["billNo"] },
    "/api/platform/bill/rejectDocuments": {
      token: plat,
      body: { billNo, reason: "Faktur buram" },
      required: ["billNo", "reason"],
    },
    "/api/platform/bill/hold": { token: plat, body: { billNo, reason: "Sengketa" }, required: ["billNo", "reason"] },
    "/api/platform/bill/release": { token: plat, body: { billNo }, required: ["billNo"] },
    "/api/platform/bill/settle": {
      token: plat,
      body: { billNo, paymentNo: "880900000001" },
      required: ["billNo", "paymentNo"],
    },
    "/api/platform/bill/generate": { token: plat, body: { period: "2026-10" }, required: ["period"] },
  };
  // The pay route belongs to the bill's buyer.
  const res = (await t.database.db.execute(
    sql`select u.user_name as "userName" from bills b join users u on u.id = b.buyer_user_id where b.bill_no = ${billNo}`,
  )) as unknown as { rows: { userName: string }[] };
  const buyerToken = await t.login(res.rows[0].userName, TEST_PASSWORD);
  valid["/api/buyer/bill/pay"].token = () => buyerToken;
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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `BIL${s}${c}`),
    }),
  ];
  if (required.length > 0)
    return fc.oneof(
      fc.record({
        kind: fc.constant("missing" as const),
        field: fc.constantFrom(...required),
        value: fc.constant(null),
      }),
      ...kinds,
    );
  return fc.oneof(...kinds);
}

test("every bill write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
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
