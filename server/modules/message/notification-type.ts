/**
 * Which notification setting governs each system message (spec §2 /store notification-setting; §3
 * "Messages"): ONE table from MessageType to the NotificationType of
 * src/resources/notification-settings/schema.ts. A recipient whose `inApp` switch of that type is off gets no
 * in-app message (no row, no push; message-service.ts notify). The email and WhatsApp switches are stored
 * preferences only: nothing sends email or WhatsApp (README choices).
 */
import type { NotificationType } from "@src/resources/notification-settings/schema";
import type { MessageType } from "./message-types";

/** Every message type with the switch it obeys; `satisfies` makes a new MessageType fail the build until mapped. */
export const MESSAGE_NOTIFICATION_TYPES = {
  "item.approved": "productApproved",
  "item.rejected": "productRejected",
  "shop.approved": "system",
  "shop.rejected": "system",
  "shop.status": "system",
  "request.confirmed": "system",
  "request.rejected": "system",
  // A new order (or one waiting for the seller because of the buyer's credit) is "orderNew"; what happens to
  // an order afterwards is a system message: the spec has no order-cancel message from the buyer side.
  "order.created": "orderNew",
  "order.paid": "orderNew",
  "order.creditHold": "orderNew",
  "order.received": "system",
  "order.edtApproved": "system",
  "order.edtRejected": "system",
  "order.modificationAccepted": "system",
  "order.modificationRejected": "system",
  "refund.applied": "refund",
  "refund.accepted": "refund",
  "refund.declined": "refund",
  "refund.cancelled": "refund",
  "refund.shipped": "refund",
  "inquiryOrder.created": "orderNew",
  "inquiryOrder.indentLetter": "system",
  "inquiry.created": "inquiry",
  "tender.chosen": "inquiry",
  "tender.notPurchased": "inquiry",
  "tender.cancelled": "inquiry",
  "tender.commented": "inquiry",
  "partnership.applied": "system",
  "partnership.accepted": "system",
  "partnership.rejected": "system",
  "partnership.platformAccepted": "system",
  "partnership.platformRejected": "system",
  "consign.requested": "system",
  "consign.cancelled": "system",
  "consign.confirmed": "system",
  "consign.declined": "system",
  "consign.received": "system",
  "consignRefund.applied": "refund",
  "consignRefund.modified": "refund",
  "consignRefund.cancelled": "refund",
  "consignRefund.shipped": "refund",
  "customer.infoChange": "system",
  "bill.generated": "bill",
  "bill.documentsDue": "bill",
  "report.replied": "system",
  "report.closed": "system",
} as const satisfies Record<MessageType, NotificationType>;

/** The notification setting that governs `type`. */
export function notificationTypeOf(type: MessageType): NotificationType {
  return MESSAGE_NOTIFICATION_TYPES[type];
}
