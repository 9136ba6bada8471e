/** Authorization cases of the reference module's endpoints (see tests/api/authorization-case.ts). */
import type { AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/reference/ina/regions": { kind: "shared", body: () => ({}) },
  "/api/reference/ina/checkPostalCode": {
    kind: "shared",
    body: () => ({ villageCode: "31.71.01.1001", postalCode: "10110" }),
  },
  "/api/reference/ina/vehicleBrands": { kind: "shared", body: () => ({ vehicleType: 1 }) },
  "/api/reference/ina/vehicleSeries": { kind: "shared", body: () => ({ vehicleType: 1, brandId: "toyota" }) },
  "/api/reference/ina/vehicleYears": { kind: "shared", body: () => ({ brandId: "toyota", series: "AVANZA" }) },
  "/api/reference/ina/categories": { kind: "shared", body: () => ({}) },
  "/api/reference/ina/banks": { kind: "shared", body: () => ({}) },
};
