/**
 * POST /api/home/ina/dashboard (spec §2 "Home dashboard"): the to-do figures equal what the list each one
 * links to counts, the sales and top products match the seeded orders summed here independently, the rating
 * equals the evaluation summary, sections follow the caller's authorities and "only own" grant, and another
 * shop's data is never counted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { orders, orderItems } from "../../../server/db/schema/order";
import { SALES_STATUSES, TODO_LINKS, type HomeDashboard, type TodoKey } from "../../../src/domain/home";
import { formatDate } from "../../../src/domain/datetime";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let active: string;
let activeShopId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, orders: true });
  active = await t.login("seller.active");
  activeShopId = await shopOf("seller.active");
}, 240_000);
afterAll(async () => t?.close());

async function shopOf(userName: string): Promise<number> {
  const token = await t.login(userName);
  const res = await t.call<{ shopId: number }>("/api/shop/ina/myShopInfo", {}, { token });
  return res.body.data.shopId;
}

const dashboard = async (token: string, body: unknown = {}) => {
  const res = await t.call<HomeDashboard>("/api/home/ina/dashboard", body, { token, lang: "en-US" });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
};
const todoOf = (d: HomeDashboard) =>
  Object.fromEntries((d.todo ?? []).map((f) => [f.key, f.count])) as Record<TodoKey, number>;

describe("home dashboard", () => {
  it("counts the to-dos the linked lists show, each with its filtered list's link", async () => {
    const d = await dashboard(active);
    const todo = todoOf(d);
    const orderCounts = (await t.call<Record<string, number>>("/api/order/ina/counts", {}, { token: active })).body
      .data;
    const refundCounts = (await t.call<Record<string, number>>("/api/refund/ina/counts", {}, { token: active })).body
      .data;
    const billCounts = (await t.call<Record<string, number>>("/api/bill/ina/counts", {}, { token: active })).body.data;
    expect(todo.toConfirm).toBe(orderCounts.unconfirmed);
    expect(todo.toShip).toBe(orderCounts.toShip);
    expect(todo.refundsToAnswer).toBe(refundCounts.toBeProcessed);
    expect(todo.billDocumentsDue).toBe(billCounts.generating);
    // The seeded history has work in each of these lists, so the equalities above are not 0 = 0.
    expect(todo.toConfirm + todo.toShip + todo.refundsToAnswer + todo.billDocumentsDue).toBeGreaterThan(0);
    expect(todo.edtWaiting + todo.edtRejected).toBeLessThanOrEqual(todo.toShip);
    for (const f of d.todo ?? []) expect(f.to).toBe(TODO_LINKS[f.key]);
    expect(d.todo?.find((f) => f.key === "toConfirm")?.to).toBe("/order/order-list?tab=unconfirmed");
  });

  it("counts open inquiries closing within 24 hours that the shop has not passed", async () => {
    const d = await dashboard(active);
    const page = await t.call<{ data: { deadline: string; passed?: boolean }[]; rowCount: number }>(
      "/api/inquiry/ina/page",
      { pageNo: 1, pageSize: 100 },
      { token: active },
    );
    const now = t.now().getTime();
    const near = page.body.data.data.filter((r) => {
      const at = new Date(`${r.deadline.replace(" ", "T")}+07:00`).getTime();
      return at > now && at <= now + 24 * 3_600_000;
    }).length;
    expect(todoOf(d).inquiriesNearDeadline).toBe(near);
  });

  it("sums paid product orders per WIB day and counts every order placed, zeros on quiet days", async () => {
    const d = await dashboard(active, { days: 90 });
    expect(d.days).toBe(90);
    expect(d.sales?.days).toHaveLength(90);
    expect(d.to).toBe(formatDate(t.now()));
    const start = new Date(`${d.from}T00:00:00+07:00`);
    const end = new Date(new Date(`${d.to}T00:00:00+07:00`).getTime() + 86_400_000);
    const rows = await t.database.db
      .select({ total: orders.total, status: orders.status, orderTime: orders.orderTime })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, activeShopId),
          eq(orders.orderType, 1),
          gte(orders.orderTime, start),
          lt(orders.orderTime, end),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    const paid = rows.filter((r) => (SALES_STATUSES as readonly number[]).includes(r.status));
    expect(d.sales?.totalOrders).toBe(rows.length);
    expect(d.sales?.totalAmount).toBe(paid.reduce((a, r) => a + r.total, 0));
    const perDay = new Map<string, number>();
    for (const r of rows) perDay.set(formatDate(r.orderTime), (perDay.get(formatDate(r.orderTime)) ?? 0) + 1);
    for (const day of d.sales?.days ?? []) expect([day.day, day.orders]).toEqual([day.day, perDay.get(day.day) ?? 0]);
    const week = await dashboard(active, { days: 7 });
    expect(week.sales?.days).toHaveLength(7);
    expect(week.sales!.totalOrders).toBeLessThanOrEqual(d.sales!.totalOrders);
  });

  it("ranks the top products by quantity and by amount over the paid orders of the period", async () => {
    const d = await dashboard(active, { days: 90 });
    const start = new Date(`${d.from}T00:00:00+07:00`);
    const lines = await t.database.db
      .select({ itemId: orderItems.itemId, quantity: orderItems.quantity, amount: orderItems.amount })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.shopId, activeShopId),
          eq(orders.orderType, 1),
          gte(orders.orderTime, start),
          inArray(orders.status, [...SALES_STATUSES]),
        ),
      );
    const byItem = new Map<number, { quantity: number; amount: number }>();
    for (const l of lines) {
      if (l.itemId === null) continue;
      const s = byItem.get(l.itemId) ?? { quantity: 0, amount: 0 };
      s.quantity += l.quantity;
      s.amount += l.amount;
      byItem.set(l.itemId, s);
    }
    const top = d.topProducts!;
    expect(top.byQuantity.length).toBe(Math.min(5, byItem.size));
    const maxQuantity = Math.max(...[...byItem.values()].map((s) => s.quantity));
    const maxAmount = Math.max(...[...byItem.values()].map((s) => s.amount));
    expect(top.byQuantity[0]?.quantity).toBe(maxQuantity);
    expect(top.byAmount[0]?.amount).toBe(maxAmount);
    for (const p of [...top.byQuantity, ...top.byAmount])
      expect(byItem.get(p.itemId)).toEqual({ quantity: p.quantity, amount: p.amount });
    const q = top.byQuantity.map((p) => p.quantity);
    expect(q).toEqual([...q].sort((a, b) => b - a));
  });

  it("shows the shop rating of the evaluation summary", async () => {
    const d = await dashboard(active);
    const summary = await t.call<{ total: number; average: number }>(
      "/api/evaluation/ina/summary",
      {},
      { token: active },
    );
    expect(d.rating).toEqual({ average: summary.body.data.average, total: summary.body.data.total });
    expect(d.rating!.total).toBeGreaterThan(0);
  });

  it("answers only the sections the position's authorities allow", async () => {
    // Keuangan: bills only.
    const finance = await dashboard(await t.login("staff.finance"));
    expect(finance.todo?.map((f) => f.key)).toEqual(["billDocumentsDue"]);
    expect(finance.sales).toBeUndefined();
    expect(finance.topProducts).toBeUndefined();
    expect(finance.rating).toBeUndefined();
    // Sales: orders and inquiries, no refunds, bills or evaluations.
    const sales = await dashboard(await t.login("staff.sales"));
    expect(sales.todo?.map((f) => f.key)).toEqual([
      "toConfirm",
      "toShip",
      "edtWaiting",
      "edtRejected",
      "inquiriesNearDeadline",
    ]);
    expect(sales.sales).toBeDefined();
    expect(sales.rating).toBeUndefined();
  });

  it("narrows an only-own position to its own orders, as its order list does", async () => {
    const gudang = await t.login("staff.gudang");
    const d = await dashboard(gudang);
    const counts = (await t.call<Record<string, number>>("/api/order/ina/counts", {}, { token: gudang })).body.data;
    expect(todoOf(d).toConfirm).toBe(counts.unconfirmed);
    expect(todoOf(d).toShip).toBe(counts.toShip);
    const all = await dashboard(active, { days: 90 });
    const own = await dashboard(gudang, { days: 90 });
    expect(own.sales!.totalOrders).toBeLessThan(all.sales!.totalOrders);
  });

  it("never counts another shop's data", async () => {
    const token = await t.login("seller.special");
    const special = await dashboard(token, { days: 90 });
    const specialShopId = await shopOf("seller.special");
    expect(specialShopId).not.toBe(activeShopId);
    const start = new Date(`${special.from}T00:00:00+07:00`);
    const own = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, specialShopId), eq(orders.orderType, 1), gte(orders.orderTime, start)));
    expect(special.sales?.totalOrders).toBe(own.length);
    const counts = (await t.call<Record<string, number>>("/api/order/ina/counts", {}, { token })).body.data;
    expect(todoOf(special).toConfirm).toBe(counts.unconfirmed);
    const all = await dashboard(active, { days: 90 });
    expect(special.sales!.totalOrders).toBeLessThan(all.sales!.totalOrders);
    const activeItems = new Set(all.topProducts!.byQuantity.map((p) => p.itemId));
    for (const p of special.topProducts!.byQuantity) expect(activeItems.has(p.itemId)).toBe(false);
    expect(special.rating!.total).toBeLessThan(all.rating!.total);
  });

  it("refuses a period other than 7, 30 or 90 days", async () => {
    for (const days of [0, 1, 31, "30", -7, 7.5, null]) {
      const res = await t.call("/api/home/ina/dashboard", { days }, { token: active });
      expect([days, res.body.code]).toEqual([days, 400]);
    }
  });
});
