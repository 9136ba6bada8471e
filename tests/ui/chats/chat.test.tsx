/**
 * /message/message-chat (spec §2 message-chat; §4 "Scroll loader"; §9 emoji and stickers): the conversation
 * list, opening a conversation (marked read), every message kind, the composer (Enter sends, Shift+Enter does
 * not, the counter), the emoji and sticker pickers, a failed send retried with the same client id, the scroll
 * loader reading older pages, `?buyerUserId=` starting a chat, and axe's serious findings.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { ApiFailure } from "../../../src/providers/http";
import type { ChatConversationRow, ChatMessage } from "../../../src/resources/chats/schema";
import ChatPage from "../../../src/resources/chats/chat-page";
import { ChatWithBuyerLink } from "../../../src/resources/chats/chat-link";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
const LIST = "/api/chat/ina/conversation/page";
const MESSAGES = "/api/chat/ina/message/page";
const SEND = "/api/chat/ina/send";
const READ = "/api/chat/ina/read";

const rows: ChatConversationRow[] = [
  {
    conversationId: 7,
    buyerUserId: 70,
    buyerName: "Bengkel Jaya",
    buyerUserName: "buyer.workshop",
    lastMessage: { kind: "text", text: "Part seperti ini ada?" },
    lastMessageTime: "2026-11-20 09:58:00",
    unread: 2,
  },
  {
    conversationId: 5,
    buyerUserId: 50,
    buyerName: "Budi Santoso",
    buyerUserName: "buyer.ordinary",
    lastMessage: { kind: "sticker", text: "thanks" },
    lastMessageTime: "2026-11-19 10:00:00",
    unread: 0,
  },
];

let nextId = 100;
const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  messageId: nextId++,
  conversationId: 7,
  side: "buyer",
  senderUserId: 70,
  kind: "text",
  body: "",
  payload: null,
  clientId: null,
  createTime: "2026-11-20 09:00:00",
  ...over,
});

let history: ChatMessage[];
let unread: number;

beforeEach(() => {
  nextId = 100;
  unread = 2;
  history = [
    msg({ body: "Halo [smile] kampas rem ada?" }),
    msg({ side: "seller", kind: "sticker", body: "thanks" }),
    msg({ side: "seller", kind: "image", payload: { fileKey: "k".repeat(32), url: "/files/foto", name: "foto.png" } }),
    msg({
      side: "seller",
      kind: "product",
      payload: { itemId: 42, name: "Kampas Rem Depan", partNo: "AIS123", price: 250000 },
    }),
    msg({ kind: "order", payload: { orderNo: "ORD-20261120-000001", total: 500000, status: 1, itemCount: 2 } }),
  ];
  post.mockReset();
  post.mockImplementation(async (path, body) => {
    const b = (body ?? {}) as Record<string, unknown>;
    if (path === LIST) {
      const list = rows.map((r) => (r.conversationId === 7 ? { ...r, unread } : r));
      const k = typeof b.keyword === "string" ? b.keyword : "";
      const data = list.filter((r) => !k || r.buyerName.toLowerCase().includes(k.toLowerCase()));
      return { pageCount: 1, rowCount: data.length, pageSize: 50, data };
    }
    if (path === MESSAGES) return { data: history, hasMore: false };
    if (path === READ) {
      unread = 0;
      return null;
    }
    if (path === SEND)
      return msg({
        side: "seller",
        kind: b.kind as ChatMessage["kind"],
        body: String(b.body ?? ""),
        clientId: String(b.clientId),
      });
    throw new ApiFailure(500, `unexpected ${String(path)}`);
  });
});

const open = (url = "/message/message-chat?conversationId=7") =>
  renderView(<ChatPage />, { url, path: "/message/message-chat", post });

describe("/message/message-chat", () => {
  it("lists conversations newest first with unread counts; the open one shows every kind and is marked read", async () => {
    await open();
    const list = await screen.findByRole("region", { name: "Conversations" });
    const buttons = await within(list).findAllByRole("button", { name: /Bengkel Jaya|Budi Santoso/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining("Bengkel Jaya"),
      expect.stringContaining("Budi Santoso"),
    ]);
    expect(buttons[0]).toHaveAttribute("aria-current", "true");
    expect(within(buttons[1]).getByText("[Sticker]")).toBeInTheDocument();

    const log = await screen.findByRole("log", { name: "Messages with Bengkel Jaya" });
    // Table codes show as their emoji.
    expect(await within(log).findByText("Halo 😄 kampas rem ada?")).toBeInTheDocument();
    const sticker = within(log).getByRole("img", { name: "Sticker: Terima kasih" });
    expect(sticker).toHaveAttribute("src", "/stickers/thanks.svg");
    expect(sticker).toHaveAttribute("width", "96");
    expect(within(log).getByRole("img", { name: "foto.png" })).toHaveAttribute("src", "/files/foto");
    expect(within(log).getByRole("link", { name: "Open product Kampas Rem Depan" })).toHaveAttribute(
      "href",
      "/commodity/in-detail?itemId=42",
    );
    expect(within(log).getByRole("link", { name: "Open order ORD-20261120-000001" })).toHaveAttribute(
      "href",
      "/order/detail-confirm?orderNo=ORD-20261120-000001",
    );
    await waitFor(() => expect(bodiesTo(post, READ)).toEqual([{ conversationId: 7 }]));
    await waitFor(() => expect(within(buttons[0]).queryByLabelText("2 unread")).toBeNull());
  });

  it("Enter sends the text with a client id, Shift+Enter does not; the counter follows the text", async () => {
    await open();
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Ready kak{Shift>}{Enter}{/Shift}besok kirim");
    expect(bodiesTo(post, SEND)).toEqual([]);
    expect(screen.getByText("21 / 1000")).toBeInTheDocument();
    await userEvent.type(box, "{Enter}");
    await waitFor(() => expect(bodiesTo(post, SEND)).toHaveLength(1));
    expect(bodiesTo(post, SEND)[0]).toEqual({
      conversationId: 7,
      kind: "text",
      body: "Ready kak\nbesok kirim",
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(box).toHaveValue("");
    const log = screen.getByRole("log", { name: "Messages with Bengkel Jaya" });
    expect(await within(log).findByText(/Ready kak\s+besok kirim/)).toBeInTheDocument();
  });

  it("the emoji picker inserts one of the 105 emoji; the sticker picker sends one of the 24 stickers", async () => {
    await open();
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Siap ");
    await userEvent.click(screen.getByRole("button", { name: "Emoji" }));
    const emoji = await screen.findByRole("group", { name: "Emoji" });
    expect(within(emoji).getAllByRole("button")).toHaveLength(105);
    await userEvent.click(within(emoji).getByRole("button", { name: "thumbsup" }));
    expect(box).toHaveValue("Siap 👍");

    await userEvent.click(screen.getByRole("button", { name: "Stickers" }));
    const stickers = await screen.findByRole("group", { name: "Stickers" });
    expect(within(stickers).getAllByRole("button")).toHaveLength(24);
    await userEvent.click(within(stickers).getByRole("img", { name: "Sticker: Oke" }));
    await waitFor(() =>
      expect(bodiesTo(post, SEND)).toEqual([expect.objectContaining({ kind: "sticker", body: "ok" })]),
    );
  });

  it("a send that fails on the network shows as not sent and is retried with the same client id", async () => {
    let failures = 1;
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path, body) => {
      if (path === SEND && failures-- > 0) throw new ApiFailure(0, "network down");
      return base(path, body);
    });
    await open();
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Halo lagi{Enter}");
    expect(await screen.findByText("Not sent. Trying again…")).toBeInTheDocument();
    await waitFor(() => expect(bodiesTo(post, SEND)).toHaveLength(2), { timeout: 4000 });
    const [first, second] = bodiesTo(post, SEND);
    expect(second.clientId).toBe(first.clientId);
    await waitFor(() => expect(screen.queryByText("Not sent. Trying again…")).toBeNull());
    const log = screen.getByRole("log", { name: "Messages with Bengkel Jaya" });
    expect(within(log).getAllByText("Halo lagi")).toHaveLength(1);
  });

  it("a refused picture format is reported with the file name and nothing is uploaded", async () => {
    await open();
    await screen.findByRole("log", { name: "Messages with Bengkel Jaya" });
    const input = screen.getByTestId("chat-picture-input");
    const file = new File(["gif"], "animasi.gif", { type: "image/gif" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText(/animasi\.gif: wrong image format/)).toBeInTheDocument();
    expect(bodiesTo(post, SEND)).toEqual([]);
  });

  it("pulling to the top edge loads the page before the first message", async () => {
    const older = [msg({ body: "Pesan lama" })];
    post.mockImplementation(async (path, body) => {
      const b = (body ?? {}) as Record<string, unknown>;
      if (path === MESSAGES)
        return b.beforeId ? { data: older, hasMore: false } : { data: history.slice(0, 1), hasMore: true };
      if (path === LIST) return { pageCount: 1, rowCount: 1, pageSize: 50, data: [{ ...rows[0], unread: 0 }] };
      throw new ApiFailure(500, `unexpected ${String(path)}`);
    });
    await open();
    const log = await screen.findByRole("log", { name: "Messages with Bengkel Jaya" });
    await within(log).findByText("Scroll up for earlier messages");
    fireEvent.scroll(log);
    expect(await within(log).findByText("Loading earlier messages…")).toBeInTheDocument();
    expect(await within(log).findByText("Pesan lama")).toBeInTheDocument();
    await waitFor(
      () => expect(within(log).getByText("This is the beginning of the conversation")).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    expect(bodiesTo(post, MESSAGES).at(-1)).toEqual({ conversationId: 7, beforeId: history[0].messageId });
  });

  it("?buyerUserId= starts (or reopens) the chat with that buyer and opens it", async () => {
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path, body) => {
      if (path === "/api/chat/ina/start") return { conversationId: 7 };
      return base(path, body);
    });
    await open("/message/message-chat?buyerUserId=70");
    await screen.findByRole("log", { name: "Messages with Bengkel Jaya" });
    expect(bodiesTo(post, "/api/chat/ina/start")).toEqual([{ buyerUserId: 70 }]);
    expect(screen.getByTestId("location")).toHaveTextContent("/message/message-chat?conversationId=7");
  });

  it("'Chat with buyer' (order detail) links to the chat with that buyer, for users holding chats.list", async () => {
    await renderView(<ChatWithBuyerLink buyerUserId={70} />, { post, granted: ["chats.list"] });
    expect(await screen.findByRole("link", { name: "Chat with buyer" })).toHaveAttribute(
      "href",
      "/message/message-chat?buyerUserId=70",
    );
  });

  it("has no serious or critical axe findings", async () => {
    await open();
    const log = await screen.findByRole("log", { name: "Messages with Bengkel Jaya" });
    await within(log).findByText("Halo 😄 kampas rem ada?");
    const result = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
      resultTypes: ["violations"],
    });
    const found = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(found).toEqual([]);
  });
});
