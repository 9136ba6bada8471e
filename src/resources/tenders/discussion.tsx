/**
 * The tender discussion (spec §5 "Tender discussion comment and discussion reply minimum 2 characters"): the
 * thread of comments and their replies between the seller and the buyer, a comment box, and a reply box under
 * each comment, 2..500 characters (`discussionAddSchema`). A refusal of the API shows on the box as the API sends
 * it (e.g. 'Anda memiliki banyak balasan hari ini. Beristirahat.' past a day's replies). Reading needs
 * tenders.show, writing tenders.discuss.
 */
import { useState } from "react";
import { Button, Card, Form, Input, List, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { MAX_DISCUSSION_TEXT } from "../../domain/inquiry";
import { zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { discussionAddSchema, type DiscussionAdd, type DiscussionComment } from "./schema";

interface Values {
  body?: string;
}

function MessageBox({
  tenderNo,
  parentId,
  label,
  onDone,
}: {
  tenderNo: string;
  parentId?: number;
  /** The box's accessible name and label ("Comment", "Reply to Budi"). */
  label: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation(["tenders", "validation"]);
  const [form] = Form.useForm<Values>();
  const call = useEndpointMutation<unknown, DiscussionAdd>("tenders", "discuss");
  const send = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const parsed = discussionAddSchema.safeParse({ tenderNo, parentId, body: values.body ?? "" });
    if (!parsed.success) return;
    try {
      await call.run(parsed.data);
      form.resetFields();
      onDone?.();
    } catch (err) {
      form.setFields([{ name: "body", errors: [failureText(err, t("discussion.failed"))] }]);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={() => void send()}>
      <Form.Item name="body" label={label} rules={[zodRule(discussionAddSchema.shape.body, t)]}>
        <Input.TextArea rows={2} maxLength={MAX_DISCUSSION_TEXT} showCount />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={call.isPending}>
        {parentId ? t("discussion.sendReply") : t("discussion.send")}
      </Button>
    </Form>
  );
}

function Author({ side, userName, time }: { side: "seller" | "buyer"; userName: string; time: string }) {
  const { t } = useTranslation("tenders");
  return (
    <Space size={4} wrap>
      <Typography.Text strong>{userName}</Typography.Text>
      <Tag color={side === "buyer" ? "blue" : undefined}>{t(`discussion.side.${side}`)}</Tag>
      <Typography.Text type="secondary">{time}</Typography.Text>
    </Space>
  );
}

export function TenderDiscussion({ tenderNo }: { tenderNo: string }) {
  const { t } = useTranslation("tenders");
  const { query } = useEndpointQuery<DiscussionComment[]>("tenders", "discussion", { tenderNo });
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const comments = query.data?.data ?? [];
  return (
    <Card title={t("discussion.title")} size="small">
      <List<DiscussionComment>
        aria-label={t("discussion.title")}
        loading={query.isLoading}
        dataSource={comments}
        locale={{
          emptyText: query.isError ? failureText(query.error, t("discussion.loadFailed")) : t("discussion.empty"),
        }}
        renderItem={(c) => (
          <List.Item key={c.id}>
            <Space direction="vertical" style={{ width: "100%" }}>
              <Author side={c.side} userName={c.userName} time={c.createTime} />
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: "pre-wrap" }}>{c.body}</Typography.Paragraph>
              {c.replies.length ? (
                <ul className="tender-replies" aria-label={t("discussion.repliesTo", { userName: c.userName })}>
                  {c.replies.map((r) => (
                    <li key={r.id}>
                      <Author side={r.side} userName={r.userName} time={r.createTime} />
                      <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: "pre-wrap" }}>
                        {r.body}
                      </Typography.Paragraph>
                    </li>
                  ))}
                </ul>
              ) : null}
              <CanAccess resource="tenders" action="discuss">
                {replyTo === c.id ? (
                  <MessageBox
                    tenderNo={tenderNo}
                    parentId={c.id}
                    label={t("discussion.replyTo", { userName: c.userName })}
                    onDone={() => setReplyTo(null)}
                  />
                ) : (
                  <Button size="small" type="link" onClick={() => setReplyTo(c.id)}>
                    {t("discussion.reply")}
                  </Button>
                )}
              </CanAccess>
            </Space>
          </List.Item>
        )}
      />
      <CanAccess resource="tenders" action="discuss">
        <MessageBox tenderNo={tenderNo} label={t("discussion.comment")} />
      </CanAccess>
    </Card>
  );
}
