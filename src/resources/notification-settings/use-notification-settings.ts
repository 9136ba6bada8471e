/**
 * Data of /store/notification-setting: the caller's switches (POST /api/message/setting/ina/list) held
 * locally while edited, and saved all at once (POST /api/message/setting/ina/update `{ items }`).
 */
import { useCallback, useEffect, useState } from "react";
import { post } from "../../providers/http";
import { notificationSettings as descriptor } from "./index";
import type { NotificationChannel, NotificationSetting, NotificationType } from "./schema";

const LIST = descriptor.endpoints.list ?? "";
const UPDATE = descriptor.endpoints.update ?? "";

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };

export function useNotificationSettings() {
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const [items, setItems] = useState<NotificationSetting[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    post<NotificationSetting[]>(LIST, {})
      .then((list) => {
        if (!live) return;
        setItems(list);
        setLoad({ status: "ready" });
      })
      .catch((err: unknown) => live && setLoad({ status: "error", message: (err as Error).message }));
    return () => {
      live = false;
    };
  }, []);

  const enabled = useCallback(
    (type: NotificationType, channel: NotificationChannel) => items.find((i) => i.type === type && i.channel === channel)?.enabled ?? false,
    [items],
  );
  const toggle = useCallback((type: NotificationType, channel: NotificationChannel, value: boolean) => {
    setItems((list) => list.map((i) => (i.type === type && i.channel === channel ? { ...i, enabled: value } : i)));
    setDirty(true);
  }, []);

  /** Saves every switch; resolves with the stored list, rejects with the API's message. */
  const save = useCallback(async () => {
    setSaving(true);
    try {
      const stored = await post<NotificationSetting[]>(UPDATE, { items });
      setItems(stored);
      setDirty(false);
    } finally {
      setSaving(false);
    }
  }, [items]);

  return { load, enabled, toggle, save, saving, dirty };
}
