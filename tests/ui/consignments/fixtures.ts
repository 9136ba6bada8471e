/** Consignments as the API answers them (src/resources/consignments/schema.ts), for the consignment screens' tests. */
import type { ConsignDetail, ConsignLine, ConsignRow } from "../../../src/resources/consignments/schema";

/** A request of 10 brake pads and 4 oil filters by a workshop, waiting for the seller's offer until 26 Nov 14:00 WIB. */
export function consignRow(consignNo: string, overrides: Partial<ConsignRow> = {}): ConsignRow {
  return {
    consignNo,
    buyerUserName: "buyer.workshop",
    buyerName: "Bengkel Maju",
    status: 1,
    statusName: "buyerApply",
    reason: "Stock for the rainy season at our workshop",
    itemCount: 2,
    qtyRequest: 14,
    qtyOffer: null,
    totalPrice: 0,
    edtInitialDays: 0,
    edtAdditionalDays: 0,
    createTime: "2026-11-24 10:00:00",
    deadline: "2026-11-26T07:00:00.000Z",
    ...overrides,
  };
}

export const LINES: ConsignLine[] = [
  {
    itemId: 11,
    partNo: "BRK-01",
    name: "Brake pad Avanza",
    picture: null,
    qtyRequest: 10,
    qtyOffer: null,
    unitPrice: null,
    amount: null,
    shopStock: 6,
  },
  {
    itemId: 12,
    partNo: "OIL-02",
    name: "Oil filter Xenia",
    picture: null,
    qtyRequest: 4,
    qtyOffer: null,
    unitPrice: null,
    amount: null,
    shopStock: 50,
  },
];

export function consignDetail(consignNo: string, overrides: Partial<ConsignDetail> = {}): ConsignDetail {
  return {
    ...consignRow(consignNo),
    items: LINES,
    receiver: { name: "Andi Bengkel", phone: "081234567890", address: "Jl. Merdeka 10, Bandung 40111" },
    closeReason: null,
    edtReason: null,
    courier: null,
    trackingNo: null,
    proofPhotoUrl: null,
    offerTime: null,
    confirmTime: null,
    shipTime: null,
    finishTime: null,
    moves: ["offer", "reject"],
    canExtendEdt: false,
    history: [
      {
        move: "create",
        fromStatus: null,
        toStatus: 1,
        actorName: "buyer.workshop",
        note: null,
        time: "2026-11-24 10:00:00",
      },
    ],
    ...overrides,
  };
}

/** The same consignment confirmed by the buyer: 6 pads at Rp 150.000 and 4 filters at Rp 45.000, EDT 5 + 2 days. */
export function confirmedDetail(consignNo: string, overrides: Partial<ConsignDetail> = {}): ConsignDetail {
  return consignDetail(consignNo, {
    status: 3,
    statusName: "waitingDelivered",
    qtyOffer: 10,
    totalPrice: 1_080_000,
    edtInitialDays: 5,
    edtAdditionalDays: 2,
    edtReason: "Waiting for the supplier's truck",
    deadline: null,
    offerTime: "2026-11-24 11:00:00",
    confirmTime: "2026-11-24 12:00:00",
    items: [
      { ...LINES[0], qtyOffer: 6, unitPrice: 150_000, amount: 900_000 },
      { ...LINES[1], qtyOffer: 4, unitPrice: 45_000, amount: 180_000 },
    ],
    moves: ["ship"],
    canExtendEdt: true,
    history: [
      {
        move: "create",
        fromStatus: null,
        toStatus: 1,
        actorName: "buyer.workshop",
        note: null,
        time: "2026-11-24 10:00:00",
      },
      {
        move: "offer",
        fromStatus: 1,
        toStatus: 2,
        actorName: "seller.active",
        note: null,
        time: "2026-11-24 11:00:00",
      },
      {
        move: "confirmOffer",
        fromStatus: 2,
        toStatus: 3,
        actorName: "buyer.workshop",
        note: null,
        time: "2026-11-24 12:00:00",
      },
      {
        move: "extendEdt",
        fromStatus: 3,
        toStatus: 3,
        actorName: "seller.active",
        note: "Waiting for the supplier's truck",
        time: "2026-11-24 13:00:00",
      },
    ],
    ...overrides,
  });
}
