/**
 * Links of the consignment return screens, from the descriptor's routes (spec §2 /consign
 * consign-refund-list, returnrefund): the detail takes `?refundNo=`.
 */
import { consignRefunds } from "./index";

const { routes } = consignRefunds;

export const consignRefundListPath = routes.consignRefundList.path;

/** `/consign/returnrefund?refundNo=CRF-...`. */
export const consignRefundDetailPath = (refundNo: string) =>
  `${routes.returnrefund.path}?refundNo=${encodeURIComponent(refundNo)}`;
