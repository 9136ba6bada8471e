/**
 * /commodity/stock-list (spec §2 "Stock management: view and raise stock", "Stock sync period"; §9):
 * the sync period card, search / stock type / low-stock filters, a paged table (state in the URL), a raise
 * action per row and a bulk raise of the selected rows (kept across pages until the filters change).
 */
import { useState } from "react";
import { Button } from "antd";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { Page, ResourceTable, Toolbar, useResourceList } from "../../shell/page";
import { stockColumns } from "./columns";
import { StockFilters } from "./filters";
import { STOCK_QUERY_DEFAULTS, stockFilters, stockQuerySchema, type StockListQuery } from "./list-query";
import { RaiseModal } from "./raise-modal";
import type { StockRow } from "./schema";
import { SyncPeriodCard } from "./sync-period";

export default function StockListView() {
  const { t } = useTranslation("stock");
  const list = useResourceList<StockRow, typeof stockQuerySchema>({
    resource: "stock",
    schema: stockQuerySchema,
    defaults: STOCK_QUERY_DEFAULTS,
    filters: stockFilters,
  });
  const [selected, setSelected] = useState<StockRow[]>([]);
  const [raising, setRaising] = useState<StockRow[] | null>(null);
  const filter = (changes: Partial<StockListQuery>) => {
    setSelected([]);
    list.setQuery(changes);
  };
  const closeRaise = (changed: boolean) => {
    setRaising(null);
    if (changed) {
      setSelected([]);
      void list.refresh();
    }
  };

  return (
    <Page titleKey="stock:titles.stockList">
      <SyncPeriodCard />
      <StockFilters query={list.query} onChange={filter} />
      <Toolbar>
        <CanAccess resource="stock" action="raise">
          <Button type="primary" disabled={selected.length === 0} onClick={() => setRaising(selected)}>
            {t("list.bulkRaise", { count: selected.length })}
          </Button>
        </CanAccess>
      </Toolbar>
      <ResourceTable<StockRow>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="itemId"
        columns={stockColumns(t, (row) => setRaising([row]))}
        dataSource={list.rows}
        loading={list.loading}
        selection={{
          selectedKeys: selected.map((r) => r.itemId),
          preserve: true,
          onChange: (_keys, picked) => setSelected(picked),
          rowLabel: (row) => t("list.selectRow", { name: row.itemName }),
        }}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 900 }}
      />
      {raising && <RaiseModal rows={raising} onClose={closeRaise} />}
    </Page>
  );
}
