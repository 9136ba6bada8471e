/**
 * THE consignment refund move and its creation (spec §4 "Consign" after-sales; docs/architecture.md §13):
 * unsold consigned parts going back to the shop. Every side (seller, buyer, the timer sweep) changes a refund
 * only here. One transaction: lock the refund (`FOR NO KEY UPDATE`), check the move against src/domain/consign.ts
 * CONSIGN_REFUND_MOVES, apply its effects (the buyer's new lines, the receipt moving the units from the
 * partner back into the shop's stock), write the status and the deadline, add the history row
 * (consign_refund_events), record the seller's activity and message the seller about the buyer's moves.
 * A move outside the table answers 409 `consignRefunds:errors.invalidTransition`, changing nothing.
 *
 * A refund's lines are at most what the partner holds free: on hand less the units of its other open
 * refunds of the same shop (409 consignments:errors.onHandExceeded); the unit price is the latest offered
 * unit price of that product to that buyer (README choices).
 */
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import {
  canMoveConsignRefund,
  CONSIGN_REFUND_MOVES,
  ConsignRefundStatus,
  ConsignStatus,
  type ConsignRefundMove,
  type ConsignTimers,
} from "@src/domain/consign";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import {
  consignItems,
  consignments,
  consignRefundEvents,
  consignRefundItems,
  consignRefunds,
} from "../../db/schema/consign";
import { items } from "../../db/schema/item";
import { fieldRefusal, type FieldProblem } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { notifyConsignRefund } from "../consign/consign-messages";
import { assertFreeAtPartner, returnFromPartner, type Partner } from "../consign/consign-stock";
import type { ConsignRefundMessage } from "../message/message-service";
import {
  callerConsignRefundWhere,
  consignRefundDeadlineFor,
  consignRefundInvalidTransition,
  consignRefundNotFound,
  nextConsignRefundNo,
  type ConsignRefundCaller,
  type ConsignRefundRecord,
} from "./consign-refund-scope";

/** A refund line as the buyer asks it: a product and units. */
export interface RefundLineInput {
  itemId: number;
  qty: number;
}

/** What a move carries besides its name. */
export interface ConsignRefundMovePayload {
  /** askModify / reject: the seller's reason. */
  reason?: string;
  /** modify: the buyer's new lines. */
  items?: RefundLineInput[];
  /** ship: the buyer's shipment back. */
  ship?: { courier: string; deliveryNo: string };
}

/** Body of moveConsignRefund(): the refund (by number, or by id for the sweep), the move, the timers, the payload. */
export interface ConsignRefundMoveInput extends ConsignRefundMovePayload {
  refundNo?: string;
  refundId?: number;
  move: ConsignRefundMove;
  timers: ConsignTimers;
}

const MESSAGE_OF: Partial<Record<ConsignRefundMove, ConsignRefundMessage>> = {
  modify: "modified",
  cancel: "cancelled",
  ship: "shipped",
};

/** Locks and answers the refund `caller` reaches, or 404 `consignRefunds:errors.notFound`. */
export async function lockConsignRefund(
  tx: Tx,
  caller: ConsignRefundCaller,
  by: { refundNo?: string; refundId?: number },
): Promise<ConsignRefundRecord> {
  const [row] = await tx
    .select()
    .from(consignRefunds)
    .where(
      and(
        by.refundId !== undefined ? eq(consignRefunds.id, by.refundId) : eq(consignRefunds.refundNo, by.refundNo ?? ""),
        callerConsignRefundWhere(caller),
      ),
    )
    .for("no key update");
  if (!row) throw consignRefundNotFound();
  return row;
}

/** The refund's lines in line order. */
export async function refundLinesOf(db: Db | Tx, refundId: number) {
  return db
    .select()
    .from(consignRefundItems)
    .where(eq(consignRefundItems.refundId, refundId))
    .orderBy(asc(consignRefundItems.id));
}

/**
 * The latest offered unit price (rupiah) of each of `itemIds` to the partner, from its shipped consignments
 * (the units it holds came from them); 0 for a product never shipped to it.
 */
async function latestUnitPrices(tx: Tx, partner: Partner, itemIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ itemId: consignItems.itemId, unitPrice: consignItems.unitPrice })
    .from(consignItems)
    .innerJoin(consignments, eq(consignments.id, consignItems.consignId))
    .where(
      and(
        eq(consignments.shopId, partner.shopId),
        eq(consignments.buyerUserId, partner.buyerUserId),
        inArray(consignments.status, [ConsignStatus.onDelivery, ConsignStatus.done]),
        inArray(consignItems.itemId, itemIds),
        gt(consignItems.qtyOffer, 0),
      ),
    )
    .orderBy(desc(consignments.offerTime), desc(consignItems.id));
  const out = new Map<number, number>();
  for (const r of rows) if (!out.has(r.itemId)) out.set(r.itemId, r.unitPrice ?? 0);
  return out;
}

/**
 * Checks `lines` against the partner's free units (locking its stock rows) and writes them as refund
 * `refundId`'s lines (replacing any); answers the refund's total amount.
 * @throws 400 `items.<i>.itemId` validation:invalid (a product named twice); 409
 *   consignments:errors.onHandExceeded
 */
async function writeLines(
  tx: Tx,
  partner: Partner,
  refundId: number,
  lines: readonly RefundLineInput[],
  lang: Language,
): Promise<number> {
  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.itemId)) problems.push({ path: `items.${i}.itemId`, key: "validation:invalid" });
    seen.add(l.itemId);
  });
  if (problems.length > 0) throw fieldRefusal(lang, problems);
  await assertFreeAtPartner(
    tx,
    partner,
    lines.map((l) => ({ itemId: l.itemId, quantity: l.qty })),
    refundId,
  );
  const ids = lines.map((l) => l.itemId);
  const [prices, products] = await Promise.all([
    latestUnitPrices(tx, partner, ids),
    tx.select({ id: items.id, partNo: items.partNo, name: items.itemName }).from(items).where(inArray(items.id, ids)),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  await tx.delete(consignRefundItems).where(eq(consignRefundItems.refundId, refundId));
  const rows = lines.map((l) => ({
    refundId,
    itemId: l.itemId,
    partNo: byId.get(l.itemId)?.partNo ?? "",
    name: byId.get(l.itemId)?.name ?? "",
    qty: l.qty,
    unitPrice: prices.get(l.itemId) ?? 0,
  }));
  await tx.insert(consignRefundItems).values(rows);
  return rows.reduce((s, r) => s + r.qty * r.unitPrice, 0);
}

/**
 * The buyer applies for a consignment refund of units it holds for `shopId` (status 1 waiting processing);
 * the seller is told.
 * @returns `{ refundNo }`
 * @throws 409 consignments:errors.onHandExceeded (a line above on hand less its other open refunds, or a
 *   product it does not hold); 400 `items.<i>.itemId` validation:invalid (a product named twice).
 */
export async function createConsignRefund(
  db: Db,
  buyerUserId: number,
  input: { shopId: number; items: RefundLineInput[]; reason: string },
  now: Date,
  lang: Language,
): Promise<{ refundNo: string }> {
  return db.transaction(async (tx) => {
    const refundNo = await nextConsignRefundNo(tx, now);
    const [row] = await tx
      .insert(consignRefunds)
      .values({
        refundNo,
        shopId: input.shopId,
        buyerUserId,
        status: ConsignRefundStatus.waitingProcessing,
        reason: input.reason,
        createTime: now,
        updateTime: now,
      })
      .returning();
    const totalAmount = await writeLines(tx, { shopId: input.shopId, buyerUserId }, row.id, input.items, lang);
    await tx.update(consignRefunds).set({ totalAmount }).where(eq(consignRefunds.id, row.id));
    await tx.insert(consignRefundEvents).values({
      refundId: row.id,
      move: "create",
      fromStatus: null,
      toStatus: ConsignRefundStatus.waitingProcessing,
      actorUserId: buyerUserId,
      note: input.reason,
      time: now,
    });
    await notifyConsignRefund(tx, row, "applied", now);
    return { refundNo };
  });
}

/** The columns a move changes besides the status and the deadline. */
async function effectsOf(
  tx: Tx,
  r: ConsignRefundRecord,
  input: ConsignRefundMoveInput,
  now: Date,
  lang: Language,
): Promise<Partial<ConsignRefundRecord>> {
  const partner = { shopId: r.shopId, buyerUserId: r.buyerUserId };
  switch (input.move) {
    case "accept":
      return {};
    case "askModify":
      return { sellerReason: input.reason ?? null };
    case "reject":
      return { sellerReason: input.reason ?? null, finishTime: now };
    case "modify":
      return { totalAmount: await writeLines(tx, partner, r.id, input.items ?? [], lang) };
    case "ship":
      return { courier: input.ship?.courier ?? null, deliveryNo: input.ship?.deliveryNo ?? null, shipTime: now };
    case "confirmReceipt": {
      const lines = await refundLinesOf(tx, r.id);
      await returnFromPartner(
        tx,
        partner,
        lines.map((l) => ({ itemId: l.itemId, quantity: l.qty })),
        now,
      );
      return { finishTime: now };
    }
    case "cancel":
    case "expire":
      return { finishTime: now };
  }
}

function noteOf(input: ConsignRefundMoveInput): string | null {
  if (input.reason !== undefined) return input.reason;
  if (input.ship) return `${input.ship.courier} ${input.ship.deliveryNo}`;
  if (input.items) return input.items.map((l) => `${l.itemId}x${l.qty}`).join(", ");
  return null;
}

/**
 * Applies `input.move` to `r` (already locked by the caller's transaction) as `caller`; answers the row after.
 * @throws 409 consignRefunds:errors.invalidTransition, consignments:errors.onHandExceeded (modify,
 *   confirmReceipt); 400 items.<i>.itemId (modify).
 */
export async function moveConsignRefundLocked(
  tx: Tx,
  caller: ConsignRefundCaller,
  r: ConsignRefundRecord,
  input: ConsignRefundMoveInput,
  now: Date,
  lang: Language,
): Promise<ConsignRefundRecord> {
  if (!canMoveConsignRefund(input.move, r.status, caller.actor)) throw consignRefundInvalidTransition(r.status, lang);
  const to = CONSIGN_REFUND_MOVES[input.move].to;
  const effects = await effectsOf(tx, r, input, now, lang);
  const [row] = await tx
    .update(consignRefunds)
    .set({
      status: to,
      ...effects,
      deadline: consignRefundDeadlineFor(to, now, input.timers),
      ...(caller.actor === "seller" ? { handlerUserId: caller.scope.userId } : {}),
      updateTime: now,
    })
    .where(eq(consignRefunds.id, r.id))
    .returning();
  const note = noteOf(input);
  const actorUserId = caller.actor === "seller" ? caller.scope.userId : caller.actor === "buyer" ? caller.userId : null;
  await tx.insert(consignRefundEvents).values({
    refundId: r.id,
    move: input.move,
    fromStatus: r.status,
    toStatus: to,
    actorUserId,
    note,
    time: now,
  });
  if (caller.actor === "seller")
    await recordActivity(
      tx,
      caller.scope.auth,
      {
        subject: "consignRefunds",
        action: input.move,
        recordId: r.refundNo,
        before: { status: r.status },
        after: { status: to, ...(note === null ? {} : { note }) },
      },
      now,
    );
  const message = MESSAGE_OF[input.move];
  if (message) await notifyConsignRefund(tx, r, message, now);
  return row;
}

/**
 * One move in its own transaction: locks the refund `caller` reaches, then applies the move.
 * @throws 404 consignRefunds:errors.notFound; the refusals of moveConsignRefundLocked.
 */
export async function moveConsignRefund(
  db: Db,
  caller: ConsignRefundCaller,
  input: ConsignRefundMoveInput,
  now: Date,
  lang: Language,
): Promise<ConsignRefundRecord> {
  return db.transaction(async (tx) => {
    const r = await lockConsignRefund(tx, caller, input);
    return moveConsignRefundLocked(tx, caller, r, input, now, lang);
  });
}
