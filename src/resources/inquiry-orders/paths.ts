/**
 * Links between the inquiry order screens, from the descriptor's routes (spec §2 /tend inquiry-order,
 * get-detail, change-detail, shipment-inquiry, shipment/shipment-operate/inquiry/{id}, ReturnandRefund,
 * ReturnandRefundDetail, inquiry-order/createIndentLetter, download): the detail, change and indent letter
 * screens take `?orderNo=` (the printable letter also `&letterNo=`), shipment-operate the DO number in its path.
 */
import { tenders } from "../tenders/index";
import { inquiryOrders } from "./index";

const { routes } = inquiryOrders;
const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

export const inquiryOrderListPath = routes.inquiryOrder.path;
export const inquiryShipmentListPath = routes.shipmentInquiry.path;
export const inquiryRefundListPath = routes.returnAndRefund.path;
export const inquiryDownloadPath = routes.download.path;

export const inquiryDetailPath = (orderNo: string) => withQuery(routes.getDetail.path, { orderNo });
export const inquiryChangePath = (orderNo: string) => withQuery(routes.changeDetail.path, { orderNo });
export const inquiryOperatePath = (doNo: string) =>
  routes.shipmentOperate.path.replace(":id", encodeURIComponent(doNo));
export const inquiryRefundDetailPath = (refundNo: string) => withQuery(routes.returnAndRefundDetail.path, { refundNo });
/** The indent letter form of an order, or (with `letterNo`) the printable letter. */
export const indentLetterPath = (orderNo: string, letterNo?: string) =>
  withQuery(routes.createIndentLetter.path, letterNo ? { orderNo, letterNo } : { orderNo });
/** The tender and its inquiry (tender management's tenderAndInquiryDetail, `?tenderNo=`). */
export const tenderAndInquiryPath = (tenderNo: string) =>
  withQuery(tenders.routes.tenderAndInquiryDetail.path, { tenderNo });
