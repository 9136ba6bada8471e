/**
 * Links of the consignment screens, from the descriptor's routes (spec §2 /consign): the confirm page and
 * the details take `?consignNo=`, the shipment page the consign no as its path id.
 */
import { ConsignStatus, type ConsignList } from "../../domain/consign";
import { consignments } from "./index";

const { routes } = consignments;
const withNo = (path: string, consignNo: string) => `${path}?consignNo=${encodeURIComponent(consignNo)}`;

/** The list path of each CONSIGN_LISTS key. */
export const CONSIGN_LIST_PATHS: Record<ConsignList, string> = {
  request: routes.consignRequestList.path,
  offer: routes.consignOfferList.path,
  order: routes.consignOrderList.path,
};

/** `/consign/consign-confirm?consignNo=CSG-...`: the seller's offer for a request. */
export const consignConfirmPath = (consignNo: string) => withNo(routes.consignConfirm.path, consignNo);
export const consignOfferDetailPath = (consignNo: string) => withNo(routes.consignOfferDetail.path, consignNo);
export const consignOrderDetailPath = (consignNo: string) => withNo(routes.consignOrderDetail.path, consignNo);

/**
 * The detail that shows a consignment in `status`: a request or an offer the buyer has not answered is on
 * the offer detail (spec §2 consign-offer-detail), anything later on the order detail.
 */
export function consignDetailPath(consignNo: string, status: number): string {
  return status === ConsignStatus.buyerApply || status === ConsignStatus.waitingConfirm
    ? consignOfferDetailPath(consignNo)
    : consignOrderDetailPath(consignNo);
}

/** `/consign/shipment/shipment-operate/consign/CSG-...` (spec §2 shipment/shipment-operate/consign/{id}). */
export const consignShipmentPath = (consignNo: string) =>
  routes.shipmentOperate.path.replace(":id", encodeURIComponent(consignNo));

export const sellThroughPath = routes.sellThrough.path;
