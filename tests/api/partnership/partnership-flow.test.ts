/**
 * Partnerships through the API (spec §4 "Partnership" actions request, accept, reject; §5 "Partnership";
 * §1 term and agreement with addendum): the seller's /api/partnership/ina/*, the buyer's
 * /api/buyer/partnership/* and the platform's /api/platform/partnership/*, on the seeded demo marketplace.
 * Every move of PARTNERSHIP_MOVES allowed and refused (a property over random action sequences), the rules
 * (limit above max, settlement date, reason), addenda and their sweep, "only own" scoping. Refusals are
 * checked to leave the partnership unchanged.
 */
import fc from "fast-check";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canMovePartnership, PARTNERSHIP_MOVES, type PartnershipMove } from "../../../src/domain/partnership";
import type { PartnershipStatus } from "../../../src/domain/request";
import type { Page } from "../../../src/domain/wire";
import type {
  AddendumRow,
  PartnershipDetail,
  PartnershipRow,
  PartnershipTabCounts,
} from "../../../src/resources/partnerships/schema";
import { positions } from "../../../server/db/schema/access";
import { users } from "../../../server/db/schema/auth";
import { customers } from "../../../server/db/schema/customer";
import { systemMessages } from "../../../server/db/schema/message";
import { partnershipEvents, partnerships } from "../../../server/db/schema/partnership";
import { JOBS } from "../../../server/jobs/scheduler";
import { hashPassword } from "../../../server/modules/user/password";
import { DEMO_PASSWORD } from "../../../server/seed/demo";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";
import { activePartnership, customerBuyer, must, REASON, TERMS } from "./partnership-helpers";

const REQUEST = "/api/partnership/ina/request";
const DETAIL = "/api/partnership/ina/detail";
const PAGE = "/api/partnership/ina/page";
const COUNTS = "/api/partnership/ina/counts";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
const tok: Record<string, string> = {};
let shopId: number;
let adminUserId: number;

async function row(id: number) {
  const [p] = await t.database.db.select().from(partnerships).where(eq(partnerships.id, id));
  return p;
}

async function subAccount(userName: string, authorities: string[], dataListPermission: 1 | 2) {
  const db = t.database.db;
  const [position] = await db
    .insert(positions)
    .values({ shopId, name: `Uji ${userName}`.slice(0, 20), authorities, dataListPermission })
    .returning();
  const [u] = await db
    .insert(users)
    .values({
      userName,
      passwordHash: await hashPassword(sha256Hex(DEMO_PASSWORD)),
      nickName: userName,
      role: "seller",
      shopId,
      isMainAdmin: false,
      positionId: position.id,
    })
    .returning({ id: users.id });
  return { token: await t.login(userName), userId: u.id };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [tok.seller, tok.special, tok.platform] = await Promise.all([
    t.login("seller.active"),
    t.login("seller.special"),
    t.login("platform.admin"),
  ]);
  const [u] = await t.database.db
    .select({ id: users.id, shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  adminUserId = u.id;
  shopId = u.shopId as number;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("a partnership from the seller's proposal to active", () => {
  it("walks waitingBuyer -> waitingPlatform -> active with history, messages and the max set by the platform", async () => {
    const { buyer, customerId } = await customerBuyer(t);
    const proposed = await t.call<PartnershipDetail>(REQUEST, { ...TERMS, customerId }, { token: tok.seller });
    expect(proposed.body.data).toMatchObject({
      status: "waitingBuyer",
      agreementType: "unconfirmed",
      creditLimit: 20_000_000,
      partConditions: [1, 2],
      settlementDate: "2026-12-01",
      customerId,
      moves: [],
      events: [{ move: "sellerRequest", fromStatus: null, toStatus: "waitingBuyer" }],
    });
    const id = proposed.body.data.id;

    const accepted = await t.call<{ status: string; agreementType: string; moves: string[] }>(
      "/api/buyer/partnership/accept",
      { id },
      { token: buyer.token },
    );
    expect(accepted.body.data).toMatchObject({ status: "waitingPlatform", agreementType: "confirmed", moves: [] });
    const [msg] = await t.database.db
      .select()
      .from(systemMessages)
      .where(and(eq(systemMessages.userId, adminUserId), eq(systemMessages.type, "partnership.accepted")))
      .orderBy(desc(systemMessages.id))
      .limit(1);
    expect(msg.url).toBe(`/customer/partnershipDetail?id=${id}`);

    const queue = await t.call<Page<{ id: number; storeName: string }>>(
      "/api/platform/partnership/page",
      { pageNo: 1, pageSize: 50 },
      { token: tok.platform },
    );
    expect(queue.body.data.data.map((r) => r.id)).toContain(id);

    // The platform's max is below the proposed limit: the limit is clamped to it.
    const active = await t.call<PartnershipDetail>(
      "/api/platform/partnership/accept",
      { id, maxCreditLimit: 15_000_000 },
      { token: tok.platform },
    );
    expect(active.body.data).toMatchObject({
      status: "active",
      maxCreditLimit: 15_000_000,
      creditLimit: 15_000_000,
      creditUsed: 0,
      creditAvailable: 15_000_000,
      limitHistory: [{ previousLimit: 0, newLimit: 15_000_000, source: "initial", reference: null }],
      operations: ["suspend", "block"],
    });
    expect(active.body.data.events.map((e) => e.move)).toEqual(["sellerRequest", "buyerAccept", "platformAccept"]);
    expect(active.body.data.limitHistory[0].changedByName).toEqual(expect.any(String));
  });

  it("walks the buyer's application: waitingSupplier, the seller accepts (settlement date set), the platform rejects", async () => {
    const { buyer } = await customerBuyer(t);
    const applied = await t.call<{ id: number; status: string }>(
      "/api/buyer/partnership/request",
      { shopId, reason: REASON },
      { token: buyer.token },
    );
    expect(applied.body.data.status).toBe("waitingSupplier");
    const id = applied.body.data.id;
    const [msg] = await t.database.db
      .select()
      .from(systemMessages)
      .where(and(eq(systemMessages.userId, adminUserId), eq(systemMessages.type, "partnership.applied")))
      .limit(1);
    expect(msg).toBeDefined();
    const seen = await t.call<PartnershipDetail>(DETAIL, { id }, { token: tok.seller });
    expect(seen.body.data.moves).toEqual(["sellerAccept", "sellerReject"]);
    const accepted = await t.call<PartnershipDetail>("/api/partnership/ina/accept", { id }, { token: tok.seller });
    expect(accepted.body.data).toMatchObject({ status: "waitingPlatform", settlementDate: "2026-11-20" });
    const rejected = await t.call<PartnershipDetail>(
      "/api/platform/partnership/reject",
      { id, reason: "Dokumen usaha pembeli belum lengkap." },
      { token: tok.platform },
    );
    expect(rejected.body.data).toMatchObject({ status: "inactive", agreementType: "unconfirmed" });
    expect(rejected.body.data.events.at(-1)).toMatchObject({
      move: "platformReject",
      reason: "Dokumen usaha pembeli belum lengkap.",
    });
    // It never ran: the buyer may apply again.
    const again = await t.call<{ status: string }>(
      "/api/buyer/partnership/request",
      { shopId, reason: REASON },
      { token: buyer.token },
    );
    expect(again.body.data.status).toBe("waitingSupplier");
  });
});

/** The actions of the property: each move through its own route and actor. */
type Action = PartnershipMove;

describe("every move of PARTNERSHIP_MOVES, allowed and refused", () => {
  it("follows the table over random action sequences (seller, buyer, platform); refusals change nothing", async () => {
    const call = async (move: Action, id: number | null, ctx: { token: string; customerId: number }) => {
      switch (move) {
        case "sellerRequest":
          return t.call<{ id: number }>(REQUEST, { ...TERMS, customerId: ctx.customerId }, { token: tok.seller });
        case "buyerRequest":
          return t.call<{ id: number }>(
            "/api/buyer/partnership/request",
            { shopId, reason: REASON },
            { token: ctx.token },
          );
        case "sellerAccept":
          return t.call("/api/partnership/ina/accept", { id }, { token: tok.seller });
        case "sellerReject":
          return t.call("/api/partnership/ina/reject", { id, reason: REASON }, { token: tok.seller });
        case "buyerAccept":
          return t.call("/api/buyer/partnership/accept", { id }, { token: ctx.token });
        case "buyerReject":
          return t.call("/api/buyer/partnership/reject", { id, reason: REASON }, { token: ctx.token });
        case "platformAccept":
          return t.call(
            "/api/platform/partnership/accept",
            { id, maxCreditLimit: 30_000_000 },
            { token: tok.platform },
          );
        case "platformReject":
          return t.call("/api/platform/partnership/reject", { id, reason: REASON }, { token: tok.platform });
      }
    };
    const moves = Object.keys(PARTNERSHIP_MOVES) as Action[];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...moves), { minLength: 1, maxLength: 8 }), async (actions) => {
        const { buyer, customerId } = await customerBuyer(t);
        let id: number | null = null;
        let status: PartnershipStatus | null = null;
        let ran = false;
        for (const move of actions) {
          const isRequest = move === "sellerRequest" || move === "buyerRequest";
          if (!isRequest && id === null) continue;
          const allowed = isRequest
            ? status === null || (status === "inactive" && !ran)
            : canMovePartnership(move, status as PartnershipStatus, PARTNERSHIP_MOVES[move].by);
          const before = id === null ? null : await row(id);
          const res = await call(move, id, { token: buyer.token, customerId });
          if (allowed) {
            expect([move, status, res.body.success]).toEqual([move, status, true]);
            id ??= (res.body.data as { id: number }).id;
            status = PARTNERSHIP_MOVES[move].to;
            if (status === "active") ran = true;
            expect((await row(id)).status).toBe(status);
          } else {
            expect([move, status, res.body.code]).toEqual([move, status, 409]);
            expect(res.body.message).toMatch(
              isRequest
                ? "Kemitraan dengan pelanggan ini sudah berjalan"
                : /^Kemitraan ini tidak dapat diproses sekarang \(status: /,
            );
            if (id !== null) expect(await row(id)).toEqual(before);
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it("answers another shop's partnership id like a missing one, and a buyer another buyer's", async () => {
    const { id } = await activePartnership(t, { seller: tok.seller, platform: tok.platform });
    const missing = await t.call(DETAIL, { id: 99_999_999 }, { token: tok.special });
    const foreign = await t.call(DETAIL, { id }, { token: tok.special });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ success: false, code: 404, message: "Kemitraan tidak ditemukan" });
    expect((await t.call("/api/partnership/ina/accept", { id }, { token: tok.special })).body.code).toBe(404);
    const { buyer: stranger } = await customerBuyer(t);
    expect((await t.call("/api/buyer/partnership/detail", { id }, { token: stranger.token })).body.code).toBe(404);
  });
});

describe("rules", () => {
  it("refuses a proposal above the platform's max credit limit on a partnership that never ran", async () => {
    const { buyer, customerId } = await customerBuyer(t);
    const p = await must<PartnershipDetail>(t, REQUEST, { ...TERMS, customerId }, tok.seller);
    await must(t, "/api/buyer/partnership/reject", { id: p.id, reason: REASON }, buyer.token);
    await t.database.db.update(partnerships).set({ maxCreditLimit: 25_000_000 }).where(eq(partnerships.id, p.id));
    const before = await row(p.id);
    const res = await t.call<{ errors: { path: string; message: string }[] }>(
      REQUEST,
      { ...TERMS, customerId, creditLimit: 25_000_001 },
      { token: tok.seller },
    );
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.data.errors).toEqual([
      { path: "creditLimit", message: "Limit kredit baru tidak boleh melebihi limit kredit maksimal" },
    ]);
    expect(await row(p.id)).toEqual(before);
    const ok = await t.call<PartnershipDetail>(
      REQUEST,
      { ...TERMS, customerId, creditLimit: 25_000_000 },
      { token: tok.seller },
    );
    expect(ok.body.data.status).toBe("waitingBuyer");
  });

  it("requires the settlement date, and refuses a request for a running partnership", async () => {
    const { customerId } = await customerBuyer(t);
    const { settlementDate: _d, ...noDate } = TERMS;
    const res = await t.call<{ errors: { path: string }[] }>(REQUEST, { ...noDate, customerId }, { token: tok.seller });
    expect(res.body.code).toBe(400);
    expect(res.body.data.errors.map((e) => e.path)).toEqual(["settlementDate"]);
    const [n] = await t.database.db
      .select({ n: count() })
      .from(partnerships)
      .innerJoin(
        customers,
        and(eq(customers.shopId, partnerships.shopId), eq(customers.buyerUserId, partnerships.buyerUserId)),
      )
      .where(eq(customers.id, customerId));
    expect(n.n).toBe(0);
    const active = await activePartnership(t, { seller: tok.seller, platform: tok.platform });
    const again = await t.call(REQUEST, { ...TERMS, customerId: active.customerId }, { token: tok.seller });
    expect(again.body).toMatchObject({
      success: false,
      code: 409,
      message: "Kemitraan dengan pelanggan ini sudah berjalan",
    });
  });

  it.each([
    ["seller", "/api/partnership/ina/reject"],
    ["buyer", "/api/buyer/partnership/reject"],
    ["platform", "/api/platform/partnership/reject"],
  ])("the %s's reject never takes an empty or blank reason", async (_who, url) => {
    const { buyer } = await customerBuyer(t);
    const p = await must<{ id: number }>(t, "/api/buyer/partnership/request", { shopId, reason: REASON }, buyer.token);
    const token = url.includes("/buyer/") ? buyer.token : url.includes("/platform/") ? tok.platform : tok.seller;
    const before = await row(p.id);
    for (const reason of ["", "          ", undefined]) {
      const res = await t.call<{ errors: { path: string }[] }>(url, { id: p.id, reason }, { token });
      expect(res.body.code).toBe(400);
      expect(res.body.data.errors.map((e) => e.path)).toEqual(["reason"]);
    }
    expect(await row(p.id)).toEqual(before);
  });
});

describe("addenda (spec §1)", () => {
  it("refuses an effective date before today and a tempo change before the buyer applied, then applies an accepted one once on its date", async () => {
    const { buyer, id } = await activePartnership(t, { seller: tok.seller, platform: tok.platform });
    const draft = {
      partnershipId: id,
      title: "Perubahan tempo",
      body: "Tempo pembayaran menjadi 45 hari kerja sejak tanggal berlaku.",
      effectiveDate: "2026-11-25",
      changes: { tempoWorkdays: 45, settlementPeriod: 2 },
    };
    const before = await row(id);
    const past = await t.call<{ errors: { path: string; message: string }[] }>(
      "/api/partnership/ina/addendum/create",
      { ...draft, effectiveDate: "2026-11-19" },
      { token: tok.seller },
    );
    expect(past.body.data.errors).toEqual([
      { path: "effectiveDate", message: "Tanggal berlaku tidak boleh sebelum hari ini" },
    ]);
    const tempo = await t.call("/api/partnership/ina/addendum/create", draft, { token: tok.seller });
    expect(tempo.body).toMatchObject({
      success: false,
      code: 409,
      message: "Tempo pembayaran belum dapat diatur sebelum pembeli mengajukan layanan",
    });
    expect(await row(id)).toEqual(before);

    await must(t, "/api/buyer/partnership/applyTempo", { id }, buyer.token);
    const a = await must<AddendumRow>(t, "/api/partnership/ina/addendum/create", draft, tok.seller);
    expect(a).toMatchObject({
      addendumNo: `ADD-${id}-1`,
      status: 1,
      changes: { tempoWorkdays: 45, settlementPeriod: 2 },
    });
    expect((await row(id)).agreementType).toBe("unconfirmed");
    const unconfirmed = await t.call<Page<PartnershipRow>>(
      PAGE,
      { pageNo: 1, pageSize: 100, tab: "unconfirmed" },
      { token: tok.seller },
    );
    expect(unconfirmed.body.data.data.map((r) => r.id)).toContain(id);

    expect(
      (await t.call<AddendumRow>("/api/buyer/partnership/addendum/accept", { id: a.id }, { token: buyer.token })).body
        .data.status,
    ).toBe(2);
    expect((await row(id)).agreementType).toBe("confirmed");
    // Accepted: no longer the seller's to withdraw, nor the buyer's to decide again.
    expect(
      (await t.call("/api/partnership/ina/addendum/withdraw", { id: a.id }, { token: tok.seller })).body,
    ).toMatchObject({
      code: 409,
      message: "Adendum ini tidak dapat diproses sekarang",
    });
    expect(
      (await t.call("/api/buyer/partnership/addendum/reject", { id: a.id }, { token: buyer.token })).body.code,
    ).toBe(409);

    const sweep = JOBS.find((j) => j.name === "partnership-addenda-apply");
    if (!sweep) throw new Error("the addenda sweep is not a scheduler job");
    const ctx = { timers: {} as never };
    expect(await sweep.run(t.database.db, t.now(), ctx)).toEqual([]);
    expect((await row(id)).tempoWorkdays).toBe(30);
    const effective = new Date(t.now().getTime() + 5 * DAY);
    expect(await sweep.run(t.database.db, effective, ctx)).toEqual([a.addendumNo]);
    expect(await sweep.run(t.database.db, effective, ctx)).toEqual([]);
    expect(await sweep.run(t.database.db, new Date(effective.getTime() + DAY), ctx)).toEqual([]);
    expect(await row(id)).toMatchObject({ tempoWorkdays: 45, settlementPeriod: 2 });
    const applied = await t.database.db
      .select()
      .from(partnershipEvents)
      .where(and(eq(partnershipEvents.partnershipId, id), eq(partnershipEvents.move, "addendum:apply")));
    expect(applied).toHaveLength(1);
    const detail = await must<PartnershipDetail>(t, DETAIL, { id }, tok.seller);
    expect(detail.addenda[0]).toMatchObject({ status: 4, appliedTime: expect.any(String) });
  });

  it("withdraws or rejects a waiting addendum, the agreement confirmed again once none waits", async () => {
    const { buyer, id } = await activePartnership(t, { seller: tok.seller, platform: tok.platform });
    const draft = {
      partnershipId: id,
      title: "Klausul",
      body: "Perubahan klausul pengiriman barang.",
      effectiveDate: "2026-11-20",
    };
    const a1 = await must<AddendumRow>(t, "/api/partnership/ina/addendum/create", draft, tok.seller);
    const a2 = await must<AddendumRow>(t, "/api/partnership/ina/addendum/create", draft, tok.seller);
    expect(a2.addendumNo).toBe(`ADD-${id}-2`);
    await must(t, "/api/partnership/ina/addendum/withdraw", { id: a1.id }, tok.seller);
    expect((await row(id)).agreementType).toBe("unconfirmed");
    const rejected = await must<AddendumRow>(t, "/api/buyer/partnership/addendum/reject", { id: a2.id }, buyer.token);
    expect(rejected.status).toBe(3);
    expect((await row(id)).agreementType).toBe("confirmed");
    expect(
      (await t.call("/api/buyer/partnership/addendum/accept", { id: a2.id }, { token: buyer.token })).body.code,
    ).toBe(409);
  });

  it("keeps the agreement of a buyer's application unconfirmed until the buyer confirms it", async () => {
    const { buyer } = await customerBuyer(t);
    const p = await must<{ id: number }>(t, "/api/buyer/partnership/request", { shopId, reason: REASON }, buyer.token);
    await must(t, "/api/partnership/ina/accept", { id: p.id }, tok.seller);
    await must(t, "/api/platform/partnership/accept", { id: p.id, maxCreditLimit: 10_000_000 }, tok.platform);
    expect((await row(p.id)).agreementType).toBe("unconfirmed");
    const confirmed = await must<{ agreementType: string }>(
      t,
      "/api/buyer/partnership/confirmAgreement",
      { id: p.id },
      buyer.token,
    );
    expect(confirmed.agreementType).toBe("confirmed");
  });
});

describe("lists and 'only own'", () => {
  it("tabs and counts agree, and an 'only own' position sees only the customers it manages", async () => {
    const own = await subAccount(
      "uji.kemitraan.own",
      ["partnerships.list", "partnerships.show", "partnerships.accept"],
      2,
    );
    const mine = await activePartnership(
      t,
      { seller: tok.seller, platform: tok.platform },
      { managerUserId: own.userId },
    );
    const other = await activePartnership(t, { seller: tok.seller, platform: tok.platform });

    const list = await t.call<Page<PartnershipRow>>(PAGE, { pageNo: 1, pageSize: 100 }, { token: own.token });
    expect(list.body.data.data.map((r) => r.id)).toEqual([mine.id]);
    expect((await t.call(DETAIL, { id: other.id }, { token: own.token })).body.code).toBe(404);
    expect((await t.call(DETAIL, { id: mine.id }, { token: own.token })).body.success).toBe(true);
    const ownCounts = await t.call<PartnershipTabCounts>(COUNTS, {}, { token: own.token });
    expect(ownCounts.body.data).toMatchObject({ all: 1, active: 1, waiting: 0 });

    const counts = (await t.call<PartnershipTabCounts>(COUNTS, {}, { token: tok.seller })).body.data;
    for (const tab of ["all", "active", "inactive", "blacklist", "waiting", "unconfirmed"] as const) {
      const page = await t.call<Page<PartnershipRow>>(PAGE, { pageNo: 1, pageSize: 1, tab }, { token: tok.seller });
      expect([tab, page.body.data.rowCount]).toEqual([tab, counts[tab]]);
    }
    expect(counts.all).toBe(counts.active + counts.inactive + counts.blacklist + counts.waiting);
    const byKeyword = await t.call<Page<PartnershipRow>>(
      PAGE,
      { pageNo: 1, pageSize: 10, keyword: mine.buyer.userName },
      { token: tok.seller },
    );
    expect(byKeyword.body.data.data.map((r) => r.id)).toEqual([mine.id]);
    expect((await t.call<PartnershipTabCounts>(COUNTS, {}, { token: tok.special })).body.data.all).toBe(0);
  });
});
