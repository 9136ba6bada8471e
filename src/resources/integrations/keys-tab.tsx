/**
 * Secret keys tab (spec §2 /settings/system-integration, §3 "Secret key: name, permission, created date"):
 * the list, a create modal (name + permissions Create / Update / Sync Stock) followed by the one-time reveal,
 * and revoke with confirmation.
 */
import { useState } from "react";
import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Tag, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { KEY_NAME_MAX, KEY_PERMISSIONS, KEY_RATE_LIMIT_PER_MINUTE, type KeyPermission } from "../../domain/integration";
import type { Page as PageOf } from "../../domain/wire";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { ResourceTable, Toolbar } from "../../shell/page";
import { integrations } from "./index";
import { RevealModal } from "./reveal-modal";
import type { KeyRow } from "./schema";

export function KeysTab() {
  const { t } = useTranslation("integrations");
  const { message } = App.useApp();
  const [pageNo, setPageNo] = useState(1);
  const { query } = useEndpointQuery<PageOf<KeyRow>>(integrations.name, "keyPage", { pageNo, pageSize: 10 });
  const create = useEndpointMutation<{ id: number; key: string }, { name: string; permissions: KeyPermission[] }>(
    integrations.name,
    "keyCreate",
  );
  const revoke = useEndpointMutation<{ id: number }, { id: number }>(integrations.name, "keyRevoke");
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; permissions: KeyPermission[] }>();

  const submit = async () => {
    // An invalid form shows its field errors; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const made = await create.run(values);
      setCreating(false);
      form.resetFields();
      setRevealed(made.key);
    } catch (err) {
      void message.error(failureText(err, t("loadFailed")));
    }
  };

  const rows = query.data?.data.data ?? [];
  const columns = [
    { key: "name", title: t("keys.name"), dataIndex: "name" },
    {
      key: "permissions",
      title: t("keys.permission"),
      render: (_: unknown, r: KeyRow) => r.permissions.map((p) => <Tag key={p}>{t(`permissions.${p}`)}</Tag>),
    },
    { key: "prefix", title: t("keys.prefix"), render: (_: unknown, r: KeyRow) => <code>{r.keyPrefix}…</code> },
    { key: "createTime", title: t("keys.createTime"), dataIndex: "createTime" },
    {
      key: "lastUsed",
      title: t("keys.lastUsed"),
      render: (_: unknown, r: KeyRow) => r.lastUsedTime ?? t("keys.never"),
    },
    {
      key: "status",
      title: t("keys.status"),
      render: (_: unknown, r: KeyRow) =>
        r.revokeTime ? <Tag>{t("keys.revoked")}</Tag> : <Tag color="green">{t("keys.live")}</Tag>,
    },
    {
      key: "actions",
      title: "",
      render: (_: unknown, r: KeyRow) =>
        r.revokeTime ? null : (
          <CanAccess resource="integrations" action="delete">
            <Popconfirm
              title={t("keys.revokeConfirm", { name: r.name })}
              onConfirm={() =>
                revoke.run({ id: r.id }).then(
                  () => void message.success(t("keys.revoked_done")),
                  (err: unknown) => void message.error(failureText(err, t("loadFailed"))),
                )
              }
            >
              <Button danger size="small">
                {t("keys.revoke")}
              </Button>
            </Popconfirm>
          </CanAccess>
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">
        {t("help.keyText", { limit: KEY_RATE_LIMIT_PER_MINUTE })}
      </Typography.Paragraph>
      <Toolbar end>
        <CanAccess resource="integrations" action="create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t("keys.create")}
          </Button>
        </CanAccess>
      </Toolbar>
      <ResourceTable<KeyRow>
        label={t("tabs.keys")}
        emptyText={t("keys.empty")}
        rowKey="id"
        loading={query.isLoading}
        columns={columns}
        dataSource={rows}
        query={{ page: pageNo, pageSize: 10 }}
        total={query.data?.data.rowCount ?? 0}
        onQuery={(q) => q.page && setPageNo(q.page)}
      />
      <Modal
        open={creating}
        title={t("keys.createTitle")}
        onCancel={() => setCreating(false)}
        onOk={() => void submit()}
        okText={t("keys.create")}
        confirmLoading={create.isPending}
      >
        <Form form={form} layout="vertical" initialValues={{ permissions: [] }}>
          <Form.Item
            name="name"
            label={t("keys.name")}
            rules={[{ required: true, whitespace: true, max: KEY_NAME_MAX, message: t("keys.name") }]}
          >
            <Input placeholder={t("keys.namePlaceholder")} maxLength={KEY_NAME_MAX} />
          </Form.Item>
          <Form.Item
            name="permissions"
            label={t("keys.permission")}
            rules={[{ required: true, type: "array", min: 1, message: t("rules.permissionRequired") }]}
          >
            <Checkbox.Group options={KEY_PERMISSIONS.map((p) => ({ value: p, label: t(`permissions.${p}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
      <RevealModal
        title={t("keys.revealTitle")}
        warning={t("keys.revealWarning")}
        value={revealed}
        labels={{ copy: t("keys.copy"), done: t("keys.done"), copied: t("keys.copied") }}
        onClose={() => setRevealed(null)}
      />
    </>
  );
}
