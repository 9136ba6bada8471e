/**
 * /customer/partnership (spec §2 "Partnership: list, unconfirmed list, detail"; §3 "Partnership"): the
 * tabs of PARTNERSHIP_TABS (all, active, inactive, blacklist, waiting, unconfirmed) with their counts under
 * the same keyword, the keyword filter, and a paged table whose rows show the terms, credit figures,
 * status and the request tickets pending; state in the URL.
 */
import { Alert, Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { PARTNERSHIP_TAB_KEYS, type PartnershipTab } from "../../domain/partnership";
import { MAX_KEYWORD } from "../../domain/wire";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { FilterBar, Page, ResourceTable, useResourceList } from "../../shell/page";
import { partnershipColumns } from "./columns";
import {
  PARTNERSHIP_QUERY_DEFAULTS,
  partnershipCountBody,
  partnershipFilters,
  partnershipQuerySchema,
} from "./list-query";
import type { PartnershipRow, PartnershipTabCounts } from "./schema";
import "../refunds/refunds.css";
import { CustomerScreen } from "../customers/screen";

function PartnershipListView() {
  const { t } = useTranslation(["partnerships", "customers", "requests", "products"]);
  const list = useResourceList<PartnershipRow, typeof partnershipQuerySchema>({
    resource: "partnerships",
    schema: partnershipQuerySchema,
    defaults: PARTNERSHIP_QUERY_DEFAULTS,
    filters: partnershipFilters,
  });
  const counts = useEndpointQuery<PartnershipTabCounts>("partnerships", "counts", partnershipCountBody(list.query));
  const tabCounts = counts.result.data;
  return (
    <Page titleKey="partnerships:titles.partnership">
      <FilterBar<{ keyword?: string }>
        initialValues={{ keyword: list.query.keyword }}
        onSearch={(v) => list.setQuery({ keyword: (v.keyword ?? "").trim() })}
        onReset={() => list.setQuery({ keyword: "" })}
      >
        <Form.Item name="keyword" label={t("list.keyword")}>
          <Input
            allowClear
            maxLength={MAX_KEYWORD}
            placeholder={t("list.keywordPlaceholder")}
            className="filter-bar__control--wide"
          />
        </Form.Item>
      </FilterBar>
      {/* Tabs as one choice of buttons that wrap at 1024 px, as the refund list's (antd Tabs hide overflow). */}
      <Radio.Group
        className="refund-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.tab}
        onChange={(e) => list.setQuery({ tab: e.target.value as PartnershipTab })}
        options={PARTNERSHIP_TAB_KEYS.map((key) => ({
          value: key,
          label: (
            <span>
              {t(`tabs.${key}`)} <span className="refund-tabs__count">{tabCounts?.[key] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("list.loadFailed"))} /> : null}
      <ResourceTable<PartnershipRow>
        label={t("list.tableLabel")}
        emptyText={list.query.keyword ? t("list.filtered") : t("list.empty")}
        rowKey="id"
        columns={partnershipColumns(t)}
        dataSource={list.rows}
        loading={list.loading}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1900 }}
      />
    </Page>
  );
}

export default function PartnershipListViewRoute() {
  return <CustomerScreen>{() => <PartnershipListView />}</CustomerScreen>;
}
