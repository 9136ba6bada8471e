/**
 * Data of /message/message-notification (spec §3 "Messages", §7) through the data provider: the caller's
 * system messages (paged), custom notices and live broadcast notices, the inbox statistics, and the writes
 * (read, delete). Every `message`, `notice` or `count` event of the real-time channel
 * (src/providers/realtime.tsx) re-reads them, so a new message shows without reload.
 */
import { useCallback, useState } from "react";
import { useInvalidate } from "@refinedev/core";
import type { Page as WirePage } from "../../domain/wire";
import type { InboxStatistics } from "../../domain/notice";
import { useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { useRealtime } from "../../providers/realtime";
import { message } from "../endpoint-groups";
import type { BroadcastNoticeRow, CustomNoticeRow } from "./schema";

/** One row of the system message list (/api/message/tkod/sysmsg/history/list). */
export interface SystemMessageRow {
  id: number;
  senderName: string;
  title: string;
  summary: string;
  url: string;
  isRead: boolean;
  createTime: string;
}

/** The inbox calls are the `message` endpoint group's (no authority: the caller's own rows). */
const NAME = message.name;

/** The three lists, the statistics, paging of the system list, and the writes. */
export function useNotices() {
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const system = useEndpointQuery<WirePage<SystemMessageRow>>(NAME, "list", paging);
  const custom = useEndpointQuery<{ data: CustomNoticeRow[] }>(NAME, "customNotices");
  const broadcast = useEndpointQuery<BroadcastNoticeRow[]>(NAME, "broadcasts");
  const statistics = useEndpointQuery<InboxStatistics>(NAME, "statistics");

  const invalidate = useInvalidate();
  const refresh = useCallback(() => void invalidate({ resource: NAME, invalidates: ["resourceAll"] }), [invalidate]);
  useRealtime("message", refresh);
  useRealtime("notice", refresh);
  useRealtime("count", refresh);

  const readSystem = useEndpointMutation<null>(NAME, "isRead");
  const removeSystem = useEndpointMutation<null>(NAME, "delete");
  const readCustom = useEndpointMutation<null>(NAME, "customRead");
  const readBroadcast = useEndpointMutation<null>(NAME, "broadcastRead");

  return {
    paging,
    setPaging,
    system: system.query,
    custom: custom.query,
    broadcast: broadcast.query,
    statistics: statistics.query.data?.data,
    refresh,
    markSystemRead: (id: number) => readSystem.run({ id }),
    deleteSystem: (id: number) => removeSystem.run({ id }),
    markCustomRead: (messageId: number) => readCustom.run({ messageId }),
    markBroadcastRead: (notificationId: number) => readBroadcast.run({ notificationId }),
    busy: readSystem.isPending || removeSystem.isPending || readCustom.isPending || readBroadcast.isPending,
  };
}
