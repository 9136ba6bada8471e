/** Authorization cases of the logistics module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

/** A valid template body (default rule only). */
export const templateBody = () => ({
  name: "Uji Template",
  pricingType: 2,
  deliveryType: 1,
  firstUnits: 1000,
  firstFee: 10_000,
  additionalUnits: 1000,
  additionalFee: 5_000,
  areas: [],
});

export const cases: AuthorizationCases = {
  "/api/logistics/ina/template/page": { kind: "list", body: page },
  "/api/logistics/ina/template/detail": { kind: "record", body: (i) => ({ code: i.templateCode }) },
  "/api/logistics/ina/template/create": { kind: "own", body: templateBody, write: true },
  "/api/logistics/ina/template/update": {
    kind: "record",
    body: (i) => ({ code: i.templateCode, ...templateBody() }),
    write: true,
  },
  "/api/logistics/ina/template/status": {
    kind: "record",
    body: (i) => ({ code: i.templateCode, status: 0 }),
    write: true,
  },
  "/api/logistics/ina/template/delete": { kind: "record", body: (i) => ({ code: i.templateCode }), write: true },
  // The product form's picker: any of products.create / products.edit (a route rule, no single authority).
  "/api/logistics/ina/template/options": { kind: "own", body: () => ({}) },
};
