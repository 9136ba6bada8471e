/** /consign/consign-order-list (spec §2 /consign): confirmed consignments, by status tab, to ship and follow. */
import { ConsignListView } from "./consign-list";

export default function ConsignOrderListView() {
  return <ConsignListView list="order" />;
}
