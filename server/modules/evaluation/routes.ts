/**
 * Evaluations received (spec §2 evaluation-received, §3 "Review", §9). Access "shop", authority
 * `evaluations.list`; rows are the caller's shop's reviews, and only those of products the caller owns for
 * an "only own activities" position (the API decides; the portal only shows what it gets).
 *
 * - POST /api/evaluation/ina/page    evaluationPageSchema {pageNo, pageSize, stars? (1|3|5), hasPhoto?, itemId?,
 *                                    keyword? (product name, part no or order no), from?, to? (yyyy-MM-dd WIB)}
 *                                    -> Page<EvaluationRow>, newest first; `to` before `from`: validation envelope
 * - POST /api/evaluation/ina/summary {} -> EvaluationSummary {total, average (1 decimal), counts {"1","3","5"}, withPhoto}
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { evaluationPageSchema } from "@src/resources/evaluations/schema";
import type { AppDeps } from "../../deps";
import { ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { evaluationSummary, pageEvaluations } from "./evaluation-service";

export async function registerEvaluationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const route = shopRoute("evaluations.list");

  app.post("/api/evaluation/ina/page", route, async (request) => {
    const body = parseBody(request, evaluationPageSchema);
    const { rows, rowCount } = await pageEvaluations(db, callerScope(request), body);
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/evaluation/ina/summary", route, async (request) => {
    parseBody(request, z.object({}));
    return ok(await evaluationSummary(db, callerScope(request)));
  });
}
