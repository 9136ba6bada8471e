/**
 * THE partnership move (spec §4 "Partnership" actions request, accept, reject; §5 "Partnership";
 * docs/architecture.md §13): every side (seller, buyer, platform) changes a partnership's status only here.
 * One transaction: lock the partnership (`FOR NO KEY UPDATE`), check the move against src/domain/partnership.ts
 * PARTNERSHIP_MOVES (canMovePartnership), write the status and the move's effects, add the history row
 * (partnership_events), record the seller's activity and message the seller about the buyer's and the
 * platform's moves. A move outside the table answers 409 `partnerships:errors.invalidTransition` (status =
 * the localized status name), changing nothing.
 *
 * Suspend / unsuspend / block / unblock of a running partnership are request tickets the platform confirms
 * (server/modules/request), not moves of this table.
 */
import { and, eq, inArray } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import { AddendumStatus, canMovePartnership, PARTNERSHIP_MOVES, type PartnershipMove } from "@src/domain/partnership";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { customers } from "../../db/schema/customer";
import {
  partnershipAddenda,
  partnershipEvents,
  partnershipLimitHistory,
  partnerships,
} from "../../db/schema/partnership";
import { shops } from "../../db/schema/shop";
import { recordActivity } from "../activity/record";
import { notify, type PartnershipMessage } from "../message/message-service";
import {
  actorUserId,
  callerPartnershipWhere,
  partnershipInvalidTransition,
  partnershipNotFound,
  type PartnershipCaller,
  type PartnershipRecord,
} from "./partnership-scope";

/** The terms a seller proposes with its request (spec §3 "Partnership"). Money integer rupiah. */
export interface ProposedTerms {
  creditLimit: number;
  partConditions: number[];
  settlementPeriod: number;
  /** WIB `yyyy-MM-dd` (spec §5 "Settlement date required"). */
  settlementDate: string;
  clause: string;
}

/** What a move carries besides its name (each move reads its own fields). */
export interface PartnershipMoveInput {
  move: PartnershipMove;
  /** Rejections: the reason (spec §5 "Reason cannot be empty"); buyer request: why it applies. */
  reason?: string;
  /** sellerRequest: the terms proposed. */
  terms?: ProposedTerms;
  /** platformAccept: the max credit limit the seller may grant (rupiah). */
  maxCreditLimit?: number;
  /** True when the row was inserted in this transaction (its history row starts from no status). */
  created?: boolean;
}

/** The seller authority action a seller move is recorded under (src/resources/partnerships/index.ts). */
const SELLER_ACTION: Partial<Record<PartnershipMove, string>> = {
  sellerRequest: "request",
  sellerAccept: "accept",
  sellerReject: "reject",
};

/** The message the seller gets for a buyer's or the platform's move. */
const MESSAGE_OF: Partial<Record<PartnershipMove, PartnershipMessage>> = {
  buyerRequest: "applied",
  buyerAccept: "accepted",
  buyerReject: "rejected",
  platformAccept: "platformAccepted",
  platformReject: "platformRejected",
};

/** Locks and answers the partnership `caller` reaches, or 404 `partnerships:errors.notFound`. */
export async function lockPartnership(tx: Tx, caller: PartnershipCaller, id: number): Promise<PartnershipRecord> {
  const [row] = await tx
    .select()
    .from(partnerships)
    .where(and(eq(partnerships.id, id), callerPartnershipWhere(caller)))
    .for("no key update");
  if (!row) throw partnershipNotFound();
  return row;
}

/**
 * Whether the buyer has accepted the partnership's own agreement (spec §1, §3 "agreement type"): it accepted
 * a seller's proposal (buyerAccept) or confirmed the agreement (confirmAgreement), or the partnership was made
 * before the history was kept (no request move recorded: the platform made it, confirmed).
 */
async function baseAgreementAccepted(tx: Tx, partnershipId: number): Promise<boolean> {
  const rows = await tx
    .select({ move: partnershipEvents.move })
    .from(partnershipEvents)
    .where(
      and(
        eq(partnershipEvents.partnershipId, partnershipId),
        inArray(partnershipEvents.move, ["buyerAccept", "confirmAgreement", "sellerRequest", "buyerRequest"]),
      ),
    );
  const moves = new Set(rows.map((r) => r.move));
  if (moves.has("buyerAccept") || moves.has("confirmAgreement")) return true;
  return !moves.has("sellerRequest") && !moves.has("buyerRequest");
}

/**
 * Recomputes a partnership's agreement type (spec §3 "agreement type"): unconfirmed while an addendum waits
 * for the buyer or the buyer has not accepted the agreement itself, else confirmed. Answers the type written.
 */
export async function refreshAgreementType(
  tx: Tx,
  partnershipId: number,
  now: Date,
): Promise<"confirmed" | "unconfirmed"> {
  const [waiting] = await tx
    .select({ id: partnershipAddenda.id })
    .from(partnershipAddenda)
    .where(
      and(
        eq(partnershipAddenda.partnershipId, partnershipId),
        eq(partnershipAddenda.status, AddendumStatus.waitingBuyer),
      ),
    )
    .limit(1);
  const type = !waiting && (await baseAgreementAccepted(tx, partnershipId)) ? "confirmed" : "unconfirmed";
  await tx.update(partnerships).set({ agreementType: type, updateTime: now }).where(eq(partnerships.id, partnershipId));
  return type;
}

/** True when an inactive partnership never ran (never active): it may be requested again by either side. */
export async function neverRan(tx: Tx | Db, p: PartnershipRecord): Promise<boolean> {
  if (p.status !== "inactive" || p.agreementType !== "unconfirmed") return false;
  const [ran] = await tx
    .select({ id: partnershipEvents.id })
    .from(partnershipEvents)
    .where(and(eq(partnershipEvents.partnershipId, p.id), eq(partnershipEvents.toStatus, "active")))
    .limit(1);
  return !ran;
}

/** The columns a move changes besides the status. */
function effectsOf(p: PartnershipRecord, input: PartnershipMoveInput, now: Date): Partial<PartnershipRecord> {
  switch (input.move) {
    case "sellerRequest": {
      const t = input.terms;
      return {
        agreementType: "unconfirmed",
        requestedBy: "seller",
        ...(t
          ? {
              creditLimit: t.creditLimit,
              partConditions: [...t.partConditions].sort((a, b) => a - b),
              settlementPeriod: t.settlementPeriod,
              settlementDate: t.settlementDate,
              clause: t.clause,
            }
          : {}),
      };
    }
    case "buyerRequest":
      return { agreementType: "unconfirmed", requestedBy: "buyer" };
    case "sellerAccept":
      // A buyer's application carries no settlement date: settling starts on the day the seller accepts.
      return { settlementDate: p.settlementDate ?? formatDate(now) };
    case "buyerAccept":
      return { agreementType: "confirmed" };
    case "platformAccept": {
      const max = input.maxCreditLimit ?? p.maxCreditLimit;
      return { maxCreditLimit: max, creditLimit: Math.min(p.creditLimit, max) };
    }
    case "sellerReject":
    case "buyerReject":
    case "platformReject":
      // The proposal never took effect: the partnership may be asked for again (neverRan).
      return { agreementType: "unconfirmed" };
  }
}

/** Tells the shop's main admin and the customer's account manager about a buyer's or the platform's move. */
async function notifySeller(
  tx: Tx,
  p: PartnershipRecord,
  kind: PartnershipMessage,
  reason: string | undefined,
  now: Date,
): Promise<void> {
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, p.shopId));
  const [buyer] = await tx
    .select({ userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(eq(users.id, p.buyerUserId));
  const [customer] = await tx
    .select({ managerId: customers.accountManagerUserId })
    .from(customers)
    .where(and(eq(customers.shopId, p.shopId), eq(customers.buyerUserId, p.buyerUserId)));
  await notify(tx, {
    userIds: [shop?.ownerUserId, customer?.managerId].filter((id): id is number => typeof id === "number"),
    type: `partnership.${kind}`,
    titleKey: `messages:system.partnership.${kind}`,
    params: { buyerName: buyer?.nickName || buyer?.userName || "", reason: reason ?? "" },
    url: `/customer/partnershipDetail?id=${p.id}`,
    now,
  });
}

/**
 * Applies `input.move` to `p` (already locked by the caller's transaction) as `caller`: writes the status and
 * the move's effects, the history row, the platform's initial limit history row (platformAccept), the
 * seller's activity and the seller's message. Answers the row after the move.
 * @throws 409 partnerships:errors.invalidTransition (the table refuses, or the move is not the caller's side).
 */
export async function movePartnershipLocked(
  tx: Tx,
  caller: PartnershipCaller,
  p: PartnershipRecord,
  input: PartnershipMoveInput,
  now: Date,
  lang: Language,
): Promise<PartnershipRecord> {
  if (!canMovePartnership(input.move, p.status, caller.actor)) throw partnershipInvalidTransition(p.status, lang);
  const to = PARTNERSHIP_MOVES[input.move].to;
  const effects = effectsOf(p, input, now);
  const [row] = await tx
    .update(partnerships)
    .set({ status: to, ...effects, updateTime: now })
    .where(eq(partnerships.id, p.id))
    .returning();
  const userId = actorUserId(caller);
  await tx.insert(partnershipEvents).values({
    partnershipId: p.id,
    move: input.move,
    fromStatus: input.created ? null : p.status,
    toStatus: to,
    actorUserId: userId,
    reason: input.reason ?? null,
    time: now,
  });
  if (input.move === "platformAccept") {
    await tx.insert(partnershipLimitHistory).values({
      partnershipId: p.id,
      previousLimit: 0,
      newLimit: row.creditLimit,
      source: "initial",
      reference: null,
      changedBy: userId,
      changeTime: now,
    });
  }
  const action = SELLER_ACTION[input.move];
  if (caller.actor === "seller" && action) {
    await recordActivity(
      tx,
      caller.scope.auth,
      {
        subject: "partnerships",
        action,
        recordId: p.id,
        before: input.created ? null : { status: p.status },
        after: { status: to, ...effects, ...(input.reason ? { reason: input.reason } : {}) },
      },
      now,
    );
  }
  const message = MESSAGE_OF[input.move];
  if (message) await notifySeller(tx, row, message, input.reason, now);
  return row;
}

/**
 * One move in its own transaction: locks the partnership `caller` reaches by `id`, then applies the move.
 * @throws 404 partnerships:errors.notFound; the refusals of movePartnershipLocked.
 */
export async function movePartnership(
  db: Db,
  caller: PartnershipCaller,
  id: number,
  input: PartnershipMoveInput,
  now: Date,
  lang: Language,
): Promise<PartnershipRecord> {
  return db.transaction(async (tx) => {
    const p = await lockPartnership(tx, caller, id);
    return movePartnershipLocked(tx, caller, p, input, now, lang);
  });
}
