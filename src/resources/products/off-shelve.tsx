/** /commodity/off-shelve (spec §2 "Products off sale"): tabs draft / under assessment / not passed. */
import { ProductListPage } from "./list-page";

export default function OffShelveListView() {
  return <ProductListPage kind="offShelve" />;
}
