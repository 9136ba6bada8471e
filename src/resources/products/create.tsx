/** /commodity/publish: a new product (spec §2, §4 "A new product goes to review"). */
import { ProductForm } from "./form";

export default function ProductCreateView() {
  return <ProductForm />;
}
