/**
 * The bill pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { bills } from "./index";

export const billsViews = {
  bill: () => import("./list"),
  billDetail: () => import("./detail"),
  printBillUncheck: () => import("./print-bill"),
  billDownload: () => import("./download"),
  billUpload: () => import("./upload"),
  detailGeneratedBill: () => import("./generated-orders"),
} satisfies ViewsOf<typeof bills>;
