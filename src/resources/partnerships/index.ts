import type { ResourceDescriptor } from "../types";

/**
 * Partnerships (spec §2 /customer partnership, partnershipDetail, addendum; §1 term and agreement with
 * addendum; §3 "Partnership"; §4 "Partnership"). Row id is the partnership id (`?id=`). Suspend / block /
 * limit / part condition / tempo / clause changes are request tickets (the `requests` resource's forms,
 * opened from the detail with the buyer chosen). "Only own": partnerships of the customers the account
 * manages. Authorities: partnerships.list, show, and the custom request (propose), accept, reject and
 * addendum.
 */
export const partnerships = {
  name: "partnerships",
  namespace: "partnerships",
  group: "customer",
  icon: "SolutionOutlined",
  list: "partnership",
  show: "partnershipDetail",
  idField: "id",
  routes: {
    partnership: { path: "/customer/partnership", titleKey: "partnerships:titles.partnership", menu: true },
    partnershipDetail: {
      path: "/customer/partnershipDetail",
      titleKey: "partnerships:titles.partnershipDetail",
      action: "show",
    },
    addendum: { path: "/customer/addendum", titleKey: "partnerships:titles.addendum", action: "addendum" },
  },
  endpoints: {
    list: "/api/partnership/ina/page",
    one: "/api/partnership/ina/detail",
    custom: {
      request: "/api/partnership/ina/request",
      accept: "/api/partnership/ina/accept",
      reject: "/api/partnership/ina/reject",
      addendumCreate: "/api/partnership/ina/addendum/create",
      addendumWithdraw: "/api/partnership/ina/addendum/withdraw",
      // Reads guarded by list.
      counts: "/api/partnership/ina/counts",
    },
  },
  customActions: ["request", "accept", "reject", "addendum"],
  actions: ["list", "show"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
