/** Authorization cases of the activity module's endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/activity/ina/page": { kind: "list", body: page },
  "/api/activity/ina/users": { kind: "list", body: () => ({}) },
  "/api/activity/ina/performance": { kind: "list", body: () => ({ from: "2026-11-01", to: "2026-11-20" }) },
  "/api/activity/ina/reward/list": { kind: "list", body: () => ({}) },
  "/api/activity/ina/reward/update": {
    kind: "own",
    body: () => ({ items: [{ activityType: "inquiry", value: 1 }] }),
    write: true,
  },
};
