/** /consign/consign-request-list (spec §2 /consign, the default page): requests waiting for the seller's offer. */
import { ConsignListView } from "./consign-list";

export default function ConsignRequestListView() {
  return <ConsignListView list="request" />;
}
