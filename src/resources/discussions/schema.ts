/**
 * Product discussions: the zod schemas of spec §7 /api/forum/ina/* and the buyer side, with the rules of §5
 * ("discussion reply minimum 2 characters") and the wire shapes of the answers. Shared by the reply box and
 * the API. Messages are i18n keys.
 */
import { z } from "zod";
import { FORUM_REPLY_MAX, FORUM_REPLY_MIN, type ForumEntryType } from "../../domain/forum";
import { pageRequestSchema } from "../../domain/page-request";
import { keyword, text } from "../../domain/schema/text";

/** A row id: a positive int4 (a larger number can name no row). */
const id = () =>
  z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .positive("validation:invalid")
    .max(2_147_483_647, "validation:invalid");

/**
 * A question or a reply (spec §5): trimmed, at least FORUM_REPLY_MIN characters, at most FORUM_REPLY_MAX;
 * line breaks allowed, other control characters refused.
 */
export const forumContentSchema = text({ multiline: true })
  .trim()
  .min(FORUM_REPLY_MIN, "validation:minLength")
  .max(FORUM_REPLY_MAX, "validation:maxLength");

/** Body of POST /api/forum/ina/post/page/user: the shop's discussions, newest first. */
export const forumPostPageSchema = pageRequestSchema.extend({
  /** Product name, part no, buyer or question text. */
  keyword: keyword(),
  /** Only discussions whose last entry is the buyer's (no seller answer since). */
  unanswered: z.boolean({ error: "validation:invalidType" }).optional(),
});
export type ForumPostPageRequest = z.infer<typeof forumPostPageSchema>;

/** Body of /post/watch and /post/get. */
export const forumPostIdSchema = z.object({ postId: id() });

/** Body of /api/forum/ina/reply/add and /api/buyer/forum/reply/add. */
export const forumReplyAddSchema = z.object({ postId: id(), content: forumContentSchema });
export type ForumReplyAdd = z.infer<typeof forumReplyAddSchema>;

/** Body of /reply/page/postId (seller and buyer): replies oldest first. */
export const forumReplyPageSchema = pageRequestSchema.extend({ postId: id() });
export type ForumReplyPageRequest = z.infer<typeof forumReplyPageSchema>;

/** Body of /api/buyer/forum/post/add: a buyer's question on a product in sale. */
export const forumPostAddSchema = z.object({ itemId: id(), content: forumContentSchema });
export type ForumPostAdd = z.infer<typeof forumPostAddSchema>;

/** A row of the discussion list (times `yyyy-MM-dd HH:mm:ss` WIB; picture a `/files/<key>` url or null). */
export interface ForumPostRow {
  postId: number;
  itemId: number;
  itemName: string;
  partNo: string;
  picture: string | null;
  buyerName: string;
  content: string;
  replyCount: number;
  lastReplyTime: string | null;
  createTime: string;
  /** The buyer wrote (the question or a reply) after the shop last opened it. */
  hasNew: boolean;
  /** The last entry is the buyer's: the shop has not answered since. */
  unanswered: boolean;
}

/** Answer of /post/get: the post with its product card (lowest tier price, integer rupiah) and buyer. */
export interface ForumPostDetail extends ForumPostRow {
  minPrice: number;
}

/** A reply as paged by /reply/page/postId (spec §3 "discussion entry (type 0 buyer, 1 seller)"). */
export interface ForumReplyRow {
  id: number;
  type: ForumEntryType;
  name: string;
  content: string;
  createTime: string;
}
