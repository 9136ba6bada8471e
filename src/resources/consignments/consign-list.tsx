/**
 * The three consignment lists (spec §2 /consign consign-request-list, consign-offer-list,
 * consign-order-list; §4 "Consign"), one component parameterised by the CONSIGN_LISTS key: the search
 * (keyword, creation days) kept in the URL, on the order list the status tabs of its four statuses with
 * their counts under the same search, and a paged table whose row actions follow each row's status
 * (a request: confirm with an offer or reject with a reason; waiting to be delivered: arrange shipment).
 */
import { useState } from "react";
import { Alert, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { CONSIGN_LISTS, consignStatusName, type ConsignList } from "../../domain/consign";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable, useResourceList } from "../../shell/page";
import { consignColumns } from "./columns";
import { KeywordDayFilters } from "./filters";
import {
  CONSIGN_QUERY_DEFAULTS,
  CONSIGN_QUERY_OPTIONS,
  consignFilterBody,
  consignFilters,
  consignQuerySchema,
  isFiltered,
} from "./list-query";
import { ConsignReasonModal, type ReasonKind } from "./reason-modal";
import type { ConsignCounts, ConsignRow } from "./schema";
import "./consignments.css";

const TITLES = {
  request: "consignments:titles.consignRequestList",
  offer: "consignments:titles.consignOfferList",
  order: "consignments:titles.consignOrderList",
} as const satisfies Record<ConsignList, string>;

/** The order list's tabs: all, then each of its statuses. */
const ALL = 0;

export function ConsignListView({ list: listKey }: { list: ConsignList }) {
  const { t } = useTranslation(["consignments", "common"]);
  const list = useResourceList<ConsignRow, typeof consignQuerySchema>({
    resource: "consignments",
    schema: consignQuerySchema,
    defaults: CONSIGN_QUERY_DEFAULTS,
    options: CONSIGN_QUERY_OPTIONS,
    filters: (q) => consignFilters(listKey, q),
  });
  const withTabs = listKey === "order";
  const counts = useEndpointQuery<ConsignCounts>("consignments", "counts", consignFilterBody(listKey, list.query), {
    enabled: withTabs,
  });
  const [dialog, setDialog] = useState<{ kind: ReasonKind; consignNo: string } | null>(null);
  const tabCounts = counts.query.data?.data;
  const statuses = CONSIGN_LISTS.order;
  const countOf = (status: number) => tabCounts?.statuses[consignStatusName(status)] ?? 0;
  const allCount = tabCounts?.lists.order ?? 0;

  return (
    <Page titleKey={TITLES[listKey]}>
      <KeywordDayFilters
        query={list.query}
        onSearch={list.setQuery}
        labels={{
          keyword: t("list.keyword"),
          keywordPlaceholder: t("list.keywordPlaceholder"),
          from: t("list.from"),
          to: t("list.to"),
          endBeforeStart: t("list.endBeforeStart"),
        }}
      />
      {withTabs ? (
        // The status tabs as one choice of buttons that wrap at 1024 px (as the order list: antd Tabs hide
        // the overflow behind a "more" button that is not a tab, axe aria-required-children).
        <Radio.Group
          className="consign-tabs"
          aria-label={t("list.tabs")}
          optionType="button"
          buttonStyle="solid"
          value={list.query.status ?? ALL}
          onChange={(e) => {
            const value = e.target.value as number;
            list.setQuery({ status: value === ALL ? undefined : (value as (typeof statuses)[number]) });
          }}
          options={[
            {
              value: ALL,
              label: (
                <span>
                  {t("list.all")} <span className="consign-tabs__count">{allCount}</span>
                </span>
              ),
            },
            ...statuses.map((status) => ({
              value: status,
              label: (
                <span>
                  {t(`status.${consignStatusName(status)}`)}{" "}
                  <span className="consign-tabs__count">{countOf(status)}</span>
                </span>
              ),
            })),
          ]}
        />
      ) : null}
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("list.loadFailed"))} /> : null}
      <ResourceTable<ConsignRow>
        label={t(`list.tableLabel.${listKey}`)}
        emptyText={isFiltered(list.query) ? t("list.filtered") : t(`list.empty.${listKey}`)}
        rowKey="consignNo"
        columns={consignColumns(t, (kind, consignNo) => setDialog({ kind, consignNo }))}
        dataSource={list.rows}
        loading={list.loading}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1650 }}
      />
      {dialog ? (
        <ConsignReasonModal kind={dialog.kind} consignNo={dialog.consignNo} onClose={() => setDialog(null)} />
      ) : null}
    </Page>
  );
}
