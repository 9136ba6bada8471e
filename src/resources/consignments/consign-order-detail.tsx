/** /consign/consign-order-detail?consignNo= (spec §2): a confirmed consignment, to ship and follow. */
import { ConsignDetailView } from "./consign-detail";
import { CONSIGN_LIST_PATHS } from "./paths";

export default function ConsignOrderDetailView() {
  return <ConsignDetailView titleKey="consignments:titles.consignOrderDetail" backPath={CONSIGN_LIST_PATHS.order} />;
}
