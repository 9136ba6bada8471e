/**
 * /tend/tender, tender management (spec §2 tender, §4 "Tender status: unprocessed, wait, tended, wait to be
 * purchased, purchased, not purchased, cancelled, expired"): a tab per status with its count under the same
 * filters, the filters (kept in the URL), and a paged table of the shop's tenders ("only own" positions: the
 * ones they created or last handled) with their inquiry, car, status, total, the deadline while open, owner and
 * the inquiry order once purchased.
 */
import { Alert, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { TENDER_TAB_KEYS, type TenderTab } from "../../domain/inquiry";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable, useResourceList } from "../../shell/page";
import { useTendLocale } from "../inquiries/use-tend-locale";
import { tenderColumns } from "./columns";
import { TenderFilters } from "./filters";
import {
  TENDER_QUERY_DEFAULTS,
  TENDER_QUERY_OPTIONS,
  isFiltered,
  tenderFilterBody,
  tenderFilters,
  tenderQuerySchema,
} from "./list-query";
import type { TenderRow, TenderTabCounts } from "./schema";
import "../inquiries/inquiries.css";

export default function TenderListView() {
  const { t } = useTranslation("tenders");
  const ready = useTendLocale();
  const list = useResourceList<TenderRow, typeof tenderQuerySchema>({
    resource: "tenders",
    schema: tenderQuerySchema,
    defaults: TENDER_QUERY_DEFAULTS,
    options: TENDER_QUERY_OPTIONS,
    filters: tenderFilters,
  });
  const counts = useEndpointQuery<TenderTabCounts>("tenders", "counts", tenderFilterBody(list.query));
  const tabCounts = counts.query.data?.data;
  return (
    <Page titleKey="tenders:titles.tender">
      <TenderFilters query={list.query} onSearch={list.setQuery} />
      <Radio.Group
        className="tend-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.tab}
        onChange={(e) => list.setQuery({ tab: e.target.value as TenderTab })}
        options={TENDER_TAB_KEYS.map((key) => ({
          value: key,
          label: (
            <span>
              {t(`tabs.${key}`)} <span className="tend-tabs__count">{tabCounts?.[key] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("list.loadFailed"))} /> : null}
      <ResourceTable<TenderRow>
        label={t("list.tableLabel")}
        emptyText={isFiltered(list.query) ? t("list.filtered") : t("list.empty")}
        rowKey="tenderNo"
        columns={ready ? tenderColumns(t) : []}
        dataSource={list.rows}
        loading={list.loading || !ready}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1400 }}
      />
    </Page>
  );
}
