/**
 * Push of system messages and notices (spec §2 toasts "the moment" a buyer orders, §3 push message): a buyer's
 * order through POST /api/buyer/order/create produces a `message` event on the seller's socket carrying the
 * message's title, url and the seller's own message id, which the seller can mark read; a buyer's note and a
 * platform notice arrive the same way; another shop's socket hears none of them.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { WebSocket } from "ws";
import { REALTIME_PATH, type ServerFrame } from "../../../src/domain/realtime";
import { createTestApp, type TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  placeOrder,
  type ShopInfo,
  type TestBuyer,
} from "../order/order-helpers";

let t: TestApp;
let base: string;
let seller: string;
let special: string;
let shop: ShopInfo;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws");
  [seller, special] = await Promise.all([t.login("seller.active"), t.login("seller.special")]);
  shop = await activeShop(t);
  buyer = await createBuyer(t, "ordinary", shop.regionCodes);
}, 120_000);
afterAll(async () => t.close());

/** An authenticated socket collecting its event frames; `next` waits (at most 5 s) for a matching one. */
async function connect(token: string) {
  const socket = new WebSocket(`${base}${REALTIME_PATH}`);
  const frames: ServerFrame[] = [];
  socket.on("message", (raw) => frames.push(JSON.parse(String(raw)) as ServerFrame));
  await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
  socket.send(JSON.stringify({ type: "auth", token }));
  const next = async (test: (f: Extract<ServerFrame, { type: "event" }>) => boolean) => {
    const until = Date.now() + 5000;
    for (;;) {
      const hit = frames.find((f) => f.type === "event" && test(f));
      if (hit && hit.type === "event") return hit;
      if (Date.now() > until) throw new Error(`no matching frame in ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await new Promise<void>((resolve) => {
    const check = () => (frames.some((f) => f.type === "ready") ? resolve() : setTimeout(check, 10));
    check();
  });
  return { socket, frames, next };
}

test("a buyer's order reaches the seller's socket as a message event it can mark read", async () => {
  const [mine, other] = await Promise.all([connect(seller), connect(special)]);
  const product = await createProduct(t, shop);
  const orderNo = await placeOrder(t, buyer, shop.shopId, [{ itemId: product.id, quantity: 1 }]);

  const event = await mine.next((f) => f.topic === "message" && String(f.data.url).includes(orderNo));
  expect(event.data).toMatchObject({
    source: "system",
    title: expect.any(String),
    summary: expect.stringContaining(orderNo),
    url: `/order/detail-confirm?orderNo=${orderNo}`,
  });
  const ids = event.data.ids as Record<string, number>;
  const me = await t.call<{ userId: number }>("/api/user/queryUserInfo", {}, { token: seller });
  const id = ids[String(me.body.data.userId)];
  expect(id).toBeGreaterThan(0);
  expect((await t.call("/api/message/tkod/sysmsg/isread", { id }, { token: seller })).body.success).toBe(true);

  // A note and a notice to everyone: the seller hears both; seller.special only the notice.
  await t.call("/api/buyer/message/custom/send", { shopId: shop.shopId, notes: "Halo toko" }, { token: buyer.token });
  await mine.next((f) => f.topic === "message" && f.data.source === "custom" && f.data.summary === "Halo toko");
  const platform = await t.login("platform.admin");
  const created = await t.call<{ notificationId: number }>(
    "/api/platform/notification/create",
    { type: 2, title: "Info", summary: "Info platform" },
    { token: platform },
  );
  const notice = (f: { topic: string; data: Record<string, unknown> }) =>
    f.topic === "notice" && f.data.id === created.body.data.notificationId;
  expect((await mine.next(notice)).data).toEqual({ id: created.body.data.notificationId, type: 2 });
  await other.next(notice);
  expect(other.frames.some((f) => f.type === "event" && f.topic === "message")).toBe(false);
  mine.socket.close();
  other.socket.close();
});
