/**
 * Writing a tender (spec §3 "Tender", §4 pass rules, §5 "Tender, consign, inquiry", §8 tender texts): the
 * addTend form (POST /api/inquiry/ina/tender: save a draft or submit) and modifying a submitted tender
 * (POST /api/tender/ina/modify). Past the schema (src/resources/inquiries/schema.ts tenderRequestSchema) the
 * API checks what needs the database: the pass rules (inquiryActionsFor, 409), every offer's part belongs to
 * the inquiry, a product named is the shop's, and the delivery fee against the shop's and the receiver's
 * cities (deliveryFeeError: Rp 50.000 minimum out of town; Rp 0 with free shipment), all as 400 field errors.
 * One tender per inquiry and shop, even under concurrent calls: the inquiry row is locked first, and the
 * unique index tenders_inquiry_shop_uq answers 409 `tenders:errors.duplicate` should two rows still race.
 */
import type { FastifyRequest } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { deliveryFeeError, isOutOfTown, offerNetPrice, TenderStatus } from "@src/domain/inquiry";
import { inquiryActionsFor } from "@src/domain/tender-transitions";
import type { Language } from "@src/domain/wire";
import type { TenderModifyRequest, TenderRequest } from "@src/resources/inquiries/schema";
import type { Db, Tx } from "../../db/client";
import { insertPrepared, placeholderRow, preparedOnce } from "../../db/prepared";
import { inquiryParts, inquiryPasses, tenderEvents, tenderOffers, tenders } from "../../db/schema/inquiry";
import { items } from "../../db/schema/item";
import { conflict } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal, issueToFieldError, type FieldProblem } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { isUniqueViolation } from "../staff/staff-user-service";
import { reachInquiry } from "../inquiry/inquiry-query-service";
import {
  effectiveInquiryStatus,
  lockInquiryById,
  nextTenderNo,
  shopInquiryContext,
  type InquiryRecord,
} from "../inquiry/inquiry-scope";
import { lockTender, moveTenderLocked } from "./tender-move-service";
import { sellerTenderWhere, tenderNotFound, type TenderRecord } from "./tender-scope";

/** The tender fields both writes share. */
type TenderFields = Pick<TenderRequest, "offers" | "shippingMethod" | "deliveryFee" | "freeShipment" | "notes">;

/** True for a raw offer that has neither a part no nor a unit price (spec §8 'Submit failed'). */
function lacksPartNoAndPrice(offer: unknown): boolean {
  if (typeof offer !== "object" || offer === null) return false;
  const o = offer as Record<string, unknown>;
  const noPartNo =
    o.partNo === undefined || o.partNo === null || (typeof o.partNo === "string" && o.partNo.trim() === "");
  const noPrice = o.unitPrice === undefined || o.unitPrice === null || o.unitPrice === "";
  return noPartNo && noPrice;
}

/**
 * Parses a tender body like parseBody, and when an offer lacks both its part no and its unit price answers
 * the envelope message `tenders:rules.submitFailed` (spec §8 'Submit failed') with the same field errors.
 * @throws ApiError 400 with data.errors
 */
export function parseTenderBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  const body = request.body ?? {};
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => issueToFieldError(i, request.lang));
  const offers = (body as { offers?: unknown }).offers;
  const failed = Array.isArray(offers) && offers.some(lacksPartNoAndPrice);
  throw fieldRefusal(request.lang, errors, failed ? { key: "tenders:rules.submitFailed" } : undefined);
}

/** The fields' database rules (parts of the inquiry, the shop's products, the delivery fee), as field errors. */
async function assertFields(
  tx: Tx,
  shopId: number,
  inquiry: InquiryRecord,
  shopRegency: string,
  f: TenderFields,
  lang: Language,
): Promise<boolean> {
  const problems: FieldProblem[] = [];
  // The tender's statements are prepared (docs/architecture.md §6 "Prepared statements"); ids as one array.
  const parts = await preparedOnce(tx, "tender_inquiry_parts", (h, name) =>
    h
      .select({ id: inquiryParts.id })
      .from(inquiryParts)
      .where(eq(inquiryParts.inquiryId, sql.placeholder("inquiryId")))
      .prepare(name),
  ).execute({ inquiryId: inquiry.id });
  const partIds = new Set(parts.map((p) => p.id));
  const itemIds = [...new Set(f.offers.map((o) => o.itemId).filter((id): id is number => id !== null))];
  const own =
    itemIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await preparedOnce(tx, "tender_own_items", (h, name) =>
              h
                .select({ id: items.id })
                .from(items)
                .where(
                  and(
                    eq(items.shopId, sql.placeholder("shopId")),
                    sql`${items.id} = any(${sql.placeholder("ids")}::int[])`,
                  ),
                )
                .prepare(name),
            ).execute({ shopId, ids: itemIds })
          ).map((r) => r.id),
        );
  f.offers.forEach((o, i) => {
    if (!partIds.has(o.inquiryPartId))
      problems.push({ path: `offers.${i}.inquiryPartId`, key: "tenders:rules.partNotInInquiry" });
    if (o.itemId !== null && !own.has(o.itemId))
      problems.push({ path: `offers.${i}.itemId`, key: "tenders:rules.itemNotOwn" });
  });
  const outOfTown = isOutOfTown(shopRegency, inquiry.receiverRegencyCode);
  const fee = deliveryFeeError(f.deliveryFee, f.freeShipment, outOfTown);
  if (fee) problems.push({ path: "deliveryFee", key: fee });
  if (problems.length > 0) throw fieldRefusal(lang, problems);
  return outOfTown;
}

/** The offers as rows of `tenderId`, with their net prices; and their sum. */
function offerRows(tenderId: number, offers: TenderFields["offers"]) {
  const rows = offers.map((o) => ({
    tenderId,
    inquiryPartId: o.inquiryPartId,
    itemId: o.itemId,
    partNo: o.partNo,
    originalPartNo: o.originalPartNo,
    partNoReason: o.partNoReason,
    brand: o.brand,
    unitPrice: o.unitPrice,
    quantity: o.quantity,
    discountTenths: o.discountTenths,
    netPrice: offerNetPrice(o.unitPrice, o.quantity, o.discountTenths),
    partStatus: o.partStatus,
    estimatedDelivery: o.estimatedDelivery,
    estimatedDeliveryUnit: o.estimatedDeliveryUnit,
    deliveryLine: o.deliveryLine,
    unit: o.unit,
    condition: o.condition,
    notes: o.notes,
  }));
  return { rows, goodsAmount: rows.reduce((sum, r) => sum + r.netPrice, 0) };
}

/** Replaces the tender's offers (full replace); answers the new goods amount. */
async function replaceOffers(tx: Tx, tenderId: number, offers: TenderFields["offers"]): Promise<number> {
  await tx.delete(tenderOffers).where(eq(tenderOffers.tenderId, tenderId));
  const { rows, goodsAmount } = offerRows(tenderId, offers);
  await tx.insert(tenderOffers).values(rows);
  return goodsAmount;
}

/**
 * POST /api/inquiry/ina/tender: saves the shop's tender on `body.inquiryNo` as a draft (submit false: 1
 * unprocessed) or submits it (2 wait), creating it or completing the shop's draft. Answers `{tenderNo, status}`.
 * @throws 404 inquiries:errors.notFound (not offered to the shop); 409 inquiries:errors.closed | passed |
 *   tendered (spec §4), tenders:errors.duplicate (a concurrent tender won); 400 field errors
 *   offers.<i>.inquiryPartId (tenders:rules.partNotInInquiry), offers.<i>.itemId (tenders:rules.itemNotOwn),
 *   deliveryFee (tenders:rules.minOutOfTownFee | freeShipmentFee).
 */
export async function saveTender(
  db: Db,
  scope: CallerScope,
  body: TenderRequest,
  now: Date,
  lang: Language,
): Promise<{ tenderNo: string; status: number }> {
  try {
    return await db.transaction(async (tx) => {
      const ctx = await shopInquiryContext(tx, scope.shopId);
      // The inquiry first: the one lock every tender write and the deadline sweep take on it.
      const inquiry = await reachInquiry(tx, ctx, body.inquiryNo, true);
      const ids = { inquiryId: inquiry.id, shopId: scope.shopId };
      const [existing] = await preparedOnce(tx, "tender_lock_of_shop", (h, name) =>
        h
          .select()
          .from(tenders)
          .where(
            and(eq(tenders.inquiryId, sql.placeholder("inquiryId")), eq(tenders.shopId, sql.placeholder("shopId"))),
          )
          .for("no key update")
          .prepare(name),
      ).execute(ids);
      const [pass] = await preparedOnce(tx, "tender_pass_of_shop", (h, name) =>
        h
          .select({ shopId: inquiryPasses.shopId })
          .from(inquiryPasses)
          .where(
            and(
              eq(inquiryPasses.inquiryId, sql.placeholder("inquiryId")),
              eq(inquiryPasses.shopId, sql.placeholder("shopId")),
            ),
          )
          .prepare(name),
      ).execute(ids);
      const allowed = inquiryActionsFor({
        inquiryStatus: effectiveInquiryStatus(inquiry, now),
        passed: pass !== undefined,
        tenderStatus: existing?.status ?? null,
      }).tender;
      if (allowed !== true) throw conflict(allowed);
      // A draft an "only own" position did not make is another user's row.
      if (existing && scope.ownerUserId !== undefined) {
        const [reach] = await tx
          .select({ id: tenders.id })
          .from(tenders)
          .where(and(eq(tenders.id, existing.id), sellerTenderWhere(scope)));
        if (!reach) throw conflict("tenders:errors.duplicate");
      }
      const outOfTown = await assertFields(tx, scope.shopId, inquiry, ctx.regencyCode, body, lang);
      const fields = {
        shippingMethod: body.shippingMethod,
        deliveryFee: body.deliveryFee,
        freeShipment: body.freeShipment,
        outOfTown,
        notes: body.notes,
      };
      if (existing) return completeDraft(tx, scope, existing, body, fields, now, lang);

      const tenderNo = await nextTenderNo(tx, now);
      const status = body.submit ? TenderStatus.wait : TenderStatus.unprocessed;
      const values = placeholderRow(tenders, {
        tenderNo,
        inquiryId: inquiry.id,
        shopId: scope.shopId,
        ownerUserId: scope.userId,
        handlerUserId: scope.userId,
        status,
        ...fields,
        createTime: now,
        submitTime: body.submit ? now : null,
        updateTime: now,
      });
      const [row] = await preparedOnce(tx, `tender_insert_${values.shape}`, (h, name) =>
        h.insert(tenders).values(values.columns()).returning({ id: tenders.id }).prepare(name),
      ).execute(values.values);
      const { rows, goodsAmount } = offerRows(row.id, body.offers);
      await tx.insert(tenderOffers).values(rows);
      await preparedOnce(tx, "tender_goods_amount", (h, name) =>
        h
          .update(tenders)
          .set({ goodsAmount: sql`${sql.placeholder("goodsAmount")}` })
          .where(eq(tenders.id, sql.placeholder("id")))
          .prepare(name),
      ).execute({ goodsAmount, id: row.id });
      await insertPrepared(tx, tenderEvents, "tender_event", {
        tenderId: row.id,
        move: "create",
        actor: "seller",
        userId: scope.userId,
        fromStatus: null,
        toStatus: status,
        detail: { offers: rows.length, goodsAmount },
        createTime: now,
      });
      await recordActivity(
        tx,
        scope.auth,
        {
          subject: "inquiries",
          action: "tender",
          recordId: tenderNo,
          before: null,
          after: { inquiryNo: inquiry.inquiryNo, status, goodsAmount, deliveryFee: body.deliveryFee },
          // Spec §6 "inquiry": a submitted tender (a draft is not one yet).
          activityType: body.submit ? "inquiry" : null,
        },
        now,
      );
      return { tenderNo, status };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("tenders:errors.duplicate");
    throw err;
  }
}

/** The shop's draft saved again (stays 1) or submitted (moves to 2 wait), its offers replaced. */
async function completeDraft(
  tx: Tx,
  scope: CallerScope,
  draft: TenderRecord,
  body: TenderRequest,
  fields: NonNullable<Parameters<typeof moveTenderLocked>[3]["changes"]>,
  now: Date,
  lang: Language,
): Promise<{ tenderNo: string; status: number }> {
  const goodsAmount = await replaceOffers(tx, draft.id, body.offers);
  if (body.submit) {
    const row = await moveTenderLocked(
      tx,
      { actor: "seller", scope },
      draft,
      { move: "submit", changes: { ...fields, goodsAmount }, detail: { goodsAmount } },
      now,
      lang,
    );
    return { tenderNo: row.tenderNo, status: row.status };
  }
  await tx
    .update(tenders)
    .set({ ...fields, goodsAmount, handlerUserId: scope.userId, updateTime: now })
    .where(eq(tenders.id, draft.id));
  await recordActivity(
    tx,
    scope.auth,
    {
      subject: "inquiries",
      action: "tender",
      recordId: draft.tenderNo,
      before: { goodsAmount: draft.goodsAmount },
      after: { goodsAmount },
    },
    now,
  );
  return { tenderNo: draft.tenderNo, status: draft.status };
}

/**
 * POST /api/tender/ina/modify: the whole tender again (offers fully replaced), only in 2 wait while its
 * inquiry takes offers; modifyCount + 1. Answers `{tenderNo, status}`.
 * @throws 404 tenders:errors.notFound; 409 tenders:errors.modifyFailed (spec §8: the inquiry is closed,
 *   cancelled or traded, or the tender is not in wait); the field errors of saveTender.
 */
export async function modifyTender(
  db: Db,
  scope: CallerScope,
  body: TenderModifyRequest,
  now: Date,
  lang: Language,
): Promise<{ tenderNo: string; status: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ inquiryId: tenders.inquiryId })
      .from(tenders)
      .where(and(eq(tenders.tenderNo, body.tenderNo), sellerTenderWhere(scope)));
    if (!found) throw tenderNotFound();
    const ctx = await shopInquiryContext(tx, scope.shopId);
    const inquiry = await lockInquiryById(tx, found.inquiryId);
    const tender = await lockTender(tx, { actor: "seller", scope }, { tenderNo: body.tenderNo });
    if (effectiveInquiryStatus(inquiry, now) !== 1 || tender.status !== TenderStatus.wait)
      throw conflict("tenders:errors.modifyFailed");
    const outOfTown = await assertFields(tx, scope.shopId, inquiry, ctx.regencyCode, body, lang);
    const goodsAmount = await replaceOffers(tx, tender.id, body.offers);
    const changes = {
      shippingMethod: body.shippingMethod,
      deliveryFee: body.deliveryFee,
      freeShipment: body.freeShipment,
      outOfTown,
      notes: body.notes,
      goodsAmount,
    };
    const row = await moveTenderLocked(
      tx,
      { actor: "seller", scope },
      tender,
      { move: "modify", changes, detail: { goodsAmount, deliveryFee: body.deliveryFee, offers: body.offers.length } },
      now,
      lang,
    );
    return { tenderNo: row.tenderNo, status: row.status };
  });
}
