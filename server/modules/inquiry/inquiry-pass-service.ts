/**
 * Pass and undo pass (spec §4 "an inquiry already passed cannot be tendered or passed again; one already
 * tendered cannot be passed or tendered again; a pass can be undone"): the rules are
 * src/domain/tender-transitions.ts inquiryActionsFor, checked with the inquiry row locked so a pass and a
 * tender of the same shop cannot cross. A refusal answers 409 with the rule's `inquiries:errors.*` message.
 */
import { and, eq } from "drizzle-orm";
import { inquiryActionsFor } from "@src/domain/tender-transitions";
import type { Db, Tx } from "../../db/client";
import { inquiryPasses, tenders } from "../../db/schema/inquiry";
import { conflict } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { reachInquiry } from "./inquiry-query-service";
import { effectiveInquiryStatus, inquiryNotFound, shopInquiryContext, type InquiryRecord } from "./inquiry-scope";

/** The shop's state on a locked inquiry: its pass (with who made it) and its tender status. */
async function shopStateOf(tx: Tx, shopId: number, inquiry: InquiryRecord, now: Date) {
  const [pass] = await tx
    .select({ userId: inquiryPasses.userId })
    .from(inquiryPasses)
    .where(and(eq(inquiryPasses.inquiryId, inquiry.id), eq(inquiryPasses.shopId, shopId)));
  const [tender] = await tx
    .select({ status: tenders.status })
    .from(tenders)
    .where(and(eq(tenders.inquiryId, inquiry.id), eq(tenders.shopId, shopId)));
  const actions = inquiryActionsFor({
    inquiryStatus: effectiveInquiryStatus(inquiry, now),
    passed: pass !== undefined,
    tenderStatus: tender?.status ?? null,
  });
  return { pass, actions };
}

/**
 * POST /api/inquiry/ina/pass: the shop passes on the inquiry. Answers `{inquiryNo, passed: true}`.
 * @throws 404 inquiries:errors.notFound; 409 inquiries:errors.closed | alreadyPassed | tendered.
 */
export async function passInquiry(
  db: Db,
  scope: CallerScope,
  inquiryNo: string,
  now: Date,
): Promise<{ inquiryNo: string; passed: boolean }> {
  return db.transaction(async (tx) => {
    const ctx = await shopInquiryContext(tx, scope.shopId);
    const inquiry = await reachInquiry(tx, ctx, inquiryNo, true);
    const { actions } = await shopStateOf(tx, scope.shopId, inquiry, now);
    if (actions.pass !== true) throw conflict(actions.pass);
    await tx
      .insert(inquiryPasses)
      .values({ inquiryId: inquiry.id, shopId: scope.shopId, userId: scope.userId, createTime: now });
    await recordActivity(
      tx,
      scope.auth,
      { subject: "inquiries", action: "pass", recordId: inquiryNo, before: { passed: false }, after: { passed: true } },
      now,
    );
    return { inquiryNo, passed: true };
  });
}

/**
 * POST /api/inquiry/ina/undoPass: the shop's pass is withdrawn (the inquiry is back in its list). An "only
 * own" position undoes only its own passes (another user's answers 404). Answers `{inquiryNo, passed: false}`.
 * @throws 404 inquiries:errors.notFound; 409 inquiries:errors.closed | notPassed.
 */
export async function undoPassInquiry(
  db: Db,
  scope: CallerScope,
  inquiryNo: string,
  now: Date,
): Promise<{ inquiryNo: string; passed: boolean }> {
  return db.transaction(async (tx) => {
    const ctx = await shopInquiryContext(tx, scope.shopId);
    const inquiry = await reachInquiry(tx, ctx, inquiryNo, true);
    const { pass, actions } = await shopStateOf(tx, scope.shopId, inquiry, now);
    if (actions.undoPass !== true) throw conflict(actions.undoPass);
    if (scope.ownerUserId !== undefined && pass?.userId !== scope.ownerUserId) throw inquiryNotFound();
    await tx
      .delete(inquiryPasses)
      .where(and(eq(inquiryPasses.inquiryId, inquiry.id), eq(inquiryPasses.shopId, scope.shopId)));
    await recordActivity(
      tx,
      scope.auth,
      { subject: "inquiries", action: "pass", recordId: inquiryNo, before: { passed: true }, after: { passed: false } },
      now,
    );
    return { inquiryNo, passed: false };
  });
}
