/**
 * Links of the inquiry order group screens, from the descriptor's routes (spec §2 /tend inquiryordergroup,
 * shipment/shipment-operate/inquiryGroup/{id}, multiple-po-single-do, deliveryOrderGroup).
 */
import { inquiryGroups } from "./index";

const { routes } = inquiryGroups;

export const groupListPath = routes.inquiryOrderGroup.path;
export const multiplePoPath = routes.multiplePoSingleDo.path;
export const groupDeliveryOrdersPath = routes.deliveryOrderGroup.path;
export const groupOperatePath = (groupNo: string) =>
  routes.shipmentOperateGroup.path.replace(":id", encodeURIComponent(groupNo));
