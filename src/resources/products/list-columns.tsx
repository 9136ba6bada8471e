/**
 * Columns of the product tables: priority star, thumbnail, part no, name, category, condition, price (with
 * discount and buyer discount in small print), stock,
 * status, update time, actions. The star toggles priority (spec §2 "priority toggle") for a user granted
 * products.setPriority; others see it read-only.
 * Every column has a width that fits its header and content on one line (the table scrolls sideways
 * when the screen is narrower); part no and name are cut with an ellipsis and show in full on hover.
 */
import { Button, Space, Typography, type TableColumnsType } from "antd";
import { StarFilled, StarOutlined } from "@ant-design/icons";
import { CanAccess } from "@refinedev/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { formatPercent } from "../../domain/number";
import type { ProductRow } from "./schema";
import type { ListQuery, SortField } from "./list-query";
import { StatusTag } from "./status-tag";

export interface ColumnActions {
  view: (row: ProductRow) => void;
  edit: (row: ProductRow) => void;
  togglePriority: (row: ProductRow) => void;
}

export interface ColumnOptions {
  /** Keep selection, star, image, part no and name in view while the rest scrolls (wide screens only). */
  pinIdentity: boolean;
}

const star = (on: boolean) => (on ? <StarFilled aria-hidden style={{ color: "#ad6800" }} /> : <StarOutlined aria-hidden />);

// antd lets cell text break anywhere ("Prio/ritas", "AIS6079951/02"): wrap only between words.
const wholeWords = () => ({ style: { overflowWrap: "normal" as const, wordBreak: "normal" as const } });
const oneLine = () => ({ style: { whiteSpace: "nowrap" as const } });

/** The lowest price, with the discounts under it in small print (in the user's number format) when it has any. */
function PriceCell({ row, price }: { row: ProductRow; price: number }) {
  const { t, i18n } = useTranslation("products");
  const discounts = [
    row.discount > 0 ? t("list.discountShort", { value: formatPercent(row.discount, i18n.language) }) : null,
    row.buyerDiscount === null ? null : t("list.buyerDiscountShort", { value: formatPercent(row.buyerDiscount, i18n.language) }),
  ].filter((s): s is string => s !== null);
  if (discounts.length === 0) return <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(price)}</span>;
  return (
    <Space direction="vertical" size={0} align="end">
      <span style={{ whiteSpace: "nowrap" }}>{formatRupiah(price)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
        {discounts.join(" · ")}
      </Typography.Text>
    </Space>
  );
}

export function productColumns(t: TFunction, query: ListQuery, actions: ColumnActions, options: ColumnOptions = { pinIdentity: false }): TableColumnsType<ProductRow> {
  const pin = options.pinIdentity ? ("left" as const) : undefined;
  const sortOf = (field: SortField) =>
    query.sortField === field ? (query.sortOrder === "asc" ? ("ascend" as const) : ("descend" as const)) : null;
  const columns: TableColumnsType<ProductRow> = [
    {
      key: "priority",
      title: t("fields.priority"),
      width: 96,
      fixed: pin,
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
      width: 84,
      fixed: pin,
      render: (_, row) =>
        row.mainImageUrl ? (
          <img src={row.mainImageUrl} alt={row.itemName} width={48} height={48} style={{ objectFit: "cover", borderRadius: 4 }} />
        ) : (
          <span aria-label={t("list.noImage")}>-</span>
        ),
    },
    { key: "partNo", dataIndex: "partNo", title: t("fields.partNo"), width: 140, fixed: pin, ellipsis: { showTitle: true } },
    { key: "itemName", dataIndex: "itemName", title: t("fields.itemName"), width: 220, fixed: pin, ellipsis: { showTitle: true } },
    { key: "category", dataIndex: "categoryName", title: t("fields.categoryId"), width: 130 },
    { key: "condition", dataIndex: "condition", title: t("fields.condition"), width: 120, render: (v: number) => t(`condition.${v}`) },
    {
      key: "price",
      dataIndex: "price",
      title: t("list.columns.price"),
      width: 210,
      align: "right",
      sorter: true,
      sortOrder: sortOf("price"),
      render: (v: number, row) => <PriceCell row={row} price={v} />,
    },
    {
      key: "stockNum",
      dataIndex: "stockNum",
      title: t("fields.stockNum"),
      width: 100,
      align: "right",
      sorter: true,
      sortOrder: sortOf("stockNum"),
      render: (v: number, row) => (row.stockType === 1 ? `${v} (${t("stockType.1")})` : v),
    },
    { key: "status", dataIndex: "reviewStatus", title: t("list.columns.status"), width: 190, render: (v: number) => <StatusTag status={v} /> },
    { key: "updateTime", dataIndex: "updateTime", title: t("list.columns.updateTime"), width: 180, onCell: oneLine, sorter: true, sortOrder: sortOf("updateTime") },
    {
      key: "actions",
      title: t("list.columns.actions"),
      width: 140,
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
  return columns.map((c) => ({ onHeaderCell: wholeWords, ...(c.onCell ? {} : { onCell: wholeWords }), ...c }));
}
