/** Bodies of the platform's shop endpoints (./platform-routes.ts; spec §4 "Store status", §8 reject reasons). */
import { z } from "zod";
import { REJECT_REASONS } from "@src/domain/shop";
import { pageRequestSchema } from "@src/domain/page-request";
import { keyword, text } from "@src/domain/schema/text";

const id = z.number({ error: "validation:required" }).int("validation:integer").positive("validation:min");

const reasonsSchema = z
  .array(z.literal(REJECT_REASONS, { error: "validation:oneOf" }), { error: "validation:required" })
  .min(1, "validation:minItems")
  .max(REJECT_REASONS.length, "validation:maxItems")
  .transform((values) => [...new Set(values)].sort());
const remarkSchema = text({ multiline: true }).trim().max(500, "validation:maxLength").default("");

/** Reason 5 is "other": its text is then required. */
const remarkWhenOther = (value: { rejectReasons?: number[]; rejectRemark: string }, ctx: z.RefinementCtx) => {
  if (value.rejectReasons?.includes(5) && value.rejectRemark === "") {
    ctx.addIssue({ code: "custom", path: ["rejectRemark"], message: "validation:required" });
  }
};

export const shopPageSchema = pageRequestSchema.extend({
  applyStatus: z.literal([0, 1, 2, 3, 4], { error: "validation:oneOf" }).optional(),
  keyword: keyword(100),
});
export const shopIdSchema = z.object({ shopId: id });
export const rejectSchema = z
  .object({ shopId: id, rejectReasons: reasonsSchema, rejectRemark: remarkSchema })
  .superRefine(remarkWhenOther);
export const setShopStatusSchema = z
  .object({
    shopId: id,
    applyStatus: z.literal([2, 3, 4], { error: "validation:oneOf" }).optional(),
    status: z.literal([0, 1, 2], { error: "validation:oneOf" }).optional(),
    rejectReasons: reasonsSchema.optional(),
    rejectRemark: remarkSchema,
  })
  .superRefine(remarkWhenOther)
  .refine((v) => v.applyStatus !== undefined || v.status !== undefined, {
    message: "validation:required",
    path: ["status"],
  });
