/**
 * Bodies and rows of the notice calls (spec §3 "Messages": custom notice, broadcast notice, statistics; §7
 * /api/message/custom/*, /api/notification/custom/*), shared by the API and the portal.
 */
import { z } from "zod";
import {
  BroadcastNoticeType,
  BROADCAST_SUMMARY_MAX,
  BROADCAST_TITLE_MAX,
  CUSTOM_NOTICE_NOTES_MAX,
} from "../../domain/notice";
import { textField } from "../../domain/schema/text-field";

/** 1 banner, 2 popup (src/domain/notice.ts). */
const noticeType = z.union([z.literal(BroadcastNoticeType.banner), z.literal(BroadcastNoticeType.popup)], {
  error: "validation:oneOf",
});
const positiveId = z.number({ error: "validation:required" }).int("validation:integer").positive("validation:min");

/** A portal hash path (`/order/detail-confirm?orderNo=...`), at most 300 characters: never another site. */
export const PORTAL_PATH = /^\/(?!\/)[^\s]*$/;
const portalPath = textField({
  max: 300,
  optional: true,
  pattern: { regex: PORTAL_PATH, message: "notifications:errors.url" },
});

/** Buyer: POST /api/buyer/message/custom/send `{ shopId, notes (1..500), url? }`. */
export const customNoticeSendSchema = z.object({
  shopId: positiveId,
  notes: textField({ max: CUSTOM_NOTICE_NOTES_MAX, multiline: true }),
  url: portalPath.optional(),
});
export type CustomNoticeSend = z.infer<typeof customNoticeSendSchema>;

/** Seller: POST /api/message/custom/hasRead `{ messageId }`. */
export const customNoticeReadSchema = z.object({ messageId: positiveId });

/** Seller: POST /api/notification/custom/fetchAll `{ type? }` (1 banner, 2 popup; none: both). */
export const broadcastFetchSchema = z.object({
  type: noticeType.optional(),
});

/** Seller: POST /api/notification/custom/markAsRead `{ notificationId }`. */
export const broadcastReadSchema = z.object({ notificationId: positiveId });

const instant = z.iso.datetime({ offset: true, error: "validation:invalid" });

/**
 * Platform: POST /api/platform/notification/create `{ type, title, summary, url?, shopId?, startTime?, endTime? }`;
 * times ISO 8601 with offset; no start: now; no end: until withdrawn; the end after the start.
 */
export const broadcastCreateSchema = z
  .object({
    type: noticeType,
    title: textField({ max: BROADCAST_TITLE_MAX }),
    summary: textField({ max: BROADCAST_SUMMARY_MAX, multiline: true }),
    url: portalPath.optional(),
    shopId: positiveId.optional(),
    startTime: instant.optional(),
    endTime: instant.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.startTime && v.endTime && Date.parse(v.endTime) <= Date.parse(v.startTime))
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "notifications:errors.endBeforeStart" });
  });
export type BroadcastCreate = z.infer<typeof broadcastCreateSchema>;

/** A custom notice as the seller reads it (spec §3 "custom notice (messageId, id, buyerName, notes, url)"). */
export interface CustomNoticeRow {
  messageId: number;
  id: number;
  buyerName: string;
  notes: string;
  url: string;
  isRead: boolean;
  /** yyyy-MM-dd HH:mm:ss WIB. */
  createTime: string;
}

/** A live broadcast notice (spec §3 "broadcast notice (notificationId, id, summary, url, type 1 banner, 2 popup)"). */
export interface BroadcastNoticeRow {
  notificationId: number;
  id: number;
  type: BroadcastNoticeType;
  title: string;
  summary: string;
  url: string;
  isRead: boolean;
  /** yyyy-MM-dd HH:mm:ss WIB. */
  startTime: string;
}
