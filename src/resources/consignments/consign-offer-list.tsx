/** /consign/consign-offer-list (spec §2 /consign): offers waiting for the buyer's answer. */
import { ConsignListView } from "./consign-list";

export default function ConsignOfferListView() {
  return <ConsignListView list="offer" />;
}
