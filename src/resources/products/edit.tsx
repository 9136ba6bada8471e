/** /commodity/update?itemId=: edit a product (spec §2); without a valid itemId, a not-found notice. */
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { ProductForm } from "./form";
import { useItemId } from "./item-id";

export default function ProductEditView() {
  const { t } = useTranslation("products");
  const itemId = useItemId();
  if (itemId === undefined) return <Result status="404" title={t("show.missingId")} />;
  return <ProductForm key={itemId} itemId={itemId} />;
}
