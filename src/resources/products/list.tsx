/**
 * /commodity/in-sale (spec §2 "Products for sale"): tabs in sale / under assessment / audit failed /
 * to up shelve, search, a paged table (§9 pager) and "Add product". View state lives in the URL.
 */
import { useMemo, type TableHTMLAttributes } from "react";
import { Button, Empty, Space, Table, Tabs, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { CanAccess } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PAGE_SIZE_OPTIONS } from "../../domain/wire";
import { IN_SALE_TAB_KEYS, type InSaleTab, type SortField } from "./list-query";
import { productColumns } from "./list-columns";
import { ListSearch } from "./list-search";
import { useProductList } from "./use-product-list";

export default function ProductListView() {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const { query, setQuery, rows, total, loading } = useProductList();
  const columns = productColumns(t, query, {
    view: (row) => navigate(`/commodity/in-detail?itemId=${row.itemId}`),
    edit: (row) => navigate(`/commodity/update?itemId=${row.itemId}`),
  });
  const caption = t(`list.tabs.${query.tab}`);
  // The table element itself carries the accessible name (antd offers no caption prop).
  const components = useMemo(
    () => ({ table: (props: TableHTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={t("list.tableLabel", { tab: caption })} /> }),
    [t, caption],
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t("titles.inSale")}
        </Typography.Title>
        <CanAccess resource="products" action="create">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate("/commodity/publish")}>
            {t("list.add")}
          </Button>
        </CanAccess>
      </Space>
      <Tabs
        activeKey={query.tab}
        onChange={(tab) => setQuery({ tab: tab as InSaleTab, page: 1 })}
        items={IN_SALE_TAB_KEYS.map((key) => ({ key, label: t(`list.tabs.${key}`) }))}
      />
      <ListSearch key={`${query.keyword}|${query.condition ?? ""}`} query={query} onSearch={setQuery} />
      <Table
        rowKey="itemId"
        components={components}
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: <Empty description={t("list.empty")} /> }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = s?.order === "ascend" ? "asc" : s?.order === "descend" ? "desc" : undefined;
          const pageSize = pagination.pageSize ?? query.pageSize;
          setQuery({
            page: pageSize !== query.pageSize ? 1 : (pagination.current ?? 1),
            pageSize,
            sortField: order ? (s?.columnKey as SortField) : undefined,
            sortOrder: order,
          });
        }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showQuickJumper: true,
          showTotal: (n) => t("list.total", { count: n }),
        }}
        scroll={{ x: 1100 }}
      />
    </Space>
  );
}
