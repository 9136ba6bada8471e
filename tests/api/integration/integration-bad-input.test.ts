/**
 * Bad input on every integration write endpoint (spec §7 "the API validates every body"): wrong types,
 * missing fields, huge strings and control characters answer 400 with field errors, and nothing changes
 * (keys, webhooks, deliveries, stock source, products, activity). Bodies come from fast-check, each a valid
 * body with one field broken. The integration API (/api/open/v1/*) answers the same envelope with HTTP 400.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { webhookDeliveries } from "../../../server/db/schema/integration";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct } from "../order/order-helpers";
import { openCall } from "./integration-helpers";

let t: TestApp;
let admin: string;
let key: string;
let valid: Record<string, { open?: boolean; body: Record<string, unknown>; required: string[]; nullable?: string[] }>;

/** Rows of every table an integration write touches, hashed (a key's last use is bookkeeping, left out). */
async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  const queries = [
    "select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from (select id, name, key_hash, permissions, revoke_time from secret_keys) x",
    ...["webhooks", "webhook_deliveries", "stock_sync_settings", "items", "activities"].map(
      (table) => `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`,
    ),
  ];
  for (const q of queries) {
    const res = (await t.database.db.execute(sql.raw(q))) as unknown as { rows: { h: string }[] };
    hash.update(`${res.rows[0].h};`);
  }
  return hash.digest("hex");
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  const shop = await activeShop(t);
  const product = await createProduct(t, shop, { stockType: 3 });
  const made = await t.call<{ id: number; key: string }>(
    "/api/integration/ina/key/create",
    { name: "Uji", permissions: ["create", "update", "syncStock"] },
    { token: admin },
  );
  key = made.body.data.key;
  const hook = await t.call<{ id: number }>(
    "/api/integration/ina/webhook/create",
    { url: "https://erp.example.com/hook", events: ["order.created"] },
    { token: admin },
  );
  const [delivery] = await t.database.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.shopId, shop.shopId))
    .limit(1);
  valid = {
    "/api/integration/ina/key/create": {
      body: { name: "ERP", permissions: ["create"] },
      required: ["name", "permissions"],
    },
    "/api/integration/ina/key/revoke": { body: { id: made.body.data.id }, required: ["id"] },
    "/api/integration/ina/webhook/create": {
      body: { url: "https://erp.example.com/hook2", events: ["order.paid"] },
      required: ["url", "events"],
    },
    "/api/integration/ina/webhook/update": {
      body: { id: hook.body.data.id, url: "https://erp.example.com/x", events: ["ping"], enabled: true },
      required: ["id"],
    },
    "/api/integration/ina/webhook/delete": { body: { id: hook.body.data.id }, required: ["id"] },
    "/api/integration/ina/webhook/test": { body: { id: hook.body.data.id }, required: ["id"] },
    "/api/integration/ina/delivery/replay": { body: { id: delivery.id }, required: ["id"] },
    "/api/stock/ina/syncSource/set": {
      body: { sourceUrl: "https://erp.example.com/stock" },
      required: ["sourceUrl"],
      // null clears the source: a valid value.
      nullable: ["sourceUrl"],
    },
    "/api/open/v1/stock/sync": { open: true, body: { items: [{ itemId: product.id, stock: 5 }] }, required: ["items"] },
    "/api/open/v1/product/create": { open: true, body: { partNo: "ERP1", itemName: "X" }, required: ["partNo"] },
    "/api/open/v1/product/update": { open: true, body: { itemId: product.id, partNo: "ERP1" }, required: ["partNo"] },
  };
}, 120_000);
afterAll(() => t.close());

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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `https://a.b/${s}${c}`),
    }),
  );
}

test("every integration write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
  const before = await fingerprint();
  for (const [url, c] of Object.entries(valid)) {
    const fields = Object.keys(c.body);
    await fc.assert(
      fc.asyncProperty(breakage(fields, c.required), async (b) => {
        fc.pre(!(b.kind === "wrongType" && b.value === null && c.nullable?.includes(b.field)));
        const body: Record<string, unknown> = { ...c.body };
        if (b.kind === "missing") delete body[b.field];
        else body[b.field] = b.value;
        const res = c.open
          ? await openCall<{ errors: FieldError[] }>(t, url, key, body)
          : await t.call<{ errors: FieldError[] }>(url, body, { token: admin, lang: "en-US" });
        expect([url, b.kind, b.field, res.status, res.body.code]).toEqual([
          url,
          b.kind,
          b.field,
          c.open ? 400 : 200,
          400,
        ]);
        expect(res.body.data.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 15 },
    );
  }
  // A plain-http receiver elsewhere than this machine, and an empty event list, are refused too.
  for (const body of [
    { url: "http://erp.example.com/hook", events: ["order.paid"] },
    { url: "https://erp.example.com/hook", events: [] },
    { url: "https://user:pw@erp.example.com/hook", events: ["order.paid"] },
  ]) {
    const res = await t.call("/api/integration/ina/webhook/create", body, { token: admin, lang: "en-US" });
    expect(res.body.code).toBe(400);
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
