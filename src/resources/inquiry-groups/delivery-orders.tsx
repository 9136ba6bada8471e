/**
 * /tend/deliveryOrderGroup (spec §2 /tend deliveryOrderGroup): the delivery orders that group several inquiry
 * POs (inquiryGroups.deliveryOrderPage), each with its buyer, POs, print and ship times and tracking no; "Print"
 * opens the DO on the inquiry shipment screen (the printable delivery order document, then its shipment).
 */
import { Alert, Button, Space, Tag, Typography, type TableColumnsType } from "antd";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, PAGE_DEFAULTS, ResourceTable, pageShape, urlObject, useUrlState } from "../../shell/page";
import { inquiryDetailPath, inquiryOperatePath } from "../inquiry-orders/paths";
import { InquiryGroupScreen } from "./screen";
import type { GroupedDeliveryOrderRow } from "./schema";

const querySchema = urlObject({ ...pageShape });

function GroupDeliveryOrdersView() {
  const { t } = useTranslation(["inquiryGroups", "orderScreens"]);
  const navigate = useNavigate();
  const [query, setQuery] = useUrlState(querySchema, PAGE_DEFAULTS);
  const page = useEndpointQuery<{ data: GroupedDeliveryOrderRow[]; rowCount: number }>(
    "inquiryGroups",
    "deliveryOrderPage",
    { pageNo: query.page, pageSize: query.pageSize },
  );
  const columns: TableColumnsType<GroupedDeliveryOrderRow> = [
    {
      key: "doNo",
      title: t("deliveryOrders.columns.doNo"),
      width: 190,
      render: (_, r) => <Typography.Text strong>{r.doNo}</Typography.Text>,
    },
    { key: "buyer", title: t("deliveryOrders.columns.buyer"), dataIndex: "buyerName", width: 170 },
    {
      key: "orders",
      title: t("deliveryOrders.columns.orders"),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.orderNos.map((no) => (
            <Link key={no} to={inquiryDetailPath(no)}>
              {no}
            </Link>
          ))}
        </Space>
      ),
    },
    { key: "printTime", title: t("deliveryOrders.columns.printTime"), render: (_, r) => r.printTime ?? "-" },
    {
      key: "shipment",
      title: t("deliveryOrders.columns.shipment"),
      render: (_, r) =>
        r.shipped ? (
          <Space direction="vertical" size={0}>
            <Tag color="green">{t("deliveryOrders.shipped")}</Tag>
            <Typography.Text type="secondary">{`${r.shipTime ?? ""} ${r.trackingNo ?? ""}`}</Typography.Text>
          </Space>
        ) : (
          <Tag color="blue">{t("deliveryOrders.notShipped")}</Tag>
        ),
    },
    {
      key: "action",
      title: t("deliveryOrders.columns.action"),
      width: 140,
      render: (_, r) => (
        <Button size="small" onClick={() => void navigate(inquiryOperatePath(r.doNo))}>
          {t("deliveryOrders.print")}
        </Button>
      ),
    },
  ];
  return (
    <Page titleKey="inquiryGroups:titles.deliveryOrderGroup">
      {page.query.error ? (
        <Alert type="error" showIcon message={failureText(page.query.error, t("orderScreens:operate.loadFailed"))} />
      ) : null}
      <ResourceTable<GroupedDeliveryOrderRow>
        label={t("deliveryOrders.tableLabel")}
        emptyText={t("deliveryOrders.empty")}
        rowKey="doNo"
        columns={columns}
        dataSource={page.query.data?.data.data ?? []}
        loading={page.query.isFetching}
        query={query}
        total={page.query.data?.data.rowCount ?? 0}
        onQuery={setQuery}
        scroll={{ x: 1000 }}
      />
    </Page>
  );
}

export default function GroupDeliveryOrdersRoute() {
  return <InquiryGroupScreen>{() => <GroupDeliveryOrdersView />}</InquiryGroupScreen>;
}
