import type { ResourceDescriptor } from "../types";

/**
 * Bills (spec §2 /order bill, bill-detail, print_bill_uncheck, bill-download, bill-upload,
 * DetailGeneratedBill; §3 "Bill"; §4 "Bills and recaps"; §9 settlement period, 3-day documents, downloads).
 * Row id is the bill no. "Only own" positions see the bills holding an order they see (the order's owner or
 * handler: README choices). Authorities: bills.list (menu, list, counts, downloads list), bills.show
 * (detail, orders of the bill, print), bills.export (bill-download: ask for a file), and one per seller
 * action: uploadDocument (bill-upload) and submitDocuments (src/domain/bill-transitions.ts).
 */
export const bills = {
  name: "bills",
  namespace: "bills",
  group: "order",
  icon: "AccountBookOutlined",
  list: "bill",
  show: "billDetail",
  idField: "billNo",
  routes: {
    bill: { path: "/order/bill", titleKey: "bills:titles.bill", menu: true },
    billDetail: { path: "/order/bill-detail", titleKey: "bills:titles.billDetail", action: "show" },
    printBillUncheck: { path: "/order/print_bill_uncheck", titleKey: "bills:titles.printBill", action: "show" },
    billDownload: { path: "/order/bill-download", titleKey: "bills:titles.billDownload", action: "export" },
    billUpload: { path: "/order/bill-upload", titleKey: "bills:titles.billUpload", action: "uploadDocument" },
    detailGeneratedBill: {
      path: "/order/DetailGeneratedBill",
      titleKey: "bills:titles.detailGeneratedBill",
      action: "show",
    },
  },
  endpoints: {
    list: "/api/bill/ina/page",
    one: "/api/bill/ina/detail",
    custom: {
      uploadDocument: "/api/bill/ina/document/upload",
      submitDocuments: "/api/bill/ina/document/submit",
      // Reads guarded by list / show / export (no authority of their own).
      counts: "/api/bill/ina/counts",
      orders: "/api/bill/ina/orders",
      print: "/api/bill/ina/print",
      requestDownload: "/api/bill/ina/download/request",
      downloads: "/api/bill/ina/download/page",
    },
  },
  customActions: ["uploadDocument", "submitDocuments"],
  actions: ["list", "show", "export"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
