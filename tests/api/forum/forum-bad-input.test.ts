/**
 * Bad input on every forum write endpoint (spec §5, §7 "the API validates every body"): wrong types, missing
 * fields, huge strings and control characters answer 400 with field errors; ids of nothing (or of another
 * shop) answer 404; and nothing changes (posts, replies, activity, messages). Bodies come from fast-check,
 * each a valid body with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { and, eq, sql } from "drizzle-orm";
import * as schema from "../../../server/db/schema";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let valid: Record<
  string,
  { token: string; body: Record<string, unknown>; required: string[]; foreign: Record<string, unknown>[] }
>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of ["forum_posts", "forum_replies", "activities", "system_messages"]) {
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
  const buyer = await t.login("buyer.priority");
  const info = await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: seller });
  const [item] = await t.database.db
    .select({ id: schema.items.id })
    .from(schema.items)
    .where(and(eq(schema.items.shopId, info.body.data.shopId), eq(schema.items.reviewStatus, 5)))
    .limit(1);
  const [post] = await t.database.db
    .select({ id: schema.forumPosts.id })
    .from(schema.forumPosts)
    .where(eq(schema.forumPosts.shopId, info.body.data.shopId))
    .limit(1);
  valid = {
    "/api/forum/ina/reply/add": {
      token: seller,
      body: { postId: post.id, content: "Jawaban yang sah" },
      required: ["postId", "content"],
      foreign: [{ postId: 99_999_999 }],
    },
    "/api/forum/ina/post/watch": {
      token: seller,
      body: { postId: post.id },
      required: ["postId"],
      foreign: [{ postId: 99_999_999 }],
    },
    "/api/buyer/forum/post/add": {
      token: buyer,
      body: { itemId: item.id, content: "Pertanyaan yang sah" },
      required: ["itemId", "content"],
      foreign: [{ itemId: 99_999_999 }],
    },
    "/api/buyer/forum/reply/add": {
      token: buyer,
      body: { postId: post.id, content: "Balasan yang sah" },
      required: ["postId", "content"],
      foreign: [{ postId: 99_999_999 }],
    },
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

const control = fc.constantFrom("\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\u0085");
const wrongType = fc.oneof(
  fc.constant(null),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  fc.constant({ nested: [1, "x"] }),
  fc.constant(2 ** 40),
  fc.constant(-1),
  fc.constant(1.5),
);

/** One broken field of a valid body. */
function breakage(fields: string[], required: string[]) {
  return fc.oneof(
    fc.record({ kind: fc.constant("missing" as const), field: fc.constantFrom(...required) }),
    fc.record({ kind: fc.constant("wrongType" as const), field: fc.constantFrom(...fields), value: wrongType }),
    fc.record({
      kind: fc.constant("huge" as const),
      field: fc.constantFrom(...fields),
      value: fc.integer({ min: 1_001, max: 20_000 }).map((n) => "x".repeat(n)),
    }),
    fc.record({
      kind: fc.constant("control" as const),
      field: fc.constantFrom(...fields),
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `Isi ${s}${c}`),
    }),
  );
}

test("every forum write endpoint answers 400 for a broken field and 404 for an id of nothing, changing nothing", async () => {
  const before = await fingerprint();
  for (const [url, c] of Object.entries(valid)) {
    const fields = Object.keys(c.body);
    await fc.assert(
      fc.asyncProperty(breakage(fields, c.required), async (b) => {
        const body: Record<string, unknown> = { ...c.body };
        if (b.kind === "missing") delete body[b.field];
        else body[b.field] = b.value;
        const res = await t.call<{ errors: FieldError[] }>(url, body, { token: c.token, lang: "en-US" });
        // A body with U+0000 is refused by the body guard before the schema (400 all the same).
        expect([url, b.kind, b.field, res.status, res.body.code]).toEqual([url, b.kind, b.field, 200, 400]);
      }),
      { numRuns: 20 },
    );
    for (const over of c.foreign) {
      const res = await t.call(url, { ...c.body, ...over }, { token: c.token, lang: "en-US" });
      expect([url, Object.keys(over), res.body.code]).toEqual([url, Object.keys(over), 404]);
    }
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
