/**
 * Bad input on every recap write endpoint (spec §5 'Please Fill Value and Reason', §7 "the API validates
 * every body"): wrong types, missing fields, huge strings, control characters and a line of another recap
 * answer 400 with field errors, and nothing changes (recaps, lines, history, orders, activity). Bodies come
 * from fast-check, each a valid body with one field broken; disputed lines get any mix of value and reason
 * where one is missing.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import type { RecapDetail } from "../../../src/resources/recaps/schema";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, orderForAuthorization, type TestBuyer } from "../order/order-helpers";
import { settlementForAuthorization } from "./settlement-helpers";

let t: TestApp;
let admin: string;
let platform: string;
let buyer: TestBuyer;
let recapNo: string;
let lineId: number;
let valid: Record<string, { token: () => string; body: Record<string, unknown>; required: string[] }>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of ["recaps", "recap_lines", "recap_events", "orders", "activities"]) {
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
  const { doNo } = await orderForAuthorization(t);
  recapNo = (await settlementForAuthorization(t, doNo)).recapNo;
  const d = await t.call<RecapDetail>("/api/recap/ina/detail", { recapNo }, { token: admin });
  lineId = d.body.data.lines[0].lineId;
  valid = {
    "/api/recap/ina/modify": {
      token: () => admin,
      body: { recapNo, lines: [{ lineId, value: 25_000, reason: "Tarif kurir salah" }] },
      required: ["recapNo", "lines"],
    },
    "/api/recap/ina/confirm": { token: () => admin, body: { recapNo }, required: ["recapNo"] },
    "/api/buyer/recap/accept": { token: () => buyer.token, body: { recapNo }, required: ["recapNo"] },
    "/api/buyer/recap/reject": { token: () => buyer.token, body: { recapNo }, required: ["recapNo"] },
    "/api/platform/recap/process": { token: () => platform, body: { recapNo }, required: ["recapNo"] },
    "/api/platform/recap/pay": { token: () => platform, body: { recapNo }, required: ["recapNo"] },
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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `RCP${s}${c}`),
    }),
  );
}

test("every recap write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
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
      { numRuns: 15 },
    );
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);

test("a disputed line missing its value or its reason, or naming a line of no recap, is refused field by field", async () => {
  const before = await fingerprint();
  const line = fc.record(
    {
      value: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 1_000_000 })),
      reason: fc.oneof(fc.constant(""), fc.constant("   "), fc.constant("Berat paket salah")),
    },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(
      line.filter((l) => l.value === undefined || l.value === null || !l.reason?.trim()),
      async (l) => {
        const res = await t.call<{ errors: FieldError[] }>(
          "/api/recap/ina/modify",
          { recapNo, lines: [{ lineId, ...l }] },
          { token: admin, lang: "en-US" },
        );
        expect(res.body.code).toBe(400);
        const missing = [
          ...(l.value === undefined || l.value === null ? ["lines.0.value"] : []),
          ...(!l.reason?.trim() ? ["lines.0.reason"] : []),
        ];
        expect(res.body.data.errors).toEqual(
          missing.map((path) => ({ path, message: "Please Fill Value and Reason" })),
        );
      },
    ),
    { numRuns: 30 },
  );
  const foreign = await t.call<{ errors: FieldError[] }>(
    "/api/recap/ina/modify",
    { recapNo, lines: [{ lineId: 99_999_999, value: 1_000, reason: "Tarif kurir salah" }] },
    { token: admin, lang: "en-US" },
  );
  expect([foreign.body.code, foreign.body.data.errors]).toEqual([
    400,
    [{ path: "lines.0.lineId", message: "This line is not on the recap" }],
  ]);
  const none = await t.call<{ errors: FieldError[] }>(
    "/api/recap/ina/modify",
    { recapNo, lines: [] },
    { token: admin, lang: "en-US" },
  );
  expect(none.body.code).toBe(400);
  expect(await fingerprint()).toBe(before);
}, 120_000);
