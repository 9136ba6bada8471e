/** Authorization cases of the item module's endpoints (see tests/api/authorization-case.ts). */
import { page, platformCase, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/item/ina/page": { kind: "list", body: page },
  "/api/item/ina/stats": { kind: "list", body: () => ({}) },
  "/api/item/ina/detail": { kind: "record", body: (i) => ({ itemId: i.itemId }), ownerScoped: true },
  "/api/item/ina/create": { kind: "own", body: (i) => i.product, write: true },
  "/api/item/ina/update": {
    kind: "record",
    body: (i) => ({ ...i.product, itemId: i.itemId }),
    write: true,
    ownerScoped: true,
  },
  "/api/item/ina/submitReview": {
    kind: "record",
    body: (i) => ({ itemIds: [i.itemId] }),
    write: true,
    ownerScoped: true,
  },
  "/api/item/ina/putOnSale": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), write: true, ownerScoped: true },
  "/api/item/ina/toDraft": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), write: true, ownerScoped: true },
  "/api/item/ina/upShelve": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), write: true, ownerScoped: true },
  "/api/item/ina/setPriority": {
    kind: "record",
    body: (i) => ({ itemIds: [i.itemId], priority: true }),
    write: true,
    ownerScoped: true,
  },
  "/api/item/ina/bulkUpdate": {
    kind: "record",
    body: (i) => ({ items: [{ itemId: i.itemId, stockNum: 500 }] }),
    write: true,
    ownerScoped: true,
  },
  "/api/item/ina/bulkDetail": { kind: "record", body: (i) => ({ itemIds: [i.itemId] }), ownerScoped: true },
  "/api/item/ina/import": {
    kind: "own",
    body: () => ({
      importId: "7d1f2a52-8b7e-4c1e-9a53-0d6f1c2b3a4d",
      mode: "update",
      rows: [{ itemId: 1, priceTiers: [{ minQty: 1, maxQty: null, price: 1000 }], discount: 0, stockNum: 1 }],
    }),
    write: true,
  },
  "/api/item/ina/import/vehicles": { kind: "own", body: () => ({ names: ["toyota avanza"] }) },
  "/api/item/ina/import/progress": { kind: "own", body: () => ({ importId: "7d1f2a52-8b7e-4c1e-9a53-0d6f1c2b3a4d" }) },
  "/api/item/ina/export": { kind: "list", body: () => ({}) },
  // The platform side (spec §6 "The platform admin ..."): only the platform admin may call.
  "/api/platform/item/page": platformCase,
  "/api/platform/item/approve": platformCase,
  "/api/platform/item/reject": platformCase,
  "/api/platform/item/illegalOffShelve": platformCase,
};
