/** /store/editrole?id= (spec §2): edits the position `id`; a missing or bad id shows not found. */
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PositionForm } from "./position-form";

export default function EditRolePage() {
  const { t } = useTranslation("positions");
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title={t("form.notFound")} />;
  return <PositionForm key={id} id={id} />;
}
