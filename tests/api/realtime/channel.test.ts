/**
 * The real-time channel (src/domain/realtime.ts): a portal's socket authenticates with its token and then
 * receives the events published for its user, its shop or everyone, once the publishing transaction commits;
 * a bad token is closed with 4401; a rolled-back transaction publishes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { eq } from "drizzle-orm";
import { CLOSE_UNAUTHORIZED, REALTIME_PATH, type ServerFrame } from "../../../src/domain/realtime";
import { publishEvent } from "../../../server/realtime/bus";
import { users } from "../../../server/db/schema/auth";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let base: string;
let sellerId: number;
let shopId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = address.replace(/^http/, "ws");
  token = await t.login("seller.active");
  const [u] = await t.database.db.select().from(users).where(eq(users.userName, "seller.active"));
  sellerId = u.id;
  shopId = u.shopId!;
});
afterAll(async () => t.close());

/** Opens a socket, authenticates, and collects the frames it receives. */
async function connect(tok: string) {
  const socket = new WebSocket(`${base}${REALTIME_PATH}`);
  const frames: ServerFrame[] = [];
  const waiters: { test: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  socket.on("message", (raw) => {
    const frame = JSON.parse(String(raw)) as ServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (!w.test(frame)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
  socket.send(JSON.stringify({ type: "auth", token: tok }));
  const next = (test: (f: ServerFrame) => boolean) =>
    new Promise<ServerFrame>((resolve) => {
      const hit = frames.find(test);
      if (hit) return resolve(hit);
      waiters.push({ test, resolve });
    });
  return { socket, frames, closed, next };
}

describe("real-time channel", () => {
  it("delivers an event to the user, the shop and everyone, after commit", async () => {
    const c = await connect(token);
    await c.next((f) => f.type === "ready");
    expect(t.app.realtime.size()).toBeGreaterThanOrEqual(1);

    await publishEvent(t.database.db, { topic: "count", userIds: [sellerId], data: { n: 1 } });
    const a = await c.next((f) => f.type === "event" && f.data.n === 1);
    expect(a).toEqual({ type: "event", topic: "count", data: { n: 1 } });

    await publishEvent(t.database.db, { topic: "notice", shopIds: [shopId], data: { n: 2 } });
    await c.next((f) => f.type === "event" && f.data.n === 2);
    await publishEvent(t.database.db, { topic: "notice", all: true, data: { n: 3 } });
    await c.next((f) => f.type === "event" && f.data.n === 3);

    // Not for this user: another user id and another shop.
    await publishEvent(t.database.db, { topic: "count", userIds: [sellerId + 100_000], shopIds: [shopId + 100_000] });
    // A rolled-back transaction publishes nothing.
    await t.database.db
      .transaction(async (tx) => {
        await publishEvent(tx, { topic: "count", userIds: [sellerId], data: { n: 4 } });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await publishEvent(t.database.db, { topic: "count", userIds: [sellerId], data: { n: 5 } });
    await c.next((f) => f.type === "event" && f.data.n === 5);
    const seen = c.frames.filter((f) => f.type === "event").map((f) => (f.type === "event" ? f.data.n : null));
    expect(seen).toEqual([1, 2, 3, 5]);

    c.socket.send(JSON.stringify({ type: "ping" }));
    await c.next((f) => f.type === "pong");
    c.socket.close();
  });

  it("closes a socket with a bad token with 4401 and delivers nothing to it", async () => {
    const c = await connect("not-a-token");
    expect(await c.closed).toBe(CLOSE_UNAUTHORIZED);
    expect(c.frames).toEqual([]);
  });
});
