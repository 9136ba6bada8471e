/**
 * THE tender move (spec §4 "Inquiry and tender", docs/architecture.md §13): every side (seller, buyer, timer
 * sweeps, and the purchase of the inquiry-order module) changes a tender's status only here. In the caller's
 * transaction, on a tender row already locked `FOR NO KEY UPDATE` (lockTender; lock the inquiry first when the move
 * depends on it, as every writer here does: inquiry, then tender): check the move against
 * src/domain/tender-transitions.ts TENDER_MOVES (its side and its from-statuses), write the status and the
 * move's columns, add the history row (tender_events), record the seller's activity (a submit is the reward
 * activity "inquiry", spec §6) and message the seller about the buyer's moves. A move outside the table
 * answers 409 `tenders:errors.invalidTransition` (status = the localized status name), changing nothing.
 */
import { and, eq } from "drizzle-orm";
import { canMoveTender, TENDER_MOVES, type TenderMove } from "@src/domain/tender-transitions";
import type { Language } from "@src/domain/wire";
import type { TenderMessage } from "../message/message-service";
import type { Tx } from "../../db/client";
import { insertPrepared } from "../../db/prepared";
import { tenderEvents, tenders } from "../../db/schema/inquiry";
import { recordActivity } from "../activity/record";
import { notifyTender } from "./tender-messages";
import {
  callerTenderWhere,
  tenderInvalidTransition,
  tenderNotFound,
  type TenderCaller,
  type TenderRecord,
} from "./tender-scope";

/** What a move carries besides its name. */
export interface TenderMoveInput {
  move: TenderMove;
  /** Columns the move writes besides status, handler and times (modify: the new totals and fields). */
  changes?: Partial<
    Pick<TenderRecord, "shippingMethod" | "deliveryFee" | "freeShipment" | "outOfTown" | "notes" | "goodsAmount">
  >;
  /** What the history row and the activity keep (e.g. the buyer's reason, the changed fields). */
  detail?: Record<string, unknown>;
}

/** The message the seller gets for a buyer's move. */
const MESSAGE_OF: Partial<Record<TenderMove, TenderMessage>> = {
  choose: "chosen",
  notPurchase: "notPurchased",
  cancel: "cancelled",
};

/** Moves that are the buyer's decision on the tender (decideTime). */
const DECISIONS: readonly TenderMove[] = ["choose", "purchase", "notPurchase", "cancel"];

/**
 * Locks and answers the tender `caller` reaches (by number, or by id for the sweeps and the purchase), or
 * 404 `tenders:errors.notFound`.
 */
export async function lockTender(
  tx: Tx,
  caller: TenderCaller,
  by: { tenderNo?: string; tenderId?: number },
): Promise<TenderRecord> {
  const [row] = await tx
    .select()
    .from(tenders)
    .where(
      and(
        by.tenderId !== undefined ? eq(tenders.id, by.tenderId) : eq(tenders.tenderNo, by.tenderNo ?? ""),
        callerTenderWhere(caller),
      ),
    )
    .for("no key update");
  if (!row) throw tenderNotFound();
  return row;
}

/**
 * Applies `input.move` to `tender` (locked by the caller's transaction) as `caller`; answers the row after
 * the move.
 * @throws 409 tenders:errors.invalidTransition when the table refuses (or the move is not the caller's side).
 */
export async function moveTenderLocked(
  tx: Tx,
  caller: TenderCaller,
  tender: TenderRecord,
  input: TenderMoveInput,
  now: Date,
  lang: Language,
): Promise<TenderRecord> {
  const rule = TENDER_MOVES[input.move];
  if (rule.by !== caller.actor || !canMoveTender(input.move, tender.status))
    throw tenderInvalidTransition(tender.status, lang);
  const to = rule.to;
  const [row] = await tx
    .update(tenders)
    .set({
      status: to,
      ...input.changes,
      ...(input.move === "submit" && tender.submitTime === null ? { submitTime: now } : {}),
      ...(input.move === "modify" ? { modifyCount: tender.modifyCount + 1 } : {}),
      ...(DECISIONS.includes(input.move) ? { decideTime: now } : {}),
      ...(caller.actor === "seller" ? { handlerUserId: caller.scope.userId } : {}),
      updateTime: now,
    })
    .where(eq(tenders.id, tender.id))
    .returning();
  const userId = caller.actor === "seller" ? caller.scope.userId : caller.actor === "buyer" ? caller.userId : null;
  const detail = input.detail ?? {};
  await insertPrepared(tx, tenderEvents, "tender_event", {
    tenderId: tender.id,
    move: input.move,
    actor: caller.actor,
    userId,
    fromStatus: tender.status,
    toStatus: to,
    detail,
    createTime: now,
  });
  if (caller.actor === "seller") {
    await recordActivity(
      tx,
      caller.scope.auth,
      {
        subject: "tenders",
        action: "modify",
        recordId: tender.tenderNo,
        before: { status: tender.status },
        after: { status: to, ...detail },
        // Spec §6 "inquiry": a tender submitted (a draft's first submit).
        activityType: input.move === "submit" ? "inquiry" : null,
      },
      now,
    );
  }
  const message = MESSAGE_OF[input.move];
  if (message && caller.actor === "buyer") await notifyTender(tx, tender, message, now);
  return row;
}
