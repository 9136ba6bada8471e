/** Authorization cases of the store module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/store/ina/detail": { kind: "own", body: () => ({}) },
  "/api/store/ina/update": { kind: "own", body: () => ({}), write: true },
  "/api/store/ina/address/page": { kind: "list", body: page },
  "/api/store/ina/address/detail": { kind: "record", body: (i) => ({ id: i.addressId }) },
  "/api/store/ina/address/create": { kind: "own", body: () => ({}), write: true },
  "/api/store/ina/address/update": { kind: "record", body: (i) => ({ ...i.address, id: i.addressId }), write: true },
  "/api/store/ina/address/delete": { kind: "record", body: (i) => ({ id: i.addressId }), write: true },
  "/api/store/ina/address/setDefault": { kind: "record", body: (i) => ({ id: i.addressId }), write: true },
};
