/**
 * /OMS (spec §2 "/OMS: top-level entry with no children", §6 "The OMS menu is only for users whose
 * extendedField is ERP"): the state of the shop's link with its ERP — live keys, webhooks with their last
 * delivery, deliveries of the last 24 hours, the last stock sync runs — with links into system integration.
 * Other users get the 403 screen (the API refuses them too).
 */
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Table, Tag, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ERP_EXTENDED_FIELD } from "../../domain/user";
import { useShellState } from "../../shell/guard/shell-state";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { ForbiddenPage } from "../../shell/status/error-pages";
import { Page } from "../../shell/page";
import type { KeyRow, SyncRunRow, WebhookRow } from "../../resources/integrations/schema";
import { deliveryStatusColor } from "../../resources/integrations/status";

interface OmsStatus {
  liveKeys: number;
  keys: KeyRow[];
  webhooks: WebhookRow[];
  deliveries24h: { pending: number; delivered: number; failed: number };
  runs: SyncRunRow[];
}

const SETTINGS = "/settings/system-integration";

function OmsStatusView() {
  const { t } = useTranslation("integrations");
  const { query } = useEndpointQuery<OmsStatus>("oms", "status");
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !query.data)
    return <Alert type="error" showIcon message={t("oms.loadFailed")} description={failureText(query.error, "")} />;
  const s = query.data.data;
  return (
    <>
      <Typography.Paragraph type="secondary">{t("oms.intro")}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t("oms.liveKeys")} value={s.liveKeys} />
            <Link to={`${SETTINGS}?tab=keys`}>{t("tabs.keys")}</Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t("oms.webhooks")} value={s.webhooks.length} />
            <Link to={`${SETTINGS}?tab=webhooks`}>{t("tabs.webhooks")}</Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Typography.Text type="secondary">{t("oms.deliveries24h")}</Typography.Text>
            <div>
              {(["delivered", "pending", "failed"] as const).map((k) => (
                <Tag key={k} color={deliveryStatusColor(k)}>
                  {t(`statuses.${k}`)}: {s.deliveries24h[k]}
                </Tag>
              ))}
            </div>
            <Link to={`${SETTINGS}?tab=deliveries`}>{t("tabs.deliveries")}</Link>
          </Card>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t("oms.webhooks")}
      </Typography.Title>
      <Table<WebhookRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={s.webhooks}
        locale={{ emptyText: t("webhooks.empty") }}
        columns={[
          { key: "url", title: t("webhooks.url"), render: (_, r) => <code>{r.url}</code> },
          { key: "enabled", title: t("webhooks.enabled"), render: (_, r) => (r.enabled ? t("keys.live") : "-") },
          {
            key: "last",
            title: t("webhooks.lastDelivery"),
            render: (_, r) =>
              r.lastDelivery ? (
                <>
                  <Tag color={deliveryStatusColor(r.lastDelivery.status)}>{t(`statuses.${r.lastDelivery.status}`)}</Tag>
                  {r.lastDelivery.time}
                </>
              ) : (
                t("webhooks.none")
              ),
          },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t("oms.runs")}
      </Typography.Title>
      <Table<SyncRunRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={s.runs}
        locale={{ emptyText: t("oms.noRuns") }}
        columns={[
          { key: "slot", title: t("oms.slot"), dataIndex: "slotTime" },
          {
            key: "status",
            title: t("deliveries.status"),
            render: (_, r) => <Tag color={deliveryStatusColor(r.status)}>{t(`statuses.${r.status as "done"}`)}</Tag>,
          },
          { key: "updated", title: t("oms.updated"), dataIndex: "updated" },
          { key: "error", title: t("oms.error"), render: (_, r) => r.error ?? "-" },
        ]}
      />
      <div style={{ marginTop: 24 }}>
        <Link to={SETTINGS}>
          <Button type="primary">{t("oms.manage")}</Button>
        </Link>
      </div>
    </>
  );
}

export default function OmsPage() {
  const { userInfo } = useShellState();
  if (userInfo?.extendedField !== ERP_EXTENDED_FIELD) return <ForbiddenPage />;
  return (
    <Page titleKey="integrations:titles.oms">
      <OmsStatusView />
    </Page>
  );
}
