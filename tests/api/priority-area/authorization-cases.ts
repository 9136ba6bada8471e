/** Authorization cases of the priority-area module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/priority-area/ina/list": { kind: "list", body: () => ({}) },
  "/api/priority-area/ina/set": { kind: "own", body: () => ({ regencyCodes: ["31.71"] }), write: true },
  "/api/priority-area/ina/requestDownload": { kind: "own", body: () => ({}), write: true },
  "/api/priority-area/ina/downloads": { kind: "list", body: page },
};
