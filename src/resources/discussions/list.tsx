/**
 * /message/discussionList (spec §2; §3 "discussion entry (type 0 buyer, 1 seller)"; §9 pager): the shop's
 * product discussions, newest question first, with search, the unanswered filter and a "new" marker on
 * those where the buyer wrote since the shop last opened them. A buyer entry arriving (real-time topic
 * `discussion`) refreshes the list. State lives in the URL.
 */
import { Image, Input, Select, Space, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MAX_KEYWORD } from "../../domain/wire";
import { useRealtime } from "../../providers/realtime";
import { FilterBar, FilterField, Page, ResourceTable, useResourceList } from "../../shell/page";
import { discussions } from "./index";
import { ANSWER_FILTERS, DISCUSSION_QUERY_DEFAULTS, discussionFilters, discussionQuerySchema } from "./list-query";
import type { ForumPostRow } from "./schema";

const DETAIL_PATH = discussions.routes.messageDiscussion.path;

/** The detail page of post `postId`. */
export const discussionPath = (postId: number) => `${DETAIL_PATH}?postId=${postId}`;

function columns(t: TFunction<["discussions", "common"]>): ColumnsType<ForumPostRow> {
  return [
    {
      key: "product",
      title: t("detail.product"),
      width: 260,
      render: (_, r) => (
        <Space align="start">
          {r.picture ? <Image src={r.picture} alt={r.itemName} width={48} height={48} preview={false} /> : null}
          <span>
            <span className="discussion-list__item">{r.itemName}</span>
            <br />
            <small>{t("detail.partNo", { partNo: r.partNo })}</small>
          </span>
        </Space>
      ),
    },
    {
      key: "question",
      title: t("detail.question"),
      render: (_, r) => (
        <span>
          {r.hasNew ? <Tag color="red">{t("list.new")}</Tag> : null}
          <Link to={discussionPath(r.postId)}>{r.content}</Link>
          <br />
          <small>{t("list.asked", { name: r.buyerName, time: r.createTime })}</small>
        </span>
      ),
    },
    {
      key: "status",
      title: t("filters.answer"),
      width: 150,
      render: (_, r) =>
        r.unanswered ? <Tag color="orange">{t("list.unanswered")}</Tag> : <Tag color="green">{t("list.answered")}</Tag>,
    },
    {
      key: "replies",
      title: t("detail.conversation"),
      width: 220,
      render: (_, r) => (
        <span>
          {t("list.replies", { count: r.replyCount })}
          {r.lastReplyTime ? (
            <>
              <br />
              <small>{t("list.lastReply", { time: r.lastReplyTime })}</small>
            </>
          ) : null}
        </span>
      ),
    },
  ];
}

export default function DiscussionListView() {
  const { t } = useTranslation(["discussions", "common"]);
  const list = useResourceList<ForumPostRow, typeof discussionQuerySchema>({
    resource: "discussions",
    schema: discussionQuerySchema,
    defaults: DISCUSSION_QUERY_DEFAULTS,
    filters: discussionFilters,
  });
  useRealtime("discussion", () => void list.refresh());
  const { query, setQuery } = list;

  return (
    <Page titleKey="discussions:titles.list">
      <FilterBar>
        <FilterField label={t("filters.keyword")}>
          <Input.Search
            key={query.keyword}
            defaultValue={query.keyword}
            allowClear
            maxLength={MAX_KEYWORD}
            placeholder={t("filters.keywordPlaceholder")}
            enterButton={t("common:actions.search")}
            onSearch={(keyword) => setQuery({ keyword })}
            className="filter-bar__control--wide"
          />
        </FilterField>
        <FilterField label={t("filters.answer")}>
          <Select
            className="filter-bar__control"
            value={query.answer ?? ""}
            onChange={(v: string) => setQuery({ answer: ANSWER_FILTERS.find((a) => a === v) })}
            options={[
              { value: "", label: t("filters.all") },
              ...ANSWER_FILTERS.map((a) => ({ value: a, label: t(`filters.${a}`) })),
            ]}
          />
        </FilterField>
      </FilterBar>
      <ResourceTable<ForumPostRow>
        label={t("list.label")}
        emptyText={t("list.empty")}
        rowKey="postId"
        columns={columns(t)}
        dataSource={list.rows}
        loading={list.loading}
        query={query}
        total={list.total}
        onQuery={setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 900 }}
      />
    </Page>
  );
}
