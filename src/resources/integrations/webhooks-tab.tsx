/**
 * Webhooks tab (spec §2 /settings/system-integration "webhook"): the list with its enable switch and last
 * delivery, create / edit (URL + event checkboxes; the signing secret revealed once after create), a test
 * ping with its result, delete with confirmation.
 */
import { useState } from "react";
import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Switch, Tag } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { CanAccess, useCan } from "../../access/can";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../domain/integration";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { ResourceTable, Toolbar } from "../../shell/page";
import { integrations } from "./index";
import { RevealModal } from "./reveal-modal";
import { isAcceptedUrl, URL_MAX, type WebhookRow } from "./schema";
import { deliveryStatusColor } from "./status";

interface WebhookForm {
  url: string;
  events: WebhookEvent[];
}

const SUBSCRIBABLE = WEBHOOK_EVENTS.filter((e) => e !== "ping");

export function WebhooksTab() {
  const { t } = useTranslation("integrations");
  const { message } = App.useApp();
  const { query } = useEndpointQuery<WebhookRow[]>(integrations.name, "webhookList");
  const create = useEndpointMutation<{ id: number; secret: string }, WebhookForm>(integrations.name, "webhookCreate");
  const update = useEndpointMutation<{ id: number }, Partial<WebhookForm> & { id: number; enabled?: boolean }>(
    integrations.name,
    "webhookUpdate",
  );
  const remove = useEndpointMutation<{ id: number }, { id: number }>(integrations.name, "webhookDelete");
  const test = useEndpointMutation<
    { status: string; statusCode: number | null; error: string | null; durationMs: number },
    { id: number }
  >(integrations.name, "webhookTest");
  const { data: canEdit } = useCan({ resource: "integrations", action: "edit" });
  const [editing, setEditing] = useState<WebhookRow | "new" | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [form] = Form.useForm<WebhookForm>();
  const fail = (err: unknown) => void message.error(failureText(err, t("loadFailed")));

  const open = (row: WebhookRow | "new") => {
    setEditing(row);
    form.setFieldsValue(row === "new" ? { url: "", events: [] } : { url: row.url, events: row.events });
  };

  const submit = async () => {
    // An invalid form shows its field errors; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      if (editing === "new") {
        const made = await create.run(values);
        setRevealed(made.secret);
      } else if (editing) {
        await update.run({ id: editing.id, ...values });
        void message.success(t("webhooks.saved"));
      }
      setEditing(null);
    } catch (err) {
      fail(err);
    }
  };

  const ping = async (id: number) => {
    setTesting(id);
    try {
      const r = await test.run({ id });
      if (r.status === "delivered")
        void message.success(t("webhooks.testOk", { code: r.statusCode, ms: r.durationMs }));
      else void message.error(t("webhooks.testFailed", { error: r.error ?? String(r.statusCode) }));
    } catch (err) {
      fail(err);
    } finally {
      setTesting(null);
    }
  };

  const columns = [
    { key: "url", title: t("webhooks.url"), render: (_: unknown, r: WebhookRow) => <code>{r.url}</code> },
    {
      key: "events",
      title: t("webhooks.events"),
      render: (_: unknown, r: WebhookRow) => r.events.map((e) => <Tag key={e}>{t(`events.${e}`)}</Tag>),
    },
    {
      key: "secret",
      title: t("webhooks.secret"),
      render: (_: unknown, r: WebhookRow) => <code>{r.secretMasked}</code>,
    },
    {
      key: "enabled",
      title: t("webhooks.enabled"),
      render: (_: unknown, r: WebhookRow) => (
        <Switch
          checked={r.enabled}
          disabled={canEdit?.can === false}
          aria-label={`${t("webhooks.enabled")}: ${r.url}`}
          onChange={(enabled) => void update.run({ id: r.id, enabled }).catch(fail)}
        />
      ),
    },
    {
      key: "last",
      title: t("webhooks.lastDelivery"),
      render: (_: unknown, r: WebhookRow) =>
        r.lastDelivery ? (
          <Space size={4}>
            <Tag color={deliveryStatusColor(r.lastDelivery.status)}>{t(`statuses.${r.lastDelivery.status}`)}</Tag>
            {r.lastDelivery.time}
          </Space>
        ) : (
          t("webhooks.none")
        ),
    },
    {
      key: "actions",
      title: "",
      render: (_: unknown, r: WebhookRow) => (
        <Space wrap>
          <CanAccess resource="integrations" action="edit">
            <Button size="small" loading={testing === r.id} onClick={() => void ping(r.id)}>
              {t("webhooks.test")}
            </Button>
            <Button size="small" onClick={() => open(r)}>
              {t("webhooks.edit")}
            </Button>
          </CanAccess>
          <CanAccess resource="integrations" action="delete">
            <Popconfirm
              title={t("webhooks.deleteConfirm", { url: r.url })}
              onConfirm={() => remove.run({ id: r.id }).then(() => void message.success(t("webhooks.deleted")), fail)}
            >
              <Button size="small" danger>
                {t("webhooks.delete")}
              </Button>
            </Popconfirm>
          </CanAccess>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Toolbar end>
        <CanAccess resource="integrations" action="create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open("new")}>
            {t("webhooks.create")}
          </Button>
        </CanAccess>
      </Toolbar>
      <ResourceTable<WebhookRow>
        label={t("tabs.webhooks")}
        emptyText={t("webhooks.empty")}
        rowKey="id"
        loading={query.isLoading}
        columns={columns}
        dataSource={query.data?.data ?? []}
        scroll={{ x: 900 }}
      />
      <Modal
        open={editing !== null}
        title={editing === "new" ? t("webhooks.createTitle") : t("webhooks.editTitle")}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        confirmLoading={create.isPending || update.isPending}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="url"
            label={t("webhooks.url")}
            extra={t("webhooks.urlHelp")}
            rules={[
              {
                validator: (_, value: string) =>
                  typeof value === "string" && value.length <= URL_MAX && isAcceptedUrl(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("rules.url"))),
              },
            ]}
          >
            <Input placeholder="https://erp.example.com/webhooks" maxLength={URL_MAX} />
          </Form.Item>
          <Form.Item
            name="events"
            label={t("webhooks.events")}
            rules={[{ required: true, type: "array", min: 1, message: t("rules.eventRequired") }]}
          >
            <Checkbox.Group options={SUBSCRIBABLE.map((e) => ({ value: e, label: t(`events.${e}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
      <RevealModal
        title={t("webhooks.revealTitle")}
        warning={t("webhooks.revealWarning")}
        value={revealed}
        labels={{ copy: t("keys.copy"), done: t("keys.done"), copied: t("keys.copied") }}
        onClose={() => setRevealed(null)}
      />
    </>
  );
}
