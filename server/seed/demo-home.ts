/**
 * Demo data of the header and the survey (spec §1 "a cart link with a count", §2 "A survey modal"):
 * three cart lines for seller.active (its header shows a count), and every demo user but SURVEY_PENDING_USER
 * already answered or dismissed the default survey, so the modal never covers a browser test's screen; sign
 * in as that user to see it. The dashboard reads the order, refund, inquiry, bill and review seeds.
 */
import { eq, ne } from "drizzle-orm";
import { ReviewStatus } from "@src/domain/product";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { items } from "../db/schema/item";
import { cartItems, surveyAnswers } from "../db/schema/inbox";
import { configSchema } from "../config";

/** The one demo user the survey modal still asks (README "Demo accounts"). */
export const SURVEY_PENDING_USER = "staff.finance";

/** Seeds the cart and the survey answers; idempotent (conflicts are ignored). */
export async function seedDemoHome(db: Db, opts: { clock: () => Date }): Promise<void> {
  const now = opts.clock();
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "seller.active"));
  if (seller) {
    const inSale = await db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.reviewStatus, ReviewStatus.inSale))
      .orderBy(items.id)
      .limit(3);
    if (inSale.length > 0)
      await db
        .insert(cartItems)
        .values(inSale.map((it, i) => ({ userId: seller.id, itemId: it.id, quantity: i + 1, createTime: now })))
        .onConflictDoNothing();
  }
  const surveyKey = configSchema.shape.SURVEY_KEY.parse(undefined);
  const others = await db.select({ id: users.id }).from(users).where(ne(users.userName, SURVEY_PENDING_USER));
  if (others.length > 0)
    await db
      .insert(surveyAnswers)
      .values(
        others.map((u, i) => ({
          userId: u.id,
          surveyKey,
          score: i % 3 === 0 ? null : 5,
          comment: "",
          createTime: now,
        })),
      )
      .onConflictDoNothing();
  // The survey asks accounts of a week or more (server/modules/search SURVEY_MIN_ACCOUNT_DAYS): this one is older.
  await db
    .update(users)
    .set({ createTime: new Date(now.getTime() - 30 * 86_400_000) })
    .where(eq(users.userName, SURVEY_PENDING_USER));
}
