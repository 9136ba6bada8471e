/**
 * The event bus behind the real-time channel (src/domain/realtime.ts). A writer publishes inside the
 * transaction that made the change: `pg_notify` is transactional, so the event leaves only if the change
 * commits, and every API process on the database hears it through its LISTEN connection (one process on
 * PGlite; several on PostgreSQL, DESIGN.md §1 "stateless API processes"). Each process then hands the event to
 * the sockets it holds (server/realtime/hub.ts).
 */
import { sql } from "drizzle-orm";
import type { RealtimeEvent } from "@src/domain/realtime";
import type { Db, Tx } from "../db/client";
import { PORTAL_EVENTS_CHANNEL } from "./event-feed";

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a long audience is split across several. */
const PAYLOAD_MAX = 7_000;
const IDS_PER_CHUNK = 500;

/**
 * Announces `event` to every API process once the surrounding transaction commits (at once outside one).
 * Audience lists longer than 500 ids go out as several notifications. Throws when a single event's data
 * alone is too large to notify (keep `data` to ids and short texts; readers fetch the rest).
 */
export async function publishEvent(db: Db | Tx, event: RealtimeEvent): Promise<void> {
  for (const part of splitAudience(event)) {
    const payload = JSON.stringify(part);
    if (Buffer.byteLength(payload) > PAYLOAD_MAX) throw new Error(`realtime event too large: ${part.topic}`);
    await db.execute(sql`select pg_notify(${PORTAL_EVENTS_CHANNEL}, ${payload})`);
  }
}

function splitAudience(event: RealtimeEvent): RealtimeEvent[] {
  const parts: RealtimeEvent[] = [];
  const users = event.userIds ?? [];
  const shops = event.shopIds ?? [];
  if (event.all || (users.length <= IDS_PER_CHUNK && shops.length <= IDS_PER_CHUNK)) return [event];
  for (let i = 0; i < users.length; i += IDS_PER_CHUNK)
    parts.push({ topic: event.topic, data: event.data, userIds: users.slice(i, i + IDS_PER_CHUNK) });
  for (let i = 0; i < shops.length; i += IDS_PER_CHUNK)
    parts.push({ topic: event.topic, data: event.data, shopIds: shops.slice(i, i + IDS_PER_CHUNK) });
  return parts;
}
