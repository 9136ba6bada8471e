/** /consign/consign-offer-detail?consignNo= (spec §2): a request or an offer waiting for the buyer. */
import { ConsignDetailView } from "./consign-detail";
import { CONSIGN_LIST_PATHS } from "./paths";

export default function ConsignOfferDetailView() {
  return <ConsignDetailView titleKey="consignments:titles.consignOfferDetail" backPath={CONSIGN_LIST_PATHS.offer} />;
}
