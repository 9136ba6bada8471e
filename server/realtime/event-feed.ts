/**
 * What one API process hears of the portal events (server/realtime/bus.ts publishes them). Kept apart from
 * the bus so the database client (server/db/client.ts) can feed it without importing the writers' side.
 */
import type { RealtimeEvent } from "@src/domain/realtime";

/** The LISTEN/NOTIFY channel of portal events. */
export const PORTAL_EVENTS_CHANNEL = "portal_events";

/** What one process hears: listeners get every event any process published on the database. */
export interface EventFeed {
  /** Adds a listener; answers the function that removes it. */
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  /** Hands a received notification payload to the listeners (the database client calls it). */
  receive(payload: string | undefined): void;
  /** False while the LISTEN connection is down (events may be missed; portals fall back to polling). */
  live: boolean;
}

/** A feed with no listeners yet. A malformed payload is dropped: it cannot come from publishEvent. */
export function createEventFeed(): EventFeed {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  return {
    live: false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(payload) {
      if (!payload) return;
      let event: RealtimeEvent;
      try {
        event = JSON.parse(payload) as RealtimeEvent;
      } catch {
        return;
      }
      for (const listener of listeners) listener(event);
    },
  };
}
