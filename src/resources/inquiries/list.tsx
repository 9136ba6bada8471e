/**
 * /tend/inquiry-list (spec §2 "Inquiry list (tabs list and passed)", §3 "Inquiry", §4 "Inquiry and tender";
 * the tender cockpit: most urgent first): the tabs list / passed with their counts under the same filters, the
 * filters (kept in the URL), and a paged table of the inquiries offered to the shop's car brands, each with its
 * aging, a live deadline countdown coloured by urgency, the shop's tender status and the actions the pass rules
 * allow (tender, pass after a confirmation, undo a pass). A shop that sells no brand yet is told to add them in
 * its store details, since no inquiry reaches it before.
 */
import { Alert, Radio } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { INQUIRY_TAB_KEYS, type InquiryTab } from "../../domain/inquiry";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable, useResourceList } from "../../shell/page";
import { inquiryColumns } from "./columns";
import { InquiryFilters } from "./filters";
import {
  INQUIRY_QUERY_DEFAULTS,
  inquiryFilterBody,
  inquiryFilters,
  inquiryQuerySchema,
  isFiltered,
} from "./list-query";
import type { InquiryRow, InquiryTabCounts } from "./schema";
import { useInquiryMoves } from "./use-inquiry-moves";
import { STORE_EDIT_PATH, useShopBrands } from "./use-shop-brands";
import { useTendLocale } from "./use-tend-locale";
import "./inquiries.css";

export default function InquiryListView() {
  const { t } = useTranslation("inquiries");
  const ready = useTendLocale();
  const list = useResourceList<InquiryRow, typeof inquiryQuerySchema>({
    resource: "inquiries",
    schema: inquiryQuerySchema,
    defaults: INQUIRY_QUERY_DEFAULTS,
    filters: inquiryFilters,
  });
  const counts = useEndpointQuery<InquiryTabCounts>("inquiries", "counts", inquiryFilterBody(list.query));
  const moves = useInquiryMoves();
  const brands = useShopBrands();
  const tabCounts = counts.query.data?.data;
  const noBrands = brands !== null && brands.length === 0;
  const emptyText = isFiltered(list.query)
    ? t("list.filtered")
    : noBrands
      ? t("list.empty.noBrands")
      : t(`list.empty.${list.query.tab}`);

  return (
    <Page titleKey="inquiries:titles.inquiryList">
      {noBrands ? (
        <Alert
          type="info"
          showIcon
          message={t("list.noBrandsTitle")}
          description={
            <span>
              {t("list.noBrands")} <Link to={STORE_EDIT_PATH}>{t("list.noBrandsLink")}</Link>
            </span>
          }
        />
      ) : null}
      <InquiryFilters query={list.query} brands={brands ?? []} onSearch={list.setQuery} />
      <Radio.Group
        className="tend-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.tab}
        onChange={(e) => list.setQuery({ tab: e.target.value as InquiryTab })}
        options={INQUIRY_TAB_KEYS.map((key) => ({
          value: key,
          label: (
            <span>
              {t(`tabs.${key}`)} <span className="tend-tabs__count">{tabCounts?.[key] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("list.loadFailed"))} /> : null}
      <ResourceTable<InquiryRow>
        label={t("list.tableLabel")}
        emptyText={emptyText}
        rowKey="inquiryNo"
        columns={ready ? inquiryColumns(t, moves) : []}
        dataSource={list.rows}
        loading={list.loading || !ready}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1500 }}
      />
    </Page>
  );
}
