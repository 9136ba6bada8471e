/**
 * Authorization cases of the home module (see tests/api/authorization-case.ts). The dashboard has no single
 * authority: each section follows its own (tests/api/home/dashboard.test.ts checks them, the only-own
 * narrowing and that another shop's data is never counted), so it is a call on the caller's own shop.
 */
import type { AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/home/ina/dashboard": { kind: "own", body: () => ({ days: 30 }) },
};
