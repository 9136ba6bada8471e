/**
 * /order/DetailGeneratedBill?billNo= (spec §2 DetailGeneratedBill): the orders of a generated bill, paged,
 * with their quantities and amounts in Rp (net of refunds, with the recap adjustment) and the page's totals.
 */
import { useState } from "react";
import { Alert, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable } from "../../shell/page";
import { rp } from "./format";
import { billDetailPath } from "./paths";
import type { BillOrderRow } from "./schema";
import { useBillNo } from "./use-bill";

function BillOrdersView() {
  const { t } = useTranslation("bills");
  const billNo = useBillNo();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const answer = useEndpointQuery<{ data: BillOrderRow[]; rowCount: number }>(
    "bills",
    "orders",
    { billNo, pageNo: paging.page, pageSize: paging.pageSize },
    { enabled: billNo !== undefined },
  );
  const rows = answer.query.data?.data.data ?? [];
  const columns: ColumnsType<BillOrderRow> = [
    { key: "orderNo", title: t("fields.orderNo"), dataIndex: "orderNo" },
    { key: "orderTime", title: t("fields.orderTime"), dataIndex: "orderTime" },
    { key: "finishTime", title: t("fields.finishTime"), render: (_, o) => o.finishTime ?? "-" },
    { key: "logisticNo", title: t("fields.logisticNo"), render: (_, o) => o.logisticNo ?? "-" },
    { key: "quantity", title: t("fields.quantity"), dataIndex: "quantity", align: "right" },
    { key: "productAmount", title: t("fields.productAmount"), align: "right", render: (_, o) => rp(o.productAmount) },
    { key: "deliveryFee", title: t("fields.deliveryFee"), align: "right", render: (_, o) => rp(o.deliveryFee) },
    { key: "adjustment", title: t("fields.adjustment"), align: "right", render: (_, o) => rp(o.deliveryFeeAdjustment) },
    { key: "total", title: t("fields.total"), align: "right", render: (_, o) => <strong>{rp(o.total)}</strong> },
  ];
  const sum = (k: "quantity" | "productAmount" | "deliveryFee" | "deliveryFeeAdjustment" | "total") =>
    rows.reduce((s, o) => s + o[k], 0);
  return (
    <Page titleKey="bills:titles.detailGeneratedBill">
      {billNo ? <Link to={billDetailPath(billNo)}>{`${t("fields.billNo")}: ${billNo}`}</Link> : null}
      {!billNo || answer.query.error ? (
        <Alert type="error" showIcon message={failureText(answer.query.error, t("errors.notFound"))} />
      ) : null}
      <ResourceTable<BillOrderRow>
        label={t("titles.detailGeneratedBill")}
        emptyText={t("list.empty")}
        rowKey="orderNo"
        columns={columns}
        dataSource={rows}
        loading={answer.query.isFetching}
        query={paging}
        total={answer.query.data?.data.rowCount ?? 0}
        onQuery={(c) => setPaging((p) => ({ page: c.page ?? p.page, pageSize: c.pageSize ?? p.pageSize }))}
        scroll={{ x: 1100 }}
        summary={() =>
          rows.length === 0 ? null : (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <strong>{t("list.pageTotal")}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {sum("quantity")}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {rp(sum("productAmount"))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {rp(sum("deliveryFee"))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                {rp(sum("deliveryFeeAdjustment"))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} align="right">
                <strong>{rp(sum("total"))}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Page>
  );
}

export default BillOrdersView;
