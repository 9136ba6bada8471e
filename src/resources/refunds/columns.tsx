/**
 * Columns of the return-and-refund list (spec §3 "Refund/return"): refund no (to the detail) and apply
 * time, order no (to the order detail), buyer, the first parts asked back ("+N more"), method, reason,
 * original and refund amounts in rupiah, status tag with the after-sale code, the running deadline with
 * whose turn it is, and the row's actions from its `moves`. Links follow `paths` (the bound resource's).
 */
import { Space, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatRupiah } from "../../domain/money";
import { DeadlineText } from "./deadline";
import type { RefundBinding } from "./binding";
import { RefundActions } from "./row-actions";
import type { RefundRow } from "./schema";
import { RefundStatusTag } from "./status-tag";
import type { RefundMoves } from "./use-refund-moves";

type T = TFunction<"refunds">;

const money = (v: number | null) => (v === null ? "-" : formatRupiah(v));

export function refundColumns(
  t: T,
  moves: RefundMoves,
  paths: Pick<RefundBinding, "detailPath" | "orderDetailPath">,
): TableColumnsType<RefundRow> {
  const { detailPath: refundDetailPath, orderDetailPath } = paths;
  return [
    {
      key: "refundNo",
      title: t("columns.refundNo"),
      width: 190,
      className: "cell-nowrap",
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={refundDetailPath(row.refundNo)}>{row.refundNo}</Link>
          <Typography.Text type="secondary">{row.applyTime}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "orderNo",
      title: t("columns.orderNo"),
      width: 180,
      className: "cell-nowrap",
      render: (_, row) => <Link to={orderDetailPath(row.orderNo)}>{row.orderNo}</Link>,
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
      key: "items",
      title: t("columns.items"),
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.items.map((item) => (
            <Typography.Text key={`${item.partNo}-${item.itemName}`}>
              {item.itemName} <Typography.Text type="secondary">{item.partNo}</Typography.Text>{" "}
              {t("list.qty", { count: item.quantity })}
            </Typography.Text>
          ))}
          {row.itemCount > row.items.length ? (
            <Typography.Text type="secondary">
              {t("list.more", { count: row.itemCount - row.items.length })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: "method",
      title: t("columns.method"),
      width: 110,
      render: (_, row) => t(`method.${row.method === 2 ? 2 : 1}`),
    },
    {
      key: "reason",
      title: t("columns.reason"),
      width: 150,
      render: (_, row) => t(`reasons.${row.reason}`),
    },
    {
      key: "originalAmount",
      dataIndex: "originalAmount",
      title: t("columns.originalAmount"),
      align: "right",
      width: 130,
      render: money,
    },
    {
      key: "refundAmount",
      dataIndex: "refundAmount",
      title: t("columns.refundAmount"),
      align: "right",
      width: 130,
      render: money,
    },
    {
      key: "status",
      title: t("columns.status"),
      width: 170,
      render: (_, row) => <RefundStatusTag name={row.statusName} afterSaleCode={row.afterSaleCode} />,
    },
    {
      key: "deadline",
      title: t("columns.deadline"),
      width: 170,
      render: (_, row) => <DeadlineText deadline={row.deadline} />,
    },
    {
      key: "action",
      title: t("columns.action"),
      width: 200,
      render: (_, row) => <RefundActions refund={row} moves={moves} />,
    },
  ];
}
