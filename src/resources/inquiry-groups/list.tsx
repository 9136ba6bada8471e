/**
 * /tend/inquiryordergroup (spec §2 /tend inquiryordergroup; §4 group tabs "0 unconfirmed, 1 awaiting payment,
 * 2 ready to ship, 3 shipped, 4 done"): the POs one buyer purchased from the shop at once, by tab with counts
 * under the same search (state in the URL); each group with its POs (to their detail), their statuses and DO,
 * the total, and "Arrange shipment" once every PO is paid (one DO for the group) or its DO exists.
 */
import { Alert, Button, Input, Radio, Space, Typography, type TableColumnsType } from "antd";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { INQUIRY_GROUP_TABS, type InquiryGroupTab } from "../../domain/inquiry";
import { formatRupiah } from "../../domain/money";
import { orderStatusName } from "../../domain/order";
import { MAX_KEYWORD } from "../../domain/wire";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import {
  FilterBar,
  FilterField,
  PAGE_DEFAULTS,
  Page,
  ResourceTable,
  Toolbar,
  pageShape,
  urlField,
  urlObject,
  urlText,
  useResourceList,
  type UrlStateOf,
} from "../../shell/page";
import { OrderStatusTag } from "../orders/status-tag";
import { inquiryDetailPath } from "../inquiry-orders/paths";
import { groupDeliveryOrdersPath, groupOperatePath, multiplePoPath } from "./paths";
import { InquiryGroupScreen } from "./screen";
import type { InquiryGroupCounts, InquiryGroupRow } from "./schema";
import "../orders/orders.css";

/** A group tab; 0 (unconfirmed) is one, so not urlNumberIn (positive numbers only). */
const urlTab = urlField((raw): InquiryGroupTab | undefined => INQUIRY_GROUP_TABS.find((v) => String(v) === raw));
export const groupQuerySchema = urlObject({ ...pageShape, tab: urlTab, keyword: urlText(MAX_KEYWORD) });
type GroupQuery = UrlStateOf<typeof groupQuerySchema>;
const GROUP_QUERY_DEFAULTS: GroupQuery = { ...PAGE_DEFAULTS, tab: 0, keyword: "" };

function GroupListView() {
  const { t } = useTranslation(["inquiryGroups", "inquiryOrders", "orderScreens", "orders", "common"]);
  const navigate = useNavigate();
  const list = useResourceList<InquiryGroupRow, typeof groupQuerySchema>({
    resource: "inquiryGroups",
    schema: groupQuerySchema,
    defaults: GROUP_QUERY_DEFAULTS,
    filters: (q) => [
      { field: "tab", operator: "eq", value: q.tab },
      ...(q.keyword.trim() ? [{ field: "keyword", operator: "eq" as const, value: q.keyword.trim() }] : []),
    ],
  });
  const keyword = list.query.keyword.trim();
  const counts = useEndpointQuery<InquiryGroupCounts>("inquiryGroups", "counts", keyword ? { keyword } : {});
  const tabCounts = counts.query.data?.data;
  const columns: TableColumnsType<InquiryGroupRow> = [
    {
      key: "group",
      title: t("list.columns.group"),
      width: 200,
      render: (_, g) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{g.groupNo}</Typography.Text>
          <Typography.Text type="secondary">{g.createTime}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "buyer",
      title: t("list.columns.buyer"),
      width: 170,
      render: (_, g) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{g.buyerName}</Typography.Text>
          <Typography.Text type="secondary">{g.buyerUserName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "orders",
      title: t("list.columns.orders"),
      render: (_, g) => (
        <Space direction="vertical" size={2}>
          {g.orders.map((o) => (
            <Space key={o.orderNo} size={6} wrap>
              <Link to={inquiryDetailPath(o.orderNo)}>{o.orderNo}</Link>
              <OrderStatusTag name={orderStatusName(o.status, 0)} />
              <Typography.Text type="secondary">{formatRupiah(o.total)}</Typography.Text>
              {o.doNo ? <Typography.Text type="secondary">{o.doNo}</Typography.Text> : null}
            </Space>
          ))}
        </Space>
      ),
    },
    {
      key: "total",
      dataIndex: "total",
      title: t("list.columns.total"),
      align: "right",
      width: 140,
      render: (v: number) => formatRupiah(v),
    },
    {
      key: "action",
      title: t("list.columns.action"),
      width: 180,
      render: (_, g) =>
        g.readyToShip || g.orders.some((o) => o.doNo) ? (
          <CanAccess resource="inquiryGroups" action="printDeliveryOrder">
            <Button
              size="small"
              type={g.readyToShip ? "primary" : "default"}
              onClick={() => void navigate(groupOperatePath(g.groupNo))}
            >
              {t("list.arrange")}
            </Button>
          </CanAccess>
        ) : null,
    },
  ];
  return (
    <Page
      titleKey="inquiryGroups:titles.inquiryOrderGroup"
      actions={
        <>
          <CanAccess resource="inquiryGroups" action="printDeliveryOrder">
            <Button onClick={() => void navigate(multiplePoPath)}>{t("titles.multiplePoSingleDo")}</Button>
          </CanAccess>
          <Button onClick={() => void navigate(groupDeliveryOrdersPath)}>{t("titles.deliveryOrderGroup")}</Button>
        </>
      }
    >
      <FilterBar>
        <FilterField label={t("orderScreens:list.keyword")}>
          <Input.Search
            key={list.query.keyword}
            defaultValue={list.query.keyword}
            allowClear
            maxLength={MAX_KEYWORD}
            placeholder={t("list.keywordPlaceholder")}
            enterButton={t("common:actions.search")}
            onSearch={(value) => list.setQuery({ keyword: value.trim() })}
            className="filter-bar__control--wide"
          />
        </FilterField>
      </FilterBar>
      <Radio.Group
        className="order-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.tab}
        onChange={(e) => list.setQuery({ tab: e.target.value as InquiryGroupTab })}
        options={INQUIRY_GROUP_TABS.map((tab) => ({
          value: tab,
          label: (
            <span>
              {t(`tabs.${tab}`)} <span className="order-tabs__count">{tabCounts?.[`${tab}`] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? (
        <Alert type="error" showIcon message={failureText(list.error, t("orderScreens:operate.loadFailed"))} />
      ) : null}
      <Toolbar>
        <Typography.Text type="secondary">{t("list.intro")}</Typography.Text>
      </Toolbar>
      <ResourceTable<InquiryGroupRow>
        label={t("list.tableLabel")}
        emptyText={keyword ? t("orderScreens:list.filtered") : t("list.empty")}
        rowKey="groupNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1000 }}
      />
    </Page>
  );
}

export default function InquiryGroupListRoute() {
  return <InquiryGroupScreen>{() => <GroupListView />}</InquiryGroupScreen>;
}
