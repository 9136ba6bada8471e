/** Authorization cases of the request module's endpoints (see tests/api/authorization-case.ts). */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/request/ina/page": { kind: "list", body: page },
  "/api/request/ina/detail": { kind: "record", body: (i) => ({ id: i.ticketId }), ownerScoped: true },
  "/api/request/ina/create": { kind: "own", body: () => ({}), write: true },
  "/api/request/ina/partners": { kind: "own", body: () => ({}) },
  // The platform side (spec §6 "The platform admin ..."): only the platform admin may call.
  "/api/platform/request/page": platformCase,
  "/api/platform/request/process": platformCase,
  "/api/platform/request/confirm": platformCase,
  "/api/platform/request/reject": platformCase,
};
