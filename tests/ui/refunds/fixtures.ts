/** Return and refund requests as the API answers them, for the refund screens' tests. */
import type { RefundMove } from "../../../src/domain/refund-transitions";
import type { RefundDetail, RefundRow } from "../../../src/resources/refunds/schema";

/** A return of 2 of 5 brake pads, waiting for the seller's answer until 26 Nov 14:00 WIB. */
export function refundRow(refundNo: string, overrides: Partial<RefundRow> = {}): RefundRow {
  return {
    refundNo,
    orderNo: "ORD-20261124-000001",
    applyTime: "2026-11-24 10:00:00",
    method: 2,
    status: 1,
    statusName: "toBeProcessed",
    afterSaleCode: 1,
    buyerUserName: "buyer.workshop",
    buyerName: "Bengkel Maju",
    reason: "damaged",
    items: [{ itemName: "Brake pad Avanza", partNo: "BRK-01", quantity: 2, picture: null }],
    itemCount: 1,
    originalAmount: 800_000,
    refundAmount: null,
    moves: ["approveReturn", "negotiate", "reject"] as RefundMove[],
    deadline: { party: "seller", at: "2026-11-26T07:00:00.000Z" },
    ...overrides,
  };
}

export function refundDetail(refundNo: string, overrides: Partial<RefundDetail> = {}): RefundDetail {
  const { items: _items, ...row } = refundRow(refundNo);
  return {
    ...row,
    receiptStatus: 1,
    note: "Two pads cracked on arrival",
    photos: ["https://files.example/refund/p1.jpg", "https://files.example/refund/p2.jpg"],
    lines: [
      {
        lineId: 1,
        itemId: 11,
        partNo: "BRK-01",
        itemName: "Brake pad Avanza",
        condition: 1,
        picture: null,
        unitPrice: 400_000,
        orderedQuantity: 5,
        quantity: 2,
        amount: 780_000,
      },
    ],
    productAmount: 780_000,
    deliveryFeeAmount: 20_000,
    supplierApprovedAmount: null,
    buyerApprovedAmount: null,
    rejectReason: null,
    courierName: null,
    deliveryNo: null,
    shipPhoto: null,
    order: { orderNo: "ORD-20261124-000001", status: 99, total: 2_090_000, deliveryFee: 90_000, refundedAmount: 0 },
    maxOffer: 800_000,
    answerTime: null,
    shipTime: null,
    receiveTime: null,
    finishTime: null,
    events: [
      {
        move: "apply",
        actor: "buyer",
        userName: "buyer.workshop",
        fromStatus: null,
        toStatus: 1,
        detail: {},
        createTime: "2026-11-24 10:00:00",
      },
    ],
    ...overrides,
  };
}
