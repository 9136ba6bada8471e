/**
 * /message/message-discussion?postId= (spec §2; §3 "discussion entry (type 0 buyer, 1 seller)"; §4 scroll
 * loader; §5 reply minimum 2 characters; §8 'Anda memiliki banyak balasan hari ini. Beristirahat.'): the
 * buyer's question with its product card, the replies as a conversation (buyer entries left, the shop's
 * right; pulling the top edge loads older ones) and the reply box. Opening it marks it watched (post/watch);
 * a buyer entry arriving (real-time topic `discussion`) reads it again.
 */
import { useEffect } from "react";
import { useOne } from "@refinedev/core";
import { Button, Card, Empty, Image, Result, Space, Spin, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ForumEntryType } from "../../domain/forum";
import { formatRupiah } from "../../domain/money";
import { useEndpointCall } from "../../providers/data-hooks";
import { useRealtime } from "../../providers/realtime";
import { Page } from "../../shell/page";
import { useEdgeLoader } from "../../forms/use-edge-loader";
import { discussions } from "./index";
import { ReplyBox } from "./reply-box";
import type { ForumPostDetail } from "./schema";
import { useConversation } from "./use-conversation";
import "./conversation.css";

const LIST_PATH = discussions.routes.discussionList.path;

/** The `?postId=` of the URL when it is a positive whole number. */
function usePostId(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get("postId") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

function ProductCard({ post }: { post: ForumPostDetail }) {
  const { t } = useTranslation("discussions");
  return (
    <Card size="small" title={t("detail.product")}>
      <div className="product-card">
        {post.picture ? <Image src={post.picture} alt={post.itemName} width={72} height={72} /> : null}
        <div>
          <Link to={`/commodity/in-detail?itemId=${post.itemId}`}>{post.itemName}</Link>
          <br />
          <small>{t("detail.partNo", { partNo: post.partNo })}</small>
          <br />
          <small>{t("detail.price", { price: formatRupiah(post.minPrice) })}</small>
        </div>
      </div>
    </Card>
  );
}

function Conversation({ post }: { post: ForumPostDetail }) {
  const { t } = useTranslation("discussions");
  const { entries, hasOlder, loadOlder, loaded } = useConversation(post.postId, post.replyCount);
  const older = useEdgeLoader(loadOlder, { edge: "top", enabled: hasOlder });
  return (
    <Card size="small" title={t("detail.conversation")}>
      <div
        className="conversation"
        role="log"
        aria-label={t("detail.conversation")}
        tabIndex={0}
        onScroll={older.onScroll}
      >
        {hasOlder ? (
          <Button
            className="conversation__older"
            size="small"
            loading={older.loading}
            onClick={() => void older.trigger()}
          >
            {older.loading ? t("detail.loadingOlder") : t("detail.loadOlder")}
          </Button>
        ) : null}
        <div className="conversation__entry">
          <span className="conversation__meta">
            {t("detail.buyer")} · {post.buyerName} · {post.createTime}
          </span>
          {post.content}
        </div>
        {!loaded && post.replyCount > 0 ? <Spin /> : null}
        {loaded || post.replyCount === 0
          ? entries.map((e) => (
              <div
                key={e.id}
                className={
                  e.type === ForumEntryType.seller
                    ? "conversation__entry conversation__entry--own"
                    : "conversation__entry"
                }
              >
                <span className="conversation__meta">
                  {e.type === ForumEntryType.seller ? t("detail.seller") : t("detail.buyer")} · {e.name} ·{" "}
                  {e.createTime}
                </span>
                {e.content}
              </div>
            ))
          : null}
        {post.replyCount === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("detail.noReplies")} />
        ) : null}
      </div>
    </Card>
  );
}

export default function DiscussionDetailView() {
  const { t } = useTranslation("discussions");
  const postId = usePostId();
  const { query, result } = useOne<ForumPostDetail>({
    resource: "discussions",
    id: postId ?? 0,
    queryOptions: { enabled: postId !== undefined },
    errorNotification: false,
  });
  const watch = useEndpointCall<{ postId: number }>("discussions", "watch");
  useEffect(() => {
    if (postId !== undefined) void watch({ postId }).catch(() => undefined);
  }, [postId, watch]);
  useRealtime("discussion", (data) => {
    if (data.postId === postId) void query.refetch();
  });

  const back = <Link to={LIST_PATH}>{t("detail.back")}</Link>;
  if (postId === undefined)
    return (
      <Page titleKey="discussions:titles.detail">
        <Result status="info" title={t("detail.choose")} extra={back} />
      </Page>
    );
  if (query.error)
    return (
      <Page titleKey="discussions:titles.detail">
        <Result status="404" title={t("detail.notFound")} extra={back} />
      </Page>
    );
  const post = query.isSuccess ? result : undefined;
  return (
    <Page titleKey="discussions:titles.detail" actions={back}>
      {!post ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <ProductCard post={post} />
          <div>
            {post.unanswered ? (
              <Tag color="orange">{t("list.unanswered")}</Tag>
            ) : (
              <Tag color="green">{t("list.answered")}</Tag>
            )}
          </div>
          <Conversation post={post} />
          <ReplyBox postId={post.postId} />
        </Space>
      )}
    </Page>
  );
}
