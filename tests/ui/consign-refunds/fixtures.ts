/** Consignment returns as the API answers them (src/resources/consign-refunds/schema.ts). */
import type { ConsignRefundDetail, ConsignRefundRow } from "../../../src/resources/consign-refunds/schema";

/** A workshop sends back 3 unsold brake pads (Rp 150.000 each), waiting for the seller until 26 Nov 14:00 WIB. */
export function consignRefundRow(refundNo: string, overrides: Partial<ConsignRefundRow> = {}): ConsignRefundRow {
  return {
    refundNo,
    buyerUserName: "buyer.workshop",
    buyerName: "Bengkel Maju",
    status: 1,
    statusName: "waitingProcessing",
    reason: "Slow moving at our workshop",
    itemCount: 1,
    qty: 3,
    totalAmount: 450_000,
    createTime: "2026-11-24 10:00:00",
    deadline: "2026-11-26T07:00:00.000Z",
    ...overrides,
  };
}

export function consignRefundDetail(
  refundNo: string,
  overrides: Partial<ConsignRefundDetail> = {},
): ConsignRefundDetail {
  return {
    ...consignRefundRow(refundNo),
    items: [
      { itemId: 11, partNo: "BRK-01", name: "Brake pad Avanza", picture: null, qty: 3, unitPrice: 150_000, onHand: 5 },
    ],
    sellerReason: null,
    courier: null,
    deliveryNo: null,
    shipTime: null,
    finishTime: null,
    moves: ["accept", "askModify", "reject"],
    history: [
      {
        move: "create",
        fromStatus: null,
        toStatus: 1,
        actorName: "buyer.workshop",
        note: "Slow moving at our workshop",
        time: "2026-11-24 10:00:00",
      },
    ],
    ...overrides,
  };
}
