/**
 * The portal's end of the real-time channel (protocol in src/domain/realtime.ts): one reconnecting WebSocket
 * (partysocket) per signed-in portal, opened by <RealtimeProvider> inside the authenticated shell. Each
 * (re)connection authenticates with the stored token as its first frame; a close with CLOSE_UNAUTHORIZED
 * (signed out, session ended) does not reconnect. Screens subscribe with `useRealtime(topic, handler)` and
 * re-read their data through the normal calls, so an event missed while disconnected costs nothing that the
 * spec's 60 s polling (§9) does not also cover.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import ReconnectingWebSocket from "partysocket/ws";
import {
  CLOSE_UNAUTHORIZED,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  REALTIME_PATH,
  type ClientFrame,
  type RealtimeTopic,
  type ServerFrame,
} from "../domain/realtime";
import { tokenStore } from "./http";

type Handler = (data: Record<string, unknown>) => void;

/** What subscribers see of the channel. */
export interface RealtimeChannel {
  /** Calls `handler` for every event of `topic` until the answered function is called. */
  subscribe(topic: RealtimeTopic, handler: Handler): () => void;
  /** True while the socket is open and authenticated. */
  connected: boolean;
}

const noChannel: RealtimeChannel = { subscribe: () => () => undefined, connected: false };
const RealtimeContext = createContext<RealtimeChannel>(noChannel);
const PING_MS = 25_000;

/** ws:// or wss:// URL of the channel on the portal's own origin. */
export function realtimeUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${REALTIME_PATH}`;
}

/** Opens the channel while `enabled` (a signed-in user with a token) and gives it to the tree below. */
export function RealtimeProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const handlers = useRef(new Map<RealtimeTopic, Set<Handler>>());
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof WebSocket === "undefined") return;
    const socket = new ReconnectingWebSocket(realtimeUrl(), [], {
      minReconnectionDelay: RECONNECT_MIN_MS,
      maxReconnectionDelay: RECONNECT_MAX_MS,
      shouldReconnectOnClose: (event) => event.code !== CLOSE_UNAUTHORIZED,
    });
    const send = (frame: ClientFrame) => socket.send(JSON.stringify(frame));
    let ping: ReturnType<typeof setInterval> | undefined;
    socket.addEventListener("open", () => {
      const token = tokenStore.get();
      if (!token) return socket.close(CLOSE_UNAUTHORIZED);
      send({ type: "auth", token });
    });
    socket.addEventListener("message", (event) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === "ready") {
        setConnected(true);
        clearInterval(ping);
        ping = setInterval(() => send({ type: "ping" }), PING_MS);
      } else if (frame.type === "event") {
        for (const handler of handlers.current.get(frame.topic) ?? []) handler(frame.data);
      }
    });
    socket.addEventListener("close", () => {
      setConnected(false);
      clearInterval(ping);
    });
    return () => {
      clearInterval(ping);
      socket.close();
      setConnected(false);
    };
  }, [enabled]);

  const subscribe = useCallback((topic: RealtimeTopic, handler: Handler) => {
    const set = handlers.current.get(topic) ?? new Set<Handler>();
    handlers.current.set(topic, set);
    set.add(handler);
    return () => void set.delete(handler);
  }, []);
  const channel = useMemo<RealtimeChannel>(() => ({ connected, subscribe }), [connected, subscribe]);
  return <RealtimeContext.Provider value={channel}>{children}</RealtimeContext.Provider>;
}

/** A fixed channel for tests of screens that subscribe (they publish through its `subscribe`). */
export const RealtimeTestProvider = RealtimeContext.Provider;

/** The channel (a no-op outside <RealtimeProvider>, e.g. in unit tests of a screen). */
export function useRealtimeChannel(): RealtimeChannel {
  return useContext(RealtimeContext);
}

/**
 * Calls `handler` for every event of `topic` while the component is mounted. The latest `handler` is used
 * without re-subscribing, so it may close over state.
 */
export function useRealtime(topic: RealtimeTopic, handler: Handler): void {
  const channel = useRealtimeChannel();
  const latest = useRef(handler);
  latest.current = handler;
  const { subscribe } = channel;
  useEffect(() => subscribe(topic, (data) => latest.current(data)), [subscribe, topic]);
}
