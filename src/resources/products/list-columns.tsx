/**
 * Columns of the product tables: priority star, thumbnail, part no, name, category, condition, price (with
 * discount and buyer discount in small print), stock,
 * status, update time, actions. The star toggles priority (spec §2 "priority toggle") for a user granted
 * products.setPriority; others see it read-only.
 */
import { Button, Space, Typography, type TableColumnsType } from "antd";
import { StarFilled, StarOutlined } from "@ant-design/icons";
import { CanAccess } from "@refinedev/core";
import type { TFunction } from "i18next";
import { formatRupiah } from "../../domain/money";
import type { ProductRow } from "./schema";
import type { ListQuery, SortField } from "./list-query";
import { StatusTag } from "./status-tag";

export interface ColumnActions {
  view: (row: ProductRow) => void;
  edit: (row: ProductRow) => void;
  togglePriority: (row: ProductRow) => void;
}

const star = (on: boolean) => (on ? <StarFilled aria-hidden style={{ color: "#ad6800" }} /> : <StarOutlined aria-hidden />);

/** The lowest price, with the discounts under it in small print when the product has any. */
function PriceCell({ t, row, price }: { t: TFunction; row: ProductRow; price: number }) {
  const discounts = [
    row.discount > 0 ? t("list.discountShort", { value: row.discount }) : null,
    row.buyerDiscount === null ? null : t("list.buyerDiscountShort", { value: row.buyerDiscount }),
  ].filter((s): s is string => s !== null);
  if (discounts.length === 0) return formatRupiah(price);
  return (
    <Space direction="vertical" size={0} align="end">
      {formatRupiah(price)}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {discounts.join(" · ")}
      </Typography.Text>
    </Space>
  );
}

export function productColumns(t: TFunction, query: ListQuery, actions: ColumnActions): TableColumnsType<ProductRow> {
  const sortOf = (field: SortField) =>
    query.sortField === field ? (query.sortOrder === "asc" ? ("ascend" as const) : ("descend" as const)) : null;
  return [
    {
      key: "priority",
      title: t("fields.priority"),
      width: 64,
      render: (_, row) => {
        // A toggle button: its name says what it is for, aria-pressed whether priority is on.
        const label = `${t("fields.priority")} ${row.itemName}`;
        return (
          <CanAccess resource="products" action="setPriority" fallback={row.priority ? <span aria-label={t("fields.priority")}>{star(true)}</span> : null}>
            <Button type="text" size="small" aria-label={label} aria-pressed={row.priority} icon={star(row.priority)} onClick={() => actions.togglePriority(row)} />
          </CanAccess>
        );
      },
    },
    {
      key: "image",
      title: t("list.columns.image"),
      width: 72,
      render: (_, row) =>
        row.mainImageUrl ? (
          <img src={row.mainImageUrl} alt={row.itemName} width={48} height={48} style={{ objectFit: "cover", borderRadius: 4 }} />
        ) : (
          <span aria-label={t("list.noImage")}>-</span>
        ),
    },
    { key: "partNo", dataIndex: "partNo", title: t("fields.partNo") },
    { key: "itemName", dataIndex: "itemName", title: t("fields.itemName"), ellipsis: true },
    { key: "category", dataIndex: "categoryName", title: t("fields.categoryId") },
    { key: "condition", dataIndex: "condition", title: t("fields.condition"), render: (v: number) => t(`condition.${v}`) },
    {
      key: "price",
      dataIndex: "price",
      title: t("list.columns.price"),
      align: "right",
      sorter: true,
      sortOrder: sortOf("price"),
      render: (v: number, row) => <PriceCell t={t} row={row} price={v} />,
    },
    {
      key: "stockNum",
      dataIndex: "stockNum",
      title: t("fields.stockNum"),
      align: "right",
      sorter: true,
      sortOrder: sortOf("stockNum"),
      render: (v: number, row) => (row.stockType === 1 ? `${v} (${t("stockType.1")})` : v),
    },
    { key: "status", dataIndex: "reviewStatus", title: t("list.columns.status"), render: (v: number) => <StatusTag status={v} /> },
    { key: "updateTime", dataIndex: "updateTime", title: t("list.columns.updateTime"), sorter: true, sortOrder: sortOf("updateTime") },
    {
      key: "actions",
      title: t("list.columns.actions"),
      render: (_, row) => (
        <Space size={4}>
          <CanAccess resource="products" action="show" params={{ id: row.itemId }}>
            <Button size="small" onClick={() => actions.view(row)} aria-label={t("list.viewNamed", { name: row.itemName })}>
              {t("list.view")}
            </Button>
          </CanAccess>
          <CanAccess resource="products" action="edit" params={{ id: row.itemId }}>
            <Button size="small" onClick={() => actions.edit(row)} aria-label={t("list.editNamed", { name: row.itemName })}>
              {t("list.edit")}
            </Button>
          </CanAccess>
        </Space>
      ),
    },
  ];
}
