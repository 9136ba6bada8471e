/**
 * The stock source of the scheduled sync (spec §2 "Stock sync period", §9): where third-party stock (type 3)
 * is pulled from at each time of the period. A button on the sync period card opens it: the URL, the
 * signing secret shown once when generated (and a "new secret" to rotate it), and the last runs.
 */
import { useState } from "react";
import { Alert, App, Button, Form, Input, Modal, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { isAcceptedUrl, URL_MAX, type SyncRunRow } from "../integrations/schema";
import { RevealModal } from "../integrations/reveal-modal";
import { deliveryStatusColor } from "../integrations/status";
import { stock } from "./index";

interface SyncSource {
  sourceUrl: string | null;
  hasSecret: boolean;
  runs: SyncRunRow[];
}

function SourceEditor({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useTranslation("stock");
  const { message } = App.useApp();
  const { query } = useEndpointQuery<SyncSource>(stock.name, "syncSourceGet");
  const set = useEndpointMutation<
    { sourceUrl: string | null; secret: string | null },
    { sourceUrl: string | null; rotateSecret?: boolean }
  >(stock.name, "syncSourceSet");
  const [form] = Form.useForm<{ sourceUrl: string }>();
  const source = query.data?.data;

  const save = async (sourceUrl: string | null, rotateSecret = false) => {
    try {
      const answer = await set.run({ sourceUrl, ...(rotateSecret ? { rotateSecret } : {}) });
      void message.success(t("source.saved"));
      if (answer.secret) onSecret(answer.secret);
    } catch (err) {
      void message.error(failureText(err, t("source.title")));
    }
  };

  if (query.isError) return <Alert type="error" showIcon message={failureText(query.error, t("source.title"))} />;
  if (!source) return null;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary">{t("source.help")}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ sourceUrl: source.sourceUrl ?? "" }}
        onFinish={(v) => void save(v.sourceUrl.trim())}
      >
        <Form.Item
          name="sourceUrl"
          label={t("source.url")}
          rules={[
            {
              validator: (_, value: string) =>
                typeof value === "string" && value.length <= URL_MAX && isAcceptedUrl(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("source.urlRule"))),
            },
          ]}
        >
          <Input placeholder="https://erp.example.com/stock" maxLength={URL_MAX} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={set.isPending}>
            {t("source.save")}
          </Button>
          {source.sourceUrl && (
            <>
              <Button onClick={() => void save(source.sourceUrl, true)}>{t("source.rotate")}</Button>
              <Button danger onClick={() => void save(null).then(() => form.setFieldsValue({ sourceUrl: "" }))}>
                {t("source.clear")}
              </Button>
            </>
          )}
        </Space>
      </Form>
      <Typography.Text type="secondary">
        {source.sourceUrl ? (source.hasSecret ? t("source.hasSecret") : "") : t("source.none")}
      </Typography.Text>
      <Table<SyncRunRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={source.runs}
        title={() => t("source.runs")}
        columns={[
          { key: "slot", title: t("fields.hours"), dataIndex: "slotTime" },
          {
            key: "status",
            title: t("source.runs"),
            render: (_, r) => <Tag color={deliveryStatusColor(r.status)}>{r.status}</Tag>,
          },
          { key: "updated", title: "#", dataIndex: "updated" },
          { key: "error", title: "", render: (_, r) => r.error ?? "" },
        ]}
      />
    </Space>
  );
}

/** The button on the sync period card and its dialog. */
export function SyncSourceButton() {
  const { t } = useTranslation("stock");
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t("source.open")}
      </Button>
      <Modal
        open={open}
        title={t("source.title")}
        footer={null}
        onCancel={() => setOpen(false)}
        width={720}
        destroyOnHidden
      >
        <SourceEditor onSecret={setSecret} />
      </Modal>
      <RevealModal
        title={t("source.secretTitle")}
        warning={t("source.secretWarning")}
        value={secret}
        labels={{ copy: t("source.copy"), done: t("source.done"), copied: t("source.copy") }}
        onClose={() => setSecret(null)}
      />
    </>
  );
}
