/**
 * Delivery log tab (spec §2 webhooks "a delivery log where a failed delivery can be retried"): filters by
 * webhook, status and event; status tags, attempts, last code / error / duration, and replay.
 */
import { useState } from "react";
import { App, Button, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from "../../domain/integration";
import type { Page as PageOf } from "../../domain/wire";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { FilterBar, FilterField, ResourceTable } from "../../shell/page";
import { integrations } from "./index";
import type { DeliveryRow, WebhookRow } from "./schema";
import { deliveryStatusColor } from "./status";

export function DeliveriesTab() {
  const { t } = useTranslation("integrations");
  const { message } = App.useApp();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [webhookId, setWebhookId] = useState<number | undefined>();
  const [status, setStatus] = useState<WebhookDeliveryStatus | undefined>();
  const [event, setEvent] = useState<WebhookEvent | undefined>();
  const filters = {
    ...(webhookId === undefined ? {} : { webhookId }),
    ...(status === undefined ? {} : { status }),
    ...(event === undefined ? {} : { event }),
  };
  const { query } = useEndpointQuery<PageOf<DeliveryRow>>(integrations.name, "deliveryPage", {
    pageNo,
    pageSize,
    ...filters,
  });
  const hooks = useEndpointQuery<WebhookRow[]>(integrations.name, "webhookList").query.data?.data ?? [];
  const replay = useEndpointMutation<{ id: number }, { id: number }>(integrations.name, "deliveryReplay");
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };

  const columns = [
    { key: "id", title: t("deliveries.id"), dataIndex: "id" },
    { key: "event", title: t("deliveries.event"), render: (_: unknown, r: DeliveryRow) => t(`events.${r.event}`) },
    {
      key: "status",
      title: t("deliveries.status"),
      render: (_: unknown, r: DeliveryRow) => (
        <Tag color={deliveryStatusColor(r.status)}>{t(`statuses.${r.status}`)}</Tag>
      ),
    },
    { key: "attempts", title: t("deliveries.attempts"), dataIndex: "attempts" },
    {
      key: "lastCode",
      title: t("deliveries.lastCode"),
      render: (_: unknown, r: DeliveryRow) => r.lastStatusCode ?? "-",
    },
    {
      key: "lastError",
      title: t("deliveries.lastError"),
      render: (_: unknown, r: DeliveryRow) =>
        r.lastError ? <Typography.Text type="danger">{r.lastError}</Typography.Text> : "-",
    },
    {
      key: "duration",
      title: t("deliveries.duration"),
      render: (_: unknown, r: DeliveryRow) =>
        r.lastDurationMs === null ? "-" : t("deliveries.ms", { ms: r.lastDurationMs }),
    },
    { key: "created", title: t("deliveries.created"), dataIndex: "createTime" },
    {
      key: "next",
      title: t("deliveries.nextAttempt"),
      render: (_: unknown, r: DeliveryRow) => r.nextAttemptTime ?? "-",
    },
    {
      key: "actions",
      title: "",
      render: (_: unknown, r: DeliveryRow) =>
        r.status === "pending" ? null : (
          <CanAccess resource="integrations" action="edit">
            <Popconfirm
              title={t("deliveries.replay")}
              onConfirm={() =>
                replay.run({ id: r.id }).then(
                  () => void message.success(t("deliveries.replayed")),
                  (err: unknown) => void message.error(failureText(err, t("loadFailed"))),
                )
              }
            >
              <Button size="small">{t("deliveries.replay")}</Button>
            </Popconfirm>
          </CanAccess>
        ),
    },
  ];

  return (
    <>
      <FilterBar>
        <FilterField label={t("webhooks.url")}>
          <Select
            allowClear
            placeholder={t("deliveries.allWebhooks")}
            style={{ minWidth: 220 }}
            value={webhookId}
            onChange={reset(setWebhookId)}
            options={hooks.map((h) => ({ value: h.id, label: h.url }))}
          />
        </FilterField>
        <FilterField label={t("deliveries.status")}>
          <Select
            allowClear
            placeholder={t("deliveries.allStatuses")}
            style={{ minWidth: 150 }}
            value={status}
            onChange={reset(setStatus)}
            options={WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
        </FilterField>
        <FilterField label={t("deliveries.event")}>
          <Select
            allowClear
            placeholder={t("deliveries.allEvents")}
            style={{ minWidth: 180 }}
            value={event}
            onChange={reset(setEvent)}
            options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) }))}
          />
        </FilterField>
      </FilterBar>
      <Space direction="vertical" style={{ width: "100%" }}>
        <ResourceTable<DeliveryRow>
          label={t("tabs.deliveries")}
          emptyText={t("deliveries.empty")}
          rowKey="id"
          loading={query.isLoading}
          columns={columns}
          dataSource={query.data?.data.data ?? []}
          query={{ page: pageNo, pageSize }}
          total={query.data?.data.rowCount ?? 0}
          onQuery={(q) => {
            if (q.page) setPageNo(q.page);
            if (q.pageSize) setPageSize(q.pageSize);
          }}
          scroll={{ x: 1100 }}
          expandable={{
            expandedRowRender: (r) => (
              <pre style={{ margin: 0, whiteSpace: "pre-wrap" }}>{JSON.stringify(r.payload, null, 2)}</pre>
            ),
          }}
        />
      </Space>
    </>
  );
}
