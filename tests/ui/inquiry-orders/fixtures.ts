/** Inquiry orders as the API answers them (orders with their inquiry, tender, part statuses and indent letters). */
import type { InquiryOrderDetail, InquiryOrderRow } from "../../../src/resources/inquiry-orders/schema";
import { orderDetail, orderRow } from "../orders/fixtures";

export function inquiryRow(orderNo: string, overrides: Partial<InquiryOrderRow> = {}): InquiryOrderRow {
  return {
    ...orderRow(orderNo, { buyerUserName: "asuransi.sinar", buyerName: "Asuransi Sinar", buyerType: "priority" }),
    inquiryNo: "INQ-20261120-000007",
    tenderNo: "TND-20261120-000031",
    groupNo: null,
    claimNo: "CLM-88121",
    licensePlate: "B 1234 XYZ",
    carLabel: "Toyota Avanza 2019",
    needsIndentLetter: false,
    ...overrides,
  };
}

export function inquiryDetail(orderNo: string, overrides: Partial<InquiryOrderDetail> = {}): InquiryOrderDetail {
  const base = orderDetail(orderNo, { status: 1, statusName: "waitingDelivery", moves: ["printDeliveryOrder"] });
  return {
    ...base,
    lines: [
      { ...base.lines[0], partStatus: 1, brand: "Aisin", tenderOfferId: 71 },
      { ...base.lines[1], itemId: null, partStatus: 3, brand: "", tenderOfferId: 72 },
    ],
    inquiryNo: "INQ-20261120-000007",
    tenderNo: "TND-20261120-000031",
    groupNo: "IOG-20261124-000003",
    claimNo: "CLM-88121",
    carLabel: "Toyota Avanza 2019",
    estimatedDeliveryDate: "2026-12-05",
    indentLetters: [],
    canCreateIndentLetter: true,
    ...overrides,
  };
}
