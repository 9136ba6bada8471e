/**
 * Notices (spec §3 "Messages": custom notice, broadcast notice, statistics, countNewMsg; §2 toasts; §9 notice
 * polling 60 s, toast 1.5 s at most 1, badge 99+). Pure: the API, the seed and the portal import it.
 */

/** Broadcast notice types (spec §3 "type 1 banner, 2 popup"). */
export const BroadcastNoticeType = { banner: 1, popup: 2 } as const;
export type BroadcastNoticeType = (typeof BroadcastNoticeType)[keyof typeof BroadcastNoticeType];
export const BROADCAST_NOTICE_TYPES = [BroadcastNoticeType.banner, BroadcastNoticeType.popup] as const;

/** Spec §9: the new-message count is asked again every 60 s (and pushed in between, src/domain/realtime.ts). */
export const NOTICE_POLL_MS = 60_000;
/** Spec §9: a toast shows 1.5 s, and at most one at a time. */
export const TOAST_DURATION_S = 1.5;
export const TOAST_MAX_COUNT = 1;
/** Spec §9 "Badge overflow 99+". */
export const BADGE_OVERFLOW = 99;

/** Limits of a buyer's custom notice (ours; the spec shows none). */
export const CUSTOM_NOTICE_NOTES_MAX = 500;
/** Limits of a platform broadcast notice (ours). */
export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_SUMMARY_MAX = 1000;

/** Statistics of the inbox (spec §3 "statistics (total, advisory, discussion, cart)"). */
export interface InboxStatistics {
  /** Unread system messages, custom notices and broadcast notices. */
  total: number;
  /** Unread chat messages from buyers (the "advisory" conversations). */
  advisory: number;
  /** Discussions with buyer entries the shop has not opened yet. */
  discussion: number;
  /** Lines in the user's cart (spec §1 header cart link). */
  cart: number;
}
