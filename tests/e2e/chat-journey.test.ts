/**
 * A chat between two browser contexts, in real Chromium (spec §2 message-chat; §9 emoji and stickers): context
 * 1 is seller.active's portal on /message/message-chat; context 2 is a buyer (buyer.workshop) on a page of the
 * portal's origin that signs in through /api/user/login/login with fetch, opens the real-time WebSocket in the
 * page and writes through /api/buyer/chat/*, as the buyer portal would. The buyer's message appears in the
 * seller's open conversation without a reload; the seller answers with text, an emoji from the picker and a
 * product card from the product picker; the buyer's socket gets the `chat` events and the buyer reads the
 * answer through /api/buyer/chat/message/page. Screenshots in test-results/e2e/chat-*.png.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openBrowser, realtimeReady, screenshot, signIn, useAppInBrowser } from "./harness";
import type { ChatMessagePage } from "../../src/resources/chats/schema";

const app = useAppInBrowser();
let buyerBrowser: Awaited<ReturnType<typeof openBrowser>>;
let shopId = 0;
let buyerName = "";
const stamp = Date.now().toString(36);

/** The buyer page's helpers, run inside the page (fetch and WebSocket of the portal's origin). */
async function buyerSignIn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const hex = async (text: string) =>
      [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
    const res = await fetch("/api/user/login/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "buyer.workshop", password: await hex("Demo#2026") }),
    });
    const body = (await res.json()) as { success: boolean; data: { accessToken: string } };
    if (!body.success) throw new Error("buyer login refused");
    const w = window as unknown as Record<string, unknown>;
    w.token = body.data.accessToken;
    w.events = [];
    const socket = new WebSocket(`ws://${location.host}/api/realtime/ws`);
    w.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => socket.send(JSON.stringify({ type: "auth", token: w.token }));
      socket.onerror = () => reject(new Error("socket error"));
      socket.onmessage = (e) => {
        const frame = JSON.parse(String(e.data)) as { type: string };
        if (frame.type === "ready") resolve();
        if (frame.type === "event") (w.events as unknown[]).push(frame);
      };
    });
  });
}

async function buyerCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const w = window as unknown as Record<string, unknown>;
      const res = await fetch(p as string, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: w.token as string },
        body: JSON.stringify(b),
      });
      const answer = (await res.json()) as { success: boolean; message: string; data: unknown };
      if (!answer.success) throw new Error(`${p as string}: ${answer.message}`);
      return answer.data;
    },
    [path, body] as const,
  ) as Promise<T>;
}

const buyerEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: { topic: string; data: Record<string, unknown> }[] }).events);

beforeAll(async () => {
  const seller = await app.server.login("seller.active");
  const info = await app.server.api<{ shopId: number }>("/api/user/queryUserInfo", {}, seller);
  shopId = info.data.shopId;
  const rows = await app.server.api<{ data: { buyerName: string }[] }>(
    "/api/chat/ina/conversation/page",
    { pageNo: 1, pageSize: 10, keyword: "buyer.workshop" },
    seller,
  );
  buyerName = rows.data.data[0].buyerName;
  buyerBrowser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await buyerBrowser?.close();
});

test("a buyer's message reaches the seller's open chat without reload; the seller's answer reaches the buyer", async () => {
  const { page } = app.browser;
  const buyer = buyerBrowser.page;

  // Context 2: the buyer, on the portal's origin, signed in with fetch and listening on the socket.
  await buyer.goto(`${app.server.baseUrl}/`);
  await buyerSignIn(buyer);
  const { conversationId } = await buyerCall<{ conversationId: number }>(buyer, "/api/buyer/chat/start", { shopId });

  // Context 1: the seller opens the chat screen and the workshop's conversation from the list.
  const ready = realtimeReady(page);
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
  await page.goto(`${app.server.baseUrl}/#/message/message-chat`);
  const list = page.getByRole("region", { name: "Percakapan" });
  await list.getByRole("button").first().waitFor({ timeout: 15_000 });
  await page.getByLabel("Cari pembeli").fill("workshop");
  const conversation = list.getByRole("button", { name: new RegExp(buyerName) });
  await expect.poll(() => list.locator(".chat-conversation").count(), { timeout: 10_000 }).toBe(1);
  await conversation.click();
  await page.waitForURL(new RegExp(`conversationId=${conversationId}`));
  const log = page.getByRole("log");
  await log.waitFor();

  // The buyer writes; the seller's open conversation shows it without a reload.
  await ready;
  const question = `Halo, kampas rem Avanza ready? ${stamp}`;
  const sentAt = Date.now();
  await buyerCall(buyer, "/api/buyer/chat/send", {
    conversationId,
    kind: "text",
    body: question,
    clientId: `e2e-${stamp}-1`,
  });
  await log.getByText(question).waitFor({ timeout: 5_000 });
  const delay = Date.now() - sentAt;
  expect(delay).toBeLessThan(5_000);

  // The seller answers: text with an emoji from the picker (Enter sends), then a product card.
  const box = page.getByRole("textbox", { name: "Pesan" });
  await box.fill(`Ready kak ${stamp} `);
  await page.getByRole("button", { name: "Emoji" }).click();
  await page.getByRole("group", { name: "Emoji" }).getByRole("button", { name: "thumbsup" }).click();
  await expect.poll(() => box.inputValue()).toBe(`Ready kak ${stamp} 👍`);
  await box.press("Enter");
  await log.getByText(`Ready kak ${stamp} 👍`).waitFor();
  await expect.poll(() => log.getByText("Mengirim…").count(), { timeout: 10_000 }).toBe(0);

  await page.getByRole("button", { name: "Kirim produk" }).click();
  const dialog = page.getByRole("dialog", { name: "Kirim produk" });
  const choose = dialog.getByRole("button", { name: /^Kirim: / }).first();
  await choose.waitFor({ timeout: 10_000 });
  const productName = ((await choose.getAttribute("aria-label")) ?? "").replace(/^Kirim: /, "");
  await choose.click();
  const card = log.getByRole("link", { name: `Buka produk ${productName}` });
  await card.waitFor({ timeout: 10_000 });
  expect(await card.getAttribute("href")).toMatch(/#\/commodity\/in-detail\?itemId=\d+$/);
  await screenshot(page, "chat-seller-1366");

  // The buyer's socket heard both answers; the buyer reads them through its own call.
  await expect
    .poll(
      async () =>
        (await buyerEvents(buyer)).filter(
          (e) => e.topic === "chat" && e.data.conversationId === conversationId && e.data.side === "seller",
        ).length,
      { timeout: 10_000 },
    )
    .toBe(2);
  const history = await buyerCall<ChatMessagePage>(buyer, "/api/buyer/chat/message/page", { conversationId });
  const last = history.data.slice(-3);
  expect(last.map((m) => [m.side, m.kind])).toEqual([
    ["buyer", "text"],
    ["seller", "text"],
    ["seller", "product"],
  ]);
  expect(last[1].body).toBe(`Ready kak ${stamp} 👍`);
  expect(last[2].payload).toMatchObject({ name: productName });

  // The buyer has not read the two answers yet; the seller, with the conversation open, read the question.
  const rows = await buyerCall<{ data: { conversationId: number; unread: number }[] }>(
    buyer,
    "/api/buyer/chat/conversation/page",
    { pageNo: 1, pageSize: 20 },
  );
  expect(rows.data.find((r) => r.conversationId === conversationId)?.unread).toBeGreaterThanOrEqual(2);
  const seller = await app.server.login("seller.active");
  await expect
    .poll(async () => {
      const res = await app.server.api<{ data: { conversationId: number; unread: number }[] }>(
        "/api/chat/ina/conversation/page",
        { pageNo: 1, pageSize: 100 },
        seller,
      );
      return res.data.data.find((r) => r.conversationId === conversationId)?.unread;
    })
    .toBe(0);

  // Tablet width: the list above the conversation.
  await page.setViewportSize({ width: 768, height: 1024 });
  await log.getByText(question).waitFor();
  await screenshot(page, "chat-seller-768");
  await page.setViewportSize({ width: 1366, height: 768 });
}, 120_000);
