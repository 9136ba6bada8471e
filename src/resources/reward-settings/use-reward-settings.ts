/**
 * Data of /store/setting-reward (spec §3 "Sub-account reward"): the settings in force
 * (POST /api/activity/ina/reward/list) and saving changed values (POST /api/activity/ina/reward/update,
 * only the types whose value changed). Refusals show the API's message as a toast (data provider).
 */
import { useState } from "react";
import { useCustom, useCustomMutation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ActivityType } from "../../domain/activity";
import { rewardSettings as descriptor } from "./index";
import type { RewardSetting } from "./schema";

export type Draft = Partial<Record<ActivityType, number | null>>;

/** The items to send: types whose draft value is a number different from the one in force. */
export function changedItems(settings: RewardSetting[], draft: Draft): { activityType: ActivityType; value: number }[] {
  return settings.flatMap((s) => {
    const value = draft[s.activityType];
    return typeof value === "number" && value !== s.value ? [{ activityType: s.activityType, value }] : [];
  });
}

export function useRewardSettings() {
  const { t } = useTranslation(["activity", "errors"]);
  const { query } = useCustom<RewardSetting[]>({ url: descriptor.endpoints.list!, method: "post" });
  const { mutate, mutation } = useCustomMutation<RewardSetting[]>();
  const [draft, setDraft] = useState<Draft | null>(null);
  // Refine's `result.data` is an empty object until the call returns: read the query's data.
  const settings = query.data?.data ?? [];

  const startEditing = () => setDraft(Object.fromEntries(settings.map((s) => [s.activityType, s.value])) as Draft);
  const save = () => {
    const items = draft ? changedItems(settings, draft) : [];
    if (items.length === 0) return setDraft(null);
    mutate(
      {
        url: descriptor.endpoints.update!,
        method: "post",
        values: { items },
        successNotification: () => ({ type: "success", message: t("reward.saved") }),
        // Spec §8: a refusal shows the API's (translated) message.
        errorNotification: (error) => ({ type: "error", message: error?.message ?? t("errors:system") }),
      },
      {
        onSuccess: () => {
          setDraft(null);
          void query.refetch();
        },
      },
    );
  };
  return {
    settings,
    loading: query.isFetching,
    saving: mutation.isPending,
    draft,
    setValue: (type: ActivityType, value: number | null) => setDraft((d) => ({ ...d, [type]: value })),
    startEditing,
    cancel: () => setDraft(null),
    save,
  };
}
