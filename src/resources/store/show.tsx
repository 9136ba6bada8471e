/**
 * /store/store-detail (spec §2, §3 "Store"): every store field read-only, with its photos and documents,
 * and an Edit button for users holding `store.edit`.
 */
import { Alert, Button, Skeleton, Space, Typography } from "antd";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StoreDescriptions } from "./show-sections";
import { useStoreDetail } from "./use-store-detail";

export default function StoreDetailView() {
  const { t } = useTranslation("store");
  const navigate = useNavigate();
  const { state, reload } = useStoreDetail();

  if (state.status === "loading") return <Skeleton active paragraph={{ rows: 12 }} />;
  if (state.status === "error")
    return (
      <Alert
        type="error"
        showIcon
        message={t("show.loadFailed")}
        description={state.message}
        action={<Button onClick={reload}>{t("show.retry")}</Button>}
      />
    );

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t("titles.detail")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("show.updated", { time: state.detail.updateTime })}</Typography.Text>
        </div>
        <CanAccess resource="store" action="edit">
          <Button type="primary" onClick={() => navigate("/store/store-detail-edit")}>
            {t("show.edit")}
          </Button>
        </CanAccess>
      </Space>
      <StoreDescriptions detail={state.detail} />
    </Space>
  );
}
