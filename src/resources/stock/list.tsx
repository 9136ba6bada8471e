/**
 * /commodity/stock-list (spec §2 "Stock management: view and raise stock", "Stock sync period"; §9):
 * the sync period card, search / stock type / low-stock filters, a paged table (state in the URL), a raise
 * action per row and a bulk raise of the selected rows.
 */
import { pageChange, pagerProps } from "../../forms/pager";
import { useMemo, useState, type TableHTMLAttributes } from "react";
import { Button, Empty, Input, Select, Space, Switch, Table, Tooltip, Typography } from "antd";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { STOCK_TYPES } from "../../domain/product";

import { stockColumns } from "./columns";
import { RaiseModal } from "./raise-modal";
import { LOW_STOCK_BELOW } from "./rules";
import type { StockRow } from "./schema";
import { SyncPeriodCard } from "./sync-period";
import { useStockList } from "./use-stock-list";

export default function StockListView() {
  const { t } = useTranslation("stock");
  const { query, setQuery, rows, total, loading, selected, setSelected, refresh } = useStockList();
  const [raising, setRaising] = useState<StockRow[] | null>(null);
  const columns = stockColumns(t, (row) => setRaising([row]));
  const components = useMemo(
    () => ({ table: (props: TableHTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={t("list.tableLabel")} /> }),
    [t],
  );
  const closeRaise = (changed: boolean) => {
    setRaising(null);
    if (changed) {
      setSelected([]);
      void refresh();
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Title level={2} style={{ margin: 0 }}>{t("titles.stockList")}</Typography.Title>
      <SyncPeriodCard />
      <Space wrap>
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          allowClear
          maxLength={150}
          placeholder={t("list.search")}
          aria-label={t("list.search")}
          enterButton={t("common:actions.search")}
          onSearch={(keyword) => setQuery({ keyword })}
          style={{ width: 320 }}
        />
        <Select
          aria-label={t("products:fields.stockType")}
          style={{ width: 200 }}
          value={query.stockType ?? 0}
          onChange={(v: number) => setQuery({ stockType: v || undefined })}
          options={[{ value: 0, label: t("list.allTypes") }, ...STOCK_TYPES.map((v) => ({ value: v, label: t(`products:stockType.${v}`) }))]}
        />
        <Tooltip title={t("list.lowStockHint", { n: LOW_STOCK_BELOW })}>
          <Space>
            <Switch checked={query.lowStock} aria-label={t("list.lowStock")} onChange={(lowStock) => setQuery({ lowStock })} />
            <span>{t("list.lowStock")}</span>
          </Space>
        </Tooltip>
        <CanAccess resource="stock" action="raise">
          <Button type="primary" disabled={selected.length === 0} onClick={() => setRaising(selected)}>
            {t("list.bulkRaise", { count: selected.length })}
          </Button>
        </CanAccess>
      </Space>
      <Table<StockRow>
        rowKey="itemId"
        components={components}
        columns={columns}
        dataSource={rows}
        loading={loading}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.itemId), preserveSelectedRowKeys: true, onChange: (_keys, picked) => setSelected(picked.filter(Boolean)) }}
        locale={{ emptyText: <Empty description={t("list.empty")} /> }}
        onChange={(pagination) => setQuery(pageChange(query, pagination.current, pagination.pageSize))}
        pagination={pagerProps(query, total, (n) => t("list.total", { count: n }))}
        scroll={{ x: 900 }}
      />
      {raising && <RaiseModal rows={raising} onClose={closeRaise} />}
    </Space>
  );
}
