/**
 * Bad input on every partnership write endpoint (spec §7 "the API validates every body"; seller, buyer and
 * platform sides): wrong types, missing fields, huge strings and control characters answer 400 with field
 * errors, and nothing changes (partnerships, their events, limit history, addenda, customers, messages,
 * activity). Bodies come from fast-check, each a valid body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { activePartnership, customerBuyer, must, REASON, TERMS } from "./partnership-helpers";

let t: TestApp;
let valid: Record<string, { token: () => string; body: Record<string, unknown>; required: string[] }>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of [
    "partnerships",
    "partnership_events",
    "partnership_limit_history",
    "partnership_addenda",
    "customers",
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
  const seller = await t.login("seller.active");
  const platform = await t.login("platform.admin");
  const tokens = { seller, platform };
  const fresh = await customerBuyer(t);
  const applied = await customerBuyer(t);
  const p = await must<{ id: number }>(
    t,
    "/api/buyer/partnership/request",
    { shopId: fresh.shopId, reason: REASON },
    applied.buyer.token,
  );
  const proposed = await customerBuyer(t);
  const q = await must<{ id: number }>(
    t,
    "/api/partnership/ina/request",
    { ...TERMS, customerId: proposed.customerId },
    seller,
  );
  const active = await activePartnership(t, tokens);
  const a = await must<{ id: number }>(
    t,
    "/api/partnership/ina/addendum/create",
    {
      partnershipId: active.id,
      title: "Adendum",
      body: "Isi adendum yang cukup panjang.",
      effectiveDate: "2026-12-01",
    },
    seller,
  );
  const asSeller = () => seller;
  const asBuyer = () => active.buyer.token;
  const asProposed = () => proposed.buyer.token;
  valid = {
    "/api/partnership/ina/request": {
      token: asSeller,
      body: { ...TERMS, customerId: fresh.customerId },
      required: ["customerId", "creditLimit", "partConditions", "settlementPeriod", "settlementDate"],
    },
    "/api/partnership/ina/accept": { token: asSeller, body: { id: p.id }, required: ["id"] },
    "/api/partnership/ina/reject": { token: asSeller, body: { id: p.id, reason: REASON }, required: ["id", "reason"] },
    "/api/partnership/ina/addendum/create": {
      token: asSeller,
      body: {
        partnershipId: active.id,
        title: "Adendum kedua",
        body: "Isi adendum kedua yang cukup panjang.",
        effectiveDate: "2026-12-01",
        changes: { partConditions: [1] },
      },
      required: ["partnershipId", "title", "body", "effectiveDate"],
    },
    "/api/partnership/ina/addendum/withdraw": { token: asSeller, body: { id: a.id }, required: ["id"] },
    "/api/buyer/partnership/request": {
      token: () => fresh.buyer.token,
      body: { shopId: fresh.shopId, reason: REASON },
      required: ["shopId", "reason"],
    },
    "/api/buyer/partnership/accept": { token: asProposed, body: { id: q.id }, required: ["id"] },
    "/api/buyer/partnership/reject": {
      token: asProposed,
      body: { id: q.id, reason: REASON },
      required: ["id", "reason"],
    },
    "/api/buyer/partnership/applyTempo": { token: asBuyer, body: { id: active.id }, required: ["id"] },
    "/api/buyer/partnership/confirmAgreement": { token: asBuyer, body: { id: active.id }, required: ["id"] },
    "/api/buyer/partnership/addendum/accept": { token: asBuyer, body: { id: a.id }, required: ["id"] },
    "/api/buyer/partnership/addendum/reject": { token: asBuyer, body: { id: a.id }, required: ["id"] },
    "/api/platform/partnership/accept": {
      token: () => platform,
      body: { id: q.id, maxCreditLimit: 10_000_000 },
      required: ["id", "maxCreditLimit"],
    },
    "/api/platform/partnership/reject": {
      token: () => platform,
      body: { id: q.id, reason: REASON },
      required: ["id", "reason"],
    },
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

const control = fc.constantFrom("\u0001", "\u0007", "\u001b", "\u007f", "\u0085");
const wrongType = fc.oneof(
  fc.constant(null),
  fc.constant(true),
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
      value: fc.integer({ min: 5_001, max: 20_000 }).map((n) => "x".repeat(n)),
    }),
    fc.record({
      kind: fc.constant("control" as const),
      field: fc.constantFrom(...fields),
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `Teks${s}${c}`),
    }),
  );
}

test("every partnership write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
  const before = await fingerprint();
  for (const [url, c] of Object.entries(valid)) {
    // `changes` is an object whose unknown keys are dropped: its fields are checked through the addendum's own cases.
    const fields = Object.keys(c.body).filter((f) => f !== "changes");
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
  }
  for (const changes of [
    { tempoWorkdays: 0 },
    { tempoWorkdays: 181 },
    { partConditions: [4] },
    { settlementPeriod: 3 },
  ]) {
    const c = valid["/api/partnership/ina/addendum/create"];
    const res = await t.call<{ errors: FieldError[] }>(
      "/api/partnership/ina/addendum/create",
      { ...c.body, changes },
      { token: c.token() },
    );
    expect([changes, res.body.code]).toEqual([changes, 400]);
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
