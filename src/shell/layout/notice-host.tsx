/**
 * Notices in the shell (spec §2 "Toast notifications show at most 1 at a time. Clicking one goes to
 * /#/message/message-notification. Closing one marks it read."; §3 broadcast notice type 1 banner, 2 popup;
 * §8 notice load failures are silently ignored; §9 toast 1.5 s, max 1, notice polling 60 s).
 *
 * - <NoticeToasts/>: each `message` event of the real-time channel shows ONE antd notification (maxCount 1,
 *   1.5 s, src/domain/notice.ts) with the event's title and summary; a click on it opens the notification
 *   list; the close button (mouse or keyboard) marks that message read (a toast that times out stays unread).
 *   Each `notice` event re-reads the broadcast notices, and an unread popup notice (type 2) shows once as a
 *   modal; closing it in any way marks it read.
 * - <NoticeBanner/>: the first unread banner notice (type 1) above the page, dismissible (marks it read).
 * Both read /api/notification/custom/fetchAll through the data provider (one cached query, polled every
 * 60 s until a failure).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, Button, Modal, Typography, notification } from "antd";
import { useInvalidate } from "@refinedev/core";
import { CloseOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BroadcastNoticeType, NOTICE_POLL_MS, TOAST_DURATION_S, TOAST_MAX_COUNT } from "../../domain/notice";
import type { Page as WirePage } from "../../domain/wire";
import { useEndpointCall, useEndpointQuery } from "../../providers/data-hooks";
import { useRealtime } from "../../providers/realtime";
import { notifications } from "../../resources/notifications";
import { message } from "../../resources/endpoint-groups";
import type { BroadcastNoticeRow } from "../../resources/notifications/schema";

/** The inbox calls are the `message` endpoint group's (no authority: the caller's own rows). */
const NAME = message.name;
/** Where a toast leads (spec §2). */
export const NOTIFICATION_LIST_PATH = notifications.routes.messageNotification.path;

/** The live broadcast notices of the user, polled every 60 s while the calls succeed; [] on failure (spec §8). */
function useBroadcasts(enabled: boolean) {
  const [failed, setFailed] = useState(false);
  const { query } = useEndpointQuery<BroadcastNoticeRow[]>(
    NAME,
    "broadcasts",
    {},
    {
      enabled,
      refetchInterval: failed ? false : NOTICE_POLL_MS,
    },
  );
  useEffect(() => {
    if (query.isError) setFailed(true);
    else if (query.isSuccess) setFailed(false);
  }, [query.isError, query.isSuccess]);
  const invalidate = useInvalidate();
  useRealtime("notice", () => void invalidate({ resource: NAME, invalidates: ["resourceAll"] }));
  const markRead = useEndpointCall<null>(NAME, "broadcastRead");
  const read = useCallback(
    async (notificationId: number) => {
      try {
        await markRead({ notificationId });
      } catch {
        // Spec §8: notice failures are silent; the notice shows again on the next read.
      }
      await invalidate({ resource: NAME, invalidates: ["resourceAll"] });
    },
    [markRead, invalidate],
  );
  return { rows: query.isError ? [] : (query.data?.data ?? []), read };
}

/** What a `message` event carries (src/domain/realtime.ts). */
interface MessageEvent {
  source?: unknown;
  id?: unknown;
  ids?: unknown;
  title?: unknown;
  summary?: unknown;
  url?: unknown;
}

/** Toasts for pushed messages and the popup of broadcast notices. */
export function NoticeToasts({ userId }: { userId: number | null }) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const enabled = userId !== null;
  const [api, holder] = notification.useNotification({ maxCount: TOAST_MAX_COUNT });
  const markSystem = useEndpointCall<null>(NAME, "isRead");
  const markCustom = useEndpointCall<null>(NAME, "customRead");
  const listSystem = useEndpointCall<WirePage<{ id: number; url: string; isRead: boolean }>>(NAME, "list");
  const serial = useRef(0);

  /** Marks the toast's message read: its own id, or (an event for a large audience) the newest unread with its url. */
  const markRead = useCallback(
    async (data: MessageEvent) => {
      if (data.source === "custom" && typeof data.id === "number") return markCustom({ messageId: data.id });
      const ids = (data.ids ?? {}) as Record<string, unknown>;
      let id = typeof data.id === "number" ? data.id : ids[String(userId)];
      if (typeof id !== "number") {
        const page = await listSystem({ pageNo: 1, pageSize: 10 });
        id = page.data.find((m) => !m.isRead && m.url === data.url)?.id;
      }
      if (typeof id === "number") await markSystem({ id });
    },
    [markCustom, markSystem, listSystem, userId],
  );

  useRealtime("message", (raw) => {
    if (!enabled) return;
    const data = raw as MessageEvent;
    const key = `message-${++serial.current}`;
    let closedByUser = false;
    const isClose = (target: EventTarget | null) =>
      target instanceof Element && target.closest(".ant-notification-notice-close") !== null;
    api.open({
      key,
      message: typeof data.title === "string" && data.title ? data.title : t("notices.newMessage"),
      description: typeof data.summary === "string" ? data.summary : undefined,
      duration: TOAST_DURATION_S,
      placement: "topRight",
      role: "status",
      closable: { "aria-label": t("notices.closeToast") },
      style: { cursor: "pointer" },
      props: {
        "aria-label": t("notices.openList"),
        // Only the close button marks read; a toast that times out stays unread.
        onClickCapture: (e) => (closedByUser = closedByUser || isClose(e.target)),
        onKeyDownCapture: (e) => (closedByUser = closedByUser || (e.key === "Enter" && isClose(e.target))),
      } as React.HTMLAttributes<HTMLDivElement>,
      onClick: () => {
        api.destroy(key);
        navigate(NOTIFICATION_LIST_PATH);
      },
      onClose: () => {
        if (closedByUser) void markRead(data).catch(() => undefined);
      },
    });
  });

  const { rows, read } = useBroadcasts(enabled);
  const popup = rows.find((n) => n.type === BroadcastNoticeType.popup && !n.isRead);
  const close = () => popup && void read(popup.notificationId);
  return (
    <>
      {holder}
      <Modal
        open={popup !== undefined}
        title={popup?.title ?? t("notices.announcement")}
        onCancel={close}
        destroyOnHidden
        footer={[
          popup?.url ? (
            <Button
              key="open"
              onClick={() => {
                close();
                if (popup?.url) navigate(popup.url);
              }}
            >
              {t("notices.popupOpen")}
            </Button>
          ) : null,
          <Button key="ok" type="primary" onClick={close}>
            {t("notices.popupOk")}
          </Button>,
        ]}
      >
        <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{popup?.summary}</Typography.Paragraph>
      </Modal>
    </>
  );
}

/** The first unread banner notice above the page; closing it marks it read. */
export function NoticeBanner({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const { rows, read } = useBroadcasts(enabled);
  const banner = rows.find((n) => n.type === BroadcastNoticeType.banner && !n.isRead);
  if (!banner) return null;
  return (
    <section aria-label={t("notices.announcement")} style={{ marginBottom: 16 }}>
      <Alert
        key={banner.notificationId}
        type="info"
        // An announcement is not urgent: a status, not an alert that interrupts (and not the page's alert).
        role="status"
        showIcon
        message={banner.title}
        description={banner.summary}
        action={
          banner.url ? (
            <Button size="small" onClick={() => navigate(banner.url)}>
              {t("notices.popupOpen")}
            </Button>
          ) : undefined
        }
        closable={{ closeIcon: <CloseOutlined aria-hidden />, "aria-label": t("notices.closeBanner") }}
        onClose={() => void read(banner.notificationId)}
      />
    </section>
  );
}
