import type { ResourceDescriptor } from "../types";

/**
 * Inquiries (spec §2 /tend inquiry-list, inquirydetail, addTend; §3 "Inquiry"; §4 "Inquiry and tender"): the open
 * inquiries of the car brands the shop sells, most urgent first, with tabs list / passed; pass and undo pass;
 * the tender form. Row id is the inquiry no. Every account of the shop sees the open inquiries (they are
 * opportunities nobody handled yet); an "only own" position's passed tab holds the passes it made (README
 * choices). Authorities: inquiries.list (menu, list, counts), inquiries.show (detail), inquiries.pass (pass and
 * undo pass), inquiries.tender (the tender form: save a draft or submit; the form's product prefill).
 */
export const inquiries = {
  name: "inquiries",
  namespace: "inquiries",
  group: "tend",
  icon: "FileSearchOutlined",
  list: "inquiryList",
  show: "inquiryDetail",
  idField: "inquiryNo",
  routes: {
    inquiryList: { path: "/tend/inquiry-list", titleKey: "inquiries:titles.inquiryList", menu: true },
    inquiryDetail: { path: "/tend/inquirydetail", titleKey: "inquiries:titles.inquiryDetail", action: "show" },
    addTend: { path: "/tend/addTend", titleKey: "inquiries:titles.addTend", action: "tender" },
  },
  endpoints: {
    list: "/api/inquiry/ina/page",
    one: "/api/inquiry/ina/detail",
    custom: {
      pass: "/api/inquiry/ina/pass",
      undoPass: "/api/inquiry/ina/undoPass",
      tender: "/api/inquiry/ina/tender",
      // Reads guarded by list / tender (no authority of their own).
      counts: "/api/inquiry/ina/counts",
      prefill: "/api/inquiry/ina/prefill",
    },
  },
  customActions: ["pass", "tender"],
  actions: ["list", "show"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
