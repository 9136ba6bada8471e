/**
 * Authorization cases of the bill module's endpoints (see tests/api/authorization-case.ts). `ids.billNo`
 * names a generating bill of seller.active (a workshop buyer's, one order whose product the main admin
 * owns), so another shop's admin and an "only own" sub-account get 404 bills:errors.notFound.
 */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/bill/ina/page": { kind: "list", body: page },
  "/api/bill/ina/counts": { kind: "list", body: () => ({}) },
  "/api/bill/ina/download/page": { kind: "list", body: page },
  // Asks for a file of the caller's own shop: no foreign id to reach.
  "/api/bill/ina/download/request": { kind: "own", body: () => ({ range: "3m" }), write: true },
  "/api/bill/ina/detail": { kind: "record", body: (i) => ({ billNo: i.billNo }), ownerScoped: true },
  "/api/bill/ina/orders": { kind: "record", body: (i) => ({ billNo: i.billNo, ...page() }), ownerScoped: true },
  "/api/bill/ina/print": { kind: "record", body: (i) => ({ billNo: i.billNo }), ownerScoped: true },
  "/api/bill/ina/document/upload": {
    kind: "record",
    body: (i) => ({ billNo: i.billNo, title: "Faktur pajak", fileKey: "abcdefghijklmnopqrstuvwxyz012345" }),
    write: true,
    ownerScoped: true,
  },
  "/api/bill/ina/document/submit": {
    kind: "record",
    body: (i) => ({ billNo: i.billNo }),
    write: true,
    ownerScoped: true,
  },
  // Buyer side: the seller portal never calls it (its reads are marked write so the seller's allowed-read pass skips them).
  "/api/buyer/bill/page": { kind: "own", body: page, write: true },
  "/api/buyer/bill/detail": { kind: "own", body: (i) => ({ billNo: i.billNo }), write: true },
  "/api/buyer/bill/orders": { kind: "own", body: (i) => ({ billNo: i.billNo, ...page() }), write: true },
  "/api/buyer/bill/pay": { kind: "own", body: (i) => ({ billNo: i.billNo, paymentType: "va-bca" }), write: true },
  "/api/platform/bill/verify": platformCase,
  "/api/platform/bill/rejectDocuments": platformCase,
  "/api/platform/bill/hold": platformCase,
  "/api/platform/bill/release": platformCase,
  "/api/platform/bill/settle": platformCase,
  "/api/platform/bill/generate": platformCase,
};
