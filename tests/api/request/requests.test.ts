/**
 * Request tickets (issue 3 part 6): the seller's /api/request/ina/* calls and the platform's
 * /api/platform/request/*, on the seeded demo marketplace. Refusals are checked to leave the tickets and
 * the partnerships unchanged.
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../src/domain/wire";
import type { PartnerOption, RequestTicket } from "../../../src/resources/requests/schema";
import { activities, positions } from "../../../server/db/schema/access";
import { users } from "../../../server/db/schema/auth";
import { systemMessages } from "../../../server/db/schema/message";
import { partnerships, requestTickets } from "../../../server/db/schema/partnership";
import { shops } from "../../../server/db/schema/shop";
import { hashPassword } from "../../../server/modules/user/password";
import { DEMO_PASSWORD } from "../../../server/seed/demo";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";

const PAGE = "/api/request/ina/page";
const DETAIL = "/api/request/ina/detail";
const CREATE = "/api/request/ina/create";
const PARTNERS = "/api/request/ina/partners";
const P_PAGE = "/api/platform/request/page";
const P_PROCESS = "/api/platform/request/process";
const P_CONFIRM = "/api/platform/request/confirm";
const P_REJECT = "/api/platform/request/reject";
const PENDING_ID = "Permintaan gagal, silahkan menunggu hingga proses permintaan sebelumnya selesai terlebih dahulu";

let t: TestApp;
const tok: Record<string, string> = {};
const buyer: Record<"workshop" | "rental" | "insurance", number> = { workshop: 0, rental: 0, insurance: 0 };
let shopId: number;
let ownerUserId: number;

const REASON = "Pelanggan ini berkembang pesat dan selalu membayar tepat waktu.";

async function subAccount(userName: string, authorities: string[], dataListPermission: 1 | 2): Promise<string> {
  const db = t.database.db;
  const [position] = await db
    .insert(positions)
    .values({ shopId, name: `Uji ${userName}`.slice(0, 20), authorities, dataListPermission })
    .returning();
  await db.insert(users).values({
    userName,
    passwordHash: await hashPassword(sha256Hex(DEMO_PASSWORD)),
    nickName: userName,
    role: "seller",
    shopId,
    isMainAdmin: false,
    positionId: position.id,
  });
  return t.login(userName);
}

/** Every ticket and partnership row, to show a refused call changed nothing. */
async function snapshot() {
  const db = t.database.db;
  const [tickets, parts, [acts]] = await Promise.all([
    db.select().from(requestTickets).orderBy(asc(requestTickets.id)),
    db.select().from(partnerships).orderBy(asc(partnerships.id)),
    db.select({ n: count() }).from(activities),
  ]);
  return { tickets, parts, activities: acts.n };
}

async function partnership(buyerUserId: number) {
  const [p] = await t.database.db
    .select()
    .from(partnerships)
    .where(and(eq(partnerships.shopId, shopId), eq(partnerships.buyerUserId, buyerUserId)));
  return p;
}

const create = (body: Record<string, unknown>, token = tok.seller, lang?: string) =>
  t.call<RequestTicket>(CREATE, body, { token, lang });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [tok.seller, tok.special, tok.platform] = await Promise.all([
    t.login("seller.active"),
    t.login("seller.special"),
    t.login("platform.admin"),
  ]);
  const db = t.database.db;
  const [u] = await db
    .select({ id: users.id, shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  ownerUserId = u.id;
  shopId = u.shopId as number;
  for (const key of Object.keys(buyer) as (keyof typeof buyer)[]) {
    const [b] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, `buyer.${key}`));
    buyer[key] = b.id;
  }
  tok.none = await subAccount("uji.req.none", ["products.list"], 1);
  tok.suspendOnly = await subAccount("uji.req.suspend", ["requests.list", "requests.suspend"], 1);
  tok.formOnly = await subAccount("uji.req.form", ["requests.tempo"], 1);
  tok.own = await subAccount("uji.req.own", ["requests.list", "requests.block"], 2);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("who may call", () => {
  const seller = [PAGE, DETAIL, CREATE, PARTNERS];
  const platform = [P_PAGE, P_PROCESS, P_CONFIRM, P_REJECT];

  it.each([...seller, ...platform])("%s refuses an anonymous caller with the login-timeout code", async (url) => {
    const res = await t.call(url, { id: 1, pageNo: 1, pageSize: 10 });
    expect(res.body).toMatchObject({ success: false, code: 987654321 });
  });

  it.each(platform)("%s refuses a seller (platform only)", async (url) => {
    const before = await snapshot();
    expect((await t.call(url, { id: 1, note: "x" }, { token: tok.seller })).body.code).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each(seller)("%s refuses the platform admin and a sub-account without any request authority", async (url) => {
    const before = await snapshot();
    const body = {
      id: 1,
      pageNo: 1,
      pageSize: 10,
      kind: "tempo",
      buyerUserId: buyer.workshop,
      requestedTempo: 20,
      reason: REASON,
    };
    expect((await t.call(url, body, { token: tok.platform })).body.code).toBe(403);
    const res = await t.call(url, body, { token: tok.none });
    expect(res.body).toMatchObject({
      success: false,
      code: 403,
      message: "Maaf, Anda tidak dapat mengakses menu ini, silakan hubungi admin utama untuk mendapatkan akses.",
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("/api/request/ina/partners", () => {
  it("answers the shop's partner buyers with their current terms and pending kinds", async () => {
    const res = await t.call<PartnerOption[]>(PARTNERS, {}, { token: tok.seller });
    expect(res.body.success).toBe(true);
    const byName = new Map(res.body.data.map((p) => [p.buyerName, p]));
    expect([...byName.keys()].sort()).toEqual([
      "Bengkel Sumber Rejeki",
      "CV Maju Motor Prioritas",
      "PT Asuransi Mitra Sentosa",
      "Trans Rental Jaya",
    ]);
    expect(byName.get("Bengkel Sumber Rejeki")).toMatchObject({
      buyerUserId: buyer.workshop,
      status: "active",
      creditLimit: 50_000_000,
      maxCreditLimit: 100_000_000,
      tempoWorkdays: 30,
      partConditions: [1, 2],
      pendingKinds: [],
    });
    expect(byName.get("Trans Rental Jaya")?.pendingKinds).toEqual(["tempo"]);
    expect(byName.get("PT Asuransi Mitra Sentosa")?.status).toBe("inactive");
  });

  it("is open to a position holding only one form, and shows another shop none of them", async () => {
    expect((await t.call<PartnerOption[]>(PARTNERS, {}, { token: tok.formOnly })).body.data).toHaveLength(4);
    expect((await t.call<PartnerOption[]>(PARTNERS, {}, { token: tok.special })).body.data).toEqual([]);
  });
});

describe("/api/request/ina/page and detail", () => {
  it("lists the seeded tickets newest first with WIB times, and filters by kind, status and buyer", async () => {
    const res = await t.call<Page<RequestTicket>>(PAGE, { pageNo: 1, pageSize: 10 }, { token: tok.seller });
    expect(res.body.data.rowCount).toBe(2);
    const [tempo, limit] = res.body.data.data;
    expect(tempo).toMatchObject({
      kind: "tempo",
      status: 1,
      result: null,
      baseTempo: 45,
      requestedTempo: 60,
      buyerName: "Trans Rental Jaya",
      storeName: expect.any(String),
    });
    expect(tempo.number).toBe("REQ-20261119-0001");
    expect(limit).toMatchObject({
      kind: "creditLimit",
      status: 2,
      result: "confirmed",
      baseLimit: 30_000_000,
      requestedLimit: 50_000_000,
      confirmedLimit: 50_000_000,
    });
    expect(limit.requestTime).toBe("2026-11-10 10:00:00");
    expect(limit.confirmTime).toBe("2026-11-12 10:00:00");
    const only = async (body: Record<string, unknown>) =>
      (
        await t.call<Page<RequestTicket>>(PAGE, { pageNo: 1, pageSize: 10, ...body }, { token: tok.seller })
      ).body.data.data.map((r) => r.kind);
    expect(await only({ kind: "creditLimit" })).toEqual(["creditLimit"]);
    expect(await only({ status: 1 })).toEqual(["tempo"]);
    expect(await only({ buyerUserId: buyer.workshop })).toEqual(["creditLimit"]);
    expect(await only({ buyerUserId: buyer.insurance })).toEqual([]);
  });

  it("shows another shop none of them, and its detail call answers not found like a missing id", async () => {
    expect(
      (await t.call<Page<RequestTicket>>(PAGE, { pageNo: 1, pageSize: 10 }, { token: tok.special })).body.data.rowCount,
    ).toBe(0);
    const [seeded] = await t.database.db.select({ id: requestTickets.id }).from(requestTickets).limit(1);
    expect((await t.call<RequestTicket>(DETAIL, { id: seeded.id }, { token: tok.seller })).body.data.id).toBe(
      seeded.id,
    );
    const missing = await t.call(DETAIL, { id: 999_999 }, { token: tok.special });
    expect((await t.call(DETAIL, { id: seeded.id }, { token: tok.special })).body).toEqual(missing.body);
    expect(missing.body).toMatchObject({ success: false, code: 404, message: "Data tidak ditemukan" });
  });

  it.each([
    [PAGE, { pageNo: 0, pageSize: 10 }, "pageNo"],
    [PAGE, { pageNo: 1, pageSize: 10, kind: "refund" }, "kind"],
    [PAGE, { pageNo: 1, pageSize: 10, status: 3 }, "status"],
    [DETAIL, { id: "1" }, "id"],
    [DETAIL, {}, "id"],
  ])("%s refuses %j with a validation envelope", async (url, body, path) => {
    const res = await t.call<{ errors: { path: string }[] }>(url, body, { token: tok.seller });
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.data.errors.map((e) => e.path)).toContain(path);
  });
});

describe("/api/request/ina/create", () => {
  it("creates a credit limit request with the day's first number, records the activity, then refuses a second one with the spec's message", async () => {
    const res = await create({
      kind: "creditLimit",
      buyerUserId: buyer.workshop,
      requestedLimit: 80_000_000,
      reason: REASON,
    });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      number: "REQ-20261120-0001",
      kind: "creditLimit",
      status: 0,
      result: null,
      baseLimit: 50_000_000,
      requestedLimit: 80_000_000,
      maxCreditLimit: 100_000_000,
      confirmedLimit: null,
      requestTime: "2026-11-20 10:00:00",
      confirmTime: null,
      buyerName: "Bengkel Sumber Rejeki",
      requesterName: "Budi Santoso",
    });
    const [act] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.subject, "requests"))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(act).toMatchObject({
      shopId,
      userId: ownerUserId,
      action: "creditLimit",
      recordId: String(res.body.data.id),
    });

    const before = await snapshot();
    const again = await create({
      kind: "creditLimit",
      buyerUserId: buyer.workshop,
      requestedLimit: 90_000_000,
      reason: REASON,
    });
    expect(again.body).toEqual({ success: false, code: 409, message: PENDING_ID, data: null });
    const english = await create(
      { kind: "creditLimit", buyerUserId: buyer.workshop, requestedLimit: 90_000_000, reason: REASON },
      tok.seller,
      "en-US",
    );
    expect(english.body.message).toBe("Request failed, please wait until the previous request has finished processing");
    expect(await snapshot()).toEqual(before);
  });

  it("numbers the shop's next ticket of the day in sequence; other kinds and other buyers are not blocked", async () => {
    const tempo = await create({ kind: "tempo", buyerUserId: buyer.workshop, requestedTempo: 45, reason: REASON });
    expect(tempo.body.data).toMatchObject({ number: "REQ-20261120-0002", baseTempo: 30, requestedTempo: 45 });
    const limit = await create({
      kind: "creditLimit",
      buyerUserId: buyer.rental,
      requestedLimit: 200_000_000,
      reason: REASON,
    });
    expect(limit.body.data.number).toBe("REQ-20261120-0003");
    // The seeded in-progress tempo ticket of Trans Rental Jaya blocks a second one.
    expect(
      (await create({ kind: "tempo", buyerUserId: buyer.rental, requestedTempo: 30, reason: REASON })).body.message,
    ).toBe(PENDING_ID);
  });

  it("refuses a new credit limit above the max credit limit (spec §5), pointing at the field", async () => {
    const before = await snapshot();
    const res = await create({
      kind: "creditLimit",
      buyerUserId: buyer.insurance,
      requestedLimit: 150_000_001,
      reason: REASON,
    });
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect((res.body.data as unknown as { errors: unknown[] }).errors).toEqual([
      { path: "requestedLimit", message: "Limit kredit baru tidak boleh melebihi limit kredit maksimal" },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an operation the partnership's status does not allow, and a change to the current value", async () => {
    const before = await snapshot();
    const unsuspend = await create({
      kind: "suspend",
      buyerUserId: buyer.workshop,
      operation: "unsuspend",
      reason: REASON,
    });
    expect(unsuspend.body).toMatchObject({ success: false, code: 409 });
    const unblock = await create({ kind: "block", buyerUserId: buyer.workshop, operation: "unblock", reason: REASON });
    expect(unblock.body.code).toBe(409);
    const same = await create({
      kind: "partCondition",
      buyerUserId: buyer.insurance,
      requestedConditions: [3, 1, 2],
      reason: REASON,
    });
    expect(same.body).toMatchObject({
      success: false,
      code: 400,
      message: expect.stringContaining("sama dengan nilai saat ini"),
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a short reason", { kind: "tempo", buyerUserId: 1, requestedTempo: 20, reason: "singkat" }, "reason"],
    ["an empty reason", { kind: "tempo", buyerUserId: 1, requestedTempo: 20, reason: "   " }, "reason"],
    ["a 181-workday tempo", { kind: "tempo", buyerUserId: 1, requestedTempo: 181, reason: REASON }, "requestedTempo"],
    ["a 0-workday tempo", { kind: "tempo", buyerUserId: 1, requestedTempo: 0, reason: REASON }, "requestedTempo"],
    ["an unknown kind", { kind: "discount", buyerUserId: 1, reason: REASON }, "kind"],
    [
      "no buyer",
      { kind: "clause", requestedClause: "Klausul baru yang cukup panjang.", reason: REASON },
      "buyerUserId",
    ],
    [
      "condition 4",
      { kind: "partCondition", buyerUserId: 1, requestedConditions: [4], reason: REASON },
      "requestedConditions.0",
    ],
    [
      "no conditions",
      { kind: "partCondition", buyerUserId: 1, requestedConditions: [], reason: REASON },
      "requestedConditions",
    ],
    ["a negative limit", { kind: "creditLimit", buyerUserId: 1, requestedLimit: -1, reason: REASON }, "requestedLimit"],
    [
      "a fractional limit",
      { kind: "creditLimit", buyerUserId: 1, requestedLimit: 10.5, reason: REASON },
      "requestedLimit",
    ],
    ["a suspend without operation", { kind: "suspend", buyerUserId: 1, reason: REASON }, "operation"],
  ])("refuses %s with a validation envelope and creates nothing", async (_name, body, path) => {
    const before = await snapshot();
    const res = await create(body);
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect((res.body.data as unknown as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain(path);
    expect(await snapshot()).toEqual(before);
  });

  it("answers not found for a buyer who is not the shop's partner (another shop's or a stranger)", async () => {
    const before = await snapshot();
    const other = await create(
      { kind: "tempo", buyerUserId: buyer.workshop, requestedTempo: 20, reason: REASON },
      tok.special,
    );
    expect(other.body).toMatchObject({ success: false, code: 404 });
    expect(
      (await create({ kind: "tempo", buyerUserId: ownerUserId, requestedTempo: 20, reason: REASON })).body.code,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("checks the kind's authority: a suspend-only position may suspend but not change a limit", async () => {
    const before = await snapshot();
    const refused = await create(
      { kind: "creditLimit", buyerUserId: buyer.rental, requestedLimit: 100_000_000, reason: REASON },
      tok.suspendOnly,
    );
    expect(refused.body.code).toBe(403);
    expect(await snapshot()).toEqual(before);
    const ok = await create(
      { kind: "suspend", buyerUserId: buyer.rental, operation: "suspend", reason: REASON },
      tok.suspendOnly,
    );
    expect(ok.body.data).toMatchObject({ kind: "suspend", operation: "suspend", requesterName: "uji.req.suspend" });
    // Spec §4: a suspend/unsuspend request is refused while a prior one is pending, whoever asked it.
    expect(
      (await create({ kind: "suspend", buyerUserId: buyer.rental, operation: "suspend", reason: REASON })).body.message,
    ).toBe(PENDING_ID);
  });

  it("an 'only own' position lists and opens only the tickets it asked", async () => {
    const mine = await create(
      { kind: "block", buyerUserId: buyer.insurance, operation: "block", reason: REASON },
      tok.own,
    );
    expect(mine.body.success).toBe(true);
    const list = await t.call<Page<RequestTicket>>(PAGE, { pageNo: 1, pageSize: 50 }, { token: tok.own });
    expect(list.body.data.data.map((r) => r.id)).toEqual([mine.body.data.id]);
    const [adminTicket] = await t.database.db
      .select({ id: requestTickets.id })
      .from(requestTickets)
      .where(eq(requestTickets.ownerUserId, ownerUserId))
      .limit(1);
    expect((await t.call(DETAIL, { id: adminTicket.id }, { token: tok.own })).body.code).toBe(404);
    expect((await t.call(DETAIL, { id: mine.body.data.id }, { token: tok.own })).body.success).toBe(true);
  });
});

describe("platform decisions", () => {
  const ticketOf = async (kind: string, buyerUserId: number) => {
    const [row] = await t.database.db
      .select()
      .from(requestTickets)
      .where(and(eq(requestTickets.kind, kind as RequestTicket["kind"]), eq(requestTickets.buyerUserId, buyerUserId)))
      .orderBy(desc(requestTickets.id))
      .limit(1);
    return row;
  };

  it("lists tickets of every shop, filtered by status", async () => {
    const res = await t.call<Page<RequestTicket>>(
      P_PAGE,
      { pageNo: 1, pageSize: 50, status: 0 },
      { token: tok.platform },
    );
    expect(res.body.data.rowCount).toBeGreaterThan(0);
    expect(res.body.data.data.every((r) => r.status === 0)).toBe(true);
  });

  it("processes a new ticket once; a second process is an invalid transition that changes nothing", async () => {
    const ticket = await ticketOf("creditLimit", buyer.workshop);
    const res = await t.call<RequestTicket>(P_PROCESS, { id: ticket.id }, { token: tok.platform });
    expect(res.body.data).toMatchObject({ status: 1, processTime: "2026-11-20 10:00:00" });
    const before = await snapshot();
    const again = await t.call(P_PROCESS, { id: ticket.id }, { token: tok.platform });
    expect(again.body).toMatchObject({
      success: false,
      code: 409,
      message: "Status permintaan tidak dapat diubah dengan cara ini pada status saat ini",
    });
    expect(await snapshot()).toEqual(before);
    expect((await t.call(P_PROCESS, { id: 999_999 }, { token: tok.platform })).body.code).toBe(404);
  });

  it("refuses a confirmed limit above the max, then confirms a lower one and applies it to the partnership", async () => {
    const ticket = await ticketOf("creditLimit", buyer.workshop);
    const before = await snapshot();
    const over = await t.call(
      P_CONFIRM,
      { id: ticket.id, confirmedLimit: 100_000_001, note: "" },
      { token: tok.platform },
    );
    expect(over.body).toMatchObject({ success: false, code: 400 });
    expect(await snapshot()).toEqual(before);

    t.advance(60 * 60 * 1000);
    const res = await t.call<RequestTicket>(
      P_CONFIRM,
      { id: ticket.id, confirmedLimit: 70_000_000, note: "Disetujui sebagian." },
      { token: tok.platform },
    );
    expect(res.body.data).toMatchObject({
      status: 2,
      result: "confirmed",
      confirmedLimit: 70_000_000,
      note: "Disetujui sebagian.",
      confirmTime: "2026-11-20 11:00:00",
    });
    expect((await partnership(buyer.workshop)).creditLimit).toBe(70_000_000);
    // The seller sees the outcome, and the owner got a message.
    const seen = await t.call<RequestTicket>(DETAIL, { id: ticket.id }, { token: tok.seller });
    expect(seen.body.data).toMatchObject({ status: 2, result: "confirmed", confirmedLimit: 70_000_000 });
    const [owner] = await t.database.db
      .select({ ownerUserId: shops.ownerUserId })
      .from(shops)
      .where(eq(shops.id, shopId));
    const [msg] = await t.database.db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.userId, owner.ownerUserId))
      .orderBy(desc(systemMessages.id))
      .limit(1);
    expect(msg).toMatchObject({
      type: "request.confirmed",
      params: { number: ticket.number, buyerName: "Bengkel Sumber Rejeki" },
    });

    const snap = await snapshot();
    expect((await t.call(P_CONFIRM, { id: ticket.id, note: "" }, { token: tok.platform })).body.code).toBe(409);
    expect((await t.call(P_REJECT, { id: ticket.id, note: "Terlambat" }, { token: tok.platform })).body.code).toBe(409);
    expect(await snapshot()).toEqual(snap);
    // Once done, a new request of the kind is accepted again.
    expect(
      (await create({ kind: "creditLimit", buyerUserId: buyer.workshop, requestedLimit: 90_000_000, reason: REASON }))
        .body.success,
    ).toBe(true);
  });

  it("confirms the seeded tempo change, a suspend and a block, each applied to the partnership", async () => {
    const tempo = await ticketOf("tempo", buyer.rental);
    expect((await t.call(P_CONFIRM, { id: tempo.id }, { token: tok.platform })).body.success).toBe(true);
    expect((await partnership(buyer.rental)).tempoWorkdays).toBe(60);

    const suspend = await ticketOf("suspend", buyer.rental);
    expect((await t.call(P_CONFIRM, { id: suspend.id, note: "OK" }, { token: tok.platform })).body.success).toBe(true);
    expect((await partnership(buyer.rental)).status).toBe("inactive");

    const block = await ticketOf("block", buyer.insurance);
    expect((await t.call(P_CONFIRM, { id: block.id }, { token: tok.platform })).body.success).toBe(true);
    expect((await partnership(buyer.insurance)).status).toBe("blacklist");
    // Blacklisted: the terms cannot be changed, only unblocked.
    expect(
      (await create({ kind: "tempo", buyerUserId: buyer.insurance, requestedTempo: 20, reason: REASON })).body.code,
    ).toBe(409);
    expect(
      (await create({ kind: "block", buyerUserId: buyer.insurance, operation: "unblock", reason: REASON })).body
        .success,
    ).toBe(true);
  });

  it("confirms part condition and clause changes", async () => {
    const part = await create({
      kind: "partCondition",
      buyerUserId: buyer.workshop,
      requestedConditions: [3, 1],
      reason: REASON,
    });
    expect(part.body.data).toMatchObject({ currentConditions: [1, 2], requestedConditions: [1, 3] });
    await t.call(P_CONFIRM, { id: part.body.data.id }, { token: tok.platform });
    expect((await partnership(buyer.workshop)).partConditions).toEqual([1, 3]);

    const clause = await create({
      kind: "clause",
      buyerUserId: buyer.workshop,
      requestedClause: "Pembayaran paling lambat 14 hari kerja setelah faktur diterima.",
      reason: REASON,
    });
    expect(clause.body.data.baseClause).toContain("Pembayaran dilakukan melalui transfer");
    await t.call(P_CONFIRM, { id: clause.body.data.id }, { token: tok.platform });
    expect((await partnership(buyer.workshop)).clause).toBe(
      "Pembayaran paling lambat 14 hari kerja setelah faktur diterima.",
    );
  });

  it("rejects with a required note and leaves the partnership unchanged", async () => {
    const ticket = await ticketOf("tempo", buyer.workshop);
    const before = await snapshot();
    const noNote = await t.call<{ errors: { path: string }[] }>(
      P_REJECT,
      { id: ticket.id, note: "  " },
      { token: tok.platform },
    );
    expect(noNote.body.code).toBe(400);
    expect(noNote.body.data.errors.map((e) => e.path)).toEqual(["note"]);
    expect(await snapshot()).toEqual(before);

    const partnerBefore = await partnership(buyer.workshop);
    const res = await t.call<RequestTicket>(
      P_REJECT,
      { id: ticket.id, note: "Tempo 45 hari kerja belum dapat diberikan." },
      { token: tok.platform },
    );
    expect(res.body.data).toMatchObject({
      status: 2,
      result: "rejected",
      note: "Tempo 45 hari kerja belum dapat diberikan.",
    });
    expect(await partnership(buyer.workshop)).toEqual(partnerBefore);
    const [msg] = await t.database.db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.type, "request.rejected"))
      .limit(1);
    expect(msg.params).toMatchObject({ number: ticket.number });
  });

  it.each([
    [P_CONFIRM, { id: 1, confirmedLimit: -5 }, "confirmedLimit"],
    [P_CONFIRM, { note: "x" }, "id"],
    [P_REJECT, { id: 1 }, "note"],
    [P_PROCESS, { id: 0 }, "id"],
    [P_PAGE, { pageNo: 1, pageSize: 101 }, "pageSize"],
  ])("%s refuses %j with a validation envelope", async (url, body, path) => {
    const before = await snapshot();
    const res = await t.call<{ errors: { path: string }[] }>(url, body, { token: tok.platform });
    expect(res.body.code).toBe(400);
    expect(res.body.data.errors.map((e) => e.path)).toContain(path);
    expect(await snapshot()).toEqual(before);
  });
});
