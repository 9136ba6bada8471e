/**
 * /store/notification-setting (spec §2, §7 /api/message/setting/ina/*): a table of notification types x
 * channels (in-app, email, WhatsApp) with one switch each, saved together. Per signed-in user.
 */
import { Alert, App, Button, Skeleton, Switch, Typography } from "antd";
import { CanAccess, useCan } from "../../access/can";
import { useTranslation } from "react-i18next";
import { Page, ResourceTable } from "../../shell/page";
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, type NotificationType } from "./schema";
import { useNotificationSettings } from "./use-notification-settings";

export default function NotificationSettingsView() {
  const { t } = useTranslation("notificationSettings");
  const { message } = App.useApp();
  const { load, enabled, toggle, save, saving, dirty } = useNotificationSettings();
  const { data: can } = useCan({ resource: "notificationSettings", action: "edit" });
  const readOnly = can?.can === false;

  if (load.status === "loading") return <Skeleton active paragraph={{ rows: 8 }} />;
  if (load.status === "error")
    return <Alert type="error" showIcon message={t("loadFailed")} description={load.message} />;

  const columns = [
    { key: "type", title: t("type"), render: (_: unknown, type: NotificationType) => t(`types.${type}`) },
    ...NOTIFICATION_CHANNELS.map((channel) => ({
      key: channel,
      title: t(`channels.${channel}`),
      align: "center" as const,
      render: (_: unknown, type: NotificationType) => (
        <Switch
          checked={enabled(type, channel)}
          disabled={readOnly}
          aria-label={`${t(`types.${type}`)}: ${t(`channels.${channel}`)}`}
          onChange={(value) => toggle(type, channel, value)}
        />
      ),
    })),
  ];

  return (
    <Page titleKey="notificationSettings:titles.list" narrow>
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <ResourceTable<NotificationType>
        label={t("titles.list")}
        emptyText={t("titles.list")}
        rowKey={(type) => type}
        columns={columns}
        dataSource={[...NOTIFICATION_TYPES]}
      />
      <CanAccess resource="notificationSettings" action="edit">
        <Button
          type="primary"
          loading={saving}
          disabled={!dirty}
          onClick={() =>
            save().then(
              () => void message.success(t("saved")),
              (err: { message: string }) => void message.error(err.message),
            )
          }
        >
          {t("save")}
        </Button>
      </CanAccess>
    </Page>
  );
}
