/**
 * Authorization cases of the tender module's endpoints (see tests/api/authorization-case.ts). `ids.tenderNo`
 * names a submitted tender of seller.active's main admin, so another shop's admin and an "only own"
 * sub-account (neither its owner nor its handler) get 404 tenders:errors.notFound.
 */
import { page, type AuthorizationCases, type Ids } from "../authorization-case";
import { offer } from "../inquiry/inquiry-helpers";

const tender = (i: Ids) => ({ tenderNo: i.tenderNo });

export const cases: AuthorizationCases = {
  "/api/tender/ina/page": { kind: "list", body: page },
  "/api/tender/ina/counts": { kind: "list", body: () => ({}) },
  "/api/tender/ina/detail": { kind: "record", body: tender, ownerScoped: true },
  "/api/tender/ina/discussion": { kind: "record", body: tender, ownerScoped: true },
  "/api/tender/ina/modify": {
    kind: "record",
    body: (i) => ({
      tenderNo: i.tenderNo,
      offers: [offer(i.inquiryPartId)],
      shippingMethod: "courier",
      deliveryFee: 25_000,
    }),
    write: true,
    ownerScoped: true,
  },
  "/api/tender/ina/submit": { kind: "record", body: tender, write: true, ownerScoped: true },
  "/api/tender/ina/discussion/add": {
    kind: "record",
    body: (i) => ({ tenderNo: i.tenderNo, body: "Apakah stok tersedia?" }),
    write: true,
    ownerScoped: true,
  },
  // Buyer side (reads marked write: the seller portal never calls them).
  "/api/buyer/tender/page": { kind: "own", body: (i) => ({ ...page(), inquiryNo: i.inquiryNo }), write: true },
  "/api/buyer/tender/detail": { kind: "own", body: tender, write: true },
  "/api/buyer/tender/choose": { kind: "own", body: tender, write: true },
  "/api/buyer/tender/notPurchase": { kind: "own", body: tender, write: true },
  "/api/buyer/tender/discussion": { kind: "own", body: tender, write: true },
  "/api/buyer/tender/discussion/add": {
    kind: "own",
    body: (i) => ({ tenderNo: i.tenderNo, body: "Mohon info stok" }),
    write: true,
  },
};
