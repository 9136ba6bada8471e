/**
 * Columns of the order tables (order list, shipment list): order no and date, buyer (name, user name,
 * buyer-type tag), the first products ("+N more"), total in rupiah, status name tag with the running
 * deadline, and the row's actions from its `moves`.
 */
import type { ReactNode } from "react";
import { Space, Tag, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { formatRupiah } from "../../domain/money";
import { CreditHoldTag, isCreditHeld } from "./credit-hold";
import { OrderActions } from "./row-actions";
import { OrderStatusTag } from "./status-tag";
import { shortDateTime } from "./format";
import type { OrderRow } from "./schema";
import type { OrderMoves } from "./use-order-moves";

type T = TFunction<["orderScreens", "orders"]>;

export function BuyerCell({ row, t }: { row: Pick<OrderRow, "buyerName" | "buyerUserName" | "buyerType">; t: T }) {
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{row.buyerName}</Typography.Text>
      <Typography.Text type="secondary">{row.buyerUserName}</Typography.Text>
      <Tag color={row.buyerType === "priority" ? "blue" : undefined}>{t(`orders:buyerType.${row.buyerType}`)}</Tag>
    </Space>
  );
}

/** `rowExtra`: the bound resource's own buttons of a row (./row-actions.tsx `extra`). */
export function orderColumns<R extends OrderRow>(
  t: T,
  lang: string,
  moves: OrderMoves,
  rowExtra?: (row: R) => ReactNode,
): TableColumnsType<R> {
  return [
    {
      key: "order",
      title: t("list.columns.order"),
      width: 190,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.orderNo}</Typography.Text>
          <Typography.Text type="secondary">{row.orderTime}</Typography.Text>
          <Typography.Text type="secondary">
            {t(`orders:paymentMethod.${row.paymentMethod === 2 ? 2 : 1}`)}
          </Typography.Text>
        </Space>
      ),
    },
    { key: "buyer", title: t("list.columns.buyer"), width: 170, render: (_, row) => <BuyerCell row={row} t={t} /> },
    {
      key: "items",
      title: t("list.columns.items"),
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
      key: "total",
      dataIndex: "total",
      title: t("list.columns.total"),
      align: "right",
      width: 130,
      render: (v: number) => formatRupiah(v),
    },
    {
      key: "status",
      title: t("list.columns.status"),
      width: 190,
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <OrderStatusTag name={row.statusName} />
          {isCreditHeld(row) ? <CreditHoldTag /> : null}
          {row.deadline ? (
            <Typography.Text type="secondary">
              {t(`deadline.${row.deadline.kind}`, { time: shortDateTime(row.deadline.at, lang) })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: "action",
      title: t("list.columns.action"),
      width: 220,
      render: (_, row) => <OrderActions order={row} moves={moves} extra={rowExtra?.(row)} />,
    },
  ];
}
