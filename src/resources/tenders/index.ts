import type { ResourceDescriptor } from "../types";

/**
 * Tender management (spec §2 /tend tender, tenderManageDetail, inquiry-order/tenderAndInquiryDetail; §3
 * "Tender"; §4 tender statuses; §5 "Tender, consign, inquiry"): the shop's tenders by status, their detail with
 * the inquiry, modifying a tender while the inquiry is open, and the tender discussion. Row id is the tender no.
 * "Only own" positions see the tenders they created or last handled. Authorities: tenders.list (menu, list,
 * counts), tenders.show (details, discussion), tenders.modify (modify, submit a draft), tenders.discuss
 * (comment and reply).
 */
export const tenders = {
  name: "tenders",
  namespace: "tenders",
  group: "tend",
  icon: "AuditOutlined",
  list: "tender",
  show: "tenderManageDetail",
  idField: "tenderNo",
  routes: {
    tender: { path: "/tend/tender", titleKey: "tenders:titles.tender", menu: true },
    tenderManageDetail: {
      path: "/tend/tenderManageDetail",
      titleKey: "tenders:titles.tenderManageDetail",
      action: "show",
    },
    tenderAndInquiryDetail: {
      path: "/tend/inquiry-order/tenderAndInquiryDetail",
      titleKey: "tenders:titles.tenderAndInquiryDetail",
      action: "show",
    },
  },
  endpoints: {
    list: "/api/tender/ina/page",
    one: "/api/tender/ina/detail",
    custom: {
      modify: "/api/tender/ina/modify",
      discuss: "/api/tender/ina/discussion/add",
      // Guarded by modify / show / list.
      submit: "/api/tender/ina/submit",
      discussion: "/api/tender/ina/discussion",
      counts: "/api/tender/ina/counts",
    },
  },
  customActions: ["modify", "discuss"],
  actions: ["list", "show"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
