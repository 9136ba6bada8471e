/**
 * Authorization cases of the consignment refund module's endpoints (see tests/api/authorization-case.ts).
 * `ids.consignRefundNo` names a refund of seller.active of a partner no sub-account manages, so another
 * shop's admin and an "only own" sub-account get 404 consignRefunds:errors.notFound.
 */
import { page, type AuthorizationCases } from "../authorization-case";

const reason = "Jumlah barang tidak sesuai catatan kami";

export const cases: AuthorizationCases = {
  "/api/consign-refund/ina/page": { kind: "list", body: page },
  "/api/consign-refund/ina/counts": { kind: "list", body: () => ({}) },
  "/api/consign-refund/ina/detail": {
    kind: "record",
    body: (i) => ({ refundNo: i.consignRefundNo }),
    ownerScoped: true,
  },
  "/api/consign-refund/ina/accept": {
    kind: "record",
    body: (i) => ({ refundNo: i.consignRefundNo }),
    write: true,
    ownerScoped: true,
  },
  "/api/consign-refund/ina/askModify": {
    kind: "record",
    body: (i) => ({ refundNo: i.consignRefundNo, reason }),
    write: true,
    ownerScoped: true,
  },
  "/api/consign-refund/ina/reject": {
    kind: "record",
    body: (i) => ({ refundNo: i.consignRefundNo, reason }),
    write: true,
    ownerScoped: true,
  },
  "/api/consign-refund/ina/confirmReceipt": {
    kind: "record",
    body: (i) => ({ refundNo: i.consignRefundNo }),
    write: true,
    ownerScoped: true,
  },
  // Buyer side: marked write so the seller's allowed-read pass skips them.
  "/api/buyer/consign-refund/create": {
    kind: "own",
    body: (i) => ({ shopId: i.activeShopId, items: [{ itemId: i.itemId, qty: 1 }], reason }),
    write: true,
  },
  "/api/buyer/consign-refund/page": { kind: "own", body: page, write: true },
  "/api/buyer/consign-refund/detail": { kind: "own", body: (i) => ({ refundNo: i.consignRefundNo }), write: true },
  "/api/buyer/consign-refund/modify": {
    kind: "own",
    body: (i) => ({ refundNo: i.consignRefundNo, items: [{ itemId: i.itemId, qty: 1 }] }),
    write: true,
  },
  "/api/buyer/consign-refund/cancel": { kind: "own", body: (i) => ({ refundNo: i.consignRefundNo }), write: true },
  "/api/buyer/consign-refund/ship": {
    kind: "own",
    body: (i) => ({ refundNo: i.consignRefundNo, courier: "JNE", deliveryNo: "JNE-RET-1" }),
    write: true,
  },
};
