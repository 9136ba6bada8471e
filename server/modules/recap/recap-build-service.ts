/**
 * Building and ageing recaps (spec §4 "Bills and recaps"; docs/architecture.md §13 sweeps): delivery orders
 * shipped before the current WIB month and on no recap yet are grouped by shop, buyer and ship month into
 * recaps (one line per delivery order: its logistic number, orders and summed delivery fees), which the
 * system then hands to the seller (generating -> unconfirmed); disputed recaps a buyer leaves past the
 * deadline are accepted for it. Rows are picked `FOR NO KEY UPDATE SKIP LOCKED` in batches, so several processes
 * and repeated runs apply each change once.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, notExists, sql } from "drizzle-orm";
import { RecapStatus } from "@src/domain/recap-transitions";
import type { Db } from "../../db/client";
import { deliveryOrders, orders } from "../../db/schema/order";
import { recapLines, recaps } from "../../db/schema/settlement";
import { moveRecapLocked } from "./recap-move-service";
import { recapNoOf, wibMonth, wibMonthStart } from "./recap-scope";

const BATCH = 200;

/**
 * Puts every delivery order shipped before `now`'s WIB month and not on a recap onto its recap (created
 * `generating` when missing). A recap that already left generating gets no late lines. Answers the number
 * of delivery orders added.
 */
export async function addShippedDeliveryOrders(db: Db, now: Date): Promise<number> {
  const before = wibMonthStart(wibMonth(now));
  let added = 0;
  let lastId = 0;
  for (;;) {
    const picked = await db.transaction(async (tx) => {
      const dos = await tx
        .select()
        .from(deliveryOrders)
        .where(
          and(
            gt(deliveryOrders.id, lastId),
            isNotNull(deliveryOrders.shipTime),
            lt(deliveryOrders.shipTime, before),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(recapLines)
                .where(eq(recapLines.deliveryOrderId, deliveryOrders.id)),
            ),
          ),
        )
        .orderBy(asc(deliveryOrders.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      if (dos.length === 0) return 0;
      lastId = dos[dos.length - 1].id;
      const ords = await tx
        .select({ id: orders.id, deliveryOrderId: orders.deliveryOrderId, deliveryFee: orders.deliveryFee })
        .from(orders)
        .where(
          inArray(
            orders.deliveryOrderId,
            dos.map((d) => d.id),
          ),
        )
        .orderBy(asc(orders.id));
      const recapIds = new Map<string, { id: number; open: boolean }>();
      for (const d of dos) {
        const month = wibMonth(d.shipTime!);
        const key = `${d.shopId}/${d.buyerUserId}/${month}`;
        let recap = recapIds.get(key);
        if (!recap) {
          await tx
            .insert(recaps)
            .values({
              recapNo: recapNoOf(month, d.shopId, d.buyerUserId),
              shopId: d.shopId,
              buyerUserId: d.buyerUserId,
              month,
              status: RecapStatus.generating,
              createTime: now,
              updateTime: now,
            })
            .onConflictDoNothing();
          const [row] = await tx
            .select({ id: recaps.id, status: recaps.status })
            .from(recaps)
            .where(and(eq(recaps.shopId, d.shopId), eq(recaps.buyerUserId, d.buyerUserId), eq(recaps.month, month)))
            .for("no key update");
          recap = { id: row.id, open: row.status === RecapStatus.generating };
          recapIds.set(key, recap);
        }
        if (!recap.open) continue;
        const mine = ords.filter((o) => o.deliveryOrderId === d.id);
        const fee = mine.reduce((a, o) => a + o.deliveryFee, 0);
        await tx.insert(recapLines).values({
          recapId: recap.id,
          deliveryOrderId: d.id,
          doNo: d.doNo,
          logisticNo: d.trackingNo ?? d.doNo,
          courierName: d.courierName ?? d.logisticsName,
          shipTime: d.shipTime!,
          orderIds: mine.map((o) => o.id),
          chargedFee: fee,
          acceptedFee: fee,
        });
        added++;
      }
      return dos.length;
    });
    if (picked < BATCH) return added;
  }
}

/** Moves every `generating` recap to unconfirmed (system move finishGenerating); answers their numbers. */
export async function finishGeneratingRecaps(db: Db, now: Date): Promise<string[]> {
  return sweepRecaps(db, now, eq(recaps.status, RecapStatus.generating), "finishGenerating");
}

/** Accepts the disputes of recaps whose buyer let the deadline pass (system move autoAccept). */
export async function autoAcceptRecaps(db: Db, now: Date): Promise<string[]> {
  return sweepRecaps(
    db,
    now,
    and(eq(recaps.status, RecapStatus.waitingConfirmations), lte(recaps.deadline, now)),
    "autoAccept",
  );
}

async function sweepRecaps(
  db: Db,
  now: Date,
  where: ReturnType<typeof and>,
  move: "finishGenerating" | "autoAccept",
): Promise<string[]> {
  const moved: string[] = [];
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(recaps)
        .where(where)
        .orderBy(asc(recaps.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      for (const r of due) {
        await moveRecapLocked(tx, { actor: "system" }, r, { move }, now, "id-ID");
        moved.push(r.recapNo);
      }
      return due.length;
    });
    if (n < BATCH) return moved;
  }
}

/** The recap build sweep: add shipped delivery orders, then hand finished recaps to their sellers. */
export async function buildRecaps(db: Db, now: Date): Promise<{ added: number; finished: string[] }> {
  const added = await addShippedDeliveryOrders(db, now);
  const finished = await finishGeneratingRecaps(db, now);
  return { added, finished };
}
