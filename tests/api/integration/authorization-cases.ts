/** Authorization cases of the integration module's seller endpoints (see tests/api/authorization-case.ts). */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/integration/ina/key/page": { kind: "list", body: page },
  "/api/integration/ina/key/create": {
    kind: "own",
    body: () => ({ name: "Uji", permissions: ["syncStock"] }),
    write: true,
  },
  "/api/integration/ina/key/revoke": { kind: "record", body: (i) => ({ id: i.keyId }), write: true },
  "/api/integration/ina/webhook/list": { kind: "list", body: () => ({}) },
  "/api/integration/ina/webhook/create": {
    kind: "own",
    body: () => ({ url: "https://erp.example.com/hook", events: ["order.created"] }),
    write: true,
  },
  "/api/integration/ina/webhook/update": {
    kind: "record",
    body: (i) => ({ id: i.webhookId, enabled: false }),
    write: true,
  },
  "/api/integration/ina/webhook/delete": { kind: "record", body: (i) => ({ id: i.webhookId }), write: true },
  "/api/integration/ina/webhook/test": { kind: "record", body: (i) => ({ id: i.webhookId }), write: true },
  "/api/integration/ina/delivery/page": { kind: "list", body: page },
  "/api/integration/ina/delivery/replay": { kind: "record", body: (i) => ({ id: i.deliveryId }), write: true },
  "/api/integration/ina/oms/status": { kind: "own", body: () => ({}) },
};
