/**
 * Authorization cases of the order module's endpoints (see tests/api/authorization-case.ts). `ids.orderNo`
 * and `ids.doNo` name a paid, printed order of seller.active whose product the main admin owns, so another
 * shop's admin and an "only own" sub-account get 404 orders:errors.notFound.
 */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

const ship = (doNo: string) => ({
  doNo,
  shipmentMethod: 2,
  courierName: "JNE",
  trackingNo: "JNE-1",
  proofPhoto: "abcdefghijklmnopqrstuvwxyz012345",
  senderName: "Agus Prasetyo",
  senderPhone: "081234567890",
});

export const cases: AuthorizationCases = {
  "/api/order/ina/page": { kind: "list", body: page },
  "/api/order/ina/counts": { kind: "list", body: () => ({}) },
  "/api/order/ina/export": { kind: "list", body: () => ({}) },
  "/api/order/ina/detail": { kind: "record", body: (i) => ({ orderNo: i.orderNo }), ownerScoped: true },
  "/api/order/ina/confirm": { kind: "record", body: (i) => ({ orderNo: i.orderNo }), write: true, ownerScoped: true },
  // Each order answers on its own (ok false for an unreachable one): a list of results, never another's change.
  "/api/order/ina/confirm/batch": { kind: "list", body: (i) => ({ orderNos: [i.orderNo] }), write: true },
  "/api/order/ina/releaseCreditHold": {
    kind: "record",
    body: (i) => ({ orderNo: i.orderNo }),
    write: true,
    ownerScoped: true,
  },
  "/api/order/ina/cancel": {
    kind: "record",
    body: (i) => ({ orderNo: i.orderNo, reason: "The buyer asked to cancel the order" }),
    write: true,
    ownerScoped: true,
  },
  "/api/order/ina/changeConfirm": {
    kind: "record",
    body: (i) => ({ orderNo: i.orderNo, lines: [{ lineId: 1, quantity: 1, unitPrice: 1000 }], reason: "Harga naik" }),
    write: true,
    ownerScoped: true,
  },
  "/api/order/ina/edt/extend": {
    kind: "record",
    body: (i) => ({ orderNo: i.orderNo, days: 2, reason: "Menunggu stok" }),
    write: true,
    ownerScoped: true,
  },
  "/api/order/ina/deliveryOrder/print": {
    kind: "record",
    body: (i) => ({ orderNos: [i.orderNo] }),
    write: true,
    ownerScoped: true,
  },
  "/api/order/ina/deliveryOrder/detail": { kind: "record", body: (i) => ({ doNo: i.doNo }), ownerScoped: true },
  "/api/order/ina/deliveryOrder/ship": { kind: "record", body: (i) => ship(i.doNo), write: true, ownerScoped: true },
  // Buyer side: the seller portal never calls it (its reads are marked write so the seller's allowed-read pass skips them).
  "/api/buyer/order/create": {
    kind: "own",
    body: (i) => ({
      shopId: i.activeShopId,
      items: [{ itemId: i.itemId, quantity: 1 }],
      addressId: 1,
      paymentMethod: 1,
    }),
    write: true,
  },
  "/api/buyer/order/pay": { kind: "own", body: (i) => ({ orderNo: i.orderNo, paymentType: "va-bca" }), write: true },
  "/api/buyer/order/confirmReceipt": { kind: "own", body: (i) => ({ orderNo: i.orderNo }), write: true },
  "/api/buyer/order/edt/answer": { kind: "own", body: (i) => ({ orderNo: i.orderNo, accept: true }), write: true },
  "/api/buyer/order/modification/answer": {
    kind: "own",
    body: (i) => ({ orderNo: i.orderNo, accept: true }),
    write: true,
  },
  "/api/buyer/order/page": { kind: "own", body: page, write: true },
  "/api/buyer/order/detail": { kind: "own", body: (i) => ({ orderNo: i.orderNo }), write: true },
  "/api/platform/order/settlePayment": platformCase,
};
