/**
 * Stock sync period card and editor (spec §2 "Stock sync period: Every Day or Every Week with weekdays and
 * hours", §9): the current setting in words, and a dialog with Every Day / Every Week, weekday checkboxes
 * (weekly only) and an hour multi-select, validated with the API's syncPeriodSchema before saving.
 */
import { useState } from "react";
import { Alert, App, Button, Card, Checkbox, Form, Modal, Radio, Select, Skeleton, Space, Typography } from "antd";
import type { HttpError } from "@refinedev/core";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { serverFieldErrors, zodFieldErrors } from "../../forms/zod-rule";
import { SYNC_HOURS, WEEKDAYS, weekdayName } from "./rules";
import { syncPeriodSchema, type SyncPeriod, type SyncPeriodInput } from "./schema";
import { useSyncPeriod } from "./use-sync-period";
import { SyncSourceButton } from "./sync-source";

/** "08" -> "08:00": the hour as the time pickers show it (spec §9 24-hour clock). */
const hourLabel = (hour: string) => `${hour}:00`;

export function SyncPeriodCard() {
  const { t, i18n } = useTranslation(["stock", "common"]);
  const { message } = App.useApp();
  const { value, error, saving, save } = useSyncPeriod();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<SyncPeriodInput>();
  const mode = Form.useWatch("mode", form);

  const describe = (v: SyncPeriod) =>
    [
      t(`sync.${v.mode}`),
      v.mode === "weekly"
        ? t("sync.on", { days: v.weekdays.map((d) => weekdayName(d, i18n.language)).join(", ") })
        : "",
      t("sync.at", { hours: v.hours.map(hourLabel).join(", ") }),
    ]
      .filter(Boolean)
      .join(" ");

  const submit = async () => {
    const parsed = syncPeriodSchema.safeParse(form.getFieldsValue());
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues, t) as Parameters<typeof form.setFields>[0]);
      return;
    }
    try {
      await save(parsed.data);
      void message.success(t("sync.saved"));
      setEditing(false);
    } catch (err) {
      const failure = err as HttpError;
      void message.error(failure.message);
      form.setFields(serverFieldErrors(failure.data) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Card
      size="small"
      title={t("sync.title")}
      extra={
        value && (
          <CanAccess resource="stock" action="syncPeriod">
            <Space size={8}>
              <SyncSourceButton />
              <Button size="small" onClick={() => setEditing(true)}>
                {t("sync.edit")}
              </Button>
            </Space>
          </CanAccess>
        )
      }
    >
      {error ? (
        <Alert type="error" showIcon message={error} />
      ) : !value ? (
        <Skeleton active paragraph={false} />
      ) : (
        <Typography.Text>
          {describe(value)}
          {/* The text carries its own parentheses ("Belum diatur (bawaan)"): a separator, not another pair. */}
          {value.updateTime === null && <Typography.Text type="secondary"> · {t("sync.never")}</Typography.Text>}
        </Typography.Text>
      )}
      {editing && value && (
        <Modal
          open
          title={t("sync.title")}
          okText={t("common:buttons.save")}
          cancelText={t("common:buttons.cancel")}
          confirmLoading={saving}
          onOk={() => void submit()}
          onCancel={() => setEditing(false)}
        >
          <Form
            form={form}
            layout="vertical"
            initialValues={{ mode: value.mode, weekdays: value.weekdays, hours: value.hours }}
          >
            <Form.Item name="mode" label={t("fields.mode")}>
              <Radio.Group
                options={[
                  { value: "daily", label: t("sync.daily") },
                  { value: "weekly", label: t("sync.weekly") },
                ]}
              />
            </Form.Item>
            <Form.Item name="weekdays" label={t("fields.weekdays")} hidden={mode !== "weekly"}>
              <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: weekdayName(d, i18n.language) }))} />
            </Form.Item>
            <Form.Item name="hours" label={t("fields.hours")}>
              <Select
                mode="multiple"
                allowClear
                placeholder={t("sync.hoursPlaceholder")}
                options={SYNC_HOURS.map((h) => ({ value: h, label: hourLabel(h) }))}
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </Card>
  );
}
