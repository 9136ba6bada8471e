/**
 * /message/reportTicket (spec §2; §3 "Report ticket: ticket number, subject, detail, attachment, status,
 * created, last update"; §4 statuses; §9 pager): the shop's tickets in status tabs (all / new / in process /
 * closed) with search, last updated first, and the "New ticket" drawer. The platform answering or closing a
 * ticket (real-time topic `ticket`) refreshes the list. State lives in the URL.
 */
import { useState } from "react";
import { Badge, Button, Input, Tabs } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CanAccess } from "../../access/can";
import { REPORT_TICKET_STATUSES } from "../../domain/report-ticket";
import { MAX_KEYWORD } from "../../domain/wire";
import { useRealtime } from "../../providers/realtime";
import { FilterBar, FilterField, Page, ResourceTable, useResourceList } from "../../shell/page";
import { REPORT_QUERY_DEFAULTS, reportFilters, reportQuerySchema } from "./list-query";
import { NewTicketDrawer, ticketPath } from "./new-ticket";
import type { ReportTicketRow } from "./schema";
import { StatusTag } from "./status-tag";

export default function ReportTicketListView() {
  const { t } = useTranslation(["reportTickets", "common"]);
  const list = useResourceList<ReportTicketRow, typeof reportQuerySchema>({
    resource: "reportTickets",
    schema: reportQuerySchema,
    defaults: REPORT_QUERY_DEFAULTS,
    filters: reportFilters,
  });
  useRealtime("ticket", () => void list.refresh());
  const { query, setQuery } = list;
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<ReportTicketRow> = [
    {
      key: "ticketNo",
      title: t("fields.ticketNo"),
      width: 200,
      render: (_, r) => (
        <Link to={ticketPath(r.id)} aria-label={t("list.viewTicket", { ticketNo: r.ticketNo })}>
          {r.ticketNo}
        </Link>
      ),
    },
    {
      key: "subject",
      title: t("fields.subject"),
      render: (_, r) => (
        <span>
          {r.subject}{" "}
          {r.unreadReplies > 0 ? (
            <Badge count={t("list.unread", { count: r.unreadReplies })} style={{ backgroundColor: "#cf1322" }} />
          ) : null}
        </span>
      ),
    },
    { key: "status", title: t("fields.status"), width: 140, render: (_, r) => <StatusTag status={r.status} /> },
    { key: "createTime", title: t("fields.createTime"), dataIndex: "createTime", width: 180 },
    { key: "updateTime", title: t("fields.updateTime"), dataIndex: "updateTime", width: 180 },
  ];

  const add = (
    <CanAccess resource="reportTickets" action="create">
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
        {t("list.new")}
      </Button>
    </CanAccess>
  );

  return (
    <Page titleKey="reportTickets:titles.list" actions={add}>
      <Tabs
        activeKey={query.status === undefined ? "all" : String(query.status)}
        onChange={(key) => setQuery({ status: REPORT_TICKET_STATUSES.find((s) => String(s) === key) })}
        items={[
          { key: "all", label: t("tabs.all") },
          ...REPORT_TICKET_STATUSES.map((s) => ({ key: String(s), label: t(`status.${s}`) })),
        ]}
      />
      <FilterBar>
        <FilterField label={t("list.search")}>
          <Input.Search
            key={query.keyword}
            defaultValue={query.keyword}
            allowClear
            maxLength={MAX_KEYWORD}
            placeholder={t("list.searchPlaceholder")}
            enterButton={t("common:actions.search")}
            onSearch={(keyword) => setQuery({ keyword })}
            className="filter-bar__control--wide"
          />
        </FilterField>
      </FilterBar>
      <ResourceTable<ReportTicketRow>
        label={t("list.label")}
        emptyText={t("list.empty")}
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        query={query}
        total={list.total}
        onQuery={setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 900 }}
      />
      <NewTicketDrawer open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
