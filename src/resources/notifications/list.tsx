/**
 * /message/message-notification (spec §2 /message, §3 "Messages"): the signed-in user's system messages,
 * notes from buyers and platform announcements in three tabs with their unread counts. A row opens its
 * portal link (and is marked read), can be marked read, and a system message can be deleted after a
 * confirmation. A search box and an "unread only" switch narrow the rows shown. New messages arrive without
 * reload (use-notices.ts).
 */
import { useMemo, useState, type ReactNode } from "react";
import { Alert, App, Badge, Button, Input, Popconfirm, Segmented, Space, Tabs, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Page, ResourceTable, Toolbar } from "../../shell/page";
import { failureText } from "../../providers/data-hooks";
import type { BroadcastNoticeRow, CustomNoticeRow } from "./schema";
import { useNotices, type SystemMessageRow } from "./use-notices";

type TabKey = "system" | "custom" | "broadcast";
type Show = "all" | "unread";

/** Rows whose text holds `keyword` (case-insensitive) and, with "unread", that are unread. */
function narrow<T extends { isRead: boolean }>(rows: T[], show: Show, keyword: string, text: (r: T) => string): T[] {
  const k = keyword.trim().toLowerCase();
  return rows.filter((r) => (show === "all" || !r.isRead) && (k === "" || text(r).toLowerCase().includes(k)));
}

export default function NotificationsView() {
  const { t } = useTranslation("notifications");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const n = useNotices();
  const [tab, setTab] = useState<TabKey>("system");
  const [show, setShow] = useState<Show>("all");
  const [keyword, setKeyword] = useState("");

  const systemPage = n.system.data?.data;
  const customRows = useMemo(() => n.custom.data?.data.data ?? [], [n.custom.data]);
  const broadcastRows = useMemo(() => n.broadcast.data?.data ?? [], [n.broadcast.data]);
  const customUnread = customRows.filter((r) => !r.isRead).length;
  const broadcastUnread = broadcastRows.filter((r) => !r.isRead).length;
  const systemUnread = Math.max(0, (n.statistics?.total ?? 0) - customUnread - broadcastUnread);

  const fail = (err: unknown) => void message.error(failureText(err, t("loadFailed")));
  /** Marks the row read (when unread) and opens its portal link. */
  const open = (url: string, isRead: boolean, markRead: () => Promise<unknown>) => {
    const done = isRead ? Promise.resolve() : markRead();
    void done.then(() => (url ? navigate(url) : undefined), fail);
  };
  const rowActions = (url: string, isRead: boolean, markRead: () => Promise<unknown>, extra?: ReactNode) => (
    <Space wrap size="small">
      {url ? (
        <Button size="small" type="link" onClick={() => open(url, isRead, markRead)}>
          {t("actions.open")}
        </Button>
      ) : null}
      {isRead ? null : (
        <Button size="small" type="link" disabled={n.busy} onClick={() => void markRead().catch(fail)}>
          {t("actions.markRead")}
        </Button>
      )}
      {extra}
    </Space>
  );
  const status = (isRead: boolean) =>
    isRead ? <Tag>{t("status.read")}</Tag> : <Tag color="blue">{t("status.unread")}</Tag>;
  const strong = (text: string, isRead: boolean) => (isRead ? text : <Typography.Text strong>{text}</Typography.Text>);

  const systemColumns: ColumnsType<SystemMessageRow> = [
    { key: "status", title: t("columns.status"), width: 120, render: (_, r) => status(r.isRead) },
    { key: "title", title: t("columns.title"), render: (_, r) => strong(r.title, r.isRead) },
    { key: "summary", title: t("columns.summary"), dataIndex: "summary" },
    { key: "time", title: t("columns.time"), dataIndex: "createTime", width: 170 },
    {
      key: "actions",
      title: t("columns.actions"),
      render: (_, r) =>
        rowActions(
          r.url,
          r.isRead,
          () => n.markSystemRead(r.id),
          <Popconfirm
            title={t("actions.deleteConfirm")}
            okText={t("actions.confirm")}
            cancelText={t("actions.cancel")}
            onConfirm={() => n.deleteSystem(r.id).then(() => void message.success(t("deleted")), fail)}
          >
            <Button size="small" type="link" danger>
              {t("actions.delete")}
            </Button>
          </Popconfirm>,
        ),
    },
  ];
  const customColumns: ColumnsType<CustomNoticeRow> = [
    { key: "status", title: t("columns.status"), width: 120, render: (_, r) => status(r.isRead) },
    { key: "buyer", title: t("columns.buyer"), render: (_, r) => strong(r.buyerName, r.isRead) },
    { key: "notes", title: t("columns.notes"), dataIndex: "notes" },
    { key: "time", title: t("columns.time"), dataIndex: "createTime", width: 170 },
    {
      key: "actions",
      title: t("columns.actions"),
      render: (_, r) => rowActions(r.url, r.isRead, () => n.markCustomRead(r.messageId)),
    },
  ];
  const broadcastColumns: ColumnsType<BroadcastNoticeRow> = [
    { key: "status", title: t("columns.status"), width: 120, render: (_, r) => status(r.isRead) },
    { key: "type", title: t("columns.type"), width: 100, render: (_, r) => <Tag>{t(`types.${r.type}`)}</Tag> },
    { key: "title", title: t("columns.title"), render: (_, r) => strong(r.title, r.isRead) },
    { key: "summary", title: t("columns.summary"), dataIndex: "summary" },
    { key: "time", title: t("columns.time"), dataIndex: "startTime", width: 170 },
    {
      key: "actions",
      title: t("columns.actions"),
      render: (_, r) => rowActions(r.url, r.isRead, () => n.markBroadcastRead(r.notificationId)),
    },
  ];

  const failed = (err: unknown) => (
    <Alert type="error" showIcon message={t("loadFailed")} description={failureText(err, "")} />
  );
  const label = (key: TabKey, unread: number) => (
    <Space size={6}>
      {t(`tabs.${key}`)}
      <Badge count={unread} overflowCount={99} size="small" aria-label={t("tabs.unread", { count: unread })} />
    </Space>
  );

  const items = [
    {
      key: "system",
      label: label("system", systemUnread),
      children: n.system.isError ? (
        failed(n.system.error)
      ) : (
        <ResourceTable<SystemMessageRow>
          label={t("tabs.system")}
          emptyText={t("empty.system")}
          rowKey="id"
          columns={systemColumns}
          dataSource={narrow(systemPage?.data ?? [], show, keyword, (r) => `${r.title} ${r.summary}`)}
          loading={n.system.isLoading}
          query={{ page: n.paging.pageNo, pageSize: n.paging.pageSize }}
          total={systemPage?.rowCount ?? 0}
          totalText={(total) => t("total", { total })}
          onQuery={(c) => n.setPaging((p) => ({ pageNo: c.page ?? p.pageNo, pageSize: c.pageSize ?? p.pageSize }))}
        />
      ),
    },
    {
      key: "custom",
      label: label("custom", customUnread),
      children: n.custom.isError ? (
        failed(n.custom.error)
      ) : (
        <ResourceTable<CustomNoticeRow>
          label={t("tabs.custom")}
          emptyText={t("empty.custom")}
          rowKey="id"
          columns={customColumns}
          dataSource={narrow(customRows, show, keyword, (r) => `${r.buyerName} ${r.notes}`)}
          loading={n.custom.isLoading}
        />
      ),
    },
    {
      key: "broadcast",
      label: label("broadcast", broadcastUnread),
      children: n.broadcast.isError ? (
        failed(n.broadcast.error)
      ) : (
        <ResourceTable<BroadcastNoticeRow>
          label={t("tabs.broadcast")}
          emptyText={t("empty.broadcast")}
          rowKey="notificationId"
          columns={broadcastColumns}
          dataSource={narrow(broadcastRows, show, keyword, (r) => `${r.title} ${r.summary}`)}
          loading={n.broadcast.isLoading}
        />
      ),
    },
  ];

  return (
    <Page titleKey="notifications:titles.list">
      <Toolbar>
        <Input.Search
          allowClear
          aria-label={t("filter.search")}
          placeholder={t("filter.searchPlaceholder")}
          style={{ maxWidth: 320 }}
          onSearch={setKeyword}
          onChange={(e) => (e.target.value === "" ? setKeyword("") : undefined)}
        />
        <Segmented<Show>
          aria-label={t("filter.label")}
          value={show}
          onChange={setShow}
          options={[
            { value: "all", label: t("filter.all") },
            { value: "unread", label: t("filter.unread") },
          ]}
        />
        <Button onClick={n.refresh}>{t("actions.refresh")}</Button>
      </Toolbar>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as TabKey)} items={items} />
    </Page>
  );
}
