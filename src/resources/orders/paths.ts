/**
 * Links between the order screens, from the descriptor's routes (spec §2 /order): the detail and the
 * change screen take `?orderNo=`, shipment-operate takes the delivery order number in its path.
 */
import { orders } from "./index";

const { routes } = orders;

export const orderListPath = routes.orderList.path;
export const shipmentCommodityPath = routes.shipmentCommodity.path;

export const detailPath = (orderNo: string) => `${routes.detailConfirm.path}?orderNo=${encodeURIComponent(orderNo)}`;
export const changePath = (orderNo: string) => `${routes.changeConfirm.path}?orderNo=${encodeURIComponent(orderNo)}`;
export const operatePath = (doNo: string) => routes.shipmentOperate.path.replace(":id", encodeURIComponent(doNo));
