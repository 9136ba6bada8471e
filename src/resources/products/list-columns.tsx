/**
 * Columns of the product tables (in sale and off shelve share them): product (priority star, thumbnail,
 * name with the part no under it), category over condition, price (discount and buyer discount under it),
 * stock, status, last changed (date over time), actions. The star toggles priority (spec §2 "priority
 * toggle") for a user granted products.setPriority; others see it read-only.
 * Sized so that the whole table fits a 1366 px laptop with the side menu open (PRODUCT_TABLE_MIN_WIDTH);
 * the product column takes the room left and cuts name and part no with an ellipsis (full text on hover).
 * Narrower screens scroll the table sideways.
 */
import type { CSSProperties, ReactNode } from "react";
import { Button, Space, theme, type TableColumnsType } from "antd";
import { StarFilled, StarOutlined } from "@ant-design/icons";
import { CanAccess } from "../../access/can";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { formatPercent } from "../../domain/number";
import type { ProductRow } from "./schema";
import type { ListQuery, SortField } from "./list-query";
import { StatusTag } from "./status-tag";
import { isCode } from "../../domain/text-key";
import { CONDITIONS } from "../../domain/product";

export interface ColumnActions {
  view: (row: ProductRow) => void;
  edit: (row: ProductRow) => void;
  togglePriority: (row: ProductRow) => void;
}

export interface ColumnOptions {
  /** Keep selection and the product column in view while the rest scrolls (wide screens only). */
  pinIdentity: boolean;
}

// Fixed widths of every column but the product one, which takes the rest (at least PRODUCT_MIN).
const WIDTHS = {
  selection: 48,
  categoryCondition: 140,
  price: 140,
  stockNum: 100,
  status: 130,
  updateTime: 120,
  actions: 140,
};
const PRODUCT_MIN = 240;
/**
 * Table width below which it scrolls sideways (px): 1366 px less the 220 px side menu, the content
 * margins and a scrollbar leave about 1097 px, so every column shows on such a laptop.
 */
export const PRODUCT_TABLE_MIN_WIDTH = Object.values(WIDTHS).reduce((a, b) => a + b, PRODUCT_MIN);
/** Width of the selection (checkbox) column, px: part of PRODUCT_TABLE_MIN_WIDTH. */
export const SELECTION_COLUMN_WIDTH = WIDTHS.selection;

const star = (on: boolean) =>
  on ? <StarFilled aria-hidden style={{ color: "#ad6800" }} /> : <StarOutlined aria-hidden />;

// antd lets cell text break anywhere ("Prio/ritas", "AIS6079951/02"): wrap only between words.
const wholeWords = () => ({ style: { overflowWrap: "normal" as const, wordBreak: "normal" as const } });
const cut: CSSProperties = { display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" };
const line: CSSProperties = { display: "block", whiteSpace: "nowrap" };
const small: CSSProperties = { display: "block", fontSize: 12 };

/**
 * Secondary text: what antd's Text type="secondary" renders (same element and classes), without loading
 * Typography and its editable and copyable modes; its look comes from the theme's tokens.
 */
function Secondary({ children, style, title }: { children: ReactNode; style: CSSProperties; title?: string }) {
  const { token } = theme.useToken();
  return (
    <span
      className="ant-typography ant-typography-secondary"
      title={title}
      style={{ wordBreak: "break-word", ...style, color: token.colorTextSecondary }}
    >
      {children}
    </span>
  );
}

/** Two lines in one cell: the main value, and a secondary one under it when there is one. */
function Stacked({ top, below }: { top: ReactNode; below?: ReactNode }) {
  return (
    <div>
      <span style={{ display: "block" }}>{top}</span>
      {below ? <Secondary style={small}>{below}</Secondary> : null}
    </div>
  );
}

/** Star (a toggle button when allowed), thumbnail, then the name over the part no, both cut to the room left. */
function ProductCell({ row, onTogglePriority }: { row: ProductRow; onTogglePriority: () => void }) {
  const { t } = useTranslation("products");
  const readOnly = row.priority ? <span aria-label={t("fields.priority")}>{star(true)}</span> : null;
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8, minWidth: 0 }}>
      <span style={{ flex: "none", width: 24, display: "inline-flex", justifyContent: "center" }}>
        <CanAccess resource="products" action="setPriority" fallback={readOnly}>
          {/* A toggle button: its name says what it is for, aria-pressed whether priority is on. */}
          <Button
            type="text"
            size="small"
            aria-label={`${t("fields.priority")} ${row.itemName}`}
            aria-pressed={row.priority}
            icon={star(row.priority)}
            onClick={onTogglePriority}
          />
        </CanAccess>
      </span>
      {row.mainImageUrl ? (
        <img
          src={row.mainImageUrl}
          alt={row.itemName}
          width={40}
          height={40}
          style={{ flex: "none", objectFit: "cover", borderRadius: 4 }}
        />
      ) : (
        <span aria-label={t("list.noImage")} style={{ flex: "none", width: 40, textAlign: "center" }}>
          -
        </span>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <span title={row.itemName} style={cut}>
          {row.itemName}
        </span>
        <Secondary title={row.partNo} style={{ ...cut, fontSize: 12 }}>
          {row.partNo}
        </Secondary>
      </div>
    </div>
  );
}

/** The lowest price, with each discount on its own line under it (in the user's number format) when it has any. */
function PriceCell({ row, price }: { row: ProductRow; price: number }) {
  const { t, i18n } = useTranslation("products");
  const discounts = [
    row.discount > 0 ? t("list.discountShort", { value: formatPercent(row.discount, i18n.language) }) : null,
    row.buyerDiscount === null
      ? null
      : t("list.buyerDiscountShort", { value: formatPercent(row.buyerDiscount, i18n.language) }),
  ].filter((s): s is string => s !== null);
  return (
    <div>
      <span style={line}>{formatRupiah(price)}</span>
      {discounts.map((d) => (
        <Secondary key={d} style={{ ...small, whiteSpace: "nowrap" }}>
          {d}
        </Secondary>
      ))}
    </div>
  );
}

/** `yyyy-MM-dd HH:mm:ss` as the date over the time, so the column stays narrow. */
function DateTimeCell({ value }: { value: string }) {
  const [date, time] = value.split(" ");
  return (
    <div>
      <span style={line}>{date}</span>
      {time ? <span style={line}>{time}</span> : null}
    </div>
  );
}

export function productColumns(
  t: TFunction<"products">,
  query: ListQuery,
  actions: ColumnActions,
  options: ColumnOptions = { pinIdentity: false },
): TableColumnsType<ProductRow> {
  const sortOf = (field: SortField) =>
    query.sortField === field ? (query.sortOrder === "asc" ? ("ascend" as const) : ("descend" as const)) : null;
  const columns: TableColumnsType<ProductRow> = [
    {
      key: "product",
      title: t("list.columns.product"),
      fixed: options.pinIdentity ? "left" : undefined,
      render: (_, row) => <ProductCell row={row} onTogglePriority={() => actions.togglePriority(row)} />,
    },
    {
      key: "categoryCondition",
      title: t("list.columns.categoryCondition"),
      width: WIDTHS.categoryCondition,
      render: (_, row) => (
        <Stacked
          top={row.categoryName}
          below={isCode(CONDITIONS, row.condition) ? t(`condition.${row.condition}`) : String(row.condition)}
        />
      ),
    },
    {
      key: "price",
      dataIndex: "price",
      title: t("list.columns.price"),
      width: WIDTHS.price,
      align: "right",
      sorter: true,
      sortOrder: sortOf("price"),
      render: (v: number, row) => <PriceCell row={row} price={v} />,
    },
    {
      key: "stockNum",
      dataIndex: "stockNum",
      title: t("fields.stockNum"),
      width: WIDTHS.stockNum,
      align: "right",
      sorter: true,
      sortOrder: sortOf("stockNum"),
      render: (v: number, row) => <Stacked top={v} below={row.stockType === 1 ? t("stockType.1") : undefined} />,
    },
    {
      key: "status",
      dataIndex: "reviewStatus",
      title: t("list.columns.status"),
      width: WIDTHS.status,
      render: (v: number) => <StatusTag status={v} />,
    },
    {
      key: "updateTime",
      dataIndex: "updateTime",
      title: t("list.columns.updateTime"),
      width: WIDTHS.updateTime,
      sorter: true,
      sortOrder: sortOf("updateTime"),
      render: (v: string) => <DateTimeCell value={v} />,
    },
    {
      key: "actions",
      title: t("list.columns.actions"),
      width: WIDTHS.actions,
      render: (_, row) => (
        <Space size={4} wrap>
          <CanAccess resource="products" action="show" params={{ id: row.itemId }}>
            <Button
              size="small"
              onClick={() => actions.view(row)}
              aria-label={t("list.viewNamed", { name: row.itemName })}
            >
              {t("list.view")}
            </Button>
          </CanAccess>
          <CanAccess resource="products" action="edit" params={{ id: row.itemId }}>
            <Button
              size="small"
              onClick={() => actions.edit(row)}
              aria-label={t("list.editNamed", { name: row.itemName })}
            >
              {t("list.edit")}
            </Button>
          </CanAccess>
        </Space>
      ),
    },
  ];
  return columns.map((c) => ({ onHeaderCell: wholeWords, onCell: wholeWords, ...c }));
}
