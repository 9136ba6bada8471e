/**
 * Authorization cases of the partnership module's endpoints (see tests/api/authorization-case.ts).
 * `ids.partnershipId` names an active partnership of seller.active whose customer nobody manages, and
 * `ids.addendumId` an addendum of it waiting for the buyer, so another shop's admin and an "only own"
 * sub-account get 404 (tests/api/partnership/partnership-helpers.ts partnershipForAuthorization).
 */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

const REASON = "Syarat kemitraan belum dapat kami penuhi saat ini.";

export const cases: AuthorizationCases = {
  "/api/partnership/ina/page": { kind: "list", body: page },
  "/api/partnership/ina/counts": { kind: "list", body: () => ({}) },
  "/api/partnership/ina/detail": { kind: "record", body: (i) => ({ id: i.partnershipId }), ownerScoped: true },
  // The customer of another shop (or not managed by an "only own" caller) answers not found.
  "/api/partnership/ina/request": {
    kind: "own",
    body: () => ({
      customerId: 1,
      creditLimit: 1_000_000,
      partConditions: [1],
      settlementPeriod: 1,
      settlementDate: "2026-12-01",
    }),
    write: true,
  },
  "/api/partnership/ina/accept": {
    kind: "record",
    body: (i) => ({ id: i.partnershipId }),
    write: true,
    ownerScoped: true,
  },
  "/api/partnership/ina/reject": {
    kind: "record",
    body: (i) => ({ id: i.partnershipId, reason: REASON }),
    write: true,
    ownerScoped: true,
  },
  "/api/partnership/ina/addendum/create": {
    kind: "record",
    body: (i) => ({
      partnershipId: i.partnershipId,
      title: "Adendum",
      body: "Isi adendum yang cukup panjang.",
      effectiveDate: "2026-12-01",
    }),
    write: true,
    ownerScoped: true,
  },
  "/api/partnership/ina/addendum/withdraw": {
    kind: "record",
    body: (i) => ({ id: i.addendumId }),
    write: true,
    ownerScoped: true,
  },
  // Buyer side: the seller portal never calls it (its reads are marked write so the seller's allowed-read pass skips them).
  "/api/buyer/partnership/page": { kind: "own", body: page, write: true },
  "/api/buyer/partnership/detail": { kind: "own", body: (i) => ({ id: i.partnershipId }), write: true },
  "/api/buyer/partnership/request": {
    kind: "own",
    body: (i) => ({ shopId: i.activeShopId, reason: REASON }),
    write: true,
  },
  "/api/buyer/partnership/accept": { kind: "own", body: (i) => ({ id: i.partnershipId }), write: true },
  "/api/buyer/partnership/reject": { kind: "own", body: (i) => ({ id: i.partnershipId, reason: REASON }), write: true },
  "/api/buyer/partnership/applyTempo": { kind: "own", body: (i) => ({ id: i.partnershipId }), write: true },
  "/api/buyer/partnership/confirmAgreement": { kind: "own", body: (i) => ({ id: i.partnershipId }), write: true },
  "/api/buyer/partnership/addendum/accept": { kind: "own", body: (i) => ({ id: i.addendumId }), write: true },
  "/api/buyer/partnership/addendum/reject": { kind: "own", body: (i) => ({ id: i.addendumId }), write: true },
  "/api/platform/partnership/page": platformCase,
  "/api/platform/partnership/accept": platformCase,
  "/api/platform/partnership/reject": platformCase,
};
