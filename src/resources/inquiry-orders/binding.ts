/**
 * The order and refund components bound to the inquiry orders (spec §2 /tend; inquiry orders ARE orders,
 * README choices): the `inquiryOrders` endpoints and authorities and the /tend paths. Refund answers go through
 * one endpoint, `answerRefund`, with the answer as `move` (`{ refundNo, move, amount?, reason? }`).
 */
import type { OrderBinding } from "../orders/binding";
import type { RefundBinding } from "../refunds/binding";
import {
  inquiryChangePath,
  inquiryDetailPath,
  inquiryOperatePath,
  inquiryOrderListPath,
  inquiryRefundDetailPath,
  inquiryRefundListPath,
} from "./paths";

export const INQUIRY_ORDER_BINDING: OrderBinding = {
  resource: "inquiryOrders",
  listPath: inquiryOrderListPath,
  detailPath: inquiryDetailPath,
  changePath: inquiryChangePath,
  operatePath: inquiryOperatePath,
  refundDetailPath: inquiryRefundDetailPath,
  batchConfirm: false,
};

export const INQUIRY_REFUND_BINDING: RefundBinding = {
  resource: "inquiryOrders",
  listPath: inquiryRefundListPath,
  detailPath: inquiryRefundDetailPath,
  orderDetailPath: inquiryDetailPath,
  answer: (move) => ({ name: "answerRefund", body: { move } }),
};
