/**
 * The home dashboard (spec §2 "Home dashboard"). Access "shop" with no single authority: each section is
 * computed only when the caller's position holds the authority of the list it summarises, and is narrowed by
 * that authority's "only own" grant (spec §6), so a section the caller may not see is absent, never empty.
 *
 * - POST /api/home/ina/dashboard { days?: 7 | 30 | 90 (default 30) } -> HomeDashboard (src/domain/home.ts):
 *   todo (orders.list: toConfirm, toShip, edtWaiting, edtRejected; refunds.list: refundsToAnswer;
 *   inquiries.list: inquiriesNearDeadline; bills.list: billDocumentsDue), sales and topProducts (orders.list),
 *   rating (evaluations.list). Days are WIB; money integer rupiah. Bad `days`: the validation envelope.
 */
import type { FastifyInstance } from "fastify";
import { DEFAULT_DASHBOARD_PERIOD, type HomeDashboard, type TodoFigure } from "@src/domain/home";
import type { AppDeps } from "../../deps";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { canAuthority, requireAuth } from "../../http/auth";
import { callerScope, shopRoute, type RouteAuthority } from "../../http/scope";
import { evaluationSummary } from "../evaluation/evaluation-service";
import { dashboardRequestSchema } from "./schema";
import {
  billTodos,
  dashboardWindow,
  inquiryTodos,
  orderTodos,
  refundTodos,
  salesOf,
  topProductsOf,
} from "./dashboard-service";

export async function registerHomeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/home/ina/dashboard", shopRoute(), async (request) => {
    const body = parseBody(request, dashboardRequestSchema);
    const days = body.days ?? DEFAULT_DASHBOARD_PERIOD;
    const now = deps.clock();
    const window = dashboardWindow(now, days);
    const auth = requireAuth(request);
    /** The scope of `authority` (its "only own" narrowing), or null when the position lacks it. */
    const scopeOf = (authority: RouteAuthority) =>
      canAuthority(auth, authority) ? callerScope(request, authority) : null;

    const answer: HomeDashboard = { days, from: window.days[0] ?? "", to: window.days[window.days.length - 1] ?? "" };
    const todo: TodoFigure[] = [];
    let anyTodo = false;
    // Sequential on purpose: PGlite runs one query at a time, and PostgreSQL answers each in a few ms.
    const ordersScope = scopeOf("orders.list");
    if (ordersScope) {
      todo.push(...(await orderTodos(db, ordersScope)));
      anyTodo = true;
      answer.sales = await salesOf(db, ordersScope, window);
      answer.topProducts = await topProductsOf(db, ordersScope, window);
    }
    const refundsScope = scopeOf("refunds.list");
    if (refundsScope) {
      todo.push(...(await refundTodos(db, refundsScope)));
      anyTodo = true;
    }
    const inquiriesScope = scopeOf("inquiries.list");
    if (inquiriesScope) {
      todo.push(...(await inquiryTodos(db, inquiriesScope, now)));
      anyTodo = true;
    }
    const billsScope = scopeOf("bills.list");
    if (billsScope) {
      todo.push(...(await billTodos(db, billsScope)));
      anyTodo = true;
    }
    if (anyTodo) answer.todo = todo;
    const ratingScope = scopeOf("evaluations.list");
    if (ratingScope) {
      const summary = await evaluationSummary(db, ratingScope);
      answer.rating = { average: summary.average, total: summary.total };
    }
    return ok(answer);
  });
}
