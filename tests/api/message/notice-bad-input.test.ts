/**
 * Bad input on every notice write endpoint (spec §3 custom and broadcast notices; §7): wrong types, missing
 * fields, huge strings, control characters and foreign ids answer 400 with field errors (or not found for an
 * id the caller does not reach), and nothing changes. Bodies come from fast-check, each a valid body with
 * one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, type TestBuyer } from "../order/order-helpers";

let t: TestApp;
let seller: string;
let platform: string;
let buyer: TestBuyer;
let valid: Record<string, { token: () => string; body: Record<string, unknown>; required: string[] }>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of ["custom_notices", "broadcast_notices", "broadcast_notice_reads", "system_messages"]) {
    const res = (await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`),
    )) as unknown as { rows: { h: string }[] };
    hash.update(`${table}:${res.rows[0].h};`);
  }
  return hash.digest("hex");
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
  platform = await t.login("platform.admin");
  const shop = await activeShop(t);
  buyer = await createBuyer(t, "ordinary", shop.regionCodes);
  const sent = await t.call<{ messageId: number }>(
    "/api/buyer/message/custom/send",
    { shopId: shop.shopId, notes: "Halo" },
    { token: buyer.token },
  );
  const notice = await t.call<{ notificationId: number }>(
    "/api/platform/notification/create",
    { type: 1, title: "Info", summary: "Info" },
    { token: platform },
  );
  const now = t.now().getTime();
  valid = {
    "/api/buyer/message/custom/send": {
      token: () => buyer.token,
      body: { shopId: shop.shopId, notes: "Stok masih ada?", url: "/commodity/list" },
      required: ["shopId", "notes"],
    },
    "/api/message/custom/hasRead": {
      token: () => seller,
      body: { messageId: sent.body.data.messageId },
      required: ["messageId"],
    },
    "/api/notification/custom/markAsRead": {
      token: () => seller,
      body: { notificationId: notice.body.data.notificationId },
      required: ["notificationId"],
    },
    "/api/platform/notification/create": {
      token: () => platform,
      body: {
        type: 2,
        title: "Promo",
        summary: "Promo akhir tahun",
        url: "/home",
        shopId: shop.shopId,
        startTime: new Date(now + 60_000).toISOString(),
        endTime: new Date(now + 3_600_000).toISOString(),
      },
      required: ["type", "title", "summary"],
    },
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

const control = fc.constantFrom("\u0001", "\u0007", "\u001b", "\u007f");
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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `N${s}${c}`),
    }),
  );
}

test("every notice write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
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
      { numRuns: 20 },
    );
  }
  // Never another site: an absolute or protocol-relative url is refused.
  for (const url of ["https://evil.example/x", "//evil.example", "javascript:alert(1)"]) {
    const res = await t.call(
      "/api/buyer/message/custom/send",
      { ...valid["/api/buyer/message/custom/send"].body, url },
      {
        token: buyer.token,
      },
    );
    expect([url, res.body.code]).toEqual([url, 400]);
  }
  // Ids nobody reaches: not found.
  for (const [url, body] of [
    ["/api/message/custom/hasRead", { messageId: 99_999_999 }],
    ["/api/notification/custom/markAsRead", { notificationId: 99_999_999 }],
    ["/api/buyer/message/custom/send", { shopId: 99_999_999, notes: "Halo" }],
  ] as const) {
    const token = url.startsWith("/api/buyer") ? buyer.token : seller;
    expect([url, (await t.call(url, body, { token })).body.code]).toEqual([url, 404]);
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
