/**
 * Buyer side of inquiries (spec §3 "Inquiry", §4 "Inquiry and tender"; the buyer portal calls it, the seed
 * drives it). Access "buyer"; a buyer reaches only its own inquiries (another's answers 404
 * inquiries:errors.notFound) and sees only submitted tenders (drafts are the seller's).
 *
 * - POST /api/buyer/inquiry/create buyerInquiryCreateSchema -> {inquiryNo} (1 open); 403 for an ordinary
 *     buyer; 400 deadline inquiries:rules.deadlineRange (1 hour .. 14 days ahead) and the receiver's region
 * - POST /api/buyer/inquiry/page {pageNo, pageSize} -> Page<BuyerInquiryRow> (own, newest first)
 * - POST /api/buyer/inquiry/detail {inquiryNo} -> BuyerInquiryDetail (with the tenders received, cheapest first)
 * - POST /api/buyer/inquiry/closeOffers {inquiryNo} -> {inquiryNo, status} (1 -> 2; wait tenders -> tended,
 *     drafts -> expired); 409 inquiries:errors.closed
 * - POST /api/buyer/inquiry/cancel {inquiryNo} -> {inquiryNo, status} (1 / 2 -> 4; every tender -> cancelled,
 *     the sellers are told); 409 inquiries:errors.closed
 */
import type { FastifyInstance } from "fastify";
import { and, count, desc, eq } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import type { InquiryMove } from "@src/domain/tender-transitions";
import { pageRequestSchema } from "@src/domain/page-request";
import type { InquiryDetail, InquiryRow } from "@src/resources/inquiries/schema";
import type { TenderOfferView, TenderRow } from "@src/resources/tenders/schema";
import { buyerInquiryCreateSchema, inquiryNoRequestSchema } from "@src/resources/inquiries/schema";
import type { AppDeps } from "../../deps";
import { inquiryTimersOf } from "../../config";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { inquiries, tenders } from "../../db/schema/inquiry";
import { shops } from "../../db/schema/shop";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { buyerTenderWhere } from "../tender/tender-scope";
import { buyerTenderRows, offersOf } from "../tender/tender-query-service";
import { createInquiry } from "./inquiry-create-service";
import { buyerInquiryRows, inquiryDetailOf } from "./inquiry-query-service";
import { moveInquiryLocked } from "./inquiry-move-service";
import { inquiryNotFound, type InquiryRecord } from "./inquiry-scope";

/** One row of the buyer's inquiries: the inquiry and how many tenders it received. */
export interface BuyerInquiryRow extends InquiryRow {
  tenderCount: number;
  purchaseDeadline: string | null;
}

/** The buyer's inquiry with the tenders received (submitted ones), each with its offers. */
export interface BuyerInquiryDetail extends InquiryDetail {
  purchaseDeadline: string | null;
  tenders: (TenderRow & {
    shopName: string;
    shippingMethod: string;
    deliveryFee: number;
    freeShipment: boolean;
    notes: string;
    offers: TenderOfferView[];
  })[];
}

async function ownInquiry(db: Db, buyerUserId: number, inquiryNo: string): Promise<InquiryRecord> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.inquiryNo, inquiryNo), eq(inquiries.buyerUserId, buyerUserId)));
  if (!row) throw inquiryNotFound();
  return row;
}

export async function registerBuyerInquiryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = inquiryTimersOf(deps.config);

  app.post("/api/buyer/inquiry/create", buyerRoute(), async (request) => {
    const body = parseBody(request, buyerInquiryCreateSchema);
    const { userId } = requireAuth(request);
    const [buyer] = await db.select({ buyerType: users.buyerType }).from(users).where(eq(users.id, userId));
    return ok(
      await createInquiry(db, { userId, buyerType: buyer?.buyerType ?? null }, body, deps.clock(), request.lang),
    );
  });

  app.post("/api/buyer/inquiry/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    const where = eq(inquiries.buyerUserId, requireAuth(request).userId);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.createTime), desc(inquiries.id))
        .limit(pageSize)
        .offset(offsetOf({ pageNo, pageSize })),
      db.select({ n: count() }).from(inquiries).where(where),
    ]);
    const now = deps.clock();
    const rows = await buyerInquiryRows(db, list, now);
    const counts = await Promise.all(
      list.map(async (i) => {
        const [c] = await db
          .select({ n: count() })
          .from(tenders)
          .where(and(eq(tenders.inquiryId, i.id), buyerTenderWhere(i.buyerUserId)));
        return c?.n ?? 0;
      }),
    );
    const data: BuyerInquiryRow[] = rows.map((r, i) => ({
      ...r,
      tenderCount: counts[i],
      purchaseDeadline: list[i].purchaseDeadline ? formatDateTime(list[i].purchaseDeadline) : null,
    }));
    return ok(page({ pageNo, pageSize }, total?.n ?? 0, data));
  });

  app.post("/api/buyer/inquiry/detail", buyerRoute(), async (request) => {
    const { inquiryNo } = parseBody(request, inquiryNoRequestSchema);
    const { userId } = requireAuth(request);
    const inquiry = await ownInquiry(db, userId, inquiryNo);
    const now = deps.clock();
    const view = await inquiryDetailOf(db, inquiry, null, now, request.lang);
    const where = and(eq(tenders.inquiryId, inquiry.id), buyerTenderWhere(userId));
    const rows = await buyerTenderRows(db, where, now);
    const stored = await db
      .select({ t: tenders, shopName: shops.storeName })
      .from(tenders)
      .innerJoin(shops, eq(shops.id, tenders.shopId))
      .where(where);
    const offers = await offersOf(
      db,
      stored.map((s) => s.t.id),
    );
    const detail: BuyerInquiryDetail = {
      ...view,
      purchaseDeadline: inquiry.purchaseDeadline ? formatDateTime(inquiry.purchaseDeadline) : null,
      tenders: rows.map((r) => {
        const { t, shopName } = stored.find((s) => s.t.tenderNo === r.tenderNo)!;
        return {
          ...r,
          shopName,
          shippingMethod: t.shippingMethod,
          deliveryFee: t.deliveryFee,
          freeShipment: t.freeShipment,
          notes: t.notes,
          offers: offers.filter((o) => o.tenderId === t.id).map(({ tenderId: _t, ...o }) => o),
        };
      }),
    };
    return ok(detail);
  });

  const move = (name: InquiryMove) => async (request: Parameters<typeof requireAuth>[0]) => {
    const { inquiryNo } = parseBody(request, inquiryNoRequestSchema);
    const { userId } = requireAuth(request);
    const row = await db.transaction(async (tx) => {
      const [inquiry] = await tx
        .select()
        .from(inquiries)
        .where(and(eq(inquiries.inquiryNo, inquiryNo), eq(inquiries.buyerUserId, userId)))
        .for("no key update");
      if (!inquiry) throw inquiryNotFound();
      return moveInquiryLocked(tx, { actor: "buyer", userId }, inquiry, name, timers, deps.clock(), request.lang);
    });
    return ok({ inquiryNo: row.inquiryNo, status: row.status });
  };
  app.post("/api/buyer/inquiry/closeOffers", buyerRoute(), move("closeOffersByBuyer"));
  app.post("/api/buyer/inquiry/cancel", buyerRoute(), move("cancel"));
}
