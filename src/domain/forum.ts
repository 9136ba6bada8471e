/**
 * Product discussions (spec §2 message-discussion, discussionList; §3 "discussion entry (type 0 buyer, 1
 * seller)"; §5 "discussion reply minimum 2 characters"; §8 'Anda memiliki banyak balasan hari ini.
 * Beristirahat.'; §7 /api/forum/ina/*). Pure.
 */

/** Who wrote an entry (spec §3). */
export const ForumEntryType = { buyer: 0, seller: 1 } as const;
export type ForumEntryType = (typeof ForumEntryType)[keyof typeof ForumEntryType];

/** Spec §5 / §9: a reply has at least 2 characters (after trimming). */
export const FORUM_REPLY_MIN = 2;
/** Ours: the longest reply and question. */
export const FORUM_REPLY_MAX = 1000;
/**
 * Ours (the spec names the message, not the number): replies one user may write per WIB day across all
 * discussions; the next one answers the §8 text.
 */
export const FORUM_DAILY_REPLY_LIMIT = 50;
/** The exact §8 text (also in locales as discussions:errors.dailyLimit, the key the API answers). */
export const FORUM_DAILY_LIMIT_TEXT = "Anda memiliki banyak balasan hari ini. Beristirahat.";
