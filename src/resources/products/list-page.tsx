/**
 * The product lists (spec §2 "Products for sale": in sale / under assessment / audit failed / to up
 * shelve; "Products off sale": draft / under assessment / not passed): tabs, search, a paged table (§9
 * pager) with row selection, the bulk bar of the tab's valid actions, the bulk edit and the priority star.
 * View state lives in the URL; `kind` picks the list.
 */
import { Suspense, lazy, useState } from "react";
import { Button, Grid, Tabs } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Page, ResourceTable } from "../../shell/page";

import { LIST_KINDS, tabKeysOf, tabStatuses, type ListKind, type SortField } from "./list-query";
import { isCode } from "../../domain/text-key";
import { PRODUCT_TABLE_MIN_WIDTH, SELECTION_COLUMN_WIDTH, productColumns } from "./list-columns";
import { ListSearch } from "./list-search";
import { BulkBar } from "./bulk-bar";
import { useBulkActions } from "./use-bulk-actions";
import { useProductList } from "./use-product-list";
import type { ProductRow } from "./schema";

// Opens on demand: its table of inputs (InputNumber, price tiers, the bulk rules) loads with it.
const BulkEditModal = lazy(() => import("./bulk-edit-modal").then((m) => ({ default: m.BulkEditModal })));

export function ProductListPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const { query, setQuery, rows, total, loading, selected, setSelectedIds } = useProductList(kind);
  const [editing, setEditing] = useState(false);
  const bulk = useBulkActions(() => setSelectedIds([]));
  const selectedIds = selected.map((r) => r.itemId);
  // Pinning the product column leaves too little room to scroll the rest below xl (e.g. a tablet).
  const pinIdentity = Grid.useBreakpoint().xl === true;
  const columns = productColumns(
    t,
    query,
    {
      view: (row) => navigate(`/commodity/in-detail?itemId=${row.itemId}`),
      edit: (row) => navigate(`/commodity/update?itemId=${row.itemId}`),
      togglePriority: (row) => void bulk.togglePriority(row.itemId, !row.priority),
    },
    { pinIdentity },
  );
  // antd answers the tab key as a string: only the list's own tabs are kept (their labels are typed keys).
  const openTab = (tab: string) => {
    if (isCode(tabKeysOf(kind), tab)) setQuery({ tab, page: 1 });
  };
  const add = (
    <CanAccess resource="products" action="create">
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate("/commodity/publish")}>
        {t("list.add")}
      </Button>
    </CanAccess>
  );

  return (
    <Page titleKey={`products:${LIST_KINDS[kind].titleKey}`} actions={add}>
      <Tabs
        activeKey={query.tab}
        onChange={openTab}
        items={tabKeysOf(kind).map((key) => ({ key, label: t(`list.tabs.${key}`) }))}
      />
      <ListSearch
        key={`${query.keyword}|${query.categoryId ?? ""}|${query.condition ?? ""}`}
        query={query}
        onSearch={setQuery}
      />
      <BulkBar
        statuses={tabStatuses(kind, query.tab)}
        count={selectedIds.length}
        busy={bulk.busy}
        onMove={(move) => bulk.move(move, selectedIds)}
        onPriority={(priority) => bulk.setPriority(selectedIds, priority)}
        onEdit={() => setEditing(true)}
      />
      <ResourceTable<ProductRow>
        label={t("list.tableLabel", { tab: t(`list.tabs.${query.tab}`) })}
        emptyText={t("list.empty")}
        rowKey="itemId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        selection={{
          columnWidth: SELECTION_COLUMN_WIDTH,
          selectedKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(Number)),
          rowLabel: (row) => t("bulk.selectRow", { name: row.itemName }),
        }}
        query={query}
        total={total}
        sortable
        onQuery={({ sortField, ...changes }) => setQuery({ ...changes, sortField: sortField as SortField | undefined })}
        totalText={(n) => t("list.total", { count: n })}
        // Fixed layout: the columns keep their widths and the product column takes the rest, so long names
        // are cut instead of widening the table; below the minimum width the table scrolls sideways.
        tableLayout="fixed"
        scroll={{ x: PRODUCT_TABLE_MIN_WIDTH }}
      />
      {editing && (
        <Suspense fallback={null}>
          <BulkEditModal itemIds={selectedIds} onClose={() => setEditing(false)} save={bulk.saveEdits} />
        </Suspense>
      )}
    </Page>
  );
}
