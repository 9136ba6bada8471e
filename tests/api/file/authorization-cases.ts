/** Authorization cases of the file module's endpoints (see tests/api/authorization-case.ts). */
import type { AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/file/ina/upload": { kind: "own", body: () => ({}), write: true },
};
