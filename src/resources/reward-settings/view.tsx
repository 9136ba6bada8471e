/**
 * /store/setting-reward (spec §2, §3 "Sub-account reward: current and previous value, create time"): the
 * reward per activity type of spec §6 with the previous value and when it was set; "Change rewards"
 * (authority rewardSettings.edit) turns the values into rupiah inputs. Past activities keep their reward.
 */
import { useMemo, type TableHTMLAttributes } from "react";
import { Alert, Button, Space, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { MoneyInput } from "../../forms/money-input";
import { MAX_REWARD_VALUE, type RewardSetting } from "./schema";
import { useRewardSettings } from "./use-reward-settings";

export default function RewardSettingsView() {
  const { t } = useTranslation("activity");
  const { settings, loading, saving, draft, setValue, startEditing, cancel, save } = useRewardSettings();
  const components = useMemo(
    () => ({
      table: (props: TableHTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={t("reward.tableLabel")} />,
    }),
    [t],
  );
  const columns: ColumnsType<RewardSetting> = [
    { key: "type", title: t("reward.type"), render: (_, r) => t(`type.${r.activityType}`) },
    {
      key: "value",
      title: t("reward.value"),
      width: 240,
      render: (_, r) =>
        draft ? (
          <MoneyInput
            aria-label={t(`type.${r.activityType}`)}
            max={MAX_REWARD_VALUE}
            value={draft[r.activityType] ?? null}
            onChange={(v) => setValue(r.activityType, v ?? null)}
          />
        ) : (
          formatRupiah(r.value)
        ),
    },
    {
      key: "previousValue",
      title: t("reward.previousValue"),
      render: (_, r) => (r.createTime ? formatRupiah(r.previousValue) : "—"),
    },
    { key: "createTime", title: t("reward.createTime"), render: (_, r) => r.createTime ?? t("reward.never") },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t("titles.settingReward")}
        </Typography.Title>
        <CanAccess resource="rewardSettings" action="edit">
          {draft ? (
            <Space>
              <Button onClick={cancel} disabled={saving}>
                {t("reward.cancel")}
              </Button>
              <Button type="primary" onClick={save} loading={saving}>
                {t("reward.save")}
              </Button>
            </Space>
          ) : (
            <Button type="primary" onClick={startEditing} disabled={loading || settings.length === 0}>
              {t("reward.edit")}
            </Button>
          )}
        </CanAccess>
      </Space>
      <Alert type="info" showIcon message={t("reward.hint")} />
      <Table
        rowKey="activityType"
        components={components}
        columns={columns}
        dataSource={settings}
        loading={loading}
        pagination={false}
      />
    </Space>
  );
}
