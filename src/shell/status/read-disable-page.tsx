/**
 * /read-disable: the shop status screens (spec §2, §4, §8): under assessment, rejected (with reasons
 * 1-5 as text and a re-apply button), closed, frozen, shop load error, page load error.
 */
import { useState } from "react";
import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useShellState } from "../guard/shell-state";
import { ROUTE_PATHS } from "../guard/shop-routing";
import { statusScreenOf, type StatusScreen } from "./status-screen";

const RESULT_STATUS: Record<StatusScreen, "info" | "warning" | "error"> = {
  underAssessment: "info",
  rejected: "warning",
  closed: "warning",
  frozen: "warning",
  shopLoadError: "error",
  pageLoadError: "error",
};

export function ReadDisablePage() {
  const { t } = useTranslation(["common", "shell"]);
  const navigate = useNavigate();
  const { user, shop, shopInfo, refresh } = useShellState();
  const [retrying, setRetrying] = useState(false);
  const screen = statusScreenOf(user, shop);

  const retry = async () => {
    setRetrying(true);
    await refresh();
    setRetrying(false);
  };

  const reasons = screen === "rejected" ? (shopInfo?.rejectReasons ?? []) : [];
  const extra =
    screen === "rejected" ? (
      <Button type="primary" onClick={() => navigate(ROUTE_PATHS.shopApply)}>
        {t("shell:status.reapply")}
      </Button>
    ) : screen === "shopLoadError" || screen === "pageLoadError" ? (
      <Button type="primary" loading={retrying} onClick={() => void retry()}>
        {t("shell:status.retry")}
      </Button>
    ) : null;

  return (
    <Result
      status={RESULT_STATUS[screen]}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t(`shell:status.${screen}.title`)}</h1>}
      subTitle={t(`shell:status.${screen}.description`)}
      extra={extra}
    >
      {reasons.length > 0 ? (
        <section aria-labelledby="reject-reasons">
          <h2 id="reject-reasons" style={{ fontSize: 16 }}>
            {t("shell:status.rejected.reasons")}
          </h2>
          <ul data-testid="reject-reasons">
            {reasons.map((r) => (
              <li key={r}>
                {r === 5
                  ? t("shell:rejectReason.5", { remark: shopInfo?.rejectRemark ?? "" })
                  : t(`shell:rejectReason.${r}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Result>
  );
}
export default ReadDisablePage;
