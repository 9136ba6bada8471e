/**
 * Bad input on every customer write endpoint (spec §7 "the API validates every body"; README choices
 * "customer", "credit hold", "multi-account"): wrong types, missing fields, huge strings and control
 * characters answer 400 with field errors, and nothing changes. Bodies come from fast-check, each a valid
 * body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, createProduct, placeOrder } from "../order/order-helpers";
import { customerBody } from "./customer-helpers";

let t: TestApp;
let valid: Record<string, { token: () => string; body: Record<string, unknown>; required: string[] }>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of [
    "customers",
    "customer_discounts",
    "customer_info_changes",
    "linked_accounts",
    "orders",
    "order_events",
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
  const workshop = await createBuyer(t, "workshop", shop.regionCodes, {
    partnershipShopId: shop.shopId,
    creditLimit: 1,
  });
  const priority = await createBuyer(t, "priority", shop.regionCodes);
  const branch = await createBuyer(t, "ordinary", shop.regionCodes);
  const fresh = await createBuyer(t, "ordinary", shop.regionCodes);
  const created = await t.call<{ id: number }>("/api/customer/ina/create", customerBody(workshop.userName), {
    token: admin,
  });
  const customerId = created.body.data.id;
  const p = await createProduct(t, shop);
  const held = await placeOrder(t, workshop, shop.shopId, [{ itemId: p.id, quantity: 1 }], 2);
  const change = await t.call<{ id: number }>(
    "/api/buyer/customer/infoChange/create",
    { shopId: shop.shopId, changes: { companyName: "Bengkel Baru" } },
    { token: workshop.token },
  );
  const discount = { type: 1, rate: 50, startDate: "2027-01-01", endDate: "2027-01-31" };
  const seller = () => admin;
  const fields = customerBody(fresh.userName);
  valid = {
    "/api/customer/ina/create": {
      token: seller,
      body: fields,
      required: ["buyer", "companyCategory", "companyName", "contactPerson", "contactPhone"],
    },
    "/api/customer/ina/update": {
      token: seller,
      body: { ...customerBody(""), buyer: undefined, id: customerId },
      required: ["id", "companyCategory", "companyName", "contactPerson", "contactPhone"],
    },
    "/api/customer/ina/discount/add": {
      token: seller,
      body: { customerId, discount },
      required: ["customerId", "discount"],
    },
    "/api/customer/ina/discount/delete": {
      token: seller,
      body: { customerId, discountId: 1 },
      required: ["customerId", "discountId"],
    },
    "/api/customer/ina/discount/multipleSet": {
      token: seller,
      body: { customerIds: [customerId], discount },
      required: ["customerIds", "discount"],
    },
    "/api/customer/ina/infoChange/approve": { token: seller, body: { id: change.body.data.id }, required: ["id"] },
    "/api/customer/ina/infoChange/reject": {
      token: seller,
      body: { id: change.body.data.id, reason: "Dokumen belum lengkap" },
      required: ["id", "reason"],
    },
    "/api/order/ina/releaseCreditHold": { token: seller, body: { orderNo: held }, required: ["orderNo"] },
    "/api/buyer/customer/infoChange/create": {
      token: () => workshop.token,
      body: { shopId: shop.shopId, changes: { contactPerson: "Agus Salim" } },
      required: ["shopId", "changes"],
    },
    "/api/buyer/account/add": {
      token: () => priority.token,
      body: { userName: branch.userName },
      required: ["userName"],
    },
    "/api/buyer/account/remove": {
      token: () => priority.token,
      body: { userName: branch.userName },
      required: ["userName"],
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
  fc.constant(-1.5),
);

function breakage(fields: string[], required: string[]) {
  return fc.oneof(
    fc.record({ kind: fc.constant("missing" as const), field: fc.constantFrom(...required) }),
    fc.record({ kind: fc.constant("wrongType" as const), field: fc.constantFrom(...required), value: wrongType }),
    fc.record({
      kind: fc.constant("huge" as const),
      field: fc.constantFrom(...fields),
      value: fc.integer({ min: 5_000, max: 20_000 }).map((n) => "x".repeat(n)),
    }),
    fc.record({
      kind: fc.constant("control" as const),
      field: fc.constantFrom(...fields),
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `A${s}${c}`),
    }),
  );
}

test("every customer write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
  const before = await fingerprint();
  for (const [url, c] of Object.entries(valid)) {
    // Fields whose every string is wrong (free-text fields accept most strings; the schema owns them).
    const fields = c.required;
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
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
