/**
 * The orders table of the order list and the ready-to-ship list (spec §2 /order): rows with their allowed
 * moves, selection kept across pages (bulk confirm, multi-PO print), paging and totals in the URL.
 */
import type { ReactNode } from "react";
import type { TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { ResourceTable, type TableQuery } from "../../shell/page";
import { orderColumns } from "./columns";
import type { OrderRow } from "./schema";
import type { OrderMoves } from "./use-order-moves";

export interface OrderTableProps<R extends OrderRow = OrderRow> {
  label: string;
  emptyText: string;
  list: {
    rows: R[];
    loading: boolean;
    query: TableQuery;
    total: number;
    setQuery: (changes: Partial<TableQuery>) => void;
  };
  selected: R[];
  onSelect: (rows: R[]) => void;
  moves: OrderMoves;
  /** The bound resource's own buttons of a row. */
  rowExtra?: (row: R) => ReactNode;
  /** The bound resource's own columns, inserted after the order column. */
  extraColumns?: TableColumnsType<R>;
}

export function OrderTable<R extends OrderRow = OrderRow>({
  label,
  emptyText,
  list,
  selected,
  onSelect,
  moves,
  rowExtra,
  extraColumns = [],
}: OrderTableProps<R>) {
  const { t, i18n } = useTranslation(["orderScreens", "orders"]);
  const [first, ...rest] = orderColumns<R>(t, i18n.language, moves, rowExtra);
  return (
    <ResourceTable<R>
      label={label}
      emptyText={emptyText}
      rowKey="orderNo"
      columns={[first, ...extraColumns, ...rest]}
      dataSource={list.rows}
      loading={list.loading}
      selection={{
        selectedKeys: selected.map((r) => r.orderNo),
        preserve: true,
        onChange: (_keys, picked) => onSelect(picked),
        rowLabel: (row) => t("list.selectRow", { orderNo: row.orderNo }),
      }}
      query={list.query}
      total={list.total}
      onQuery={list.setQuery}
      totalText={(n) => t("list.total", { count: n })}
      scroll={{ x: 1100 + 200 * extraColumns.length }}
    />
  );
}
