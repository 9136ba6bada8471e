/**
 * Authorization cases of the consignment module's endpoints (see tests/api/authorization-case.ts).
 * `ids.consignNo` names a consignment of seller.active of a partner no sub-account manages, so another
 * shop's admin and an "only own" sub-account get 404 consignments:errors.notFound.
 */
import { page, type AuthorizationCases } from "../authorization-case";

const receiver = {
  name: "Hendra Wijaya",
  phone: "081522223333",
  regionCodes: ["31", "31.74", "31.74.01", "31.74.01.1001"],
  postalCode: "12820",
  detail: "Jl. Tebet Raya No. 12",
};

export const cases: AuthorizationCases = {
  "/api/consign/ina/page": { kind: "list", body: () => ({ ...page(), list: "offer" }) },
  "/api/consign/ina/counts": { kind: "list", body: () => ({}) },
  "/api/consign/ina/sellThrough": { kind: "list", body: page },
  "/api/consign/ina/detail": { kind: "record", body: (i) => ({ consignNo: i.consignNo }), ownerScoped: true },
  "/api/consign/ina/offer": {
    kind: "record",
    body: (i) => ({
      consignNo: i.consignNo,
      items: [{ itemId: i.itemId, qtyOffer: 1, unitPrice: 10_000 }],
      edtInitialDays: 3,
    }),
    write: true,
    ownerScoped: true,
  },
  "/api/consign/ina/reject": {
    kind: "record",
    body: (i) => ({ consignNo: i.consignNo, reason: "Barang ini tidak untuk konsinyasi" }),
    write: true,
    ownerScoped: true,
  },
  "/api/consign/ina/extendEdt": {
    kind: "record",
    body: (i) => ({ consignNo: i.consignNo, days: 2, reason: "Menunggu kiriman dari gudang" }),
    write: true,
    ownerScoped: true,
  },
  "/api/consign/ina/ship": {
    kind: "record",
    body: (i) => ({
      consignNo: i.consignNo,
      courier: "JNE",
      trackingNo: "JNE-1234",
      proofPhoto: "abcdefghijklmnopqrstuvwxyz012345",
    }),
    write: true,
    ownerScoped: true,
  },
  // Buyer side: the seller portal never calls it (its reads are marked write so the seller's allowed-read pass skips them).
  "/api/buyer/consign/create": {
    kind: "own",
    body: (i) => ({
      shopId: i.activeShopId,
      items: [{ itemId: i.itemId, qty: 1 }],
      reason: "Stok bengkel untuk servis rutin",
      receiver,
    }),
    write: true,
  },
  "/api/buyer/consign/page": { kind: "own", body: page, write: true },
  "/api/buyer/consign/detail": { kind: "own", body: (i) => ({ consignNo: i.consignNo }), write: true },
  "/api/buyer/consign/cancel": {
    kind: "own",
    body: (i) => ({ consignNo: i.consignNo, reason: "Sudah tidak membutuhkan barang" }),
    write: true,
  },
  "/api/buyer/consign/confirmOffer": { kind: "own", body: (i) => ({ consignNo: i.consignNo }), write: true },
  "/api/buyer/consign/declineOffer": {
    kind: "own",
    body: (i) => ({ consignNo: i.consignNo, reason: "Harga terlalu tinggi untuk kami" }),
    write: true,
  },
  "/api/buyer/consign/receive": { kind: "own", body: (i) => ({ consignNo: i.consignNo }), write: true },
  "/api/buyer/consign/sale": {
    kind: "own",
    body: (i) => ({ shopId: i.activeShopId, itemId: i.itemId, qty: 1, unitPrice: 10_000 }),
    write: true,
  },
  "/api/buyer/consign/stock": { kind: "own", body: () => ({}), write: true },
};
