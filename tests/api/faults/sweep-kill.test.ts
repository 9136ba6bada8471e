/**
 * Fault: `kill -9` of the API during a sweep, then a restart. Before the server starts, 1,000 unpaid orders
 * (10 placed and confirmed through the buyer and seller API, the rest copies of them in SQL; each holds 1 of
 * a product's stock) and 20 unanswered refund requests are made in this process with a clock a week back,
 * so every pay and answer deadline is past for the real server. The server (LOG_LEVEL=debug) is told to
 * sweep (SIGUSR2) and SIGKILLed on the debug line saying the close-unpaid sweep committed its first batch of
 * 100, with 900 orders (then the refunds) still to go. Restarted, it sweeps (twice): every order is closed
 * exactly once (one closeUnpaid event, its stock back once, no message twice) and every refund request
 * approved exactly once (one system event).
 */
import fs from "node:fs";
import path from "node:path";
import { and, count, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { items } from "../../../server/db/schema/item";
import { orderEvents, orders } from "../../../server/db/schema/order";
import { refundEvents, refunds } from "../../../server/db/schema/refund";
import { systemMessages } from "../../../server/db/schema/message";
import { OrderStatus } from "../../../src/domain/order";
import { RefundStatus } from "../../../src/domain/refund";
import { createTestApp } from "../helpers";
import { activeShop, createProduct, placeOrder } from "../order/order-helpers";
import { applyBody, must, orderAt, refundBuyer } from "../refund/refund-helpers";
import { freshData, startApi, type ApiProcess, type FaultData } from "./fault-harness";

/** Unpaid orders placed through the API; each is then copied in SQL to reach UNPAID cheaply. */
const PLACED = 10;
const UNPAID = 1000;
const REFUNDS = 20;
const STOCK = 1000;
let data: FaultData;
let api: ApiProcess | undefined;
let unpaidNos: string[];
let unpaidItemId: number;

beforeAll(async () => {
  data = await freshData("sweep");
  fs.mkdirSync(path.resolve(data.dataDir, "files"), { recursive: true });
  const t = await createTestApp({ seed: true, database: await data.open() });
  const admin = await t.login("seller.active");
  const shop = await activeShop(t);
  const buyer = await refundBuyer(t, shop);
  const unpaidItem = await createProduct(t, shop, { stockNum: STOCK });
  unpaidItemId = unpaidItem.id;
  const placed: string[] = [];
  for (let i = 0; i < PLACED; i++) {
    const orderNo = await placeOrder(t, buyer, shop.shopId, [{ itemId: unpaidItem.id, quantity: 1 }], 1);
    await must(t, "/api/order/ina/confirm", { orderNo }, admin);
    placed.push(orderNo);
  }
  // Copies of the placed orders with their lines (each holding 1 of the stock, as the confirm took): the
  // sweep must have far more work left after its first batch than the kill can take to arrive.
  const copies = UNPAID / PLACED - 1;
  const db = t.database.db;
  await db.execute(sql`
    insert into orders
    select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object(
      'id', nextval(pg_get_serial_sequence('orders', 'id')), 'order_no', o.order_no || 'C' || g))).*
    from orders o, generate_series(1, ${copies}::int) g
    where o.order_no in (${sql.join(
      placed.map((n) => sql`${n}`),
      sql`, `,
    )})`);
  await db.execute(sql`
    insert into order_items
    select (jsonb_populate_record(null::order_items, to_jsonb(l) || jsonb_build_object(
      'id', nextval(pg_get_serial_sequence('order_items', 'id')), 'order_id', c.id))).*
    from order_items l
    join orders s on s.id = l.order_id
    join orders c on c.order_no like s.order_no || 'C%'
    where s.order_no in (${sql.join(
      placed.map((n) => sql`${n}`),
      sql`, `,
    )})`);
  await db
    .update(items)
    .set({ stockNum: STOCK - UNPAID })
    .where(eq(items.id, unpaidItem.id));
  const all = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.shopId, shop.shopId), eq(orders.status, OrderStatus.wait)));
  unpaidNos = all.map((o) => o.orderNo).filter((n) => placed.some((p) => n.startsWith(p)));
  expect(unpaidNos).toHaveLength(UNPAID);
  const refundItem = await createProduct(t, shop, { stockNum: STOCK });
  for (let i = 0; i < REFUNDS; i++) {
    const { orderNo, lineIds } = await orderAt(t, admin, buyer, shop, [{ itemId: refundItem.id, quantity: 1 }], "paid");
    await must(
      t,
      "/api/buyer/refund/apply",
      applyBody(
        orderNo,
        buyer.photo,
        lineIds.map((lineId) => ({ lineId, quantity: 1 })),
      ),
      buyer.token,
    );
  }
  await t.close();
}, 120_000);

afterAll(async () => {
  await api?.kill9();
  data?.remove();
});

/** What the sweeps left, read directly while no server runs. */
async function state() {
  const database = await data.open();
  const db = database.db;
  try {
    const ids = db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNo, unpaidNos));
    const closed = await db
      .select({ orderId: orderEvents.orderId, n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.move, "closeUnpaid"), inArray(orderEvents.orderId, ids)))
      .groupBy(orderEvents.orderId);
    const [{ n: closedOrders }] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.orderNo, unpaidNos), eq(orders.status, 4)));
    const [{ stock }] = await db.select({ stock: items.stockNum }).from(items).where(eq(items.id, unpaidItemId));
    const refundRows = await db.select({ id: refunds.id, status: refunds.status }).from(refunds);
    const systemEvents = await db
      .select({ refundId: refundEvents.refundId, n: count() })
      .from(refundEvents)
      .where(eq(refundEvents.actor, "system"))
      .groupBy(refundEvents.refundId);
    const repeatedMessages = await db
      .select({ n: count() })
      .from(systemMessages)
      .where(like(systemMessages.url, "/order/%"))
      .groupBy(systemMessages.userId, systemMessages.url, systemMessages.type)
      .having(sql`count(*) > 1`);
    return { closed, closedOrders, stock, refundRows, systemEvents, repeatedMessages };
  } finally {
    await database.close();
  }
}

it("kill -9 mid-sweep and a restart apply each deadline exactly once", async () => {
  const before = await state();
  expect(before.closedOrders).toBe(0);
  expect(before.stock).toBe(STOCK - UNPAID);
  expect(before.refundRows.filter((r) => r.status === RefundStatus.toBeProcessed)).toHaveLength(REFUNDS);

  api = await startApi(data, { LOG_LEVEL: "debug" });
  // Killed as soon as the close-unpaid sweep says its first batch of 100 committed (server/jobs/orders.ts).
  const killed = api.kill9On(/"job":"orders-close-unpaid","moved":100,"msg":"sweep batch committed"/, 30_000);
  await api.runSweeps(false);
  await killed;

  const mid = await state();
  // Killed mid-run: the first batch of 100 committed, the run (orders, then refunds) did not finish; what
  // committed is consistent and applied once (the batch in flight rolled back).
  expect(mid.closedOrders).toBeGreaterThanOrEqual(100);
  expect(mid.closedOrders).toBeLessThan(UNPAID);
  expect(mid.closed).toHaveLength(mid.closedOrders);
  expect(mid.closed.every((c) => c.n === 1)).toBe(true);
  expect(mid.stock).toBe(STOCK - UNPAID + mid.closedOrders);
  expect(mid.systemEvents.every((e) => e.n === 1)).toBe(true);
  expect(mid.refundRows.filter((r) => r.status === RefundStatus.toBeProcessed)).toHaveLength(
    REFUNDS - mid.systemEvents.length,
  );

  api = await startApi(data);
  await api.runSweeps();
  // Run again: nothing more may change.
  await api.runSweeps();
  expect(await api.stop()).toBe(0);
  api = undefined;

  const after = await state();
  expect(after.closedOrders).toBe(UNPAID);
  expect(after.closed).toHaveLength(UNPAID);
  expect(after.closed.every((c) => c.n === 1)).toBe(true);
  expect(after.stock).toBe(STOCK);
  expect(after.refundRows.filter((r) => r.status === RefundStatus.toBeProcessed)).toHaveLength(0);
  expect(after.systemEvents).toHaveLength(REFUNDS);
  expect(after.systemEvents.every((e) => e.n === 1)).toBe(true);
  expect(after.repeatedMessages).toEqual([]);
}, 120_000);
