/**
 * Links of the tender screens, from the descriptors' routes (spec §2 /tend tender, tenderManageDetail,
 * inquiry-order/tenderAndInquiryDetail, get-detail): the details take `?tenderNo=`, the inquiry order `?orderNo=`.
 */
import { inquiryOrders } from "../inquiry-orders/index";
import { tenders } from "./index";

const { routes } = tenders;

export const tenderListPath = routes.tender.path;

/** `/tend/tenderManageDetail?tenderNo=TND-...`. */
export const tenderDetailPath = (tenderNo: string) =>
  `${routes.tenderManageDetail.path}?tenderNo=${encodeURIComponent(tenderNo)}`;

/** `/tend/inquiry-order/tenderAndInquiryDetail?tenderNo=TND-...` (opened from an inquiry order). */
export const tenderAndInquiryDetailPath = (tenderNo: string) =>
  `${routes.tenderAndInquiryDetail.path}?tenderNo=${encodeURIComponent(tenderNo)}`;

/** The inquiry order made from a purchased tender: `/tend/get-detail?orderNo=PO-...`. */
export const inquiryOrderPath = (orderNo: string) =>
  `${inquiryOrders.routes.getDetail.path}?orderNo=${encodeURIComponent(orderNo)}`;
