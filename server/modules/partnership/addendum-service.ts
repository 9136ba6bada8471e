/**
 * Term and agreement with addendum (spec §1 "term and agreement management with addendum", §3 "agreement
 * type", §5 "Term of payment cannot be set before the buyer applied for the service"): the seller drafts an
 * addendum to a running partnership, the buyer accepts or rejects it, and the addenda sweep
 * (server/jobs/addenda.ts) applies an accepted one on its effective date, exactly once. Moves follow
 * src/domain/partnership.ts ADDENDUM_MOVES; any other answers 409 partnerships:errors.addendumInvalidTransition.
 * While an addendum waits for the buyer the partnership's agreement is unconfirmed (refreshAgreementType).
 */
import { and, asc, count, eq, lte } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import { ADDENDUM_MOVES, AddendumStatus, addendumNo, tempoSettable, type AddendumMove } from "@src/domain/partnership";
import { TERMS_CHANGE_STATUSES } from "@src/domain/request";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { partnershipAddenda, partnershipEvents, partnerships, type AddendumChanges } from "../../db/schema/partnership";
import { conflict } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { lockPartnership, refreshAgreementType } from "./partnership-move-service";
import {
  addendumInvalidTransition,
  addendumNotFound,
  callerPartnershipWhere,
  partnershipInvalidTransition,
  type AddendumRecord,
  type PartnershipCaller,
  type PartnershipRecord,
} from "./partnership-scope";

/** 409 `partnerships:rules.tempoNotApplied` (spec §5). */
export const tempoNotApplied = () => conflict("partnerships:rules.tempoNotApplied");

/** The body of an addendum draft (src/resources/partnerships/schema.ts addendumCreateSchema, parsed). */
export interface AddendumDraft {
  partnershipId: number;
  title: string;
  body: string;
  /** WIB `yyyy-MM-dd`, today or later. */
  effectiveDate: string;
  changes: AddendumChanges;
}

/** Only the changes given (an absent key changes nothing). */
function cleanChanges(changes: AddendumChanges): AddendumChanges {
  const out: AddendumChanges = {};
  if (changes.tempoWorkdays !== undefined) out.tempoWorkdays = changes.tempoWorkdays;
  if (changes.partConditions !== undefined) out.partConditions = [...changes.partConditions].sort((a, b) => a - b);
  if (changes.settlementPeriod !== undefined) out.settlementPeriod = changes.settlementPeriod;
  return out;
}

/**
 * The seller drafts an addendum (status waitingBuyer, number ADD-<partnershipId>-<n>); the agreement becomes
 * unconfirmed until the buyer decides.
 * @throws 404 partnerships:errors.notFound; 409 partnerships:errors.invalidTransition (not active or
 *   inactive); 400 field effectiveDate partnerships:rules.effectiveDate (before today, WIB); 409
 *   partnerships:rules.tempoNotApplied (a tempo change before the buyer applied for the service).
 */
export async function createAddendum(
  db: Db,
  scope: CallerScope,
  input: AddendumDraft,
  now: Date,
  lang: Language,
): Promise<AddendumRecord> {
  return db.transaction(async (tx) => {
    const p = await lockPartnership(tx, { actor: "seller", scope }, input.partnershipId);
    if (!TERMS_CHANGE_STATUSES.includes(p.status)) throw partnershipInvalidTransition(p.status, lang);
    if (input.effectiveDate < formatDate(now))
      throw fieldRefusal(lang, [{ path: "effectiveDate", key: "partnerships:rules.effectiveDate" }]);
    const changes = cleanChanges(input.changes);
    if (changes.tempoWorkdays !== undefined && !tempoSettable(p)) throw tempoNotApplied();
    // Numbers run per partnership; the partnership row lock serialises the drafts.
    const [{ n }] = await tx
      .select({ n: count() })
      .from(partnershipAddenda)
      .where(eq(partnershipAddenda.partnershipId, p.id));
    const [row] = await tx
      .insert(partnershipAddenda)
      .values({
        addendumNo: addendumNo(p.id, n + 1),
        shopId: p.shopId,
        partnershipId: p.id,
        title: input.title,
        body: input.body,
        changes,
        effectiveDate: input.effectiveDate,
        status: AddendumStatus.waitingBuyer,
        createdBy: scope.userId,
        createTime: now,
      })
      .returning();
    await tx
      .update(partnerships)
      .set({ agreementType: "unconfirmed", updateTime: now })
      .where(eq(partnerships.id, p.id));
    await recordActivity(
      tx,
      scope.auth,
      {
        subject: "partnerships",
        action: "addendum",
        recordId: row.addendumNo,
        before: null,
        after: { title: row.title, effectiveDate: row.effectiveDate, changes },
      },
      now,
    );
    return row;
  });
}

/** Locks an addendum the caller reaches (through its partnership), and that partnership. */
async function lockAddendum(
  tx: Tx,
  caller: PartnershipCaller,
  id: number,
): Promise<{ a: AddendumRecord; p: PartnershipRecord }> {
  const [a] = await tx
    .select({ a: partnershipAddenda })
    .from(partnershipAddenda)
    .innerJoin(partnerships, eq(partnerships.id, partnershipAddenda.partnershipId))
    .where(and(eq(partnershipAddenda.id, id), callerPartnershipWhere(caller)));
  if (!a) throw addendumNotFound();
  // Partnership first, then the addendum: the order every addendum write and the sweep take.
  const p = await lockPartnership(tx, caller, a.a.partnershipId);
  const [locked] = await tx.select().from(partnershipAddenda).where(eq(partnershipAddenda.id, id)).for("no key update");
  return { a: locked, p };
}

/**
 * A seller's or buyer's move of an addendum (withdraw; accept, reject): status per ADDENDUM_MOVES, decide
 * time, then the agreement type recomputed (confirmed when nothing waits and the agreement itself was
 * accepted). Answers the addendum after the move.
 * @throws 404 partnerships:errors.addendumNotFound; 409 partnerships:errors.addendumInvalidTransition.
 */
export async function moveAddendum(
  db: Db,
  caller: PartnershipCaller,
  id: number,
  move: Exclude<AddendumMove, "apply">,
  now: Date,
): Promise<AddendumRecord> {
  return db.transaction(async (tx) => {
    const { a, p } = await lockAddendum(tx, caller, id);
    const rule = ADDENDUM_MOVES[move];
    if (rule.by !== caller.actor || !(rule.from as readonly number[]).includes(a.status))
      throw addendumInvalidTransition();
    const [row] = await tx
      .update(partnershipAddenda)
      .set({ status: rule.to, decideTime: now })
      .where(eq(partnershipAddenda.id, a.id))
      .returning();
    await refreshAgreementType(tx, p.id, now);
    if (caller.actor === "seller")
      await recordActivity(
        tx,
        caller.scope.auth,
        {
          subject: "partnerships",
          action: "addendum",
          recordId: a.addendumNo,
          before: { status: a.status },
          after: { status: rule.to },
        },
        now,
      );
    return row;
  });
}

/**
 * The buyer accepts the partnership's agreement (spec §3 "agreement type"): recorded as an event
 * (confirmAgreement), then the agreement is confirmed unless an addendum still waits for the buyer.
 * @throws 404 partnerships:errors.notFound
 */
export async function confirmAgreement(db: Db, buyerUserId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await lockPartnership(tx, { actor: "buyer", userId: buyerUserId }, id);
    await tx.insert(partnershipEvents).values({
      partnershipId: p.id,
      move: "confirmAgreement",
      fromStatus: p.status,
      toStatus: p.status,
      actorUserId: buyerUserId,
      reason: null,
      time: now,
    });
    await refreshAgreementType(tx, p.id, now);
  });
}

/**
 * The buyer applies for the term-of-payment service (spec §5): from now on the seller may ask for a tempo
 * (request ticket) or change it by addendum. Applying twice changes nothing.
 * @throws 404 partnerships:errors.notFound
 */
export async function applyTempo(db: Db, buyerUserId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await lockPartnership(tx, { actor: "buyer", userId: buyerUserId }, id);
    if (p.tempoApplied) return;
    await tx.update(partnerships).set({ tempoApplied: true, updateTime: now }).where(eq(partnerships.id, p.id));
  });
}

/** Addenda applied per transaction by the sweep. */
const BATCH = 50;

/**
 * The addenda sweep's step (spec §1 "an addendum changes terms from its effective date"): every accepted
 * addendum whose effective date (WIB) has come is applied exactly once: its changes written to the
 * partnership, status applied, an `addendum:apply` event. Rows are picked `FOR NO KEY UPDATE SKIP LOCKED`, so a
 * concurrent sweep or buyer move leaves them to the other; a second run finds nothing. Answers the numbers.
 */
export async function applyDueAddenda(db: Db, now: Date): Promise<string[]> {
  const today = formatDate(now);
  const applied: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(partnershipAddenda)
        .where(
          and(
            eq(partnershipAddenda.status, ADDENDUM_MOVES.apply.from[0]),
            lte(partnershipAddenda.effectiveDate, today),
          ),
        )
        .orderBy(asc(partnershipAddenda.effectiveDate), asc(partnershipAddenda.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      let done = 0;
      for (const a of due) {
        // Skip, not wait: a user's addendum move locks the partnership before the addendum (no deadlock).
        const [p] = await tx
          .select()
          .from(partnerships)
          .where(eq(partnerships.id, a.partnershipId))
          .for("no key update", { skipLocked: true });
        if (!p) continue;
        await tx
          .update(partnerships)
          .set({ ...cleanChanges(a.changes), updateTime: now })
          .where(eq(partnerships.id, p.id));
        await tx
          .update(partnershipAddenda)
          .set({ status: ADDENDUM_MOVES.apply.to, appliedTime: now })
          .where(eq(partnershipAddenda.id, a.id));
        await tx.insert(partnershipEvents).values({
          partnershipId: p.id,
          move: "addendum:apply",
          fromStatus: p.status,
          toStatus: p.status,
          actorUserId: null,
          reason: a.addendumNo,
          time: now,
        });
        applied.push(a.addendumNo);
        done += 1;
      }
      return { picked: due.length, done };
    });
    // A short batch was the last; a batch of only busy rows is left to the next run.
    if (batch.picked < BATCH || batch.done === 0) return applied;
  }
}
