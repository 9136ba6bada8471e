/**
 * The buyer-facing header's calls (spec §1, §3 "Search results", "Store suggestion", §7 "Header search
 * requests suggestions 500 ms after typing stops", §9 "Search max 150") and the survey modal (spec §2 "A
 * survey modal"). Shapes in src/domain/search.ts.
 *
 * - POST /api/search/ina/suggest        (user)   { keyword (1..150 after trim) } -> { itemData[<=5], shopData[<=5] }:
 *                                        in-sale products of every open shop by name or part no, open shops by name
 * - POST /api/search/ina/cartCount      (user)   {} -> { count }: the caller's cart lines
 * - POST /api/search/ina/survey/pending (seller) {} -> { surveyKey } | null (config SURVEY_KEY, "off" = none)
 * - POST /api/search/ina/survey/answer  (seller) { surveyKey, score? 1..5, comment? <= 500, dismissed? }
 *                                        -> null; exactly one of score / dismissed: true; another key: 404
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { notFound, ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { requireAuth } from "../../http/auth";
import { sellerRoute, userRoute } from "../../http/scope";
import { suggestSchema, surveyAnswerSchema } from "./schema";
import { answerSurvey, cartCount, pendingSurvey, suggest } from "./search-service";

export async function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.post("/api/search/ina/suggest", userRoute(), async (request) => {
    const { keyword } = parseBody(request, suggestSchema);
    return ok(await suggest(db, keyword));
  });

  app.post("/api/search/ina/cartCount", userRoute(), async (request) => {
    parseBody(request, z.object({}));
    return ok({ count: await cartCount(db, requireAuth(request).userId) });
  });

  app.post("/api/search/ina/survey/pending", sellerRoute(), async (request) => {
    parseBody(request, z.object({}));
    return ok(await pendingSurvey(db, requireAuth(request).userId, config.SURVEY_KEY, deps.clock()));
  });

  app.post("/api/search/ina/survey/answer", sellerRoute(), async (request) => {
    const body = parseBody(request, surveyAnswerSchema);
    const stored = await answerSurvey(
      db,
      requireAuth(request).userId,
      config.SURVEY_KEY,
      { surveyKey: body.surveyKey, score: body.dismissed ? null : (body.score ?? null), comment: body.comment ?? "" },
      deps.clock(),
    );
    if (!stored) throw notFound();
    return ok(null);
  });
}
