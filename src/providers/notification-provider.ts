/**
 * Toasts (spec §8 "shows the message as an error toast", §9 "Toast duration 1.5 s, max 1 notification").
 *
 * Built on antd's `App` (message and notification follow the theme and the React 19 patch), without
 * @refinedev/antd (bundle budget). `TOAST_CONFIG` is passed to `<App message notification>` so every
 * toast of the portal, Refine's or ours, shows at most one at a time for 1.5 s.
 *
 * Refine's error notifications carry a generic title ("Error (status code: 400)") and the envelope
 * message as description: the toast shows the description, i.e. the server's message in the user's
 * language. Success notifications show their message.
 */
import { App } from "antd";
import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";

/** antd App configuration for message and notification (spec §9). */
export const TOAST_CONFIG = {
  message: { maxCount: 1, duration: 1.5 },
  notification: { maxCount: 1, duration: 1.5 },
} as const;

/** The text a toast shows for Refine's notification params (see header). */
export function toastText(params: Pick<OpenNotificationParams, "type" | "message" | "description">): string {
  if (params.type === "error") return params.description?.trim() ? params.description : params.message;
  return params.message?.trim() ? params.message : (params.description ?? "");
}

/** Refine notification provider as a hook (Refine calls it inside the antd `App`). */
export function useNotificationProvider(): NotificationProvider {
  const { message } = App.useApp();
  return {
    open: (params) => {
      const content = toastText(params);
      const key = params.key;
      if (params.type === "error") void message.error({ content, key });
      else if (params.type === "success") void message.success({ content, key });
      // "progress" is Refine's undoable countdown; the portal uses pessimistic mutations, so a
      // plain loading toast is enough if it ever shows.
      else void message.loading({ content, key, duration: params.undoableTimeout ?? 5 });
    },
    close: (key) => message.destroy(key),
  };
}
