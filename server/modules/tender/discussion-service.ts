/**
 * The tender discussion (spec §5 "Tender discussion comment and discussion reply minimum 2 characters", §8
 * 'Anda memiliki banyak balasan hari ini. Beristirahat.'): comments and one level of replies between the
 * tender's shop and the inquiry's buyer. Each side reaches only its tenders (tender-scope.ts: another shop's
 * tender, or a draft for the buyer, answers 404). A reply's parent is a comment of the same tender. A user's
 * replies past MAX_REPLIES_PER_DAY in a WIB day answer 429 `tenders:errors.tooManyReplies`. A buyer's comment
 * or reply sends the seller a message; a seller's is recorded as its activity.
 */
import { and, asc, count, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import { formatDate, formatDateTime } from "@src/domain/datetime";
import { MAX_REPLIES_PER_DAY } from "@src/domain/inquiry";
import { ResultCode, type Language } from "@src/domain/wire";
import type { DiscussionAdd, DiscussionComment } from "@src/resources/tenders/schema";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { tenderComments, tenders } from "../../db/schema/inquiry";
import { ApiError } from "../../http/envelope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { wibDayStart } from "../activity/activity-service";
import { notifyTender } from "./tender-messages";
import { callerTenderWhere, tenderNotFound, type TenderRecord } from "./tender-scope";
import type { CallerScope } from "../../http/scope";

const DAY_MS = 86_400_000;

/** Who writes or reads: the tender's seller (its scope) or the inquiry's buyer. */
export type DiscussionCaller = { actor: "seller"; scope: CallerScope } | { actor: "buyer"; userId: number };

async function reachTender(db: Db, caller: DiscussionCaller, tenderNo: string): Promise<TenderRecord> {
  const [row] = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.tenderNo, tenderNo), callerTenderWhere(caller)));
  if (!row) throw tenderNotFound();
  return row;
}

/**
 * POST /api/tender/ina/discussion/add and /api/buyer/tender/discussion/add: a comment, or a reply to the
 * comment `parentId` of the same tender. Answers `{id}`.
 * @throws 404 tenders:errors.notFound; 400 field parentId tenders:rules.replyParent; 429
 *   tenders:errors.tooManyReplies.
 */
export async function addDiscussion(
  db: Db,
  caller: DiscussionCaller,
  body: DiscussionAdd,
  now: Date,
  lang: Language,
): Promise<{ id: number }> {
  const tender = await reachTender(db, caller, body.tenderNo);
  const userId = caller.actor === "seller" ? caller.scope.userId : caller.userId;
  return db.transaction(async (tx) => {
    if (body.parentId !== undefined) {
      const [parent] = await tx
        .select({ id: tenderComments.id })
        .from(tenderComments)
        .where(
          and(
            eq(tenderComments.id, body.parentId),
            eq(tenderComments.tenderId, tender.id),
            isNull(tenderComments.parentId),
          ),
        );
      if (!parent) throw fieldRefusal(lang, [{ path: "parentId", key: "tenders:rules.replyParent" }]);
      const dayStart = wibDayStart(formatDate(now));
      const [today] = await tx
        .select({ n: count() })
        .from(tenderComments)
        .where(
          and(
            eq(tenderComments.userId, userId),
            isNotNull(tenderComments.parentId),
            gte(tenderComments.createTime, dayStart),
            lt(tenderComments.createTime, new Date(dayStart.getTime() + DAY_MS)),
          ),
        );
      if ((today?.n ?? 0) >= MAX_REPLIES_PER_DAY)
        throw new ApiError(ResultCode.tooManyRequests, "tenders:errors.tooManyReplies");
    }
    const [row] = await tx
      .insert(tenderComments)
      .values({
        tenderId: tender.id,
        parentId: body.parentId ?? null,
        userId,
        side: caller.actor,
        body: body.body,
        createTime: now,
      })
      .returning({ id: tenderComments.id });
    if (caller.actor === "buyer") await notifyTender(tx, tender, "commented", now);
    else
      await recordActivity(
        tx,
        caller.scope.auth,
        { subject: "tenders", action: "discuss", recordId: tender.tenderNo, before: null, after: { id: row.id } },
        now,
      );
    return { id: row.id };
  });
}

/** POST /api/tender/ina/discussion and /api/buyer/tender/discussion: the comments, oldest first, with replies. */
export async function discussionOf(db: Db, caller: DiscussionCaller, tenderNo: string): Promise<DiscussionComment[]> {
  const tender = await reachTender(db, caller, tenderNo);
  const rows = await db
    .select({ c: tenderComments, userName: users.userName, nickName: users.nickName })
    .from(tenderComments)
    .innerJoin(users, eq(users.id, tenderComments.userId))
    .where(eq(tenderComments.tenderId, tender.id))
    .orderBy(asc(tenderComments.id));
  const view = (r: (typeof rows)[number]) => ({
    id: r.c.id,
    side: r.c.side as "seller" | "buyer",
    userName: r.nickName || r.userName,
    body: r.c.body,
    createTime: formatDateTime(r.c.createTime),
  });
  const comments = rows.filter((r) => r.c.parentId === null);
  return comments.map((c) => ({
    ...view(c),
    replies: rows.filter((r) => r.c.parentId === c.c.id).map(view),
  }));
}
