/**
 * Bad input on every chat write endpoint (spec §2 message-chat; §7 "the API validates every body"): wrong
 * types, missing fields, huge strings and control characters answer 400 with field errors, and nothing changes
 * (conversations, messages). Bodies come from fast-check, each a valid body with one field broken; a picture
 * naming another shop's upload is refused the same way.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, type TestBuyer, uploadPhoto } from "../order/order-helpers";
import { chatForAuthorization } from "./chat-helpers";

let t: TestApp;
let admin: string;
let buyer: TestBuyer;
let valid: Record<
  string,
  { token: () => string; body: Record<string, unknown>; required: string[]; foreign?: Record<string, unknown>[] }
>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of ["chat_conversations", "chat_messages"]) {
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
  const shop = await activeShop(t);
  buyer = await createBuyer(t, "workshop", shop.regionCodes);
  const { chatBuyerUserId } = await chatForAuthorization(t);
  const started = await t.call<{ conversationId: number }>(
    "/api/buyer/chat/start",
    { shopId: shop.shopId },
    { token: buyer.token },
  );
  const conversationId = started.body.data.conversationId;
  const foreignPhoto = await uploadPhoto(t, await t.login("seller.special"));
  const text = { conversationId, kind: "text", body: "Halo, ada stok?", clientId: "uji-salah-1" };
  valid = {
    "/api/chat/ina/send": {
      token: () => admin,
      body: text,
      required: ["conversationId", "kind", "body", "clientId"],
      foreign: [{ kind: "image", body: undefined, payload: { fileKey: foreignPhoto } }],
    },
    "/api/chat/ina/read": { token: () => admin, body: { conversationId }, required: ["conversationId"] },
    "/api/chat/ina/start": { token: () => admin, body: { buyerUserId: chatBuyerUserId }, required: ["buyerUserId"] },
    "/api/buyer/chat/start": { token: () => buyer.token, body: { shopId: shop.shopId }, required: ["shopId"] },
    "/api/buyer/chat/send": {
      token: () => buyer.token,
      body: { ...text, kind: "sticker", body: "thanks" },
      required: ["conversationId", "kind", "body", "clientId"],
    },
    "/api/buyer/chat/read": { token: () => buyer.token, body: { conversationId }, required: ["conversationId"] },
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
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `uji${s}${c}`),
    }),
  );
}

test("every chat write endpoint answers 400 with field errors for a broken field, changing nothing", async () => {
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
    for (const over of c.foreign ?? []) {
      const res = await t.call<{ errors: FieldError[] }>(
        url,
        { ...c.body, ...over },
        { token: c.token(), lang: "en-US" },
      );
      expect([url, Object.keys(over), res.body.code]).toEqual([url, Object.keys(over), 400]);
      expect(res.body.data.errors.map((e) => e.path)).toEqual(["payload.fileKey"]);
    }
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
