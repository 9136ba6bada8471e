/**
 * /customer/list (our route; spec §2 /customer, §3 "Customer"): the shop's customers with their credit
 * figures, filters in the URL, "Add customer" (customers.create) and a selection of rows whose "Set
 * discount" opens /customer/detail/mulitple-set-discount with the chosen ids (customers.discount).
 */
import { useState } from "react";
import { Alert, Button } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { failureText } from "../../providers/data-hooks";
import { Page, ResourceTable, Toolbar, useResourceList } from "../../shell/page";
import { customerColumns } from "./columns";
import { CustomerFilters } from "./filters";
import {
  CUSTOMER_QUERY_DEFAULTS,
  customerFilters,
  customerQuerySchema,
  isFiltered,
  type CustomerListQuery,
} from "./list-query";
import { customerNewPath, multipleSetDiscountPath } from "./paths";
import type { CustomerRow } from "./schema";
import { CustomerScreen } from "./screen";

function CustomerListView() {
  const { t } = useTranslation(["customers", "partnerships"]);
  const navigate = useNavigate();
  const list = useResourceList<CustomerRow, typeof customerQuerySchema>({
    resource: "customers",
    schema: customerQuerySchema,
    defaults: CUSTOMER_QUERY_DEFAULTS,
    filters: customerFilters,
  });
  const [selected, setSelected] = useState<CustomerRow[]>([]);
  const filter = (changes: Partial<CustomerListQuery>) => {
    setSelected([]);
    list.setQuery(changes);
  };
  const add = (
    <CanAccess resource="customers" action="create">
      <Button type="primary" onClick={() => void navigate(customerNewPath)}>
        {t("list.add")}
      </Button>
    </CanAccess>
  );
  return (
    <Page titleKey="customers:titles.list" actions={add}>
      <CustomerFilters query={list.query} onSearch={filter} />
      <Toolbar>
        <CanAccess resource="customers" action="discount">
          <Button
            disabled={selected.length === 0}
            onClick={() => void navigate(multipleSetDiscountPath(selected.map((r) => r.id)))}
          >
            {t("list.setDiscount", { count: selected.length })}
          </Button>
        </CanAccess>
      </Toolbar>
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("list.loadFailed"))} /> : null}
      <ResourceTable<CustomerRow>
        label={t("list.tableLabel")}
        emptyText={isFiltered(list.query) ? t("list.filtered") : t("list.empty")}
        rowKey="id"
        columns={customerColumns(t)}
        dataSource={list.rows}
        loading={list.loading}
        selection={{
          selectedKeys: selected.map((r) => r.id),
          preserve: true,
          onChange: (_keys, picked) => setSelected(picked),
          rowLabel: (row) => t("list.selectRow", { name: row.buyerName }),
        }}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1600 }}
      />
    </Page>
  );
}

export default function CustomerListViewRoute() {
  return <CustomerScreen>{() => <CustomerListView />}</CustomerScreen>;
}
