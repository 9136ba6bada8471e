/**
 * Which inquiries a shop reaches and what it knows of itself for them (spec §4 "Inquiry and tender", README
 * choices "brand matching"): the shop's brand keys (store details `partBrands`, src/domain/inquiry.ts
 * brandKey) and city (the regency of its application address), the SQL condition of an inquiry offered to
 * it, the numbering sequences of inquiries and tenders, and the shared refusals. An inquiry outside the
 * caller's reach answers exactly like a missing one (404 `inquiries:errors.notFound`).
 */
import { and, eq, exists, or, sql, type SQL } from "drizzle-orm";
import { brandKey, InquiryStatus } from "@src/domain/inquiry";
import { ResultCode } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { asValue, preparedOnce, type Bind } from "../../db/prepared";
import { nextDailyNumber } from "../../db/sequence";
import { inquiries, tenders } from "../../db/schema/inquiry";
import { shops } from "../../db/schema/shop";
import { ApiError } from "../../http/envelope";

/** A stored inquiry row. */
export type InquiryRecord = typeof inquiries.$inferSelect;

/** 404 `inquiries:errors.notFound`: a missing inquiry, one not offered to the shop, or another buyer's. */
export const inquiryNotFound = () => new ApiError(ResultCode.notFound, "inquiries:errors.notFound");

/** What the inquiry rules read of a shop: its brand keys (deduplicated) and its city's regency code (`NN.NN`, "" unknown). */
export interface ShopInquiryContext {
  shopId: number;
  brandKeys: string[];
  regencyCode: string;
}

/**
 * The shop's brand keys and regency, from `shops.application` (`partBrands`: free-text names edited on
 * /store/store-detail-edit; `address.regionCodes[1]`: the regency of the store address).
 */
export async function shopInquiryContext(db: Db | Tx, shopId: number): Promise<ShopInquiryContext> {
  // Prepared (docs/architecture.md §6 "Prepared statements"): the inquiry list, its detail and every tender read it.
  const [row] = await preparedOnce(db, "shop_inquiry_context", (h, name) =>
    h
      .select({
        brands: sql<unknown>`${shops.application} -> 'partBrands'`,
        regency: sql<string | null>`${shops.application} -> 'address' -> 'regionCodes' ->> 1`,
      })
      .from(shops)
      .where(eq(shops.id, sql.placeholder("shopId")))
      .prepare(name),
  ).execute({ shopId });
  const names = Array.isArray(row?.brands) ? row.brands.filter((b): b is string => typeof b === "string") : [];
  const brandKeys = [...new Set(names.map(brandKey).filter((k) => k !== ""))];
  return { shopId, brandKeys, regencyCode: row?.regency ?? "" };
}

/** Open inquiries of the shop's brands (what the inquiry list shows). */
export function offeredOpenWhere(ctx: ShopInquiryContext, bind: Bind = asValue): SQL {
  if (ctx.brandKeys.length === 0) return sql`false`;
  // The keys as one array parameter: one statement text for any number of brands.
  const keys = bind("brandKeys", ctx.brandKeys);
  return and(
    eq(inquiries.status, InquiryStatus.open),
    sql`${inquiries.carBrandKey} = any(${Array.isArray(keys) ? sql.param(keys) : keys}::text[])`,
  ) as SQL;
}

/**
 * The shops an open inquiry of brand key `key` is offered to (the other direction of offeredOpenWhere): shops
 * whose `partBrands` hold a name with that key. The SQL expression is brandKey (src/domain/inquiry.ts): trim,
 * lower case, runs of spaces and hyphens to one hyphen.
 */
export async function shopsOfferedBrand(db: Db | Tx, key: string): Promise<number[]> {
  if (key === "") return [];
  const brands = sql`case when jsonb_typeof(${shops.application} -> 'partBrands') = 'array' then ${shops.application} -> 'partBrands' else '[]'::jsonb end`;
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      sql`exists (select 1 from jsonb_array_elements_text(${brands}) as b(name) where regexp_replace(lower(btrim(b.name, ' ' || chr(9) || chr(10) || chr(13))), '[[:space:]-]+', '-', 'g') = ${key})`,
    );
  return rows.map((r) => r.id);
}

/**
 * The inquiries a shop reaches: the open ones of its brands, and any it has a tender on (a closed inquiry the
 * shop tendered on stays readable).
 * @param bind how the shop's brand keys and id enter the statement (server/db/prepared.ts): values, or
 *   placeholders `brandKeys` and `shopId` for a prepared statement (one per "has brands or not").
 */
export function shopReachWhere(ctx: ShopInquiryContext, bind: Bind = asValue): SQL {
  return or(
    offeredOpenWhere(ctx, bind),
    exists(
      sql`(select 1 from ${tenders} where ${tenders.inquiryId} = ${inquiries.id} and ${tenders.shopId} = ${bind("shopId", ctx.shopId)})`,
    ),
  ) as SQL;
}

/** `INQ-yyyyMMdd-nnnnnn` (WIB date of `now`, sequence inquiry_no_seq). */
export async function nextInquiryNo(db: Db | Tx, now: Date): Promise<string> {
  return nextDailyNumber(db, "inquiry_no_seq", "INQ", now);
}

/** `TND-yyyyMMdd-nnnnnn` (WIB date of `now`, sequence tender_no_seq). */
export async function nextTenderNo(db: Db | Tx, now: Date): Promise<string> {
  return nextDailyNumber(db, "tender_no_seq", "TND", now);
}

/**
 * The status the rules read: an open inquiry whose deadline has passed takes no more offers even before the
 * deadline sweep (server/jobs/inquiries.ts) closes it, so it counts as quoted.
 */
export function effectiveInquiryStatus(inquiry: Pick<InquiryRecord, "status" | "deadline">, now: Date): number {
  return inquiry.status === InquiryStatus.open && inquiry.deadline.getTime() <= now.getTime()
    ? InquiryStatus.quoted
    : inquiry.status;
}

/** Locks an inquiry by id FOR NO KEY UPDATE (callers reached it through a tender or their own rows), or 404. */
export async function lockInquiryById(tx: Tx, inquiryId: number): Promise<InquiryRecord> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for("no key update");
  if (!row) throw inquiryNotFound();
  return row;
}
