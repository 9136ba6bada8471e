import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** Loading state of a lazy page or of the guard (announced to screen readers). */
export function PageSpinner() {
  const { t } = useTranslation(["common"]);
  return (
    <div role="status" aria-live="polite" style={{ minHeight: "40vh", display: "grid", placeItems: "center" }}>
      <Spin size="large" />
      <span style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {t("common:loading")}
      </span>
    </div>
  );
}
