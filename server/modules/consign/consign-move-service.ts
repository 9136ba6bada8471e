/**
 * THE consignment move (spec §4 "Consign", docs/architecture.md §13): every side (seller, buyer, the timer
 * sweeps) changes a consignment's status only here. One transaction: lock the consignment (`FOR NO KEY UPDATE`),
 * check the move against src/domain/consign.ts CONSIGN_MOVES, apply its effects (the offer's lines and
 * totals, the shipment's stock moving from the shop to the partner), write the status and the deadline, add
 * the history row (consign_events), record the seller's activity and message the seller about the buyer's
 * moves. A move outside the table answers 409 `consignments:errors.invalidTransition` (status = the
 * localized status name), changing nothing.
 */
import { and, asc, eq } from "drizzle-orm";
import {
  canMoveConsign,
  consignEdtTotal,
  consignTotal,
  CONSIGN_MOVES,
  ConsignStatus,
  MAX_EDT_DAYS,
  type ConsignMove,
  type ConsignTimers,
} from "@src/domain/consign";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { consignEvents, consignItems, consignments } from "../../db/schema/consign";
import { fieldRefusal, type FieldProblem } from "../../http/validate";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { assertOwnFileKeys } from "../file/file-keys";
import type { ConsignMessage } from "../message/message-service";
import { notifyConsign } from "./consign-messages";
import {
  callerConsignWhere,
  consignDeadlineFor,
  consignInvalidTransition,
  consignNotFound,
  daysAfter,
  type ConsignCaller,
  type ConsignRecord,
} from "./consign-scope";
import { assertShopStock, placeWithPartner } from "./consign-stock";

/** What a move carries besides its name (each move reads its own fields). */
export interface ConsignMovePayload {
  /** Offer: per line the quantity offered (0 drops it) and unit price (rupiah); the initial EDT in days. */
  offer?: { items: { itemId: number; qtyOffer: number; unitPrice: number }[]; edtInitialDays: number };
  /** Reject (seller), cancel / declineOffer (buyer): the reason. */
  reason?: string;
  /** Ship: courier, tracking no and the proof photo's file key (an upload of the caller's shop). */
  ship?: { courier: string; trackingNo: string; proofPhoto: string };
}

/** Body of moveConsign(): the consignment (by number, or by id for the sweeps), the move, the timers, the payload. */
export interface ConsignMoveInput extends ConsignMovePayload {
  consignNo?: string;
  consignId?: number;
  move: ConsignMove;
  timers: ConsignTimers;
}

/** The message the seller gets for a buyer's move. */
const MESSAGE_OF: Partial<Record<ConsignMove, ConsignMessage>> = {
  cancel: "cancelled",
  confirmOffer: "confirmed",
  declineOffer: "declined",
  receive: "received",
};

/** Locks and answers the consignment `caller` reaches, or 404 `consignments:errors.notFound`. */
export async function lockConsign(
  tx: Tx,
  caller: ConsignCaller,
  by: { consignNo?: string; consignId?: number },
): Promise<ConsignRecord> {
  const [row] = await tx
    .select()
    .from(consignments)
    .where(
      and(
        by.consignId !== undefined ? eq(consignments.id, by.consignId) : eq(consignments.consignNo, by.consignNo ?? ""),
        callerConsignWhere(caller),
      ),
    )
    .for("no key update");
  if (!row) throw consignNotFound();
  return row;
}

/** The consignment's lines in line order. */
export async function consignLinesOf(db: Db | Tx, consignId: number) {
  return db.select().from(consignItems).where(eq(consignItems.consignId, consignId)).orderBy(asc(consignItems.id));
}

/**
 * The offer (spec §2 consign-confirm): each offered line must be one of the request's products, named once;
 * a line not offered is dropped (quantity 0); the quantities must fit the shop's stock now. Writes the
 * lines and answers the consignment's total price.
 * @throws 400 `items.<i>.itemId` consignments:errors.itemNotFound; 409 consignments:errors.insufficientStock
 */
async function writeOffer(
  tx: Tx,
  c: ConsignRecord,
  offer: NonNullable<ConsignMovePayload["offer"]>,
  lang: Language,
): Promise<number> {
  const lines = await consignLinesOf(tx, c.id);
  const byItem = new Map(lines.map((l) => [l.itemId, l]));
  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  offer.items.forEach((o, i) => {
    if (!byItem.has(o.itemId) || seen.has(o.itemId))
      problems.push({ path: `items.${i}.itemId`, key: "consignments:errors.itemNotFound" });
    seen.add(o.itemId);
  });
  if (problems.length > 0) throw fieldRefusal(lang, problems);
  const offered = new Map(offer.items.map((o) => [o.itemId, o]));
  await assertShopStock(
    tx,
    offer.items.filter((o) => o.qtyOffer > 0).map((o) => ({ itemId: o.itemId, quantity: o.qtyOffer })),
    false,
  );
  const priced: { qtyOffer: number; unitPrice: number }[] = [];
  for (const line of lines) {
    const o = offered.get(line.itemId);
    const qtyOffer = o?.qtyOffer ?? 0;
    const unitPrice = o && o.qtyOffer > 0 ? o.unitPrice : null;
    if (unitPrice !== null) priced.push({ qtyOffer, unitPrice });
    await tx.update(consignItems).set({ qtyOffer, unitPrice }).where(eq(consignItems.id, line.id));
  }
  return consignTotal(priced);
}

/** The columns a move changes besides the status and the deadline (lines, stock, times, payload). */
async function effectsOf(
  tx: Tx,
  caller: ConsignCaller,
  c: ConsignRecord,
  input: ConsignMoveInput,
  now: Date,
  lang: Language,
): Promise<Partial<ConsignRecord>> {
  switch (input.move) {
    case "offer": {
      const offer = input.offer ?? { items: [], edtInitialDays: 1 };
      const totalPrice = await writeOffer(tx, c, offer, lang);
      return { totalPrice, edtInitialDays: offer.edtInitialDays, offerTime: now };
    }
    case "reject":
    case "cancel":
    case "declineOffer":
      return { closeReason: input.reason ?? null, finishTime: now };
    case "expire":
      return { finishTime: now };
    case "confirmOffer":
      return { confirmTime: now };
    case "ship": {
      const ship = input.ship ?? { courier: "", trackingNo: "", proofPhoto: "" };
      if (caller.actor === "seller")
        await assertOwnFileKeys(tx, { shopId: caller.scope.shopId, userId: caller.scope.userId, lang }, [
          { path: "proofPhoto", key: ship.proofPhoto },
        ]);
      const lines = await consignLinesOf(tx, c.id);
      await placeWithPartner(
        tx,
        { shopId: c.shopId, buyerUserId: c.buyerUserId },
        lines.filter((l) => (l.qtyOffer ?? 0) > 0).map((l) => ({ itemId: l.itemId, quantity: l.qtyOffer ?? 0 })),
        now,
      );
      return { ...ship, shipTime: now };
    }
    case "receive":
    case "autoReceive":
      return { finishTime: now };
  }
}

/** The history note of a move: the reason, or the shipment's courier and tracking no. */
function noteOf(input: ConsignMoveInput): string | null {
  if (input.reason !== undefined) return input.reason;
  if (input.ship) return `${input.ship.courier} ${input.ship.trackingNo}`;
  return null;
}

/** The user acting (null for the sweeps). */
const actorUserId = (caller: ConsignCaller) =>
  caller.actor === "seller" ? caller.scope.userId : caller.actor === "buyer" ? caller.userId : null;

/**
 * Applies `input.move` to `c` (already locked by the caller's transaction) as `caller`; answers the row after
 * the move.
 * @throws 409 consignments:errors.invalidTransition (the table refuses, or the move is not the caller's
 *   side), consignments:errors.insufficientStock {partNo} (offer, ship); 400 field errors items.<i>.itemId
 *   (offer), proofPhoto errors:file.unknownKey (ship).
 */
export async function moveConsignLocked(
  tx: Tx,
  caller: ConsignCaller,
  c: ConsignRecord,
  input: ConsignMoveInput,
  now: Date,
  lang: Language,
): Promise<ConsignRecord> {
  if (!canMoveConsign(input.move, c.status, caller.actor)) throw consignInvalidTransition(c.status, lang);
  const to = CONSIGN_MOVES[input.move].to;
  const effects = await effectsOf(tx, caller, c, input, now, lang);
  const edtDays = consignEdtTotal({
    edtInitialDays: effects.edtInitialDays ?? c.edtInitialDays,
    edtAdditionalDays: c.edtAdditionalDays,
  });
  const [row] = await tx
    .update(consignments)
    .set({
      status: to,
      ...effects,
      deadline: consignDeadlineFor(to, now, input.timers, edtDays),
      ...(caller.actor === "seller" ? { handlerUserId: caller.scope.userId } : {}),
      updateTime: now,
    })
    .where(eq(consignments.id, c.id))
    .returning();
  const note = noteOf(input);
  await tx.insert(consignEvents).values({
    consignId: c.id,
    move: input.move,
    fromStatus: c.status,
    toStatus: to,
    actorUserId: actorUserId(caller),
    note,
    time: now,
  });
  if (caller.actor === "seller") {
    await recordActivity(
      tx,
      caller.scope.auth,
      {
        subject: "consignments",
        action: input.move,
        recordId: c.consignNo,
        before: { status: c.status },
        after: {
          status: to,
          ...(note === null ? {} : { note }),
          ...(input.offer ? { totalPrice: row.totalPrice } : {}),
        },
      },
      now,
    );
  }
  const message = MESSAGE_OF[input.move];
  if (message) await notifyConsign(tx, c, message, now);
  return row;
}

/**
 * One move in its own transaction: locks the consignment `caller` reaches by `input.consignNo` (or
 * `consignId`), then applies the move (moveConsignLocked).
 * @throws 404 `consignments:errors.notFound` when the caller does not reach it; the refusals of moveConsignLocked.
 */
export async function moveConsign(
  db: Db,
  caller: ConsignCaller,
  input: ConsignMoveInput,
  now: Date,
  lang: Language,
): Promise<ConsignRecord> {
  return db.transaction(async (tx) => {
    const c = await lockConsign(tx, caller, input);
    return moveConsignLocked(tx, caller, c, input, now, lang);
  });
}

/**
 * The seller extends the EDT of a consignment waiting to be delivered (spec §3 "EDT (initial and
 * additional)", §5 EDT extension): additional days grow by `days` (in all at most MAX_EDT_DAYS), the
 * expected delivery moves as far, the reason is kept; a history row `extendEdt` (not a status move).
 * @throws 404 consignments:errors.notFound; 409 consignments:errors.invalidTransition outside waiting to be
 *   delivered; 400 `days` validation:max {max} past MAX_EDT_DAYS additional days.
 */
export async function extendConsignEdt(
  db: Db,
  scope: CallerScope,
  input: { consignNo: string; days: number; reason: string },
  now: Date,
  lang: Language,
): Promise<ConsignRecord> {
  return db.transaction(async (tx) => {
    const caller = { actor: "seller", scope } as const;
    const c = await lockConsign(tx, caller, input);
    if (c.status !== ConsignStatus.waitingDelivered) throw consignInvalidTransition(c.status, lang);
    const room = MAX_EDT_DAYS - c.edtAdditionalDays;
    if (input.days > room)
      throw fieldRefusal(lang, [{ path: "days", key: "validation:max", params: { max: Math.max(room, 0) } }]);
    const base = c.deadline ?? now;
    const [row] = await tx
      .update(consignments)
      .set({
        edtAdditionalDays: c.edtAdditionalDays + input.days,
        edtReason: input.reason,
        deadline: daysAfter(base, input.days),
        handlerUserId: scope.userId,
        updateTime: now,
      })
      .where(eq(consignments.id, c.id))
      .returning();
    await tx.insert(consignEvents).values({
      consignId: c.id,
      move: "extendEdt",
      fromStatus: c.status,
      toStatus: c.status,
      actorUserId: scope.userId,
      note: `+${input.days}: ${input.reason}`,
      time: now,
    });
    await recordActivity(
      tx,
      scope.auth,
      {
        subject: "consignments",
        action: "extendEdt",
        recordId: c.consignNo,
        before: { edtAdditionalDays: c.edtAdditionalDays },
        after: { edtAdditionalDays: row.edtAdditionalDays, edtReason: input.reason },
      },
      now,
    );
    return row;
  });
}
