/**
 * /order/historyPaymentDetail?payoutNo= (spec §2, §3 "Payment history", §9): one payout: where it went, its
 * fee breakdown (gross, admin fee, VAT, withholding tax, transfer fee, actual payment), and its lines (orders
 * paid, refunds taken back, delivery-fee recap differences), each with its amount and fees, in Rp.
 */
import { Alert, Button, Descriptions, Skeleton, Space, Table, Typography, type TableColumnsType } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { SHOP_BANKS } from "../../domain/shop";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable } from "../../shell/page";
import { paymentListPath } from "./paths";
import type { PayoutDetail, PayoutLineRow } from "./schema";

const LINE_MONEY = ["amount", "goodsAmount", "adminFee", "vat", "withholdingTax"] as const;

export default function PaymentDetailView() {
  const { t } = useTranslation("payments");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payoutNo = params.get("payoutNo") ?? "";
  const { query } = useEndpointQuery<PayoutDetail>("payments", "detail", { payoutNo }, { enabled: payoutNo !== "" });
  const p = query.data?.data;
  const missing = payoutNo === "";
  const sum = (k: (typeof LINE_MONEY)[number]) => (p ? p.lines.reduce((a, l) => a + l[k], 0) : 0);
  const columns: TableColumnsType<PayoutLineRow> = [
    { key: "kind", title: t("fields.kind"), render: (_, l) => t(`kind.${l.kind}`) },
    { key: "refNo", dataIndex: "refNo", title: t("fields.refNo") },
    { key: "orderNo", dataIndex: "orderNo", title: t("fields.orderNo"), render: (v: string | null) => v ?? "-" },
    ...LINE_MONEY.map((k) => ({
      key: k,
      dataIndex: k,
      title: t(`fields.${k}`),
      align: "right" as const,
      render: (v: number) => formatRupiah(v),
    })),
  ];
  return (
    <Page
      titleKey="payments:titles.historyPaymentDetail"
      actions={<Button onClick={() => void navigate(paymentListPath)}>{t("detail.back")}</Button>}
    >
      {query.error ? <Alert type="error" showIcon message={failureText(query.error, t("detail.failed"))} /> : null}
      {missing ? <Alert type="warning" showIcon message={t("errors.notFound")} /> : null}
      {!p ? (
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
              { key: "payoutNo", label: t("fields.payoutNo"), children: p.payoutNo },
              { key: "paymentTime", label: t("fields.paymentTime"), children: p.paymentTime },
              {
                key: "bank",
                label: t("fields.bank"),
                children: SHOP_BANKS.find((b) => b.code === p.bank)?.name ?? p.bank,
              },
              { key: "accountNo", label: t("fields.accountNo"), children: p.accountNo },
              { key: "accountName", label: t("fields.accountName"), children: p.accountName },
            ]}
          />
          <Descriptions
            title={t("detail.feesTitle")}
            bordered
            size="small"
            column={1}
            items={[
              { key: "gross", label: t("fields.gross"), children: formatRupiah(p.gross) },
              { key: "adminFee", label: t("fields.adminFee"), children: `- ${formatRupiah(p.adminFee)}` },
              { key: "vat", label: t("fields.vat"), children: `- ${formatRupiah(p.vat)}` },
              { key: "wht", label: t("fields.withholdingTax"), children: `- ${formatRupiah(p.withholdingTax)}` },
              { key: "transfer", label: t("fields.transferFee"), children: `- ${formatRupiah(p.transferFee)}` },
              {
                key: "actual",
                label: t("fields.actualPayment"),
                children: <Typography.Text strong>{formatRupiah(p.actualPayment)}</Typography.Text>,
              },
            ]}
          />
          <ResourceTable<PayoutLineRow>
            label={t("detail.linesLabel")}
            emptyText={t("list.empty")}
            rowKey={(l) => `${l.kind}-${l.refNo}`}
            columns={columns}
            dataSource={p.lines}
            scroll={{ x: 1000 }}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{t("detail.total")}</Typography.Text>
                </Table.Summary.Cell>
                {LINE_MONEY.map((k, i) => (
                  <Table.Summary.Cell key={k} index={i + 3} align="right">
                    <Typography.Text strong>{formatRupiah(sum(k))}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )}
          />
        </Space>
      )}
    </Page>
  );
}
