/**
 * Inquiry order groups on the wire (spec §2 /tend inquiryordergroup, shipment-operate/inquiryGroup/{id},
 * multiple-po-single-do, deliveryOrderGroup; §4 group tabs): filters and the shapes the API answers. Printing and
 * shipping reuse the order schemas (../orders/schema.ts orderNosRequestSchema, shipRequestSchema).
 */
import { z } from "zod";
import { INQUIRY_GROUP_TABS, type InquiryGroupTab } from "../../domain/inquiry";
import { MAX_KEYWORD } from "../../domain/wire";
import { keyword } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import type { DeliveryOrderShipment } from "../orders/schema";
import type { InquiryOrderRow } from "../inquiry-orders/schema";

/** `IOG-20261124-000123`. */
export const GROUP_NO_FORMAT = /^IOG-\d{8}-\d{6}$/;
export const groupNoSchema = textField({
  max: 20,
  pattern: { regex: GROUP_NO_FORMAT, message: "inquiryGroups:rules.groupNo" },
});
export const groupNoRequestSchema = z.object({ groupNo: groupNoSchema });

/** Filters of /api/inquiry-group/ina/page and /counts. */
export const inquiryGroupPageFiltersSchema = z.object({
  tab: z.literal([...INQUIRY_GROUP_TABS], { error: "validation:oneOf" }).default(0),
  /** Group no, order no, inquiry no, buyer (spec §5 max 150). */
  keyword: keyword(MAX_KEYWORD),
});
export type InquiryGroupPageFilters = z.input<typeof inquiryGroupPageFiltersSchema>;

export interface InquiryGroupRow {
  groupNo: string;
  createTime: string;
  tab: InquiryGroupTab;
  buyerUserName: string;
  buyerName: string;
  orders: { orderNo: string; inquiryNo: string; status: number; total: number; doNo: string | null }[];
  total: number;
  /** Every PO paid and none shipped: the group may print one DO and ship. */
  readyToShip: boolean;
}

export type InquiryGroupCounts = Record<`${InquiryGroupTab}`, number>;

export interface InquiryGroupDetail extends InquiryGroupRow {
  orderRows: InquiryOrderRow[];
  shipment: DeliveryOrderShipment | null;
}

/** Body of /api/inquiry-group/ina/candidates: paid, unprinted inquiry POs of one buyer (multiple-po-single-do). */
export const candidatesRequestSchema = z.object({
  buyerUserName: textField({ max: 50 }).optional(),
  keyword: keyword(MAX_KEYWORD),
});

/** One delivery order grouping several POs (deliveryOrderGroup list). */
export interface GroupedDeliveryOrderRow {
  doNo: string;
  printTime: string | null;
  shipTime: string | null;
  buyerName: string;
  orderNos: string[];
  trackingNo: string | null;
  shipped: boolean;
}
