/**
 * Unread message count for the header badge (spec §2 "The message menu item shows an unread count",
 * §7 "New-message count ... repeated every 60 seconds; repetition stops on failure", §9 notice polling).
 *
 * Call: POST /api/message/ina/countNewMsg `{}` -> `{ countNewMsg: number }` (our path; the spec does not
 * show one). A failure, including the endpoint not existing yet, stops the polling silently. Besides the
 * 60 s polling, a `message`, `count` or `chat` event of the real-time channel (src/providers/realtime.tsx)
 * asks at once; a successful answer (re)starts the 60 s timer, so a push after a failure resumes polling.
 */
import { useEffect, useState } from "react";
import { post } from "../../providers/http";
import { useRealtimeChannel } from "../../providers/realtime";
import type { RealtimeTopic } from "../../domain/realtime";
import { message } from "../../resources/endpoint-groups";

export const COUNT_NEW_MSG_PATH = message.endpoints.custom.countNewMsg;
export const MESSAGE_POLL_MS = 60_000;
/** The events after which the count is asked again at once. */
export const COUNT_TOPICS: readonly RealtimeTopic[] = ["message", "count", "chat"];

/** Polls the unread count while `enabled`; answers the last count (0 before the first answer). */
export function useMessageCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  const { subscribe } = useRealtimeChannel();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      try {
        const answer = await post<{ countNewMsg: number }>(COUNT_NEW_MSG_PATH);
        if (stopped) return;
        setCount(Number(answer?.countNewMsg) || 0);
        if (timer) clearTimeout(timer);
        timer = setTimeout(tick, MESSAGE_POLL_MS);
      } catch {
        // Spec §7/§8: repetition stops on failure, and notice failures are silently ignored.
      }
    };
    void tick();
    const unsubscribe = COUNT_TOPICS.map((topic) => subscribe(topic, () => void tick()));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const off of unsubscribe) off();
    };
  }, [enabled, subscribe]);
  return count;
}
