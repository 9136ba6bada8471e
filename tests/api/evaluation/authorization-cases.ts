/** Authorization cases of the evaluation module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/evaluation/ina/page": { kind: "list", body: page },
  "/api/evaluation/ina/summary": { kind: "list", body: () => ({}) },
  "/api/buyer/review/create": {
    kind: "own",
    body: (i) => ({ itemId: i.itemId, orderNo: "ORD-20261120-9999", stars: 5 }),
    write: true,
  },
};
