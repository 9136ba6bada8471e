/**
 * Authorization cases of the refund module's endpoints (see tests/api/authorization-case.ts). `ids.refundNo`
 * names a request of seller.active on an order whose product the main admin owns, so another shop's admin
 * and an "only own" sub-account get 404 refunds:errors.notFound.
 */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

const answer = (refundNo: string) => ({ refundNo, amount: 1_000, reason: "Kemasan sudah dibuka" });

export const cases: AuthorizationCases = {
  "/api/refund/ina/page": { kind: "list", body: page },
  "/api/refund/ina/counts": { kind: "list", body: () => ({}) },
  "/api/refund/ina/export": { kind: "list", body: () => ({}) },
  "/api/refund/ina/detail": { kind: "record", body: (i) => ({ refundNo: i.refundNo }), ownerScoped: true },
  "/api/refund/ina/approve": {
    kind: "record",
    body: (i) => ({ refundNo: i.refundNo }),
    write: true,
    ownerScoped: true,
  },
  "/api/refund/ina/negotiate": { kind: "record", body: (i) => answer(i.refundNo), write: true, ownerScoped: true },
  "/api/refund/ina/reject": { kind: "record", body: (i) => answer(i.refundNo), write: true, ownerScoped: true },
  "/api/refund/ina/confirmReceipt": {
    kind: "record",
    body: (i) => ({ refundNo: i.refundNo }),
    write: true,
    ownerScoped: true,
  },
  // Buyer side: the seller portal never calls it (its reads are marked write so the seller's allowed-read pass skips them).
  "/api/buyer/refund/apply": {
    kind: "own",
    body: (i) => ({
      orderNo: i.orderNo,
      method: 1,
      receiptStatus: 0,
      reason: "damaged",
      note: "Kampas rem retak",
      photos: ["abcdefghijklmnopqrstuvwxyz012345"],
      items: [{ lineId: 1, quantity: 1 }],
    }),
    write: true,
  },
  "/api/buyer/refund/accept": { kind: "own", body: (i) => ({ refundNo: i.refundNo }), write: true },
  "/api/buyer/refund/decline": { kind: "own", body: (i) => ({ refundNo: i.refundNo }), write: true },
  "/api/buyer/refund/cancel": { kind: "own", body: (i) => ({ refundNo: i.refundNo }), write: true },
  "/api/buyer/refund/ship": {
    kind: "own",
    body: (i) => ({
      refundNo: i.refundNo,
      courierName: "JNE",
      deliveryNo: "JNE-1234",
      photo: "abcdefghijklmnopqrstuvwxyz012345",
    }),
    write: true,
  },
  "/api/buyer/refund/page": { kind: "own", body: page, write: true },
  "/api/buyer/refund/detail": { kind: "own", body: (i) => ({ refundNo: i.refundNo }), write: true },
  "/api/platform/refund/settle": platformCase,
};
