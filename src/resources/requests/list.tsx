/**
 * /store/request-list (our route; spec §3 "Request ticket", §4 statuses 0 new / 1 in progress / 2 done):
 * the shop's request tickets with kind and status filters, a paged table (§9 pager) and a detail drawer.
 * "New request" offers each form the user's position grants. View state lives in the URL.
 */
import { Button, Popover, Select, Space, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { PlusOutlined } from "@ant-design/icons";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { REQUEST_KINDS, REQUEST_STATUSES } from "../../domain/request";
import { FilterBar, FilterField, Page, ResourceTable } from "../../shell/page";

import { requests } from "./index";
import type { ResourceRoute } from "../types";
import { Forbidden } from "./request-form-page";
import { RequestDetailDrawer } from "./detail-drawer";
import type { RequestTicket } from "./schema";
import { changeText, statusTag } from "./ticket-format";
import { useRequestList } from "./use-request-list";

/** Form path per kind, from the descriptor's routes (route.action is the kind). */
const FORM_PATHS = Object.fromEntries(
  Object.values<ResourceRoute>(requests.routes).map((r) => [r.action ?? "list", r.path]),
);

function NewRequestMenu() {
  const { t } = useTranslation(["requests", "products"]);
  const navigate = useNavigate();
  const content = (
    <Space direction="vertical" size={0}>
      {REQUEST_KINDS.map((kind) => (
        <CanAccess key={kind} resource="requests" action={kind}>
          <Button type="link" onClick={() => navigate(FORM_PATHS[kind])}>
            {t(`titles.${kind}`)}
          </Button>
        </CanAccess>
      ))}
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button type="primary" icon={<PlusOutlined aria-hidden />}>
        {t("list.new")}
      </Button>
    </Popover>
  );
}

function RequestList() {
  const { t } = useTranslation(["requests", "products"]);
  const { query, setQuery, rows, total, loading } = useRequestList();
  const columns: ColumnsType<RequestTicket> = [
    { key: "number", title: t("fields.number"), dataIndex: "number", width: 180 },
    { key: "kind", title: t("fields.kind"), render: (_, r) => t(`kind.${r.kind}`), width: 150 },
    { key: "buyer", title: t("fields.buyer"), dataIndex: "buyerName" },
    { key: "change", title: t("fields.change"), render: (_, r) => changeText(r, t) },
    {
      key: "status",
      title: t("fields.status"),
      width: 140,
      render: (_, r) => {
        const tag = statusTag(r, t);
        return <Tag color={tag.color}>{tag.label}</Tag>;
      },
    },
    { key: "requestTime", title: t("fields.requestTime"), dataIndex: "requestTime", width: 170 },
    { key: "confirmTime", title: t("fields.confirmTime"), render: (_, r) => r.confirmTime ?? "-", width: 170 },
    {
      key: "actions",
      title: "",
      width: 90,
      render: (_, r) => (
        <Button type="link" onClick={() => setQuery({ id: r.id })}>
          {t("list.view")}
        </Button>
      ),
    },
  ];

  return (
    <Page titleKey="requests:titles.list" actions={<NewRequestMenu />}>
      <FilterBar>
        <FilterField label={t("fields.kind")}>
          <Select
            className="filter-bar__control--wide"
            value={query.kind ?? ""}
            onChange={(v: string) => setQuery({ kind: REQUEST_KINDS.find((k) => k === v), id: undefined })}
            options={[
              { value: "", label: t("list.allKinds") },
              ...REQUEST_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
            ]}
          />
        </FilterField>
        <FilterField label={t("fields.status")}>
          <Select
            className="filter-bar__control"
            value={query.status === undefined ? "" : String(query.status)}
            onChange={(v) => setQuery({ status: REQUEST_STATUSES.find((s) => String(s) === v), id: undefined })}
            options={[
              { value: "", label: t("list.allStatuses") },
              ...REQUEST_STATUSES.map((s) => ({ value: String(s), label: t(`status.${s}`) })),
            ]}
          />
        </FilterField>
      </FilterBar>
      <ResourceTable<RequestTicket>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        query={query}
        total={total}
        onQuery={setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1100 }}
      />
      <RequestDetailDrawer id={query.id} onClose={() => setQuery({ id: undefined })} />
    </Page>
  );
}

export default function RequestListView() {
  return (
    <CanAccess resource="requests" action="list" fallback={<Forbidden />}>
      <RequestList />
    </CanAccess>
  );
}
