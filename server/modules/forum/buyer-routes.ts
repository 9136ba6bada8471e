/**
 * Product discussions, buyer side (spec §2 message-discussion: the buyer's questions and replies the shop
 * answers; §5; §8). Access "buyer" (demo logins buyer.ordinary, buyer.priority, ...); the seller portal never
 * calls these. Discussions are public on a product's page: any buyer reads and answers any discussion of a
 * product in sale; a product not in sale (or an unknown id) answers "not found".
 *
 * - POST /api/buyer/forum/post/add        {itemId, content (2..1000)} -> {postId}; publishes `discussion` {postId}
 *                                         and `count` to the product's shop
 * - POST /api/buyer/forum/reply/add       {postId, content (2..1000)} -> {id} (type 0); publishes the same
 * - POST /api/buyer/forum/reply/page/postId {postId, pageNo, pageSize} -> Page<ForumReplyRow>, oldest first
 * Both writes count toward the daily limit (429 discussions:errors.dailyLimit, spec §8).
 */
import type { FastifyInstance } from "fastify";
import { forumPostAddSchema, forumReplyAddSchema, forumReplyPageSchema } from "@src/resources/discussions/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { addBuyerReply, addPost, pagePublicReplies } from "./forum-service";

export async function registerBuyerForumRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/buyer/forum/post/add", buyerRoute(), async (request) => {
    const body = parseBody(request, forumPostAddSchema);
    return ok(await addPost(db, requireAuth(request).userId, body, deps.clock()));
  });

  app.post("/api/buyer/forum/reply/add", buyerRoute(), async (request) => {
    const body = parseBody(request, forumReplyAddSchema);
    return ok(await addBuyerReply(db, requireAuth(request).userId, body, deps.clock()));
  });

  app.post("/api/buyer/forum/reply/page/postId", buyerRoute(), async (request) => {
    const body = parseBody(request, forumReplyPageSchema);
    const { rows, rowCount } = await pagePublicReplies(db, body);
    return ok(page(body, rowCount, rows));
  });
}
