/**
 * Data of /store/notification-setting (spec §2, §7 /api/message/setting/ina/*) through the data provider:
 * the caller's switches (descriptor endpoints.list, cached) held locally while edited, and saved all at
 * once (endpoints.update `{ items }`, which refreshes the cached list).
 */
import { useCallback, useEffect, useState } from "react";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { notificationSettings as descriptor } from "./index";
import type { NotificationChannel, NotificationSetting, NotificationType } from "./schema";

const LIST = descriptor.endpoints.list ?? "";
const UPDATE = descriptor.endpoints.update ?? "";

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };

export function useNotificationSettings() {
  const { query } = useEndpointQuery<NotificationSetting[]>(descriptor.name, LIST);
  const stored = query.data?.data;
  const [items, setItems] = useState<NotificationSetting[]>([]);
  const [dirty, setDirty] = useState(false);
  // Each stored list (the first load, and the refresh after a save) replaces the edits.
  useEffect(() => {
    if (!stored) return;
    setItems(stored);
    setDirty(false);
  }, [stored]);
  const load: LoadState = query.isError
    ? { status: "error", message: failureText(query.error, "") }
    : stored
      ? { status: "ready" }
      : { status: "loading" };

  const enabled = useCallback(
    (type: NotificationType, channel: NotificationChannel) =>
      items.find((i) => i.type === type && i.channel === channel)?.enabled ?? false,
    [items],
  );
  const toggle = useCallback((type: NotificationType, channel: NotificationChannel, value: boolean) => {
    setItems((list) => list.map((i) => (i.type === type && i.channel === channel ? { ...i, enabled: value } : i)));
    setDirty(true);
  }, []);

  const update = useEndpointMutation<NotificationSetting[]>(descriptor.name, UPDATE, ["list"]);
  const { run } = update;
  /** Saves every switch; resolves when stored, rejects with HttpError (the API's message). */
  const save = useCallback(async () => {
    await run({ items });
    setDirty(false);
  }, [items, run]);

  return { load, enabled, toggle, save, saving: update.isPending, dirty };
}
