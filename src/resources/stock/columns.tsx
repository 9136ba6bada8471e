/** Columns of the stock table: product (image, name, part no), stock type (unlimited rule in a tooltip), stock, status, update time, raise. */
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from "antd";
import { CanAccess } from "../../access/can";
import type { TFunction } from "i18next";
import { StatusTag } from "../products/status-tag";
import { StockType } from "./rules";
import type { StockRow } from "./schema";
import { formatThousands } from "../../domain/money";
import { isCode } from "../../domain/text-key";
import { STOCK_TYPES } from "../../domain/product";

export function StockTypeTag({ type, t }: { type: number; t: TFunction<["stock", "products"]> }) {
  const label = isCode(STOCK_TYPES, type) ? t(`products:stockType.${type}`) : String(type);
  const tag = <Tag color={type === StockType.unlimited ? "blue" : undefined}>{label}</Tag>;
  if (type !== StockType.unlimited) return tag;
  return (
    <Tooltip title={t("stock:stockType.unlimitedHint")}>
      <span tabIndex={0} aria-label={`${label}: ${t("stock:stockType.unlimitedHint")}`}>
        {tag}
      </span>
    </Tooltip>
  );
}

export function stockColumns(
  t: TFunction<["stock", "products"]>,
  onRaise: (row: StockRow) => void,
): TableColumnsType<StockRow> {
  return [
    {
      key: "product",
      title: t("list.product"),
      render: (_, row) => (
        <Space>
          {row.mainImageUrl ? (
            <img src={row.mainImageUrl} alt="" width={40} height={40} className="resource-table__thumb" />
          ) : null}
          <Space direction="vertical" size={0}>
            <Typography.Text>{row.itemName}</Typography.Text>
            <Typography.Text type="secondary">{row.partNo}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      key: "stockType",
      dataIndex: "stockType",
      title: t("products:fields.stockType"),
      render: (v: number) => <StockTypeTag type={v} t={t} />,
    },
    {
      key: "stockNum",
      dataIndex: "stockNum",
      title: t("products:fields.stockNum"),
      align: "right",
      render: (v: number) => formatThousands(v),
    },
    {
      key: "status",
      dataIndex: "reviewStatus",
      title: t("list.status"),
      render: (v: number) => <StatusTag status={v} />,
    },
    { key: "updateTime", dataIndex: "updateTime", title: t("list.updateTime"), width: 170 },
    {
      key: "action",
      title: t("list.action"),
      width: 100,
      render: (_, row) => (
        <CanAccess resource="stock" action="raise">
          <Button size="small" aria-label={`${t("list.raise")} ${row.partNo}`} onClick={() => onRaise(row)}>
            {t("list.raise")}
          </Button>
        </CanAccess>
      ),
    },
  ];
}
