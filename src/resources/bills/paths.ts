/**
 * Links between the bill screens, from the descriptor's routes (spec §2 /order): detail, orders, print and
 * upload take `?billNo=` (upload also `&documentId=`), the download page none.
 */
import { bills } from "./index";

const { routes } = bills;

const withBill = (path: string, billNo: string) => `${path}?billNo=${encodeURIComponent(billNo)}`;

export const billListPath = routes.bill.path;
export const billDownloadPath = routes.billDownload.path;
export const billDetailPath = (billNo: string) => withBill(routes.billDetail.path, billNo);
export const billOrdersPath = (billNo: string) => withBill(routes.detailGeneratedBill.path, billNo);
export const billPrintPath = (billNo: string) => withBill(routes.printBillUncheck.path, billNo);
export const billUploadPath = (billNo: string, documentId?: number) =>
  withBill(routes.billUpload.path, billNo) + (documentId === undefined ? "" : `&documentId=${documentId}`);
