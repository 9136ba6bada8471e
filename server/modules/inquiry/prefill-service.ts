/**
 * The tender form's prefill (the cockpit, beyond the spec: README choices): per inquiry part, the shop's
 * products on sale that match it, best first, at most PREFILL_MATCHES each: the buyer's part no equal to
 * the product's (case and separators ignored), else fitment — a product fitting the inquiry's car (brand
 * key = the fitment's brandId, model = its series, year = its year or 0 for all years) in the part's category
 * (when the buyer named one). The suggested part status follows the stock: actual stock covering the
 * quantity or unlimited stock -> on hand, third party -> central, else indent.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { PartStatus, isOutOfTown, type PartStatusValue } from "@src/domain/inquiry";
import { tierPrice } from "@src/domain/order";
import { ReviewStatus } from "@src/domain/product";
import type { TenderPrefill } from "@src/resources/inquiries/schema";
import type { Db } from "../../db/client";
import { inquiryParts } from "../../db/schema/inquiry";
import { itemFitments, items } from "../../db/schema/item";
import { regions } from "../../db/schema/reference";
import type { RowScope } from "../../http/scope";
import { reachInquiry } from "./inquiry-query-service";
import { shopInquiryContext } from "./inquiry-scope";

/** Matches answered per part. */
export const PREFILL_MATCHES = 5;

type Match = TenderPrefill["parts"][number]["matches"][number];

/** Part numbers compared without case and separators (`04465-0K240` = `044650k240`). */
const normalize = (partNo: string) => partNo.toUpperCase().replace(/[^A-Z0-9]/g, "");
const normalizedSql = sql`regexp_replace(upper(${items.partNo}), '[^A-Z0-9]', '', 'g')`;

function partStatusFor(stockType: number, stockNum: number, quantity: number): PartStatusValue {
  if (stockType === 1 || (stockType === 2 && stockNum >= quantity)) return PartStatus.onHand;
  if (stockType === 3) return PartStatus.central;
  return PartStatus.indent;
}

const itemColumns = {
  id: items.id,
  partNo: items.partNo,
  itemName: items.itemName,
  categoryId: items.categoryId,
  brandName: items.brandName,
  priceTiers: items.priceTiers,
  minPrice: items.minPrice,
  discountTenths: items.discountTenths,
  saleUnit: items.saleUnit,
  condition: items.condition,
  stockType: items.stockType,
  stockNum: items.stockNum,
};

/**
 * POST /api/inquiry/ina/prefill: the matches of every part of `inquiryNo` among the caller's shop's products.
 * @throws 404 inquiries:errors.notFound (not offered to the shop)
 */
export async function tenderPrefill(db: Db, scope: RowScope, inquiryNo: string): Promise<TenderPrefill> {
  const ctx = await shopInquiryContext(db, scope.shopId);
  const inquiry = await reachInquiry(db, ctx, inquiryNo);
  const parts = await db
    .select()
    .from(inquiryParts)
    .where(eq(inquiryParts.inquiryId, inquiry.id))
    .orderBy(asc(inquiryParts.lineNo));
  const onSale = and(eq(items.shopId, scope.shopId), eq(items.reviewStatus, ReviewStatus.inSale));
  const wanted = [...new Set(parts.map((p) => normalize(p.partNo)).filter((n) => n !== ""))];
  const [byPartNo, byFitment, cities] = await Promise.all([
    wanted.length === 0
      ? Promise.resolve([])
      : db
          .select({ ...itemColumns, key: sql<string>`${normalizedSql}` })
          .from(items)
          .where(and(onSale, inArray(normalizedSql, wanted)))
          .orderBy(asc(items.minPrice), asc(items.id)),
    db
      .selectDistinct(itemColumns)
      .from(items)
      .innerJoin(itemFitments, eq(itemFitments.itemId, items.id))
      .where(
        and(
          onSale,
          eq(itemFitments.brandId, inquiry.carBrandKey),
          sql`lower(${itemFitments.series}) = lower(${inquiry.carModel})`,
          or(eq(itemFitments.year, inquiry.carYear), eq(itemFitments.year, 0)),
        ),
      )
      .orderBy(asc(items.minPrice), asc(items.id))
      .limit(500),
    db
      .select({ code: regions.code, name: regions.name })
      .from(regions)
      .where(inArray(regions.code, [ctx.regencyCode, inquiry.receiverRegencyCode])),
  ]);
  const cityOf = new Map(cities.map((c) => [c.code, c.name]));
  const matchOf = (i: (typeof byFitment)[number], quantity: number, matchedBy: Match["matchedBy"]): Match => ({
    itemId: i.id,
    partNo: i.partNo,
    itemName: i.itemName,
    brand: i.brandName,
    unitPrice: tierPrice(i.priceTiers, quantity) ?? i.minPrice,
    discountTenths: i.discountTenths,
    unit: i.saleUnit,
    condition: i.condition,
    stockType: i.stockType,
    stockNumber: i.stockNum,
    partStatus: partStatusFor(i.stockType, i.stockNum, quantity),
    matchedBy,
  });
  return {
    inquiryNo: inquiry.inquiryNo,
    outOfTown: isOutOfTown(ctx.regencyCode, inquiry.receiverRegencyCode),
    shopCity: cityOf.get(ctx.regencyCode) ?? "",
    receiverCity: cityOf.get(inquiry.receiverRegencyCode) ?? "",
    parts: parts.map((p) => {
      const key = normalize(p.partNo);
      const exact = key === "" ? [] : byPartNo.filter((i) => i.key === key);
      const fitting = byFitment.filter(
        (i) => (p.categoryId === null || i.categoryId === p.categoryId) && !exact.some((e) => e.id === i.id),
      );
      const matches = [
        ...exact.map((i) => matchOf(i, p.quantity, "partNo")),
        ...fitting.map((i) => matchOf(i, p.quantity, "fitment")),
      ].slice(0, PREFILL_MATCHES);
      return { partId: p.id, matches };
    }),
  };
}
