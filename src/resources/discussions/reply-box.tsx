/**
 * The shop's reply box of a discussion (spec §5 "discussion reply minimum 2 characters", §8 'Anda memiliki
 * banyak balasan hari ini. Beristirahat.'): checked with the API's own schema before sending; the API's
 * refusals (the daily limit, field errors) show under the box. Needs `discussions.reply`; a position without
 * it sees why it cannot answer.
 */
import { useState } from "react";
import { Alert, App, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { FORUM_REPLY_MAX, FORUM_REPLY_MIN } from "../../domain/forum";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { zodRule } from "../../forms/zod-rule";
import { forumContentSchema, type ForumReplyRow } from "./schema";

function ReplyForm({ postId }: { postId: number }) {
  const { t } = useTranslation(["discussions", "errors", "validation"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reply = useEndpointMutation<ForumReplyRow>("discussions", "reply");
  const submit = async ({ content }: { content: string }) => {
    setRefusal(null);
    try {
      await reply.run({ postId, content });
      form.resetFields();
      void message.success(t("reply.sent"));
    } catch (err) {
      setRefusal(failureText(err, t("errors:system")));
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        name="content"
        label={t("reply.label")}
        rules={[zodRule(forumContentSchema, t)]}
        validateTrigger={["onBlur", "onChange"]}
      >
        <Input.TextArea
          rows={3}
          maxLength={FORUM_REPLY_MAX}
          showCount
          placeholder={t("reply.placeholder", { min: FORUM_REPLY_MIN })}
          onChange={() => setRefusal(null)}
        />
      </Form.Item>
      {refusal ? <Alert type="error" showIcon message={refusal} role="alert" style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t("reply.send")}
      </Button>
    </Form>
  );
}

export function ReplyBox({ postId }: { postId: number }) {
  const { t } = useTranslation("discussions");
  return (
    <CanAccess
      resource="discussions"
      action="reply"
      fallback={<Alert type="info" showIcon message={t("reply.noRight")} />}
    >
      <ReplyForm postId={postId} />
    </CanAccess>
  );
}
