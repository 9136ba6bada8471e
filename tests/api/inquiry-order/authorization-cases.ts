/**
 * Authorization cases of the inquiry order module's endpoints (see tests/api/authorization-case.ts).
 * `ids.inquiryOrderNo` names a paid inquiry order of seller.active on the printed DO `ids.inquiryDoNo`, of a
 * tender the main admin owns, so another shop's admin and an "only own" sub-account get 404
 * inquiryOrders:errors.notFound. (A product order answering not found here: tests/api/inquiry-order/purchase.test.ts.)
 */
import { page, type AuthorizationCases } from "../authorization-case";

const orderNo = (i: { inquiryOrderNo: string }) => ({ orderNo: i.inquiryOrderNo });

export const cases: AuthorizationCases = {
  "/api/inquiry-order/ina/page": { kind: "list", body: page },
  "/api/inquiry-order/ina/counts": { kind: "list", body: () => ({}) },
  "/api/inquiry-order/ina/detail": { kind: "record", body: orderNo, ownerScoped: true },
  "/api/inquiry-order/ina/confirm": { kind: "record", body: orderNo, write: true, ownerScoped: true },
  "/api/inquiry-order/ina/releaseCreditHold": { kind: "record", body: orderNo, write: true, ownerScoped: true },
  "/api/inquiry-order/ina/cancel": {
    kind: "record",
    body: (i) => ({ ...orderNo(i), reason: "The buyer asked to cancel the order" }),
    write: true,
    ownerScoped: true,
  },
  "/api/inquiry-order/ina/changeConfirm": {
    kind: "record",
    body: (i) => ({ ...orderNo(i), lines: [{ lineId: 1, quantity: 1, unitPrice: 1000 }], reason: "Harga naik" }),
    write: true,
    ownerScoped: true,
  },
  "/api/inquiry-order/ina/edt/extend": {
    kind: "record",
    body: (i) => ({ ...orderNo(i), days: 2, reason: "Menunggu stok" }),
    write: true,
    ownerScoped: true,
  },
  "/api/inquiry-order/ina/deliveryOrder/print": {
    kind: "record",
    body: (i) => ({ orderNos: [i.inquiryOrderNo] }),
    write: true,
    ownerScoped: true,
  },
  "/api/inquiry-order/ina/deliveryOrder/detail": {
    kind: "record",
    body: (i) => ({ doNo: i.inquiryDoNo }),
    ownerScoped: true,
  },
  "/api/inquiry-order/ina/deliveryOrder/ship": {
    kind: "record",
    body: (i) => ({
      doNo: i.inquiryDoNo,
      shipmentMethod: 2,
      courierName: "JNE",
      trackingNo: "JNE-1",
      proofPhoto: "abcdefghijklmnopqrstuvwxyz012345",
      senderName: "Agus Prasetyo",
      senderPhone: "081234567890",
    }),
    write: true,
    ownerScoped: true,
  },
  "/api/inquiry-order/ina/refund/page": { kind: "list", body: page },
  // A product order's request (ids.refundNo) is not found on the inquiry side for every caller (marked write so
  // the allowed-read pass skips it; the inquiry side's own refund reads: lifecycle.test.ts).
  "/api/inquiry-order/ina/refund/detail": { kind: "record", body: (i) => ({ refundNo: i.refundNo }), write: true },
  "/api/inquiry-order/ina/refund/answer": {
    kind: "record",
    body: (i) => ({ refundNo: i.refundNo, move: "approve" }),
    write: true,
  },
  "/api/inquiry-order/ina/createIndentLetter": {
    kind: "record",
    body: (i) => ({
      ...orderNo(i),
      signaturePhoto: "abcdefghijklmnopqrstuvwxyz012345",
      courierName: "JNE",
      estimatedDelivery: "2027-01-30",
    }),
    write: true,
    ownerScoped: true,
  },
  // No letter in the matrix's data (marked write so the allowed-read pass skips it; lifecycle.test.ts reads one).
  "/api/inquiry-order/ina/indentLetter/detail": {
    kind: "record",
    body: () => ({ letterNo: "IND-20261120-999999" }),
    write: true,
  },
  "/api/inquiry-order/ina/download": { kind: "own", body: () => ({}), write: true },
  "/api/inquiry-order/ina/download/page": { kind: "list", body: page },
  // Buyer side: the seller portal never calls it.
  "/api/buyer/inquiry-order/create": {
    kind: "own",
    body: () => ({
      inquiryNo: "INQ-20261120-999999",
      paymentMethod: 1,
      tenders: [{ tenderNo: "TND-20261120-999999", offers: [{ offerId: 1, quantity: 1 }] }],
    }),
    write: true,
  },
};
