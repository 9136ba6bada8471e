/**
 * The reply box of a report ticket (spec §2 reportTicketDetail; §4 "Report ticket: new, in process, closed"):
 * a message and up to REPORT_ATTACHMENTS_MAX pictures to the platform (POST /api/report/ina/sendMessage).
 * Disabled, with the reason, once the ticket is closed (REPORT_TICKET_MOVES has no move from closed); a
 * position without `reportTickets.reply` sees why it cannot write.
 */
import { useState } from "react";
import { Alert, App, Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { PRODUCT_IMAGE_MAX_KB } from "../../domain/product";
import { REPORT_ATTACHMENTS_MAX, REPORT_DETAIL_MAX, reportTicketMove } from "../../domain/report-ticket";
import { UploadField } from "../../forms/upload";
import type { UploadedImage } from "../../forms/upload-rules";
import { zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { reportFields, type ReportTicketDetail } from "./schema";

interface Values {
  content: string;
  attachments?: UploadedImage[];
}

function ReplyForm({ ticket }: { ticket: ReportTicketDetail }) {
  const { t } = useTranslation(["reportTickets", "errors", "validation"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useEndpointMutation<ReportTicketDetail>("reportTickets", "reply");
  const closed = reportTicketMove(ticket.status, "sellerMessage") === null;
  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      await send.run({
        ticketId: ticket.id,
        content: values.content,
        attachments: (values.attachments ?? []).map((a) => a.fileKey),
      });
      form.resetFields();
      void message.success(t("reply.sent"));
    } catch (err) {
      setRefusal(failureText(err, t("errors:system")));
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={closed} requiredMark={false}>
      {closed ? <Alert type="info" showIcon message={t("reply.closed")} style={{ marginBottom: 12 }} /> : null}
      <Form.Item name="content" label={t("reply.label")} rules={[zodRule(reportFields.content, t)]}>
        <Input.TextArea rows={3} maxLength={REPORT_DETAIL_MAX} placeholder={t("reply.placeholder")} />
      </Form.Item>
      <Form.Item name="attachments" label={t("fields.attachments")}>
        <UploadField
          kind="image"
          maxCount={REPORT_ATTACHMENTS_MAX}
          maxSizeKb={PRODUCT_IMAGE_MAX_KB}
          disabled={closed}
        />
      </Form.Item>
      {refusal ? <Alert type="error" showIcon role="alert" message={refusal} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t("reply.send")}
      </Button>
    </Form>
  );
}

export function TicketReplyBox({ ticket }: { ticket: ReportTicketDetail }) {
  const { t } = useTranslation("reportTickets");
  return (
    <CanAccess
      resource="reportTickets"
      action="reply"
      fallback={<Alert type="info" showIcon message={t("reply.noRight")} />}
    >
      <ReplyForm ticket={ticket} />
    </CanAccess>
  );
}
