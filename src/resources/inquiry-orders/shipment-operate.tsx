/**
 * /tend/shipment/shipment-operate/inquiry/:id, id a delivery order number (spec §2 /tend
 * shipment/shipment-operate/inquiry/{id}; §5 "Shipment"): the order shipment screen bound to the inquiry orders
 * (the printable DO, print marks it printed, then the arrangement form; inquiryOrders.printDeliveryOrder / ship).
 */
import { ShipmentOperateView } from "../orders/shipment-operate";
import { InquiryOrderScreen } from "./screen";

export default function InquiryShipmentOperateRoute() {
  return (
    <InquiryOrderScreen>
      {() => <ShipmentOperateView titleKey="inquiryOrders:titles.shipmentOperate" />}
    </InquiryOrderScreen>
  );
}
