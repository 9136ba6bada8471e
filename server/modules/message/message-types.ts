/**
 * The kinds of system messages (spec §3 "Messages"), apart from message-service.ts so the table of
 * notification-type.ts can name them without an import circle.
 */
export type MessageType =
  | "item.approved"
  | "item.rejected"
  | "shop.approved"
  | "shop.rejected"
  | "shop.status"
  | "request.confirmed"
  | "request.rejected"
  | `order.${OrderMessage}`
  | `refund.${RefundMessage}`
  | `inquiryOrder.${InquiryOrderMessage}`
  | `tender.${TenderMessage}`
  | `partnership.${PartnershipMessage}`
  | `consign.${ConsignMessage}`
  | `consignRefund.${ConsignRefundMessage}`
  | "customer.infoChange"
  | "inquiry.created"
  | `bill.${BillMessage}`
  | `report.${ReportMessage}`;
/** Order messages to the seller (spec §3 "Messages"): what the buyer or the payment gateway did. */
export type OrderMessage =
  | "created"
  | "paid"
  | "received"
  | "edtApproved"
  | "edtRejected"
  | "modificationAccepted"
  | "modificationRejected"
  | "creditHold";
/** Return and refund messages to the seller (spec §3 "Messages", §4 "Refund"): what the buyer did. */
export type RefundMessage = "applied" | "accepted" | "declined" | "cancelled" | "shipped";
/**
 * Inquiry order messages (spec §3 "Messages"): to the seller when the buyer purchases its tender, to the buyer
 * when the seller writes an indent letter.
 */
export type InquiryOrderMessage = "created" | "indentLetter";
/** Tender messages to the seller (spec §3 "Messages", §4 "Inquiry and tender"): what the buyer did. */
export type TenderMessage = "chosen" | "notPurchased" | "cancelled" | "commented";
/**
 * Partnership messages to the seller (spec §3 "Messages", §4 "Partnership"): what the buyer did (applied,
 * accepted, rejected) and the platform's decision on a partnership waiting for it.
 */
export type PartnershipMessage = "applied" | "accepted" | "rejected" | "platformAccepted" | "platformRejected";
/** Consignment messages to the seller (spec §3 "Messages", §4 "Consign"): what the partner buyer did. */
export type ConsignMessage = "requested" | "cancelled" | "confirmed" | "declined" | "received";
/** Consignment refund messages to the seller (spec §4 "Consign" after-sales): what the partner buyer did. */
export type ConsignRefundMessage = "applied" | "modified" | "cancelled" | "shipped";
/**
 * Bill messages to the seller (spec §4 "Bills and recaps", §9 "The supplier must complete buyer-required bill
 * documents within 3 days"): a bill was generated, and whether documents are due for it.
 */
export type BillMessage = "generated" | "documentsDue";
/** Report ticket messages to the seller (spec §3 "Report ticket", §4): what the platform did. */
export type ReportMessage = "replied" | "closed";
