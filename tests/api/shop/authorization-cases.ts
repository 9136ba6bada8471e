/** Authorization cases of the shop module's endpoints (see tests/api/authorization-case.ts). */
import { platformCase, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/shop/ina/myShopInfo": { kind: "own", body: () => ({}) },
  "/api/shop/ina/modifyShop": {
    kind: "record",
    body: (i) => ({ shopId: i.activeShopId, accountName: "Budi", accountNo: "1234567890", bank: "014" }),
    write: true,
  },
  "/api/shop/ina/apply": { kind: "own", body: () => ({}), write: true },
  "/api/shop/ina/additionalInfo": { kind: "own", body: () => ({}), write: true },
  // The platform side (spec §6 "The platform admin ..."): only the platform admin may call.
  "/api/platform/shop/page": platformCase,
  "/api/platform/shop/approve": platformCase,
  "/api/platform/shop/reject": platformCase,
  "/api/platform/shop/setStatus": platformCase,
};
