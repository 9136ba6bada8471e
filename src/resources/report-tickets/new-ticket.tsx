/**
 * The "New ticket" drawer of /message/reportTicket (spec §3 "Report ticket: subject, detail, attachment"):
 * subject, detail and up to REPORT_ATTACHMENTS_MAX pictures through the upload control, checked with the
 * API's own schema; on success it opens the new ticket. POST /api/report/ina/create (`endpoints.create`).
 */
import { useCreate } from "@refinedev/core";
import { Alert, App, Button, Drawer, Form, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PRODUCT_IMAGE_MAX_KB } from "../../domain/product";
import { REPORT_ATTACHMENTS_MAX, REPORT_DETAIL_MAX, REPORT_SUBJECT_MAX } from "../../domain/report-ticket";
import { UploadField } from "../../forms/upload";
import type { UploadedImage } from "../../forms/upload-rules";
import { zodRule } from "../../forms/zod-rule";
import { failureText } from "../../providers/data-hooks";
import { reportTickets } from "./index";
import { reportFields } from "./schema";

interface Values {
  subject: string;
  detail: string;
  attachments?: UploadedImage[];
}

/** The detail page of ticket `id`. */
export const ticketPath = (id: number) => `${reportTickets.routes.reportTicketDetail.path}?id=${id}`;

export function NewTicketDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(["reportTickets", "errors", "validation"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreate<{ ticketId: number; ticketNo: string }>({
    resource: "reportTickets",
    successNotification: false,
    errorNotification: false,
  });
  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      const { data } = await create.mutateAsync({
        values: {
          subject: values.subject,
          detail: values.detail,
          attachments: (values.attachments ?? []).map((a) => a.fileKey),
        },
      });
      void message.success(t("form.created", { ticketNo: data.ticketNo }));
      form.resetFields();
      onClose();
      navigate(ticketPath(data.ticketId));
    } catch (err) {
      setRefusal(failureText(err, t("errors:system")));
    }
  };
  return (
    <Drawer open={open} onClose={onClose} title={t("titles.new")} width={560} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item name="subject" label={t("fields.subject")} required rules={[zodRule(reportFields.subject, t)]}>
          <Input maxLength={REPORT_SUBJECT_MAX} showCount placeholder={t("form.subjectPlaceholder")} />
        </Form.Item>
        <Form.Item name="detail" label={t("fields.detail")} required rules={[zodRule(reportFields.detail, t)]}>
          <Input.TextArea rows={6} maxLength={REPORT_DETAIL_MAX} showCount placeholder={t("form.detailPlaceholder")} />
        </Form.Item>
        <Form.Item
          name="attachments"
          label={t("fields.attachments")}
          extra={t("form.attachmentsHint", { max: REPORT_ATTACHMENTS_MAX })}
        >
          <UploadField kind="image" maxCount={REPORT_ATTACHMENTS_MAX} maxSizeKb={PRODUCT_IMAGE_MAX_KB} />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon role="alert" message={refusal} style={{ marginBottom: 12 }} /> : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={create.mutation.isPending}>
            {t("form.submit")}
          </Button>
          <Button onClick={onClose}>{t("form.cancel")}</Button>
        </Space>
      </Form>
    </Drawer>
  );
}
