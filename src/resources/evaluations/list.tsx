/**
 * /commodity/evaluation-received (spec §2, §3 "Review", §9 "Rate count 5 with half stars; review 1, 3 or 5"):
 * the buyers' reviews of the shop's products, newest first, with a summary header (average with half stars,
 * counts per star), star tabs (all / 5 / 3 / 1), filters and paging kept in the URL. An "only own" position
 * sees reviews of its own products only (the API decides).
 */
import { Card, Empty, Flex, List, Rate, Space, Statistic, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Page, listPagination } from "../../shell/page";

import { EvaluationFilters } from "./filters";
import { ReviewItem } from "./review-item";
import { REVIEW_STARS, type EvaluationSummary, type ReviewStars } from "./schema";
import { useEvaluations } from "./use-evaluations";

const TAB_STARS = [...REVIEW_STARS].reverse();

function SummaryHeader({ summary }: { summary: EvaluationSummary }) {
  const { t, i18n } = useTranslation("evaluations");
  // The user's number format (id-ID "4,3"), not antd's fixed "." separator.
  const average = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  return (
    <Card size="small" aria-label={t("summary.label")}>
      <Flex gap={32} align="center" wrap>
        <Statistic title={t("summary.average")} value={summary.average} formatter={() => average} />
        <Rate disabled allowHalf count={5} value={Math.round(summary.average * 2) / 2} />
        <Space direction="vertical" size={0}>
          <Typography.Text>{t("summary.total", { count: summary.total })}</Typography.Text>
          <Typography.Text type="secondary">{t("summary.withPhoto", { count: summary.withPhoto })}</Typography.Text>
        </Space>
      </Flex>
    </Card>
  );
}

export default function EvaluationsView() {
  const { t } = useTranslation("evaluations");
  const { query, setQuery, rows, total, loading, summary } = useEvaluations();
  const tabs = [
    { key: "all", label: summary ? `${t("tabs.all")} (${summary.total})` : t("tabs.all") },
    ...TAB_STARS.map((s) => ({
      key: String(s),
      label: summary ? `${t("tabs.star", { count: s })} (${summary.counts[`${s}`]})` : t("tabs.star", { count: s }),
    })),
  ];

  return (
    <Page titleKey="evaluations:titles.list">
      {summary && <SummaryHeader summary={summary} />}
      <Tabs
        activeKey={query.stars ? String(query.stars) : "all"}
        items={tabs}
        onChange={(key) => setQuery({ page: 1, stars: key === "all" ? undefined : (Number(key) as ReviewStars) })}
      />
      <EvaluationFilters
        key={`${query.hasPhoto ?? ""}|${query.keyword ?? ""}|${query.from ?? ""}|${query.to ?? ""}`}
        query={query}
        onSearch={setQuery}
      />
      <List
        aria-label={t("list.label")}
        bordered
        loading={loading}
        dataSource={rows}
        rowKey="id"
        locale={{ emptyText: <Empty description={t("list.empty")} /> }}
        renderItem={(row) => (
          <List.Item>
            <ReviewItem row={row} />
          </List.Item>
        )}
        pagination={listPagination(query, total, setQuery, (n) => t("list.total", { count: n }))}
      />
    </Page>
  );
}
