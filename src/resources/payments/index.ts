import type { ResourceDescriptor } from "../types";

/**
 * Payment history (spec §2 /order historyPayment, historyPaymentDetail; §3 "Payment history"; §9 transfer
 * fee). Row id is the payout no. Payouts are the shop's money, not one user's, so they are not owner-scoped
 * (README choices). Authorities: payments.list (menu, list with totals), payments.show (detail),
 * payments.export (xlsx of the filtered list).
 */
export const payments = {
  name: "payments",
  namespace: "payments",
  group: "order",
  icon: "WalletOutlined",
  list: "historyPayment",
  show: "historyPaymentDetail",
  idField: "payoutNo",
  routes: {
    historyPayment: { path: "/order/historyPayment", titleKey: "payments:titles.historyPayment", menu: true },
    historyPaymentDetail: {
      path: "/order/historyPaymentDetail",
      titleKey: "payments:titles.historyPaymentDetail",
      action: "show",
    },
  },
  endpoints: {
    list: "/api/payment/ina/page",
    one: "/api/payment/ina/detail",
    custom: {
      // The list with its totals (payments.list).
      page: "/api/payment/ina/page",
      detail: "/api/payment/ina/detail",
      // Guarded by payments.export.
      export: "/api/payment/ina/export",
    },
  },
  actions: ["list", "show", "export"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
