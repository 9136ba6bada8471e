/**
 * Report tickets (spec §2 reportTicket, reportTicketDetail; §3 "Report ticket: ticket number, subject, detail,
 * attachment, status, created, last update"; §4 "Report ticket: new, in process, closed"; §7
 * /api/report/ina/list, /message, /sendMessage). The seller opens a ticket to the platform and follows it;
 * the platform answers through its API. Pure.
 */

export const ReportTicketStatus = { new: 0, inProcess: 1, closed: 2 } as const;
export type ReportTicketStatus = (typeof ReportTicketStatus)[keyof typeof ReportTicketStatus];
export const REPORT_TICKET_STATUSES = [
  ReportTicketStatus.new,
  ReportTicketStatus.inProcess,
  ReportTicketStatus.closed,
] as const;

export const REPORT_TICKET_SIDES = ["seller", "platform"] as const;
export type ReportTicketSide = (typeof REPORT_TICKET_SIDES)[number];

/** What moves a ticket (spec §4): who acts and what they do. */
export type ReportTicketAction = "sellerMessage" | "platformReply" | "platformClose";

/**
 * The allowed moves, one table (as src/domain/order-transitions.ts): from status, action -> to status.
 * The seller may write while the ticket is open; the platform's first answer takes it in process; only the
 * platform closes it, and a closed ticket takes no more messages from anyone.
 */
export const REPORT_TICKET_MOVES: readonly {
  from: ReportTicketStatus;
  action: ReportTicketAction;
  to: ReportTicketStatus;
}[] = [
  { from: ReportTicketStatus.new, action: "sellerMessage", to: ReportTicketStatus.new },
  { from: ReportTicketStatus.inProcess, action: "sellerMessage", to: ReportTicketStatus.inProcess },
  { from: ReportTicketStatus.new, action: "platformReply", to: ReportTicketStatus.inProcess },
  { from: ReportTicketStatus.inProcess, action: "platformReply", to: ReportTicketStatus.inProcess },
  { from: ReportTicketStatus.new, action: "platformClose", to: ReportTicketStatus.closed },
  { from: ReportTicketStatus.inProcess, action: "platformClose", to: ReportTicketStatus.closed },
];

/** The status after `action` on a ticket in `from`, or null when the move is not allowed. */
export function reportTicketMove(from: ReportTicketStatus, action: ReportTicketAction): ReportTicketStatus | null {
  return REPORT_TICKET_MOVES.find((m) => m.from === from && m.action === action)?.to ?? null;
}

/** Limits (ours; the spec shows none). */
export const REPORT_SUBJECT_MAX = 100;
export const REPORT_DETAIL_MAX = 2000;
export const REPORT_ATTACHMENTS_MAX = 3;
