/**
 * Links of the return-and-refund screens, from the descriptor's routes (spec §2 /order return-and-refund,
 * return-detail): the detail takes `?refundNo=`.
 */
import { refunds } from "./index";

const { routes } = refunds;

export const refundListPath = routes.returnAndRefund.path;

/** `/order/return-detail?refundNo=RFD-...`. */
export const refundDetailPath = (refundNo: string) =>
  `${routes.returnDetail.path}?refundNo=${encodeURIComponent(refundNo)}`;
