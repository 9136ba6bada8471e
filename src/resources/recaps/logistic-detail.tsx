/**
 * /order/detaillogisticnoRecapDeliveryFee?recapNo=&logisticNo= (spec §2, §4 "Bills and recaps"): one logistic
 * number of a recap: its fees and the orders it carried, each with its delivery fee and the adjustment an
 * accepted dispute wrote on it.
 */
import { Alert, Button, Descriptions, Skeleton, Space, type TableColumnsType } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable } from "../../shell/page";
import { recapDetailPath } from "./paths";
import type { RecapLogisticDetail } from "./schema";
import { RecapLineStatusTag } from "./status-tag";

type OrderLine = RecapLogisticDetail["orders"][number];

export default function RecapLogisticView() {
  const { t } = useTranslation("recaps");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recapNo = params.get("recapNo") ?? "";
  const logisticNo = params.get("logisticNo") ?? "";
  const { query } = useEndpointQuery<RecapLogisticDetail>(
    "recaps",
    "logisticNo",
    { recapNo, logisticNo },
    { enabled: recapNo !== "" && logisticNo !== "" },
  );
  const data = query.data?.data;
  const missing = recapNo === "" || logisticNo === "";
  const money = (v: number) => formatRupiah(v);
  const columns: TableColumnsType<OrderLine> = [
    { key: "orderNo", dataIndex: "orderNo", title: t("fields.orderNo") },
    { key: "orderTime", dataIndex: "orderTime", title: t("fields.orderTime") },
    { key: "receiver", dataIndex: "receiverName", title: t("fields.receiver") },
    { key: "deliveryFee", dataIndex: "deliveryFee", title: t("fields.deliveryFee"), align: "right", render: money },
    {
      key: "adjustment",
      dataIndex: "deliveryFeeAdjustment",
      title: t("fields.adjustment"),
      align: "right",
      render: money,
    },
    { key: "total", dataIndex: "total", title: t("fields.total"), align: "right", render: money },
  ];
  return (
    <Page
      titleKey="recaps:titles.detaillogisticnoRecapDeliveryFee"
      actions={<Button onClick={() => void navigate(recapDetailPath(recapNo))}>{t("detail.back")}</Button>}
    >
      {query.error ? <Alert type="error" showIcon message={failureText(query.error, t("detail.failed"))} /> : null}
      {missing ? <Alert type="warning" showIcon message={t("errors.notFound")} /> : null}
      {!data ? (
        query.error || missing ? null : (
          <Skeleton active />
        )
      ) : (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: "recapNo", label: t("fields.recapNo"), children: data.recapNo },
              { key: "logisticNo", label: t("fields.logisticNo"), children: data.line.logisticNo },
              { key: "doNo", label: t("fields.doNo"), children: data.line.doNo },
              { key: "courier", label: t("fields.courier"), children: data.line.courierName ?? "-" },
              { key: "shipTime", label: t("fields.shipTime"), children: data.line.shipTime },
              {
                key: "status",
                label: t("fields.lineStatus"),
                children: <RecapLineStatusTag name={data.line.statusName} />,
              },
              { key: "charged", label: t("fields.chargedFee"), children: money(data.line.chargedFee) },
              {
                key: "disputed",
                label: t("fields.disputedValue"),
                children: data.line.disputedValue === null ? "-" : money(data.line.disputedValue),
              },
              { key: "accepted", label: t("fields.acceptedFee"), children: money(data.line.acceptedFee) },
              ...(data.line.reason ? [{ key: "reason", label: t("fields.reason"), children: data.line.reason }] : []),
            ]}
          />
          <ResourceTable<OrderLine>
            label={t("detail.ordersLabel")}
            emptyText={t("list.empty")}
            rowKey="orderNo"
            columns={columns}
            dataSource={data.orders}
            scroll={{ x: 800 }}
          />
        </Space>
      )}
    </Page>
  );
}
