/**
 * Bills end to end (spec §3 "Bill", §4 "Bills and recaps", §9): generation per settlement period (what is
 * billed, the totals, the documents per buyer type, idempotency and concurrent runs), the seller's page,
 * detail, orders and print, the document upload and submit, every side's moves (allowed and refused), the
 * overdue sweep with a moved clock, and the uploadEClaim activity.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { BillStatus, billTotals, BILL_STATUSES, type BillableOrder } from "../../../src/domain/bill";
import { BILL_MOVES, BILL_MOVE_NAMES, type BillMove } from "../../../src/domain/bill-transitions";
import type { BillDetail, BillOrderRow, BillPrint, BillRow, BillTabCounts } from "../../../src/resources/bills/schema";
import * as schema from "../../../server/db/schema";
import { generatePeriod } from "../../../server/modules/bill/bill-generation";
import { sweepOverdueBills } from "../../../server/jobs/bills";
import { BILL_TIMER_DEFAULTS } from "../../../src/domain/bill";
import { createTestApp, type TestApp } from "../helpers";
import { TEST_PASSWORD, uploadPhoto } from "../order/order-helpers";
import { billSetup, moveClockTo, NOVEMBER_END, type BillSetup } from "./bill-helpers";

let t: TestApp;
let workshop: BillSetup;
let insurance: BillSetup;
let ordinary: BillSetup;
let platform: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  workshop = await billSetup(t, "workshop", 3);
  insurance = await billSetup(t, "insurance", 1);
  ordinary = await billSetup(t, "ordinary", 1);
  platform = await t.login("platform.admin");
  other = await t.login("seller.special");
}, 180_000);
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
/** Moves the clock and signs everyone in again (sessions expire with the moved clock). */
async function moveTo(at: Date) {
  moveClockTo(t, at);
  const admin = await t.login("seller.active");
  for (const s of [workshop, insurance, ordinary]) {
    s.admin = admin;
    s.buyer.token = await t.login(s.buyer.userName, TEST_PASSWORD);
  }
  platform = await t.login("platform.admin");
  other = await t.login("seller.special");
}
const seller = <T>(path: string, body: unknown, token = workshop.admin) =>
  t.call<T>(`/api/bill/ina/${path}`, body, { token });
async function billOf(buyerUserId: number) {
  const [b] = await db().select().from(schema.bills).where(eq(schema.bills.buyerUserId, buyerUserId));
  return b;
}

describe("generation", () => {
  test("a period not yet ended builds nothing", async () => {
    expect(await generatePeriod(db(), { period: "2026-11" }, t.now(), BILL_TIMER_DEFAULTS)).toEqual([]);
  });

  test("one bill per buyer with the delivered bill orders, totals as the domain sums them; runs again or at once build nothing more", async () => {
    await moveTo(new Date(NOVEMBER_END.getTime() + 60_000));
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => generatePeriod(db(), { period: "2026-11" }, t.now(), BILL_TIMER_DEFAULTS)),
    );
    const created = runs.flat();
    expect(new Set(created).size).toBe(created.length);
    const bill = await billOf(workshop.buyer.userId);
    expect(bill.billNo).toMatch(/^BIL-202611-\d{6}$/);
    const orders = await db().select().from(schema.orders).where(inArray(schema.orders.orderNo, workshop.orderNos));
    expect(orders.every((o) => o.billId === bill.id)).toBe(true);
    const lines = await db()
      .select()
      .from(schema.orderItems)
      .where(
        inArray(
          schema.orderItems.orderId,
          orders.map((o) => o.id),
        ),
      );
    const billable: BillableOrder[] = orders.map((o) => ({
      ...o,
      quantity: lines.filter((l) => l.orderId === o.id).reduce((s, l) => s + l.quantity - l.refundedQuantity, 0),
    }));
    const expected = billTotals(billable);
    expect({
      orderCount: bill.orderCount,
      quantity: bill.quantity,
      productAmount: bill.productAmount,
      deliveryFeeBefore: bill.deliveryFeeBefore,
      deliveryFeeAfter: bill.deliveryFeeAfter,
      total: bill.total,
    }).toEqual(expected);
    expect(expected.orderCount).toBe(3);
    expect(await generatePeriod(db(), { period: "2026-11" }, t.now(), BILL_TIMER_DEFAULTS)).toEqual([]);
    const all = await db().select().from(schema.bills).where(eq(schema.bills.period, "2026-11"));
    expect(all.filter((b) => b.buyerUserId === workshop.buyer.userId)).toHaveLength(1);
  });

  test("documents follow the buyer type: a workshop owes a tax invoice, an ordinary buyer none (straight to verification)", async () => {
    const w = await billOf(workshop.buyer.userId);
    const docs = await db().select().from(schema.billDocuments).where(eq(schema.billDocuments.billId, w.id));
    expect(docs.map((d) => [d.kind, d.required])).toEqual([["taxInvoice", true]]);
    expect(w.status).toBe(BillStatus.generating);
    const ins = await billOf(insurance.buyer.userId);
    const insDocs = await db().select().from(schema.billDocuments).where(eq(schema.billDocuments.billId, ins.id));
    expect(insDocs.map((d) => d.kind).sort()).toEqual(["eClaim", "taxInvoice"]);
    expect((await billOf(ordinary.buyer.userId)).status).toBe(BillStatus.waitingVerification);
  });
});

describe("seller screens", () => {
  test("page, counts, detail, orders and print; another shop gets not found", async () => {
    const { billNo } = await billOf(workshop.buyer.userId);
    const pageRes = await seller<{ data: BillRow[]; rowCount: number }>("page", {
      pageNo: 1,
      pageSize: 10,
      buyer: workshop.buyer.userName,
    });
    expect(pageRes.body.success, pageRes.body.message).toBe(true);
    expect(pageRes.body.data.data.map((r) => [r.billNo, r.orderCount, r.missingDocuments])).toEqual([[billNo, 3, 1]]);
    const counts = await seller<BillTabCounts>("counts", { billNo });
    expect([counts.body.data.all, counts.body.data.generating]).toEqual([1, 1]);
    const detail = await seller<BillDetail>("detail", { billNo });
    expect(detail.body.data.documents.map((d) => d.kind)).toEqual(["taxInvoice"]);
    expect(detail.body.data.documentsOverdue).toBe(false);
    expect(detail.body.data.moves).toEqual(["submitDocuments"]);
    const orders = await seller<{ data: BillOrderRow[]; rowCount: number }>("orders", {
      billNo,
      pageNo: 1,
      pageSize: 2,
    });
    expect([orders.body.data.rowCount, orders.body.data.data.length]).toEqual([3, 2]);
    const print = await seller<BillPrint>("print", { billNo });
    expect(print.body.data.orders.reduce((s, o) => s + o.total, 0)).toBe(print.body.data.bill.total);
    const foreign = await seller("detail", { billNo }, other);
    expect([foreign.body.code, foreign.body.message]).toEqual([404, "Tagihan tidak ditemukan"]);
  });

  test("documents: submit refused while missing; a foreign file key refused; upload then submit", async () => {
    const { billNo } = await billOf(workshop.buyer.userId);
    const early = await seller("document/submit", { billNo });
    expect([early.body.code, early.body.success]).toEqual([409, false]);
    const detail = await seller<BillDetail>("detail", { billNo });
    const documentId = detail.body.data.documents[0].id;
    const foreignKey = await uploadPhoto(t, other);
    const refused = await seller("document/upload", { billNo, documentId, title: "Faktur pajak", fileKey: foreignKey });
    expect(refused.body.code).toBe(400);
    const fileKey = await uploadPhoto(t, workshop.admin);
    const up = await seller("document/upload", {
      billNo,
      documentId,
      title: "Faktur pajak Nov",
      fileKey,
      description: "FP 010",
    });
    expect(up.body.success, up.body.message).toBe(true);
    const sub = await seller<{ status: number }>("document/submit", { billNo });
    expect(sub.body.data.status).toBe(BillStatus.waitingVerification);
    const locked = await seller("document/upload", { billNo, title: "Lain", fileKey });
    expect(locked.body.code).toBe(409);
  });

  test("an e-claim document upload is recorded as the uploadEClaim activity", async () => {
    const bill = await billOf(insurance.buyer.userId);
    const detail = await seller<BillDetail>("detail", { billNo: bill.billNo });
    const eClaim = detail.body.data.documents.find((d) => d.kind === "eClaim")!;
    const fileKey = await uploadPhoto(t, insurance.admin);
    await seller("document/upload", { billNo: bill.billNo, documentId: eClaim.id, title: "E-klaim", fileKey });
    const acts = await db()
      .select()
      .from(schema.activities)
      .where(and(eq(schema.activities.recordId, bill.billNo), eq(schema.activities.activityType, "uploadEClaim")));
    expect(acts).toHaveLength(1);
  });

  test("the documents countdown turns overdue after 3 days", async () => {
    const bill = await billOf(insurance.buyer.userId);
    await moveTo(new Date(bill.documentsDeadline.getTime() + 1000));
    const detail = await seller<BillDetail>("detail", { billNo: bill.billNo });
    expect(detail.body.data.documentsOverdue).toBe(true);
  });
});

describe("moves", () => {
  test("platform verifies, buyer pays, platform settles with the buyer's payment no: paid date and the orders' bill paid time", async () => {
    const { billNo } = await billOf(workshop.buyer.userId);
    const v = await t.call<{ status: number }>("/api/platform/bill/verify", { billNo }, { token: platform });
    expect(v.body.data.status).toBe(BillStatus.toBePaid);
    const pay = await t.call<{ status: number; paymentNo: string }>(
      "/api/buyer/bill/pay",
      { billNo, paymentType: "va-bca" },
      { token: workshop.buyer.token },
    );
    expect(pay.body.data.status).toBe(BillStatus.paying);
    const wrong = await t.call("/api/platform/bill/settle", { billNo, paymentNo: "1234567890" }, { token: platform });
    expect(wrong.body.code).toBe(409);
    const s = await t.call<{ status: number }>(
      "/api/platform/bill/settle",
      { billNo, paymentNo: pay.body.data.paymentNo },
      { token: platform },
    );
    expect(s.body.data.status).toBe(BillStatus.paid);
    const bill = await billOf(workshop.buyer.userId);
    expect(bill.paidTime).not.toBeNull();
    const orders = await db().select().from(schema.orders).where(eq(schema.orders.billId, bill.id));
    expect(orders.every((o) => o.billPaidTime?.getTime() === bill.paidTime?.getTime())).toBe(true);
  });

  test("overdue sweep: a bill to be paid past its deadline becomes overdue, once; hold and release", async () => {
    const bill = await billOf(ordinary.buyer.userId);
    await t.call("/api/platform/bill/verify", { billNo: bill.billNo }, { token: platform });
    const deadline = (await billOf(ordinary.buyer.userId)).deadline;
    expect(await sweepOverdueBills(db(), new Date(deadline.getTime() - 1000))).toEqual([]);
    expect(await sweepOverdueBills(db(), deadline)).toEqual([bill.billNo]);
    expect(await sweepOverdueBills(db(), deadline)).toEqual([]);
    const hold = await t.call<{ status: number }>(
      "/api/platform/bill/hold",
      { billNo: bill.billNo, reason: "Sengketa ongkir" },
      { token: platform },
    );
    expect(hold.body.data.status).toBe(BillStatus.onHold);
    const rel = await t.call<{ status: number }>(
      "/api/platform/bill/release",
      { billNo: bill.billNo },
      { token: platform },
    );
    expect(rel.body.data.status).toBe(BillStatus.toBePaid);
  });

  const ROUTE: Partial<Record<BillMove, { url: string; token: () => string; body: (billNo: string) => unknown }>> = {
    submitDocuments: {
      url: "/api/bill/ina/document/submit",
      token: () => workshop.admin,
      body: (billNo) => ({ billNo }),
    },
    verify: { url: "/api/platform/bill/verify", token: () => platform, body: (billNo) => ({ billNo }) },
    rejectDocuments: {
      url: "/api/platform/bill/rejectDocuments",
      token: () => platform,
      body: (billNo) => ({ billNo, reason: "Faktur buram" }),
    },
    pay: {
      url: "/api/buyer/bill/pay",
      token: () => workshop.buyer.token,
      body: (billNo) => ({ billNo, paymentType: "va-bca" }),
    },
    settle: {
      url: "/api/platform/bill/settle",
      token: () => platform,
      body: (billNo) => ({ billNo, paymentNo: "880900000000" }),
    },
    hold: { url: "/api/platform/bill/hold", token: () => platform, body: (billNo) => ({ billNo, reason: "Sengketa" }) },
    release: { url: "/api/platform/bill/release", token: () => platform, body: (billNo) => ({ billNo }) },
  };

  test("every move from a status outside its table row is refused with 409 and changes nothing", async () => {
    const bill = await billOf(workshop.buyer.userId);
    for (const move of BILL_MOVE_NAMES) {
      const route = ROUTE[move];
      if (!route) continue;
      for (const status of BILL_STATUSES) {
        if ((BILL_MOVES[move].from as readonly number[]).includes(status)) continue;
        await db().update(schema.bills).set({ status }).where(eq(schema.bills.id, bill.id));
        const res = await t.call(route.url, route.body(bill.billNo), { token: route.token() });
        expect([move, status, res.body.code]).toEqual([move, status, 409]);
        expect((await billOf(workshop.buyer.userId)).status).toBe(status);
      }
    }
  });

  test("the buyer reaches only its own bills", async () => {
    const { billNo } = await billOf(workshop.buyer.userId);
    const res = await t.call("/api/buyer/bill/detail", { billNo }, { token: ordinary.buyer.token });
    expect(res.body.code).toBe(404);
  });
});
