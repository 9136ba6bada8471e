/**
 * Report tickets: the zod schemas of spec §7 /api/report/ina/* (list, message, sendMessage; create is ours)
 * and of the platform side, and the wire shapes of the answers (spec §3 "Report ticket: ticket number,
 * subject, detail, attachment, status, created, last update"). Shared by the forms and the API. Messages
 * are i18n keys; attachments are upload keys (spec §3 "Uploaded file"), checked by the API as the caller's.
 */
import { z } from "zod";
import { pageRequestSchema } from "../../domain/page-request";
import {
  REPORT_ATTACHMENTS_MAX,
  REPORT_DETAIL_MAX,
  REPORT_SUBJECT_MAX,
  REPORT_TICKET_STATUSES,
  type ReportTicketSide,
  type ReportTicketStatus,
} from "../../domain/report-ticket";
import { boundedArray } from "../../domain/schema/array";
import { fileKeySchema } from "../../domain/schema/file-key";
import { keyword, text } from "../../domain/schema/text";

/** A row id: a positive int4 (a larger number can name no row). */
const id = () =>
  z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .positive("validation:invalid")
    .max(2_147_483_647, "validation:invalid");

const statusSchema = z.union(
  REPORT_TICKET_STATUSES.map((s) => z.literal(s)),
  { error: "validation:oneOf" },
);

/** Each field of the forms, for per-field rules in the portal (src/forms/zod-rule.ts). */
export const reportFields = {
  subject: text().trim().min(1, "validation:required").max(REPORT_SUBJECT_MAX, "validation:maxLength"),
  detail: text({ multiline: true }).trim().min(1, "validation:required").max(REPORT_DETAIL_MAX, "validation:maxLength"),
  content: text({ multiline: true })
    .trim()
    .min(1, "validation:required")
    .max(REPORT_DETAIL_MAX, "validation:maxLength"),
  attachments: boundedArray(fileKeySchema, REPORT_ATTACHMENTS_MAX).default([]),
};

/** Body of POST /api/report/ina/list. */
export const reportListSchema = pageRequestSchema.extend({
  status: statusSchema.optional(),
  /** Ticket number, subject or detail. */
  keyword: keyword(),
});
export type ReportListRequest = z.infer<typeof reportListSchema>;

/** Body of /api/report/ina/message and the platform's close. */
export const reportTicketIdSchema = z.object({ ticketId: id() });

/** Body of POST /api/report/ina/create. */
export const reportCreateSchema = z.object({
  subject: reportFields.subject,
  detail: reportFields.detail,
  attachments: reportFields.attachments,
});
export type ReportCreate = z.infer<typeof reportCreateSchema>;

/** Body of POST /api/report/ina/sendMessage and /api/platform/report/reply. */
export const reportMessageSchema = z.object({
  ticketId: id(),
  content: reportFields.content,
  attachments: reportFields.attachments,
});
export type ReportMessageInput = z.infer<typeof reportMessageSchema>;

/** Body of POST /api/platform/report/page. */
export const platformReportPageSchema = reportListSchema.extend({ shopId: id().optional() });
export type PlatformReportPageRequest = z.infer<typeof platformReportPageSchema>;

/** An attachment as answered: the upload key and its public url. */
export interface ReportAttachment {
  fileKey: string;
  url: string;
}

/** A row of the ticket list (times `yyyy-MM-dd HH:mm:ss` WIB). */
export interface ReportTicketRow {
  id: number;
  /** The same id under the name of the §7 calls (the descriptor's idField). */
  ticketId: number;
  /** `RPT-yyyyMMdd-nnnnnn` */
  ticketNo: string;
  subject: string;
  status: ReportTicketStatus;
  createTime: string;
  updateTime: string;
  /**
   * Platform messages after the shop's last message (the ticket keeps no read marker): answers the shop
   * has not followed up yet.
   */
  unreadReplies: number;
  /** Platform list only. */
  shopId?: number;
  storeName?: string;
}

/** One message of a ticket's conversation. */
export interface ReportTicketMessage {
  id: number;
  side: ReportTicketSide;
  /** The writer's display name (the platform's name for platform messages). */
  name: string;
  content: string;
  attachments: ReportAttachment[];
  createTime: string;
}

/** Answer of /api/report/ina/message: the ticket and its messages, oldest first. */
export interface ReportTicketDetail {
  id: number;
  ticketNo: string;
  subject: string;
  detail: string;
  attachments: ReportAttachment[];
  status: ReportTicketStatus;
  createTime: string;
  updateTime: string;
  creatorName: string;
  messages: ReportTicketMessage[];
}
