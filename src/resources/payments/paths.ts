/** Links between the payment screens (spec §2 /order): the detail takes `?payoutNo=`. */
import { payments } from "./index";

export const paymentListPath = payments.routes.historyPayment.path;
export const paymentDetailPath = (payoutNo: string) =>
  `${payments.routes.historyPaymentDetail.path}?${new URLSearchParams({ payoutNo }).toString()}`;
