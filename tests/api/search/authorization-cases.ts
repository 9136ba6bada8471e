/** Authorization cases of the search module (see tests/api/authorization-case.ts): the caller's own cart and survey, and shared suggestions. */
import type { AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/search/ina/suggest": { kind: "shared", body: () => ({ keyword: "rem" }) },
  "/api/search/ina/cartCount": { kind: "own", body: () => ({}) },
  "/api/search/ina/survey/pending": { kind: "own", body: () => ({}) },
  "/api/search/ina/survey/answer": {
    kind: "own",
    body: () => ({ surveyKey: "portal-2026", dismissed: true }),
    write: true,
  },
};
