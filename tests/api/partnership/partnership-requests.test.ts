/**
 * Partnerships and their request tickets (spec §4 "Partnership", §5 "Partnership", §8 'Permintaan gagal, ...'):
 * suspend / unsuspend and block / unblock refused while a prior one is pending (the §8 text in id-ID), a tempo
 * refused until the buyer applied for the service, and the history a platform-confirmed ticket writes (credit
 * limit history with the ticket as reference; events `ticket:<kind>`).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartnershipDetail } from "../../../src/resources/partnerships/schema";
import type { RequestTicket } from "../../../src/resources/requests/schema";
import { partnerships } from "../../../server/db/schema/partnership";
import { createTestApp, type TestApp } from "../helpers";
import { activePartnership, must, PENDING_ID, REASON } from "./partnership-helpers";

const CREATE = "/api/request/ina/create";
const CONFIRM = "/api/platform/request/confirm";
const DETAIL = "/api/partnership/ina/detail";

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [tok.seller, tok.platform] = await Promise.all([t.login("seller.active"), t.login("platform.admin")]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const create = (body: Record<string, unknown>) => t.call<RequestTicket>(CREATE, body, { token: tok.seller });

describe("prior-pending refusal (spec §4, §8)", () => {
  it.each([
    ["suspend", "suspend", "unsuspend"],
    ["block", "block", "unblock"],
  ] as const)(
    "refuses any %s ticket while one is pending, and shows it pending on the detail",
    async (kind, op, opposite) => {
      const { buyer, id } = await activePartnership(t, tok as { seller: string; platform: string });
      const first = await create({ kind, buyerUserId: buyer.userId, operation: op, reason: REASON });
      expect(first.body.success).toBe(true);
      const detail = await must<PartnershipDetail>(t, DETAIL, { id }, tok.seller);
      expect(detail.pendingRequests).toEqual([kind]);
      expect(detail.operations).not.toContain(op);
      for (const operation of [op, opposite]) {
        const res = await create({ kind, buyerUserId: buyer.userId, operation, reason: REASON });
        expect(res.body).toEqual({ success: false, code: 409, message: PENDING_ID, data: null });
      }
      // Once the platform decided, the next one is accepted again.
      await must(
        t,
        "/api/platform/request/reject",
        { id: first.body.data.id, note: "Belum diperlukan." },
        tok.platform,
      );
      expect((await create({ kind, buyerUserId: buyer.userId, operation: op, reason: REASON })).body.success).toBe(
        true,
      );
    },
  );
});

describe("term of payment (spec §5)", () => {
  it("refuses a tempo ticket until the buyer applied for the service", async () => {
    const { buyer, id } = await activePartnership(t, tok as { seller: string; platform: string });
    const before = await t.database.db.select().from(partnerships).where(eq(partnerships.id, id));
    const refused = await create({ kind: "tempo", buyerUserId: buyer.userId, requestedTempo: 45, reason: REASON });
    expect(refused.body).toMatchObject({
      success: false,
      code: 409,
      message: "Tempo pembayaran belum dapat diatur sebelum pembeli mengajukan layanan",
    });
    expect(await t.database.db.select().from(partnerships).where(eq(partnerships.id, id))).toEqual(before);
    await must(t, "/api/buyer/partnership/applyTempo", { id }, buyer.token);
    const ok = await create({ kind: "tempo", buyerUserId: buyer.userId, requestedTempo: 45, reason: REASON });
    expect(ok.body.data).toMatchObject({ kind: "tempo", baseTempo: 30, requestedTempo: 45 });
  });
});

describe("history of confirmed tickets", () => {
  it("writes the limit history (source request, the ticket as reference) and the events of confirmed tickets", async () => {
    const { buyer, id } = await activePartnership(t, tok as { seller: string; platform: string }, {
      maxCreditLimit: 60_000_000,
    });
    const above = await create({
      kind: "creditLimit",
      buyerUserId: buyer.userId,
      requestedLimit: 60_000_001,
      reason: REASON,
    });
    expect(above.body).toMatchObject({ success: false, code: 400 });
    const ticket = await create({
      kind: "creditLimit",
      buyerUserId: buyer.userId,
      requestedLimit: 40_000_000,
      reason: REASON,
    });
    t.advance(60 * 60 * 1000);
    await must(t, CONFIRM, { id: ticket.body.data.id, confirmedLimit: 35_000_000, note: "" }, tok.platform);
    const suspend = await create({ kind: "suspend", buyerUserId: buyer.userId, operation: "suspend", reason: REASON });
    await must(t, CONFIRM, { id: suspend.body.data.id, note: "" }, tok.platform);

    const detail = await must<PartnershipDetail>(t, DETAIL, { id }, tok.seller);
    expect(detail.limitHistory).toEqual([
      {
        previousLimit: 20_000_000,
        newLimit: 35_000_000,
        source: "request",
        reference: ticket.body.data.number,
        changedByName: expect.any(String),
        changeTime: "2026-11-20 11:00:00",
      },
      expect.objectContaining({ previousLimit: 0, newLimit: 20_000_000, source: "initial" }),
    ]);
    expect(detail.events.slice(-2)).toEqual([
      expect.objectContaining({ move: "ticket:creditLimit", fromStatus: "active", toStatus: "active", reason: REASON }),
      expect.objectContaining({ move: "ticket:suspend", fromStatus: "active", toStatus: "inactive" }),
    ]);
    expect(detail).toMatchObject({ status: "inactive", creditLimit: 35_000_000, operations: ["unsuspend", "block"] });
    // A rejected ticket writes no history.
    const again = await create({
      kind: "creditLimit",
      buyerUserId: buyer.userId,
      requestedLimit: 50_000_000,
      reason: REASON,
    });
    await must(t, "/api/platform/request/reject", { id: again.body.data.id, note: "Belum dapat." }, tok.platform);
    expect((await must<PartnershipDetail>(t, DETAIL, { id }, tok.seller)).limitHistory).toHaveLength(2);
  });
});
