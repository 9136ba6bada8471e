/**
 * Authorization cases of the recap module's endpoints (see tests/api/authorization-case.ts). `ids.recapNo`
 * names an unconfirmed recap of seller.active (tests/api/recap/settlement-helpers.ts
 * settlementForAuthorization), so another shop's admin gets 404 recaps:errors.notFound. Recaps are shop
 * documents, not owner-scoped: an "only own" sub-account with the authority reaches them.
 */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";
import { AUTH_LOGISTIC_NO } from "./settlement-helpers";

export const cases: AuthorizationCases = {
  "/api/recap/ina/page": { kind: "list", body: page },
  "/api/recap/ina/counts": { kind: "list", body: () => ({}) },
  "/api/recap/ina/detail": { kind: "record", body: (i) => ({ recapNo: i.recapNo }) },
  "/api/recap/ina/logisticNo": { kind: "record", body: (i) => ({ recapNo: i.recapNo, logisticNo: AUTH_LOGISTIC_NO }) },
  "/api/recap/ina/modify": {
    kind: "record",
    body: (i) => ({ recapNo: i.recapNo, lines: [{ lineId: 1, value: 25_000, reason: "Tarif kurir salah" }] }),
    write: true,
  },
  "/api/recap/ina/confirm": { kind: "record", body: (i) => ({ recapNo: i.recapNo }), write: true },
  // Buyer side: the seller portal never calls it (reads marked write so the seller's allowed-read pass skips them).
  "/api/buyer/recap/page": { kind: "own", body: page, write: true },
  "/api/buyer/recap/detail": { kind: "own", body: (i) => ({ recapNo: i.recapNo }), write: true },
  "/api/buyer/recap/accept": { kind: "own", body: (i) => ({ recapNo: i.recapNo }), write: true },
  "/api/buyer/recap/reject": { kind: "own", body: (i) => ({ recapNo: i.recapNo }), write: true },
  "/api/platform/recap/page": platformCase,
  "/api/platform/recap/process": platformCase,
  "/api/platform/recap/pay": platformCase,
};
