/**
 * Links of the inquiry screens, from the descriptor's routes (spec §2 /tend inquiry-list, inquirydetail,
 * addTend): the detail and the tender form take `?inquiryNo=`.
 */
import { inquiries } from "./index";

const { routes } = inquiries;

export const inquiryListPath = routes.inquiryList.path;

/** `/tend/inquirydetail?inquiryNo=INQ-...`. */
export const inquiryDetailPath = (inquiryNo: string) =>
  `${routes.inquiryDetail.path}?inquiryNo=${encodeURIComponent(inquiryNo)}`;

/** `/tend/addTend?inquiryNo=INQ-...`. */
export const addTendPath = (inquiryNo: string) => `${routes.addTend.path}?inquiryNo=${encodeURIComponent(inquiryNo)}`;
