/**
 * Benchmark "Bill generation" (bench/README.md; spec §4 "Bills and recaps"): building the bill of a buyer
 * with 10,000 delivered bill-payment orders in one settlement period (server/modules/bill/bill-generation.ts
 * generateBill: insert the bill, take the orders FOR UPDATE SKIP LOCKED, sum them, add the documents and the
 * history, in one transaction), beside the raw aggregate query over the same orders, in the same process.
 *
 * Fresh PGlite in a temp dir -> migrate -> demo accounts without the order history -> ROUNDS workshop buyers,
 * each with 10,000 done bill-payment orders of seller.active finished in November 2026 (1-3 lines each;
 * batched multi-row inserts) -> VACUUM ANALYZE -> per buyer: the raw aggregate (5 runs, median), then the
 * generation (once: it bills the orders), and a check that the bill's figures equal the aggregate.
 *
 * Prints a table, writes bench/results/bill-generation-pglite.json, exits 1 when a generation takes more
 * than 2 s. Run: `npx tsx bench/bill-generation.ts` (about a minute on 2 cores); `BENCH_BILL_ORDERS=1000`
 * for a quick check of the script.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { BILL_TIMER_DEFAULTS, periodRange } from "@src/domain/bill";
import { lineAmounts, OrderStatus, PaymentMethod } from "@src/domain/order";
import { openDatabase, type Db } from "../server/db/client";
import { insertJsonRows, reserveIds } from "../server/db/bulk-insert";
import { users } from "../server/db/schema/auth";
import { bills } from "../server/db/schema/bill";
import { items } from "../server/db/schema/item";
import { orderItems, orders } from "../server/db/schema/order";
import { generateBill } from "../server/modules/bill/bill-generation";
import { seedDemo, DEMO_PASSWORD } from "../server/seed/demo";
import { prng } from "../server/seed/demo-products";

const ORDERS = Number(process.env.BENCH_BILL_ORDERS ?? 10_000);
const ROUNDS = 3;
const RAW_RUNS = 5;
const LIMIT_MS = 2_000;
const BATCH = 2_000;
const PERIOD = "2026-11";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function insertOrders(db: Db, shopId: number, ownerUserId: number, buyerUserId: number, salt: number) {
  const range = periodRange(PERIOD, 1);
  const rnd = prng(20_261_201 + salt);
  const products = await db
    .select({ id: items.id, partNo: items.partNo, itemName: items.itemName, price: items.minPrice })
    .from(items)
    .where(eq(items.shopId, shopId))
    .limit(20);
  const ids = await reserveIds(db, orders, "id", ORDERS);
  const orderRows: Partial<typeof orders.$inferInsert>[] = [];
  const lineRows: Partial<typeof orderItems.$inferInsert>[] = [];
  const span = range.end.getTime() - range.start.getTime();
  for (let i = 0; i < ORDERS; i++) {
    const finish = new Date(range.start.getTime() + Math.floor(rnd() * (span - 60_000)));
    let goods = 0;
    const n = 1 + Math.floor(rnd() * 3);
    for (let k = 0; k < n; k++) {
      const p = products[Math.floor(rnd() * products.length)];
      const quantity = 1 + Math.floor(rnd() * 4);
      const unitPrice = Math.max(1_000, Number(p.price ?? 50_000));
      const { amount } = lineAmounts({ unitPrice, quantity, discountTenths: 0 });
      goods += amount;
      lineRows.push({
        orderId: ids[i],
        itemId: p.id,
        partNo: p.partNo,
        itemName: p.itemName,
        condition: 1,
        saleUnit: "pcs",
        unitPrice,
        quantity,
        amount,
        stockType: 2,
      });
    }
    const deliveryFee = 10_000 + Math.floor(rnd() * 40) * 1_000;
    orderRows.push({
      id: ids[i],
      orderNo: `ORD-BENCH${salt}-${String(i).padStart(6, "0")}`,
      shopId,
      buyerUserId,
      buyerType: "workshop",
      ownerUserId,
      status: OrderStatus.done,
      paymentMethod: PaymentMethod.bill,
      receiverName: "Bengkel Uji",
      receiverPhone: "081234567890",
      receiverRegionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
      receiverRegencyCode: "31.71",
      receiverPostalCode: "10110",
      receiverAddress: "Jl. Merdeka No. 10",
      goodsAmount: goods,
      deliveryFee,
      total: goods + deliveryFee,
      deliveryFeeAdjustment: rnd() < 0.1 ? -5_000 : 0,
      edtInitialDays: 3,
      orderTime: new Date(finish.getTime() - 3 * 86_400_000),
      finishTime: finish,
    });
  }
  await insertJsonRows(db, orders, orderRows, BATCH);
  await insertJsonRows(db, orderItems, lineRows, BATCH * 2);
}

/** The aggregate a bill stands on, written by hand: the same orders, the same sums. */
async function rawAggregate(db: Db, shopId: number, buyerUserId: number) {
  const end = periodRange(PERIOD, 1).end;
  const res = (await db.execute(sql`
    select count(*)::int as n,
      coalesce(sum(o.total - o.delivery_fee - (o.refunded_amount - o.refunded_delivery_fee)), 0)::bigint as product,
      coalesce(sum(o.delivery_fee - o.refunded_delivery_fee + o.delivery_fee_adjustment), 0)::bigint as fee,
      (select coalesce(sum(oi.quantity - oi.refunded_quantity), 0)::bigint from order_items oi join orders o2 on o2.id = oi.order_id
        where o2.shop_id = ${shopId} and o2.buyer_user_id = ${buyerUserId} and o2.payment_method = 2 and o2.bill_id is null
        and o2.status in (3, 98) and o2.finish_time < ${end.toISOString()}) as qty
    from orders o
    where o.shop_id = ${shopId} and o.buyer_user_id = ${buyerUserId} and o.payment_method = 2 and o.bill_id is null
      and o.status in (3, 98) and o.finish_time < ${end.toISOString()}`)) as unknown as {
    rows: { n: number; product: string; fee: string; qty: string }[];
  };
  const r = res.rows[0];
  return {
    orderCount: Number(r.n),
    productAmount: Number(r.product),
    deliveryFeeAfter: Number(r.fee),
    quantity: Number(r.qty),
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-bill-generation-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    const db = database.db;
    const clock = () => new Date("2026-12-01T01:00:00.000Z");
    await seedDemo(db, { clock, filesDir: path.join(dir, "files"), orders: false });
    const [admin] = await db.select().from(users).where(eq(users.userName, "seller.active"));
    const shopId = admin.shopId!;
    const buyers: number[] = [];
    const t0 = performance.now();
    for (let r = 0; r < ROUNDS; r++) {
      const [u] = await db
        .insert(users)
        .values({
          userName: `bench.bengkel.${r}`,
          passwordHash: DEMO_PASSWORD,
          nickName: `Bengkel ${r}`,
          role: "buyer",
          buyerType: "workshop",
        })
        .returning();
      buyers.push(u.id);
      await insertOrders(db, shopId, admin.id, u.id, r);
    }
    const loadMs = performance.now() - t0;
    await db.execute(sql`vacuum analyze`);
    const rounds: { raw: number; generation: number; orders: number }[] = [];
    for (const buyerUserId of buyers) {
      const rawTimes: number[] = [];
      let expected = await rawAggregate(db, shopId, buyerUserId);
      for (let i = 0; i < RAW_RUNS; i++) {
        const s = performance.now();
        expected = await rawAggregate(db, shopId, buyerUserId);
        rawTimes.push(performance.now() - s);
      }
      const s = performance.now();
      const billNo = await generateBill(
        db,
        { shopId, buyerUserId, range: periodRange(PERIOD, 1) },
        clock(),
        BILL_TIMER_DEFAULTS,
      );
      const generation = performance.now() - s;
      const [bill] = await db
        .select()
        .from(bills)
        .where(and(eq(bills.shopId, shopId), eq(bills.buyerUserId, buyerUserId)));
      const got = {
        orderCount: bill.orderCount,
        productAmount: bill.productAmount,
        deliveryFeeAfter: bill.deliveryFeeAfter,
        quantity: bill.quantity,
      };
      if (!billNo || JSON.stringify(got) !== JSON.stringify(expected))
        throw new Error(`bill ${billNo} ${JSON.stringify(got)} != raw ${JSON.stringify(expected)}`);
      rounds.push({ raw: median(rawTimes), generation, orders: bill.orderCount });
    }
    const lines = [
      `Bill generation on PGlite: ${ROUNDS} buyers x ${ORDERS} delivered bill orders (loaded in ${(loadMs / 1000).toFixed(1)} s)`,
      "round | orders | raw aggregate (median of 5) | generation (bill + orders + totals)",
      ...rounds.map((r, i) => `${i + 1}     | ${r.orders} | ${r.raw.toFixed(0)} ms | ${r.generation.toFixed(0)} ms`),
    ];
    process.stdout.write(lines.join("\n") + "\n");
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, "bill-generation-pglite.json"),
      JSON.stringify({ orders: ORDERS, rounds, limitMs: LIMIT_MS, date: new Date().toISOString() }, null, 2) + "\n",
    );
    const worst = Math.max(...rounds.map((r) => r.generation));
    if (worst > LIMIT_MS) {
      process.stdout.write(`FAIL: generation took ${worst.toFixed(0)} ms > ${LIMIT_MS} ms\n`);
      process.exitCode = 1;
    } else process.stdout.write(`PASS: slowest generation ${worst.toFixed(0)} ms <= ${LIMIT_MS} ms\n`);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
