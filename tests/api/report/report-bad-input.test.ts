/**
 * Bad input on every report-ticket write endpoint (spec §7 "the API validates every body"): wrong types,
 * missing fields, huge strings, control characters and too many attachments answer 400 with field errors;
 * another shop's upload as an attachment answers 400 on its path; ids of nothing answer 404; and nothing
 * changes (tickets, messages, activity, messages to the shop). Bodies come from fast-check, each a valid body
 * with one field broken.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import * as schema from "../../../server/db/schema";
import type { FieldError } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { uploadPhoto } from "../order/order-helpers";

let t: TestApp;
let valid: Record<
  string,
  {
    token: string;
    body: Record<string, unknown>;
    required: string[];
    foreign: { over: Record<string, unknown>; code: number }[];
  }
>;

async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const table of ["report_tickets", "report_ticket_messages", "activities", "system_messages"]) {
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
  const special = await t.login("seller.special");
  const info = await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: seller });
  const [ticket] = await t.database.db
    .select({ id: schema.reportTickets.id })
    .from(schema.reportTickets)
    .where(eq(schema.reportTickets.shopId, info.body.data.shopId))
    .orderBy(schema.reportTickets.id)
    .limit(1);
  const photo = await uploadPhoto(t, seller);
  const foreignPhoto = await uploadPhoto(t, special);
  const many = [photo, ...(await Promise.all([1, 2, 3].map(() => uploadPhoto(t, seller))))];
  const missing = { over: { ticketId: 99_999_999 }, code: 404 };
  valid = {
    "/api/report/ina/create": {
      token: seller,
      body: { subject: "Subjek sah", detail: "Detail sah", attachments: [photo] },
      required: ["subject", "detail"],
      foreign: [
        { over: { attachments: [foreignPhoto] }, code: 400 },
        { over: { attachments: many }, code: 400 },
        { over: { attachments: [photo, photo] }, code: 400 },
      ],
    },
    "/api/report/ina/sendMessage": {
      token: seller,
      body: { ticketId: ticket.id, content: "Pesan sah", attachments: [photo] },
      required: ["ticketId", "content"],
      foreign: [missing, { over: { attachments: [foreignPhoto] }, code: 400 }],
    },
    "/api/platform/report/reply": {
      token: platform,
      body: { ticketId: ticket.id, content: "Jawaban sah" },
      required: ["ticketId", "content"],
      foreign: [missing, { over: { attachments: [foreignPhoto] }, code: 400 }],
    },
    "/api/platform/report/close": {
      token: platform,
      body: { ticketId: ticket.id },
      required: ["ticketId"],
      foreign: [missing],
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
      value: fc.integer({ min: 2_001, max: 20_000 }).map((n) => "x".repeat(n)),
    }),
    fc.record({
      kind: fc.constant("control" as const),
      field: fc.constantFrom(...fields),
      value: fc.tuple(fc.string({ maxLength: 5 }), control).map(([s, c]) => `Isi ${s}${c}`),
    }),
  );
}

test("every report write endpoint answers 400 for a broken field and 404 for an id of nothing (400 for a foreign attachment), changing nothing", async () => {
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
    for (const { over, code } of c.foreign) {
      const res = await t.call(url, { ...c.body, ...over }, { token: c.token, lang: "en-US" });
      expect([url, Object.keys(over), res.body.code]).toEqual([url, Object.keys(over), code]);
    }
  }
  expect(await fingerprint()).toBe(before);
}, 240_000);
