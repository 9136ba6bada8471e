/**
 * THE inquiry move (spec §4 "Inquiry and tender", docs/architecture.md §13): the buyer closing offers or
 * cancelling, and the timer sweeps closing at the deadline or expiring at the purchase deadline, change an
 * inquiry only here, with its tenders in the same transaction through the one tender move
 * (server/modules/tender/tender-move-service.ts). The inquiry is locked first, then its tenders (the order
 * every writer keeps). A move outside src/domain/tender-transitions.ts INQUIRY_MOVES answers 409
 * `inquiries:errors.closed`, changing nothing.
 *
 * - closeOffers (system, at the deadline) / closeOffersByBuyer: 1 open -> 2 quoted, purchaseDeadline = the
 *   deadline (system) or now (buyer) + purchaseDays; wait tenders -> tended, drafts -> expired. At the
 *   deadline an inquiry without any submitted tender then expires at once (2 -> 5).
 * - cancel (buyer): 1 / 2 -> 4 cancelled; every tender the table allows -> cancelled (the seller is told).
 * - expire (system, at the purchase deadline): 2 -> 5; tended / wait-to-be-purchased tenders -> expired.
 */
import { asc, eq } from "drizzle-orm";
import { InquiryStatus, TenderStatus, type InquiryTimers } from "@src/domain/inquiry";
import {
  canMoveInquiry,
  canMoveTender,
  INQUIRY_MOVES,
  SUBMITTED_TENDER_STATUSES,
  type InquiryMove,
  type TenderMove,
} from "@src/domain/tender-transitions";
import type { Language } from "@src/domain/wire";
import type { Tx } from "../../db/client";
import { inquiries, tenders } from "../../db/schema/inquiry";
import { conflict } from "../../http/envelope";
import { moveTenderLocked } from "../tender/tender-move-service";
import type { TenderCaller } from "../tender/tender-scope";
import type { InquiryRecord } from "./inquiry-scope";

const DAY_MS = 86_400_000;

/** Who moves an inquiry: its buyer or a sweep. */
export type InquiryCaller = { actor: "buyer"; userId: number } | { actor: "system" };

/** Each inquiry move's tender moves: which tender move, by whom, for the tenders it applies to. */
function tenderMovesOf(move: InquiryMove, caller: InquiryCaller): { move: TenderMove; by: TenderCaller }[] {
  const system = { actor: "system" } as const;
  switch (move) {
    case "closeOffers":
      return [
        { move: "close", by: system },
        { move: "expireDraft", by: system },
      ];
    case "closeOffersByBuyer":
      return [
        { move: "closeByBuyer", by: caller },
        { move: "expireDraft", by: system },
      ];
    case "cancel":
      return [{ move: "cancel", by: caller }];
    case "expire":
      return [{ move: "expire", by: system }];
    case "purchase":
      // The purchase is the inquiry-order module's (it moves the tenders it buys itself).
      return [];
  }
}

/**
 * Applies `move` to `inquiry` (locked by the caller's transaction) and the matching moves to its tenders.
 * Answers the inquiry row after the move (after the direct expiry when offers closed at the deadline with
 * no submitted tender).
 * @throws 409 inquiries:errors.closed when the table refuses or the move is not the caller's side.
 */
export async function moveInquiryLocked(
  tx: Tx,
  caller: InquiryCaller,
  inquiry: InquiryRecord,
  move: InquiryMove,
  timers: InquiryTimers,
  now: Date,
  lang: Language,
): Promise<InquiryRecord> {
  const rule = INQUIRY_MOVES[move];
  if (rule.by !== caller.actor || !canMoveInquiry(move, inquiry.status)) throw conflict("inquiries:errors.closed");
  const closing = move === "closeOffers" || move === "closeOffersByBuyer";
  const from = move === "closeOffers" ? inquiry.deadline : now;
  const [row] = await tx
    .update(inquiries)
    .set({
      status: rule.to,
      ...(closing
        ? { closeTime: now, purchaseDeadline: new Date(from.getTime() + timers.purchaseDays * DAY_MS) }
        : { finishTime: now }),
      updateTime: now,
    })
    .where(eq(inquiries.id, inquiry.id))
    .returning();
  const list = await tx
    .select()
    .from(tenders)
    .where(eq(tenders.inquiryId, inquiry.id))
    .orderBy(asc(tenders.id))
    .for("no key update");
  for (const tender of list) {
    const step = tenderMovesOf(move, caller).find((m) => canMoveTender(m.move, tender.status));
    if (step) await moveTenderLocked(tx, step.by, tender, { move: step.move }, now, lang);
  }
  const submitted = list.some((t) => (SUBMITTED_TENDER_STATUSES as readonly number[]).includes(t.status));
  if (move === "closeOffers" && !submitted && row.status === InquiryStatus.quoted)
    return moveInquiryLocked(tx, caller, row, "expire", timers, now, lang);
  return row;
}

/** Tender statuses still waiting on the buyer (for the buyer's views). */
export const OPEN_TENDER_STATUSES: readonly number[] = [
  TenderStatus.wait,
  TenderStatus.tended,
  TenderStatus.waitPurchase,
];
