/**
 * Evaluations received (spec §2 evaluation-received, §3 "Review: star ratings 1, 3 or 5", §9 "Rate count 5
 * with half stars; review 1, 3 or 5"): the wire shared by the portal and the API.
 *
 * - POST /api/evaluation/ina/page    evaluationPageSchema -> Page<EvaluationRow>, newest first
 * - POST /api/evaluation/ina/summary {} -> EvaluationSummary
 * - POST /api/buyer/review/create    reviewCreateSchema -> {id} (buyer side)
 * Days are `yyyy-MM-dd` marketplace days (WIB): `from` from 00:00, `to` until 24:00, both included.
 */
import { z } from "zod";
import { pageRequestSchema } from "../../domain/page-request";
import { boundedArray } from "../../domain/schema/array";
import { keyword, text } from "../../domain/schema/text";
import { isCalendarDate } from "../../domain/datetime";

/** The only star ratings a review may carry (spec §3, §9). */
export const REVIEW_STARS = [1, 3, 5] as const;
export type ReviewStars = (typeof REVIEW_STARS)[number];
export const REVIEW_CONTENT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 5;

const stars = z
  .number({ error: "evaluations:errors.stars" })
  .int("evaluations:errors.stars")
  .refine((v) => (REVIEW_STARS as readonly number[]).includes(v), "evaluations:errors.stars");
const day = z.string().refine(isCalendarDate, "evaluations:errors.date");

/** Body of the seller's list. `keyword` matches product name, part no or order no (contains, any case). */
export const evaluationPageSchema = z
  .object({
    ...pageRequestSchema.shape,
    stars: stars.optional(),
    hasPhoto: z.boolean().optional(),
    itemId: z.number().int().positive().optional(),
    keyword: keyword(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "evaluations:errors.endBeforeStart" });
  });
export type EvaluationPageRequest = z.infer<typeof evaluationPageSchema>;

/** A buyer's order number as the buyer side knows it, e.g. `ORD-20261102-0042`. */
export const ORDER_NO_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;

/** Body of POST /api/buyer/review/create; `photos` are file keys of images. */
export const reviewCreateSchema = z.object({
  itemId: z.number({ error: "validation:required" }).int().positive(),
  orderNo: z.string().trim().regex(ORDER_NO_PATTERN, "validation:format"),
  stars,
  content: text({ multiline: true }).trim().max(REVIEW_CONTENT_MAX, "validation:maxLength").default(""),
  photos: boundedArray(z.string().regex(/^[A-Za-z0-9_-]{24,64}$/, "validation:format"), REVIEW_PHOTOS_MAX).default([]),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export interface EvaluationPhoto {
  fileKey: string;
  /** `/files/<fileKey>` */
  url: string;
}

/** One review as the seller sees it; times `yyyy-MM-dd HH:mm:ss` WIB. */
export interface EvaluationRow {
  id: number;
  itemId: number;
  itemName: string;
  partNo: string;
  /** The product's main image URL, or null. */
  itemImage: string | null;
  orderNo: string;
  buyerName: string;
  stars: ReviewStars;
  content: string;
  photos: EvaluationPhoto[];
  reply: string | null;
  createTime: string;
}

/** Counts per star and the average (one decimal; 0 when there is no review) of the caller's reach. */
export interface EvaluationSummary {
  total: number;
  average: number;
  counts: Record<`${ReviewStars}`, number>;
  withPhoto: number;
}
