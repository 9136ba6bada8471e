/**
 * /order/historyPayment (spec §2, §3 "Payment history", §9 transfer fee): the shop's payouts in a paged table
 * (state in the URL: page, pageSize, from, to as WIB days of the payment time) with payment time, actual
 * payment, admin fee, VAT, withholding tax and transfer fee in Rp, the totals of every payout under the
 * filters, and the xlsx export.
 */
import { Alert, Button, DatePicker, Table, Typography, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import {
  FilterBar,
  FilterField,
  PAGE_DEFAULTS,
  Page,
  ResourceTable,
  dropEndBeforeStart,
  pageShape,
  urlDay,
  urlObject,
  useLastPageRepair,
  useUrlState,
  type UrlStateOf,
} from "../../shell/page";
import { PaymentExportButton } from "./export-button";
import { paymentDetailPath } from "./paths";
import type { PayoutPage, PayoutRow } from "./schema";

const DAY = "YYYY-MM-DD";
export const paymentQuerySchema = urlObject({ ...pageShape, from: urlDay.optional(), to: urlDay.optional() });
type PaymentListQuery = UrlStateOf<typeof paymentQuerySchema>;
const DEFAULTS: PaymentListQuery = { ...PAGE_DEFAULTS };
const OPTIONS = { normalize: dropEndBeforeStart<PaymentListQuery> };

const MONEY_KEYS = ["gross", "adminFee", "vat", "withholdingTax", "transferFee", "actualPayment"] as const;

export default function PaymentListView() {
  const { t } = useTranslation("payments");
  const navigate = useNavigate();
  const [query, setQuery] = useUrlState(paymentQuerySchema, DEFAULTS, OPTIONS);
  const range = { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
  const { query: request } = useEndpointQuery<PayoutPage>("payments", "page", {
    pageNo: query.page,
    pageSize: query.pageSize,
    ...range,
  });
  const page = request.data?.data;
  const total = page?.rowCount ?? 0;
  useLastPageRepair(query, setQuery, total, request.isSuccess);

  const columns: TableColumnsType<PayoutRow> = [
    {
      key: "payoutNo",
      title: t("fields.payoutNo"),
      render: (_, r) => (
        <Button type="link" onClick={() => void navigate(paymentDetailPath(r.payoutNo))}>
          {r.payoutNo}
        </Button>
      ),
    },
    { key: "paymentTime", dataIndex: "paymentTime", title: t("fields.paymentTime") },
    ...MONEY_KEYS.map((k) => ({
      key: k,
      dataIndex: k,
      title: t(`fields.${k}`),
      align: "right" as const,
      render: (v: number) => formatRupiah(v),
    })),
  ];

  return (
    <Page titleKey="payments:titles.historyPayment" actions={<PaymentExportButton filters={range} />}>
      <FilterBar>
        <FilterField label={t("list.from")}>
          <DatePicker
            aria-label={t("list.from")}
            format={DAY}
            value={query.from ? dayjs(query.from, DAY) : null}
            onChange={(d) => setQuery({ from: d ? d.format(DAY) : undefined, page: 1 })}
          />
        </FilterField>
        <FilterField label={t("list.to")}>
          <DatePicker
            aria-label={t("list.to")}
            format={DAY}
            value={query.to ? dayjs(query.to, DAY) : null}
            onChange={(d) => setQuery({ to: d ? d.format(DAY) : undefined, page: 1 })}
          />
        </FilterField>
      </FilterBar>
      {request.error ? <Alert type="error" showIcon message={failureText(request.error, t("detail.failed"))} /> : null}
      <ResourceTable<PayoutRow>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="payoutNo"
        columns={columns}
        dataSource={page?.data ?? []}
        loading={request.isFetching}
        query={query}
        total={total}
        onQuery={(changes) => setQuery(changes)}
        totalText={(n) => t("list.totals", { count: n })}
        scroll={{ x: 1100 }}
        summary={() =>
          page ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t("list.totals", { count: total })}</Typography.Text>
              </Table.Summary.Cell>
              {MONEY_KEYS.map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 2} align="right">
                  <Typography.Text strong>{formatRupiah(page.totals[k])}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </Page>
  );
}
