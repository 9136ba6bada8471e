/** /commodity/in-sale (spec §2 "Products for sale"): tabs in sale / under assessment / audit failed / to up shelve. */
import { ProductListPage } from "./list-page";

export default function ProductListView() {
  return <ProductListPage kind="inSale" />;
}
