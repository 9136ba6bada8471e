/**
 * Chat with buyers (spec §2 message-chat; §9 emoji and stickers): both sides' calls and their shapes, the
 * idempotent re-send, unread counters on both sides, history pages for the scroll loader, another shop's
 * conversation / product / order answering not found, text length limits, and the real-time `chat` event
 * reaching the other side's socket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { eq } from "drizzle-orm";
import { CHAT_TEXT_MAX } from "../../../src/domain/chat";
import { REALTIME_PATH, type ServerFrame } from "../../../src/domain/realtime";
import type {
  BuyerChatConversationRow,
  ChatConversationRow,
  ChatMessage,
  ChatMessagePage,
} from "../../../src/resources/chats/schema";
import type { Page } from "../../../src/domain/wire";
import { users } from "../../../server/db/schema/auth";
import { shops } from "../../../server/db/schema/shop";
import { items } from "../../../server/db/schema/item";
import { chatMessages } from "../../../server/db/schema/inbox";
import { createTestApp, type TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  placeOrder,
  uploadPhoto,
  type ShopInfo,
  type TestBuyer,
} from "../order/order-helpers";

let t: TestApp;
let shop: ShopInfo;
let admin: string;
let special: string;
let buyer: TestBuyer;
let other: TestBuyer;
let productId: number;
let specialItemId: number;
let orderNo: string;
let otherOrderNo: string;
let conversationId: number;
let n = 0;
const cid = () => `uji-${Date.now()}-${++n}`;

const seller = <T>(url: string, body: unknown, token = admin) => t.call<T>(`/api/chat/ina/${url}`, body, { token });
const asBuyer = <T>(url: string, body: unknown, who: TestBuyer = buyer) =>
  t.call<T>(`/api/buyer/chat/${url}`, body, { token: who.token });

async function sellerRow(id: number): Promise<ChatConversationRow | undefined> {
  const res = await seller<Page<ChatConversationRow>>("conversation/page", { pageNo: 1, pageSize: 100 });
  return res.body.data.data.find((r) => r.conversationId === id);
}
async function buyerRow(id: number, who: TestBuyer = buyer): Promise<BuyerChatConversationRow | undefined> {
  const res = await asBuyer<Page<BuyerChatConversationRow>>("conversation/page", { pageNo: 1, pageSize: 100 }, who);
  return res.body.data.data.find((r) => r.conversationId === id);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  special = await t.login("seller.special");
  shop = await activeShop(t);
  buyer = await createBuyer(t, "workshop", shop.regionCodes);
  other = await createBuyer(t, "ordinary", shop.regionCodes);
  productId = (await createProduct(t, shop)).id;
  const [specialUser] = await t.database.db.select().from(users).where(eq(users.userName, "seller.special"));
  const [specialItem] = await t.database.db.select().from(items).where(eq(items.shopId, specialUser.shopId!)).limit(1);
  specialItemId = specialItem.id;
  orderNo = await placeOrder(t, buyer, shop.shopId, [{ itemId: productId, quantity: 1 }]);
  otherOrderNo = await placeOrder(t, other, shop.shopId, [{ itemId: productId, quantity: 1 }]);
  const started = await asBuyer<{ conversationId: number }>("start", { shopId: shop.shopId });
  expect(started.body.success).toBe(true);
  conversationId = started.body.data.conversationId;
}, 120_000);
afterAll(async () => t.close());

describe("starting a conversation", () => {
  it("the buyer's start is one conversation per shop; unknown and closed shops answer not found", async () => {
    const again = await asBuyer<{ conversationId: number }>("start", { shopId: shop.shopId });
    expect(again.body.data.conversationId).toBe(conversationId);
    expect((await asBuyer("start", { shopId: 99_999 })).body.code).toBe(404);
    const [pending] = await t.database.db
      .select({ shopId: users.shopId })
      .from(users)
      .where(eq(users.userName, "seller.pending"));
    const [pendingShop] = await t.database.db.select().from(shops).where(eq(shops.id, pending.shopId!));
    expect((await asBuyer("start", { shopId: pendingShop.id })).body.code).toBe(404);
  });

  it("the seller starts a chat with a buyer who ordered from it, and with no other user", async () => {
    const res = await seller<{ conversationId: number }>("start", { buyerUserId: buyer.userId });
    expect(res.body.data.conversationId).toBe(conversationId);
    const stranger = await createBuyer(t, "ordinary", shop.regionCodes);
    expect((await seller("start", { buyerUserId: stranger.userId })).body.code).toBe(404);
    expect((await seller("start", { buyerUserId: shop.adminUserId })).body.code).toBe(404);
    // Another shop cannot open a chat with this shop's buyer either.
    expect((await seller("start", { buyerUserId: buyer.userId }, special)).body.code).toBe(404);
  });
});

describe("sending and reading", () => {
  it("a buyer's text reaches the seller's list and history, unread until the seller reads it", async () => {
    const sent = await asBuyer<ChatMessage>("send", {
      conversationId,
      kind: "text",
      body: "Halo, kampas rem Avanza ready? 👍",
      clientId: cid(),
    });
    expect(sent.body.success).toBe(true);
    expect(sent.body.data).toEqual({
      messageId: expect.any(Number),
      conversationId,
      side: "buyer",
      senderUserId: buyer.userId,
      kind: "text",
      body: "Halo, kampas rem Avanza ready? 👍",
      payload: null,
      clientId: expect.any(String),
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const row = await sellerRow(conversationId);
    expect(row).toEqual({
      conversationId,
      buyerUserId: buyer.userId,
      buyerName: expect.stringContaining("Pembeli Uji"),
      buyerUserName: buyer.userName,
      lastMessage: { kind: "text", text: "Halo, kampas rem Avanza ready? 👍" },
      lastMessageTime: sent.body.data.createTime,
      unread: 1,
    });
    const history = await seller<ChatMessagePage>("message/page", { conversationId });
    expect(history.body.data.hasMore).toBe(false);
    expect(history.body.data.data.map((m) => m.messageId)).toEqual([sent.body.data.messageId]);

    expect((await seller("read", { conversationId })).body.success).toBe(true);
    expect((await sellerRow(conversationId))?.unread).toBe(0);
  });

  it("the seller answers with text, a sticker, a picture, a product card and an order card; the buyer's unread counts them", async () => {
    const photo = await uploadPhoto(t, admin);
    const bodies = [
      { kind: "text", body: "Ready kak 😄" },
      { kind: "sticker", body: "thanks" },
      { kind: "image", payload: { fileKey: photo } },
      // Display fields in the body are ignored: the card is filled from the database.
      { kind: "product", payload: { itemId: productId, name: "Palsu", price: 1 } },
      { kind: "order", payload: { orderNo, total: 1 } },
    ];
    const answers: ChatMessage[] = [];
    for (const b of bodies) {
      const res = await seller<ChatMessage>("send", { conversationId, clientId: cid(), ...b });
      expect([b.kind, res.body.success, res.body.message]).toEqual([b.kind, true, expect.any(String)]);
      answers.push(res.body.data);
    }
    const [item] = await t.database.db.select().from(items).where(eq(items.id, productId));
    expect(answers[2].payload).toEqual({ fileKey: photo, url: `/files/${photo}`, name: "do.png" });
    expect(answers[3].payload).toMatchObject({ itemId: productId, name: item.itemName, partNo: item.partNo });
    expect(answers[3].payload?.price).toBe(item.minPrice);
    expect(answers[4].payload).toEqual({
      orderNo,
      total: expect.any(Number),
      status: expect.any(Number),
      itemCount: 1,
    });
    expect(answers[4].payload?.total).toBeGreaterThan(1);

    const row = await buyerRow(conversationId);
    expect(row).toMatchObject({ shopId: shop.shopId, unread: 5, lastMessage: { kind: "order", text: orderNo } });
    expect((await sellerRow(conversationId))?.unread).toBe(0);
    const read = await asBuyer("read", { conversationId });
    expect(read.body.success).toBe(true);
    expect((await buyerRow(conversationId))?.unread).toBe(0);
  });

  it("a re-send with the same client id answers the first message and stores nothing new", async () => {
    const clientId = cid();
    const first = await asBuyer<ChatMessage>("send", { conversationId, kind: "text", body: "Sekali saja", clientId });
    const before = (await sellerRow(conversationId))!;
    const again = await asBuyer<ChatMessage>("send", { conversationId, kind: "text", body: "Sekali saja", clientId });
    expect(again.body.data).toEqual(first.body.data);
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId));
    expect(stored).toHaveLength(1);
    expect((await sellerRow(conversationId))?.unread).toBe(before.unread);
    // The other side reusing that id is refused rather than answered with the buyer's message.
    const clash = await seller("send", { conversationId, kind: "text", body: "x", clientId });
    expect(clash.body.code).toBe(409);
  });

  it("text is 1 to CHAT_TEXT_MAX characters; emoji count as typed", async () => {
    const ok = await asBuyer("send", {
      conversationId,
      kind: "text",
      body: "a".repeat(CHAT_TEXT_MAX),
      clientId: cid(),
    });
    expect(ok.body.success).toBe(true);
    for (const body of ["a".repeat(CHAT_TEXT_MAX + 1), "   ", ""]) {
      const res = await asBuyer<{ errors: { path: string }[] }>("send", {
        conversationId,
        kind: "text",
        body,
        clientId: cid(),
      });
      expect([body.length, res.body.code]).toEqual([body.length, 400]);
      expect(res.body.data.errors.map((e) => e.path)).toEqual(["body"]);
    }
    const sticker = await asBuyer("send", { conversationId, kind: "sticker", body: "not-a-sticker", clientId: cid() });
    expect(sticker.body.code).toBe(400);
  });
});

describe("another party's records answer not found", () => {
  it("another shop cannot read, send in or mark read this shop's conversation, nor see it listed", async () => {
    for (const [url, body] of [
      ["message/page", { conversationId }],
      ["read", { conversationId }],
      ["send", { conversationId, kind: "text", body: "Halo", clientId: cid() }],
      ["orders", { conversationId, pageNo: 1, pageSize: 10 }],
    ] as const) {
      const res = await seller(url, body, special);
      expect([url, res.body.code]).toEqual([url, 404]);
    }
    const list = await seller<Page<ChatConversationRow>>("conversation/page", { pageNo: 1, pageSize: 100 }, special);
    expect(list.body.data.data.map((r) => r.conversationId)).not.toContain(conversationId);
  });

  it("another buyer cannot reach this buyer's conversation", async () => {
    for (const [url, body] of [
      ["message/page", { conversationId }],
      ["read", { conversationId }],
      ["send", { conversationId, kind: "text", body: "Halo", clientId: cid() }],
    ] as const) {
      const res = await asBuyer(url, body, other);
      expect([url, res.body.code]).toEqual([url, 404]);
    }
  });

  it("cards name only the shop's in-sale products and this buyer's orders at the shop; pictures only the sender's uploads", async () => {
    const foreignItem = await seller("send", {
      conversationId,
      kind: "product",
      payload: { itemId: specialItemId },
      clientId: cid(),
    });
    expect(foreignItem.body).toMatchObject({ code: 404, success: false });
    const buyerForeignItem = await asBuyer("send", {
      conversationId,
      kind: "product",
      payload: { itemId: specialItemId },
      clientId: cid(),
    });
    expect(buyerForeignItem.body.code).toBe(404);
    const notInSale = await createProduct(t, shop, { reviewStatus: 3 });
    const draft = await asBuyer("send", {
      conversationId,
      kind: "product",
      payload: { itemId: notInSale.id },
      clientId: cid(),
    });
    expect(draft.body.code).toBe(404);
    for (const no of [otherOrderNo, "ORD-20260101-999999"]) {
      const res = await seller("send", { conversationId, kind: "order", payload: { orderNo: no }, clientId: cid() });
      expect([no, res.body.code]).toEqual([no, 404]);
      const asB = await asBuyer("send", { conversationId, kind: "order", payload: { orderNo: no }, clientId: cid() });
      expect([no, asB.body.code]).toEqual([no, 404]);
    }
    const foreignPhoto = await uploadPhoto(t, special);
    const pic = await seller<{ errors: { path: string }[] }>("send", {
      conversationId,
      kind: "image",
      payload: { fileKey: foreignPhoto },
      clientId: cid(),
    });
    expect(pic.body.code).toBe(400);
    expect(pic.body.data.errors.map((e) => e.path)).toEqual(["payload.fileKey"]);
  });
});

describe("history and lists", () => {
  it("pages of history go back by beforeId, oldest first, until hasMore is false", async () => {
    const c = await createBuyer(t, "priority", shop.regionCodes);
    const { conversationId: id } = (await asBuyer<{ conversationId: number }>("start", { shopId: shop.shopId }, c)).body
      .data;
    for (let i = 1; i <= 45; i++) {
      const res = await asBuyer("send", { conversationId: id, kind: "text", body: `Pesan ${i}`, clientId: cid() }, c);
      expect(res.body.success).toBe(true);
    }
    const seen: string[] = [];
    let beforeId: number | undefined;
    let pages = 0;
    for (;;) {
      const res = await seller<ChatMessagePage>("message/page", { conversationId: id, beforeId });
      const bodies = res.body.data.data.map((m) => m.body);
      seen.unshift(...bodies);
      pages++;
      if (!res.body.data.hasMore) break;
      beforeId = res.body.data.data[0].messageId;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `Pesan ${i + 1}`));
    const row = await sellerRow(id);
    expect(row?.unread).toBe(45);

    // Newest first: this conversation had the latest message.
    const list = await seller<Page<ChatConversationRow>>("conversation/page", { pageNo: 1, pageSize: 5 });
    expect(list.body.data.data[0].conversationId).toBe(id);
    const found = await seller<Page<ChatConversationRow>>("conversation/page", {
      pageNo: 1,
      pageSize: 10,
      keyword: c.userName,
    });
    expect(found.body.data.data.map((r) => r.conversationId)).toEqual([id]);
    expect(found.body.data.rowCount).toBe(1);
  });

  it("the pickers list the shop's in-sale products and the conversation buyer's orders", async () => {
    const products = await seller<Page<{ itemId: number }>>("products", { pageNo: 1, pageSize: 100 });
    expect(products.body.data.rowCount).toBeGreaterThan(0);
    const ids = products.body.data.data.map((p) => p.itemId);
    expect(ids).toContain(productId);
    expect(ids).not.toContain(specialItemId);
    const orders = await seller<Page<{ orderNo: string }>>("orders", { pageNo: 1, pageSize: 10, conversationId });
    expect(orders.body.data.data.map((o) => o.orderNo)).toEqual([orderNo]);
  });
});

describe("demo data", () => {
  it("seller.active's shop chats with every demo buyer: text, emoji, stickers, pictures and product cards, some unread", async () => {
    const res = await seller<Page<ChatConversationRow>>("conversation/page", {
      pageNo: 1,
      pageSize: 100,
      keyword: "buyer.",
    });
    const demo = res.body.data.data.filter((r) => r.buyerUserName.startsWith("buyer."));
    expect(demo.map((r) => r.buyerUserName).sort()).toEqual([
      "buyer.insurance",
      "buyer.ordinary",
      "buyer.priority",
      "buyer.rental",
      "buyer.workshop",
    ]);
    expect(demo.filter((r) => r.unread > 0).length).toBeGreaterThanOrEqual(2);
    const kinds = new Set<string>();
    for (const r of demo) {
      const page = await seller<ChatMessagePage>("message/page", { conversationId: r.conversationId });
      for (const m of page.body.data.data) kinds.add(m.kind);
    }
    expect([...kinds].sort()).toEqual(["image", "product", "sticker", "text"]);
    const rental = await t.login("buyer.rental");
    const mine = await t.call<Page<BuyerChatConversationRow>>(
      "/api/buyer/chat/conversation/page",
      { pageNo: 1, pageSize: 10 },
      { token: rental },
    );
    expect(mine.body.data.data[0]).toMatchObject({ shopId: shop.shopId, unread: 3 });
  });
});

describe("real time", () => {
  async function connect(token: string, base: string) {
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
    await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
    socket.send(JSON.stringify({ type: "auth", token }));
    const next = (test: (f: ServerFrame) => boolean) =>
      new Promise<ServerFrame>((resolve) => {
        const hit = frames.find(test);
        if (hit) return resolve(hit);
        waiters.push({ test, resolve });
      });
    await next((f) => f.type === "ready");
    return { socket, frames, next };
  }

  it("the buyer's message reaches the seller's socket, the seller's reply the buyer's; others hear nothing", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = address.replace(/^http/, "ws");
    const s = await connect(admin, base);
    const b = await connect(buyer.token, base);
    const o = await connect(other.token, base);
    const x = await connect(special, base);

    const sent = await asBuyer<ChatMessage>("send", {
      conversationId,
      kind: "text",
      body: "Ada stok?",
      clientId: cid(),
    });
    const toSeller = await s.next((f) => f.type === "event" && f.topic === "chat");
    expect(toSeller).toEqual({
      type: "event",
      topic: "chat",
      data: { conversationId, messageId: sent.body.data.messageId, side: "buyer" },
    });

    const reply = await seller<ChatMessage>("send", { conversationId, kind: "text", body: "Ada 👍", clientId: cid() });
    const toBuyer = await b.next(
      (f) => f.type === "event" && f.topic === "chat" && f.data.messageId === reply.body.data.messageId,
    );
    expect(toBuyer).toMatchObject({ data: { conversationId, side: "seller" } });

    await seller("read", { conversationId });
    await b.next((f) => f.type === "event" && f.topic === "chatRead");
    // A later event for the other buyer proves its socket works and that nothing else reached it.
    const { conversationId: otherId } = (
      await asBuyer<{ conversationId: number }>("start", { shopId: shop.shopId }, other)
    ).body.data;
    await asBuyer("send", { conversationId: otherId, kind: "sticker", body: "hello", clientId: cid() }, other);
    await o.next((f) => f.type === "event" && f.topic === "chat");
    expect(o.frames.filter((f) => f.type === "event" && f.data.conversationId === conversationId)).toEqual([]);
    expect(x.frames.filter((f) => f.type === "event")).toEqual([]);
    for (const c of [s, b, o, x]) c.socket.close();
  });
});
