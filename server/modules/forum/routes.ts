/**
 * Product discussions, seller side (spec §2 discussionList, message-discussion; §3 "discussion entry (type 0
 * buyer, 1 seller)"; §5; §7 the forum calls by their exact paths; §8). Access "shop"; rows are the caller's
 * shop's discussions, and only those of products the caller owns for an "only own activities" position.
 * Another shop's postId answers "not found".
 *
 * - POST /api/forum/ina/post/page/user  {pageNo, pageSize, keyword?, unanswered?} -> Page<ForumPostRow>
 *                                       {postId, itemId, itemName, partNo, picture, buyerName, content,
 *                                       replyCount, lastReplyTime, createTime, hasNew, unanswered}, newest first
 *                                       [discussions.list]
 * - POST /api/forum/ina/post/watch      {postId} -> {postId}; the shop has seen it (hasNew false until the buyer
 *                                       writes again); publishes `count` [discussions.list]
 * - POST /api/forum/ina/post/get        {postId} -> ForumPostDetail (the row and the product's minPrice)
 *                                       [discussions.list]
 * - POST /api/forum/ina/reply/add       {postId, content (trimmed 2..1000)} -> ForumReplyRow (type 1);
 *                                       429 discussions:errors.dailyLimit past FORUM_DAILY_REPLY_LIMIT entries of
 *                                       the user on the WIB day [discussions.reply]
 * - POST /api/forum/ina/reply/page/postId {postId, pageNo, pageSize} -> Page<ForumReplyRow> {id, type, name,
 *                                       content, createTime}, oldest first [discussions.list]
 */
import type { FastifyInstance } from "fastify";
import {
  forumPostIdSchema,
  forumPostPageSchema,
  forumReplyAddSchema,
  forumReplyPageSchema,
} from "@src/resources/discussions/schema";
import type { AppDeps } from "../../deps";
import { ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { addSellerReply, getPost, pagePosts, pageReplies, watchPost } from "./forum-service";

export async function registerForumRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const read = shopRoute("discussions.list");

  app.post("/api/forum/ina/post/page/user", read, async (request) => {
    const body = parseBody(request, forumPostPageSchema);
    const { rows, rowCount } = await pagePosts(db, callerScope(request), body);
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/forum/ina/post/watch", read, async (request) => {
    const { postId } = parseBody(request, forumPostIdSchema);
    return ok(await watchPost(db, callerScope(request), postId, deps.clock()));
  });

  app.post("/api/forum/ina/post/get", read, async (request) => {
    const { postId } = parseBody(request, forumPostIdSchema);
    return ok(await getPost(db, callerScope(request), postId));
  });

  app.post("/api/forum/ina/reply/add", shopRoute("discussions.reply"), async (request) => {
    const body = parseBody(request, forumReplyAddSchema);
    return ok(await addSellerReply(db, callerScope(request), body, deps.clock()));
  });

  app.post("/api/forum/ina/reply/page/postId", read, async (request) => {
    const body = parseBody(request, forumReplyPageSchema);
    const { rows, rowCount } = await pageReplies(db, callerScope(request), body);
    return ok(page(body, rowCount, rows));
  });
}
