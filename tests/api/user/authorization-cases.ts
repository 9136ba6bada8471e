/** Authorization cases of the user module's endpoints (see tests/api/authorization-case.ts). */
import { platformCase, type AuthorizationCases } from "../authorization-case";
import { sha256Hex } from "../helpers";

export const cases: AuthorizationCases = {
  "/api/user/login/logout": { kind: "own", body: () => ({}), write: true },
  "/api/user/queryUserInfo": { kind: "own", body: () => ({}) },
  "/api/user/ina/changePassword": {
    kind: "own",
    body: () => ({ oldPassword: sha256Hex("x"), newPassword: sha256Hex("y") }),
    write: true,
  },
  "/api/user/login/setCloudMessageToken": { kind: "own", body: () => ({ token: "t" }), write: true },
  // The platform side (spec §6 "The platform admin ..."): only the platform admin may call.
  "/api/platform/user/setStatus": platformCase,
};
