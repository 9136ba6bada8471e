/**
 * /consign/consign-refund-list (spec §2 /consign consign-refund-list; §4 "Consign" after-sales): status tabs
 * (all and the six after-sales statuses) with their counts under the same search, the search (keyword,
 * apply days) kept in the URL, and a paged table whose row actions follow each return's status (accept and
 * confirm receipt after a confirmation; ask to modify and reject with a reason).
 */
import { useState } from "react";
import { Alert, Radio, Space, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  CONSIGN_REFUND_STATUSES,
  consignRefundMovesFor,
  consignRefundStatusName,
  type ConsignRefundStatusValue,
} from "../../domain/consign";
import { formatRupiah } from "../../domain/money";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable, useResourceList } from "../../shell/page";
import { KeywordDayFilters } from "../consignments/filters";
import {
  CONSIGN_REFUND_QUERY_DEFAULTS,
  CONSIGN_REFUND_QUERY_OPTIONS,
  consignRefundFilterBody,
  consignRefundFilters,
  consignRefundQuerySchema,
  isFiltered,
} from "./list-query";
import { consignRefundDetailPath } from "./paths";
import { ConsignRefundReasonModal, type RefundReasonKind } from "./reason-modal";
import { ConsignRefundDeadline } from "./refund-deadline";
import { ConsignRefundActions } from "./row-actions";
import type { ConsignRefundCounts, ConsignRefundRow } from "./schema";
import { ConsignRefundStatusTag } from "./status-tag";
import { useConsignRefundMoves, type ConsignRefundMoves } from "./use-consign-refund-moves";
import "../consignments/consignments.css";

const ALL = 0;

function columns(
  t: TFunction<"consignRefunds">,
  moves: ConsignRefundMoves,
  onReason: (kind: RefundReasonKind, refundNo: string) => void,
): TableColumnsType<ConsignRefundRow> {
  return [
    {
      key: "refundNo",
      title: t("columns.refundNo"),
      width: 190,
      className: "cell-nowrap",
      render: (_, row) => <Link to={consignRefundDetailPath(row.refundNo)}>{row.refundNo}</Link>,
    },
    {
      key: "buyer",
      title: t("columns.buyer"),
      width: 150,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{row.buyerName}</Typography.Text>
          <Typography.Text type="secondary">{row.buyerUserName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "reason",
      title: t("columns.reason"),
      width: 180,
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.reason }} style={{ marginBottom: 0 }}>
          {row.reason}
        </Typography.Paragraph>
      ),
    },
    {
      key: "items",
      title: t("columns.items"),
      width: 90,
      align: "right",
      render: (_, row) => t("list.items", { count: row.itemCount }),
    },
    { key: "qty", dataIndex: "qty", title: t("columns.qty"), width: 90, align: "right" },
    {
      key: "totalAmount",
      title: t("columns.totalAmount"),
      width: 130,
      align: "right",
      render: (_, row) => formatRupiah(row.totalAmount),
    },
    { key: "createTime", dataIndex: "createTime", title: t("columns.createTime"), width: 160 },
    {
      key: "deadline",
      title: t("columns.deadline"),
      width: 150,
      render: (_, row) => <ConsignRefundDeadline deadline={row.deadline} />,
    },
    {
      key: "status",
      title: t("columns.status"),
      width: 140,
      render: (_, row) => <ConsignRefundStatusTag name={row.statusName} />,
    },
    {
      key: "action",
      title: t("columns.action"),
      width: 230,
      render: (_, row) => (
        <ConsignRefundActions
          refund={{ ...row, moves: consignRefundMovesFor(row.status, "seller") }}
          moves={moves}
          onReason={onReason}
        />
      ),
    },
  ];
}

export default function ConsignRefundListView() {
  const { t } = useTranslation(["consignRefunds", "common"]);
  const list = useResourceList<ConsignRefundRow, typeof consignRefundQuerySchema>({
    resource: "consignRefunds",
    schema: consignRefundQuerySchema,
    defaults: CONSIGN_REFUND_QUERY_DEFAULTS,
    options: CONSIGN_REFUND_QUERY_OPTIONS,
    filters: consignRefundFilters,
  });
  const counts = useEndpointQuery<ConsignRefundCounts>("consignRefunds", "counts", consignRefundFilterBody(list.query));
  const moves = useConsignRefundMoves();
  const [dialog, setDialog] = useState<{ kind: RefundReasonKind; refundNo: string } | null>(null);
  const tabCounts = counts.query.data?.data;
  const countOf = (status: number) => tabCounts?.statuses[consignRefundStatusName(status)] ?? 0;
  const allCount = tabCounts?.all ?? 0;
  const pill = (text: string, count: number) => (
    <span>
      {text} <span className="consign-tabs__count">{count}</span>
    </span>
  );

  return (
    <Page titleKey="consignRefunds:titles.consignRefundList">
      <KeywordDayFilters
        query={list.query}
        onSearch={list.setQuery}
        labels={{
          keyword: t("list.keyword"),
          keywordPlaceholder: t("list.keywordPlaceholder"),
          from: t("list.from"),
          to: t("list.to"),
          endBeforeStart: t("list.endBeforeStart"),
        }}
      />
      {/* Status tabs as a choice of buttons that wrap at 1024 px (as the order list's). */}
      <Radio.Group
        className="consign-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.status ?? ALL}
        onChange={(e) => {
          const value = e.target.value as number;
          list.setQuery({ status: value === ALL ? undefined : (value as ConsignRefundStatusValue) });
        }}
        options={[
          { value: ALL, label: pill(t("list.all"), allCount) },
          ...CONSIGN_REFUND_STATUSES.map((status) => ({
            value: status,
            label: pill(t(`status.${consignRefundStatusName(status)}`), countOf(status)),
          })),
        ]}
      />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("list.loadFailed"))} /> : null}
      <ResourceTable<ConsignRefundRow>
        label={t("list.tableLabel")}
        emptyText={isFiltered(list.query) ? t("list.filtered") : t("list.empty")}
        rowKey="refundNo"
        columns={columns(t, moves, (kind, refundNo) => setDialog({ kind, refundNo }))}
        dataSource={list.rows}
        loading={list.loading}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1500 }}
      />
      {dialog ? (
        <ConsignRefundReasonModal kind={dialog.kind} refundNo={dialog.refundNo} onClose={() => setDialog(null)} />
      ) : null}
    </Page>
  );
}
