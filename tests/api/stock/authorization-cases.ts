/** Authorization cases of the stock module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/stock/ina/page": { kind: "list", body: page },
  "/api/stock/ina/raise": {
    kind: "record",
    body: (i) => ({ items: [{ itemId: i.itemId, stockNum: 1_000_000 }] }),
    write: true,
    ownerScoped: true,
  },
  "/api/stock/ina/syncPeriod/get": { kind: "own", body: () => ({}) },
  "/api/stock/ina/syncPeriod/set": { kind: "own", body: () => ({ mode: "daily", hours: ["08"] }), write: true },
  "/api/stock/ina/syncSource/get": { kind: "own", body: () => ({}) },
  "/api/stock/ina/syncSource/set": {
    kind: "own",
    body: () => ({ sourceUrl: "https://erp.example.com/stock" }),
    write: true,
  },
};
