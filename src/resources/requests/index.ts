import type { ResourceDescriptor } from "../types";

/**
 * Request tickets (spec §2 "/store" request forms, §3 "Request ticket", §4 "Partnership").
 * One authority per kind: `requests.<kind>` (the four form routes the spec names are menu entries; the
 * clause and tempo forms are reached from the list's "New request" menu, their paths /store/formclause
 * and /store/formtempo are ours, and their authorities are the custom actions `clause` and `tempo`; every kind is created through
 * `endpoints.create`). The list route
 * /store/request-list is ours too (the spec names no ticket list).
 */
export const requests = {
  name: "requests",
  namespace: "requests",
  group: "store",
  icon: "AuditOutlined",
  list: "list",
  routes: {
    formsuspend: { path: "/store/formsuspend", titleKey: "requests:titles.suspend", action: "suspend", menu: true },
    formblock: { path: "/store/formblock", titleKey: "requests:titles.block", action: "block", menu: true },
    formpart: {
      path: "/store/formpart",
      titleKey: "requests:titles.partCondition",
      action: "partCondition",
      menu: true,
    },
    formlimit: { path: "/store/formlimit", titleKey: "requests:titles.creditLimit", action: "creditLimit", menu: true },
    formclause: { path: "/store/formclause", titleKey: "requests:titles.clause", action: "clause" },
    formtempo: { path: "/store/formtempo", titleKey: "requests:titles.tempo", action: "tempo" },
    list: { path: "/store/request-list", titleKey: "requests:titles.list", menu: true },
  },
  endpoints: {
    list: "/api/request/ina/page",
    one: "/api/request/ina/detail",
    create: "/api/request/ina/create",
    custom: { partners: "/api/request/ina/partners" },
  },
  customActions: ["clause", "tempo"],
  actions: ["list"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
