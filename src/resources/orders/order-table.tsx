/**
 * The orders table of the order list and the ready-to-ship list (spec §2 /order): rows with their allowed
 * moves, selection kept across pages (bulk confirm, multi-PO print), paging and totals in the URL.
 */
import { useTranslation } from "react-i18next";
import { ResourceTable, type TableQuery } from "../../shell/page";
import { orderColumns } from "./columns";
import type { OrderRow } from "./schema";
import type { OrderMoves } from "./use-order-moves";

export interface OrderTableProps {
  label: string;
  emptyText: string;
  list: {
    rows: OrderRow[];
    loading: boolean;
    query: TableQuery;
    total: number;
    setQuery: (changes: Partial<TableQuery>) => void;
  };
  selected: OrderRow[];
  onSelect: (rows: OrderRow[]) => void;
  moves: OrderMoves;
}

export function OrderTable({ label, emptyText, list, selected, onSelect, moves }: OrderTableProps) {
  const { t, i18n } = useTranslation(["orderScreens", "orders"]);
  return (
    <ResourceTable<OrderRow>
      label={label}
      emptyText={emptyText}
      rowKey="orderNo"
      columns={orderColumns(t, i18n.language, moves)}
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
      scroll={{ x: 1100 }}
    />
  );
}
