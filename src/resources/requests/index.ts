import type { ResourceDescriptor } from "../types";

const form = (name: "SuspendForm" | "BlockForm" | "PartForm" | "LimitForm" | "ClauseForm" | "TempoForm") => () =>
  import("./forms").then((m) => ({ default: m[name] }));

/**
 * Request tickets (spec §2 "/store" request forms, §3 "Request ticket", §4 "Partnership").
 * One authority per kind: `requests.<kind>` (the four form routes the spec names are menu entries; the
 * clause and tempo forms are reached from the list's "New request" menu, their paths /store/formclause
 * and /store/formtempo are ours, and their authorities come from `endpoints.custom`). The list route
 * /store/request-list is ours too (the spec names no ticket list).
 */
export const requests: ResourceDescriptor = {
  name: "requests",
  namespace: "requests",
  group: "store",
  icon: "AuditOutlined",
  list: "list",
  routes: {
    formsuspend: { path: "/store/formsuspend", titleKey: "requests:titles.suspend", action: "suspend", menu: true, view: form("SuspendForm") },
    formblock: { path: "/store/formblock", titleKey: "requests:titles.block", action: "block", menu: true, view: form("BlockForm") },
    formpart: { path: "/store/formpart", titleKey: "requests:titles.partCondition", action: "partCondition", menu: true, view: form("PartForm") },
    formlimit: { path: "/store/formlimit", titleKey: "requests:titles.creditLimit", action: "creditLimit", menu: true, view: form("LimitForm") },
    formclause: { path: "/store/formclause", titleKey: "requests:titles.clause", action: "clause", view: form("ClauseForm") },
    formtempo: { path: "/store/formtempo", titleKey: "requests:titles.tempo", action: "tempo", view: form("TempoForm") },
    list: { path: "/store/request-list", titleKey: "requests:titles.list", menu: true, view: () => import("./list") },
  },
  endpoints: {
    list: "/api/request/ina/page",
    one: "/api/request/ina/detail",
    create: "/api/request/ina/create",
    custom: { clause: "/api/request/ina/create", tempo: "/api/request/ina/create", partners: "/api/request/ina/partners" },
  },
  customActions: ["clause", "tempo"],
  actions: ["list"],
  ownerScoped: true,
};
