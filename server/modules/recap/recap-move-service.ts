/**
 * THE recap move (spec §4 "Bills and recaps", §5 'Please Fill Value and Reason'; docs/architecture.md §13):
 * every side (seller, buyer, platform, sweeps) changes a recap only here. One transaction: lock the recap
 * (`FOR NO KEY UPDATE`), check the move against src/domain/recap-transitions.ts, change its lines (disputes; an
 * accept writes the accepted differences on the orders' deliveryFeeAdjustment, spread over each delivery
 * order's orders by delivery fee, exact integer sum), write the status, totals and deadline, add the history
 * row and record the seller's activity. A move outside the table answers 409 `recaps:errors.invalidTransition`.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  applyRecapMove,
  RECAP_MOVES,
  RecapLineStatus,
  recapStatusName,
  spreadAdjustment,
  type RecapMove,
} from "@src/domain/recap-transitions";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/order";
import { recapEvents, recapLines, recaps } from "../../db/schema/settlement";
import { conflict } from "../../http/envelope";
import { translate } from "../../http/i18n";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { recomputeBillTotals } from "../bill/bill-totals";
import { callerRecapWhere, recapNotFound, type RecapCaller, type RecapRecord } from "./recap-scope";

/** A disputed line: the fee the seller says is right and why (both required, spec §5; the schema checks). */
export interface DisputeLine {
  lineId: number;
  value?: number | null;
  reason?: string;
}

export interface RecapMoveInput {
  recapNo?: string;
  recapId?: number;
  move: RecapMove;
  /** dispute: the lines disputed. */
  lines?: DisputeLine[];
  /** dispute: days the buyer has to answer (server/config.ts RECAP_BUYER_RESPONSE_DAYS). */
  buyerResponseDays?: number;
}

const SELLER_ACTION: Partial<Record<RecapMove, "modify" | "confirm">> = { dispute: "modify", confirm: "confirm" };
const DAY_MS = 24 * 3_600_000;

export function invalidRecapTransition(status: number, lang: Language) {
  return conflict("recaps:errors.invalidTransition", {
    status: translate(lang, `recaps:status.${recapStatusName(status)}`),
  });
}

/** Locks and answers the recap `caller` reaches, or 404 `recaps:errors.notFound`. */
export async function lockRecap(
  tx: Tx,
  caller: RecapCaller,
  by: { recapNo?: string; recapId?: number },
): Promise<RecapRecord> {
  const [row] = await tx
    .select()
    .from(recaps)
    .where(
      and(
        by.recapId !== undefined ? eq(recaps.id, by.recapId) : eq(recaps.recapNo, by.recapNo ?? ""),
        callerRecapWhere(caller),
      ),
    )
    .for("no key update");
  if (!row) throw recapNotFound();
  return row;
}

/** Recomputes a recap's totals from its lines. */
async function totalsOf(tx: Tx, recapId: number) {
  const [t] = await tx
    .select({
      lineCount: sql<number>`count(*)::int`,
      chargedTotal: sql<string>`coalesce(sum(${recapLines.chargedFee}), 0)`,
      disputedTotal: sql<string>`coalesce(sum(${recapLines.disputedValue}) filter (where ${recapLines.status} in (1, 2)), 0)`,
      acceptedTotal: sql<string>`coalesce(sum(${recapLines.acceptedFee}), 0)`,
    })
    .from(recapLines)
    .where(eq(recapLines.recapId, recapId));
  return {
    lineCount: t.lineCount,
    chargedTotal: Number(t.chargedTotal),
    disputedTotal: Number(t.disputedTotal),
    acceptedTotal: Number(t.acceptedTotal),
  };
}

/** The line changes of a dispute: every named line must be on the recap (400 lines.<i>.lineId otherwise). */
async function applyDispute(tx: Tx, recap: RecapRecord, lines: readonly DisputeLine[], lang: Language) {
  const ids = lines.map((l) => l.lineId);
  const found = await tx
    .select({ id: recapLines.id })
    .from(recapLines)
    .where(and(eq(recapLines.recapId, recap.id), inArray(recapLines.id, ids)));
  const known = new Set(found.map((f) => f.id));
  const unknown = lines.findIndex((l) => !known.has(l.lineId));
  if (unknown >= 0) throw fieldRefusal(lang, [{ path: `lines.${unknown}.lineId`, key: "recaps:errors.unknownLine" }]);
  // Lines not named go back to their charged fee (a new dispute replaces the previous one).
  await tx
    .update(recapLines)
    .set({ status: RecapLineStatus.charged, disputedValue: null, reason: null, acceptedFee: recapLines.chargedFee })
    .where(eq(recapLines.recapId, recap.id));
  for (const l of lines) {
    await tx
      .update(recapLines)
      .set({ status: RecapLineStatus.disputed, disputedValue: l.value ?? 0, reason: l.reason ?? "" })
      .where(eq(recapLines.id, l.lineId));
  }
}

/**
 * An accept: disputed lines' values hold, and each difference is spread over the line's orders; a bill of
 * those orders not yet verified shows the delivery fee after adjustment (server/modules/bill/bill-totals.ts).
 */
async function applyAccept(tx: Tx, recap: RecapRecord, now: Date) {
  const billIds: number[] = [];
  const disputed = await tx
    .select()
    .from(recapLines)
    .where(and(eq(recapLines.recapId, recap.id), eq(recapLines.status, RecapLineStatus.disputed)))
    .orderBy(asc(recapLines.id));
  for (const line of disputed) {
    const value = line.disputedValue ?? line.chargedFee;
    await tx
      .update(recapLines)
      .set({ status: RecapLineStatus.accepted, acceptedFee: value })
      .where(eq(recapLines.id, line.id));
    const diff = value - line.chargedFee;
    if (diff === 0 || line.orderIds.length === 0) continue;
    const rows = await tx
      .select({ id: orders.id, deliveryFee: orders.deliveryFee, billId: orders.billId })
      .from(orders)
      .where(inArray(orders.id, line.orderIds))
      .orderBy(asc(orders.id))
      .for("no key update");
    const parts = spreadAdjustment(
      diff,
      rows.map((r) => r.deliveryFee),
    );
    for (const [i, r] of rows.entries()) {
      if (parts[i] === 0) continue;
      if (r.billId !== null) billIds.push(r.billId);
      await tx
        .update(orders)
        .set({ deliveryFeeAdjustment: sql`${orders.deliveryFeeAdjustment} + ${parts[i]}` })
        .where(eq(orders.id, r.id));
    }
  }
  await recomputeBillTotals(tx, billIds, now);
}

/**
 * Applies `input.move` to the locked `recap` as `caller` inside `tx`; answers the recap after the move.
 * @throws 409 recaps:errors.invalidTransition (the table refuses, or the move is not the caller's side);
 *   400 lines.<i>.lineId recaps:errors.unknownLine (dispute naming a line of another recap).
 */
export async function moveRecapLocked(
  tx: Tx,
  caller: RecapCaller,
  recap: RecapRecord,
  input: RecapMoveInput,
  now: Date,
  lang: Language,
): Promise<RecapRecord> {
  const rule = RECAP_MOVES[input.move];
  const to = applyRecapMove(input.move, recap.status);
  if (rule.by !== caller.actor || to === null) throw invalidRecapTransition(recap.status, lang);
  let deadline: Date | null = null;
  switch (input.move) {
    case "dispute":
      await applyDispute(tx, recap, input.lines ?? [], lang);
      deadline = new Date(now.getTime() + (input.buyerResponseDays ?? 7) * DAY_MS);
      break;
    case "confirm":
      // The seller accepts every charged fee: disputes (rejected ones included) are dropped.
      await tx
        .update(recapLines)
        .set({ status: RecapLineStatus.charged, disputedValue: null, reason: null, acceptedFee: recapLines.chargedFee })
        .where(eq(recapLines.recapId, recap.id));
      break;
    case "accept":
    case "autoAccept":
      await applyAccept(tx, recap, now);
      break;
    case "reject":
      await tx
        .update(recapLines)
        .set({ status: RecapLineStatus.rejected })
        .where(and(eq(recapLines.recapId, recap.id), eq(recapLines.status, RecapLineStatus.disputed)));
      break;
    default:
      break;
  }
  const totals = await totalsOf(tx, recap.id);
  const sellerUserId = caller.actor === "seller" ? caller.scope.userId : recap.handlerUserId;
  const [after] = await tx
    .update(recaps)
    .set({ status: to, deadline, ...totals, handlerUserId: sellerUserId, updateTime: now })
    .where(eq(recaps.id, recap.id))
    .returning();
  const userId = caller.actor === "system" ? null : caller.actor === "seller" ? caller.scope.userId : caller.userId;
  await tx.insert(recapEvents).values({
    recapId: recap.id,
    move: input.move,
    actor: caller.actor,
    userId,
    fromStatus: recap.status,
    toStatus: to,
    detail: input.move === "dispute" ? { lines: input.lines ?? [] } : {},
    createTime: now,
  });
  const action = SELLER_ACTION[input.move];
  if (caller.actor === "seller" && action) {
    await recordActivity(
      tx,
      caller.scope.auth,
      {
        subject: "recaps",
        action,
        recordId: recap.recapNo,
        before: { status: recap.status, acceptedTotal: recap.acceptedTotal },
        after: { status: to, disputedTotal: totals.disputedTotal },
      },
      now,
    );
  }
  return after;
}

/**
 * Locks the recap `input` names as `caller`, applies the move, and commits (see moveRecapLocked).
 * @throws 404 recaps:errors.notFound (missing or out of reach), 409 invalidTransition, 400 unknownLine.
 */
export async function moveRecap(
  db: Db,
  caller: RecapCaller,
  input: RecapMoveInput,
  now: Date,
  lang: Language,
): Promise<RecapRecord> {
  return db.transaction(async (tx) => {
    const recap = await lockRecap(tx, caller, input);
    return moveRecapLocked(tx, caller, recap, input, now, lang);
  });
}
