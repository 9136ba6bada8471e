/**
 * Bodies of the search module (spec §1 header search, §9 "Search max 150"; spec §2 "A survey modal"):
 * text through src/domain/schema/text.ts (no control characters), limits from src/domain/search.ts.
 */
import { z } from "zod";
import { text } from "@src/domain/schema/text";
import { MAX_SEARCH_TEXT, MAX_SURVEY_COMMENT, SURVEY_MAX_SCORE, SURVEY_MIN_SCORE } from "@src/domain/search";

/** { keyword }: 1..150 characters after trimming. */
export const suggestSchema = z.object({
  keyword: text().trim().min(1, "validation:required").max(MAX_SEARCH_TEXT, "validation:maxLength"),
});

/**
 * { surveyKey, score?, comment?, dismissed? }: an answer carries a score 1..5 (comment optional), a dismissal
 * `dismissed: true` and no score.
 */
export const surveyAnswerSchema = z
  .object({
    surveyKey: text().trim().min(1, "validation:required").max(50, "validation:maxLength"),
    score: z.number().int().min(SURVEY_MIN_SCORE).max(SURVEY_MAX_SCORE).optional(),
    comment: text({ multiline: true }).trim().max(MAX_SURVEY_COMMENT, "validation:maxLength").optional(),
    dismissed: z.boolean().optional(),
  })
  .refine((b) => (b.dismissed === true) !== (b.score !== undefined), {
    message: "validation:required",
    path: ["score"],
  });
