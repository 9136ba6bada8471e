/**
 * The buyer-facing header's calls (spec §1, §3 "Search results", "Store suggestion"; shapes in
 * src/domain/search.ts): product and store suggestions, the caller's cart count, and the survey modal's
 * pending survey and answer (spec §2 "A survey modal").
 */
import { and, asc, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import { ApplyStatus, ShopStatus } from "@src/domain/shop";
import { ReviewStatus } from "@src/domain/product";
import { MAX_SUGGESTIONS, type SearchSuggestions, type SurveyPending } from "@src/domain/search";
import type { Db } from "../../db/client";
import { itemImages, items } from "../../db/schema/item";
import { shops } from "../../db/schema/shop";
import { regions } from "../../db/schema/reference";
import { cartItems, surveyAnswers } from "../../db/schema/inbox";
import { users } from "../../db/schema/auth";
import { likePattern } from "../../db/like";
import { fileUrl } from "../file/file-url";

/** Days an account exists before the survey modal asks it (ours; the spec shows none). */
export const SURVEY_MIN_ACCOUNT_DAYS = 7;

/** A shop buyers can see: approved and not restricted (src/domain/shop.ts shopIsOpen, in SQL). */
const openShop = and(eq(shops.applyStatus, ApplyStatus.success), ne(shops.status, ShopStatus.restricted));

/**
 * Up to 5 in-sale products of open shops whose name or part number contains `keyword`, and up to 5 open
 * shops whose name contains it (case-insensitive, LIKE wildcards taken literally), by name.
 * `keyword` is already trimmed, 1..150 characters.
 */
export async function suggest(db: Db, keyword: string): Promise<SearchSuggestions> {
  const k = likePattern(keyword);
  const itemRows = await db
    .select({
      itemId: items.id,
      name: items.itemName,
      partNo: items.partNo,
      price: items.minPrice,
      mainFileKey: sql<
        string | null
      >`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${items.id} and ${itemImages.isMain} limit 1)`,
    })
    .from(items)
    .innerJoin(shops, eq(shops.id, items.shopId))
    .where(
      and(eq(items.reviewStatus, ReviewStatus.inSale), openShop, or(ilike(items.itemName, k), ilike(items.partNo, k))),
    )
    .orderBy(asc(items.itemName), asc(items.id))
    .limit(MAX_SUGGESTIONS);
  const shopRows = await db
    .select({
      shopId: shops.id,
      shopName: shops.storeName,
      storeLogo: shops.storeLogo,
      cityName: sql<
        string | null
      >`(select ${regions.name} from ${regions} where ${regions.code} = ${shops.application} -> 'address' -> 'regionCodes' ->> 1)`,
    })
    .from(shops)
    .where(and(openShop, ilike(shops.storeName, k)))
    .orderBy(asc(shops.storeName), asc(shops.id))
    .limit(MAX_SUGGESTIONS);
  return {
    itemData: itemRows.map(({ mainFileKey, ...r }) => ({ ...r, picture: fileUrl(mainFileKey) })),
    shopData: shopRows.map((r) => ({ ...r, cityName: r.cityName ?? "", storeLogo: fileUrl(r.storeLogo) })),
  };
}

/** How many lines the caller's cart holds (spec §1 "a cart link with a count"). */
export async function cartCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/**
 * The survey the caller should be asked (spec §2 "A survey modal"): `surveyKey` (config SURVEY_KEY) unless
 * the caller already answered or dismissed it, or the survey is off ("off"); null otherwise.
 */
export async function pendingSurvey(
  db: Db,
  userId: number,
  surveyKey: string,
  now: Date,
): Promise<SurveyPending | null> {
  if (surveyKey === "off") return null;
  const [user] = await db.select({ createTime: users.createTime }).from(users).where(eq(users.id, userId));
  // A new account is not asked about a portal it has not used yet (README choices "survey modal").
  if (!user || now.getTime() - user.createTime.getTime() < SURVEY_MIN_ACCOUNT_DAYS * 86_400_000) return null;
  const [row] = await db
    .select({ id: surveyAnswers.id })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.userId, userId), eq(surveyAnswers.surveyKey, surveyKey)))
    .limit(1);
  return row ? null : { surveyKey };
}

/**
 * Stores the caller's answer or dismissal of `surveyKey` once (one per user and key: a second answer is
 * ignored, so a double click or two open tabs answer the same). `score` null for a dismissal.
 * @returns false when `surveyKey` is not the active survey (the route answers 404).
 */
export async function answerSurvey(
  db: Db,
  userId: number,
  activeKey: string,
  answer: { surveyKey: string; score: number | null; comment: string },
  now: Date,
): Promise<boolean> {
  if (activeKey === "off" || answer.surveyKey !== activeKey) return false;
  await db
    .insert(surveyAnswers)
    .values({ userId, surveyKey: answer.surveyKey, score: answer.score, comment: answer.comment, createTime: now })
    .onConflictDoNothing();
  return true;
}
