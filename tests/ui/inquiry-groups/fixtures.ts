/** Inquiry order groups as the API answers them. */
import type { InquiryGroupDetail, InquiryGroupRow } from "../../../src/resources/inquiry-groups/schema";
import { inquiryRow } from "../inquiry-orders/fixtures";

export const GROUP_NO = "IOG-20261124-000003";
export const PO_A = "ORD-20261124-000301";
export const PO_B = "ORD-20261124-000302";

export function groupRow(overrides: Partial<InquiryGroupRow> = {}): InquiryGroupRow {
  return {
    groupNo: GROUP_NO,
    createTime: "2026-11-24 08:00:00",
    tab: 2,
    buyerUserName: "asuransi.sinar",
    buyerName: "Asuransi Sinar",
    orders: [
      { orderNo: PO_A, inquiryNo: "INQ-20261120-000007", status: 1, total: 800_000, doNo: null },
      { orderNo: PO_B, inquiryNo: "INQ-20261120-000008", status: 1, total: 450_000, doNo: null },
    ],
    total: 1_250_000,
    readyToShip: true,
    ...overrides,
  };
}

export function groupDetail(overrides: Partial<InquiryGroupDetail> = {}): InquiryGroupDetail {
  const row = groupRow();
  return {
    ...row,
    orderRows: row.orders.map((o) =>
      inquiryRow(o.orderNo, { status: 1, statusName: "waitingDelivery", moves: ["printDeliveryOrder"] }),
    ),
    shipment: null,
    ...overrides,
  };
}
