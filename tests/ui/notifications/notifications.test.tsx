/**
 * Notifications in the portal (spec §2 toasts and /message/message-notification, §3 custom and broadcast
 * notices, §8 silent notice failures, §9 toast 1.5 s max 1): a pushed message shows one toast at a time,
 * clicking it opens the list, its close button marks it read; an unread popup notice shows as a modal until
 * acknowledged; a banner notice is dismissible; the list screen shows the three kinds with unread counts,
 * opens, marks read and deletes after confirmation; the header count is asked again on a push.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { RealtimeTestProvider, type RealtimeChannel } from "../../../src/providers/realtime";
import type { RealtimeTopic } from "../../../src/domain/realtime";
import { NoticeBanner, NoticeToasts } from "../../../src/shell/layout/notice-host";
import { COUNT_NEW_MSG_PATH, useMessageCount } from "../../../src/shell/layout/use-message-count";
import NotificationsView from "../../../src/resources/notifications/list";
import { answerFetchWith, bodiesTo, fakePost, renderView } from "../harness";
import axe from "axe-core";

const post = fakePost();
const FETCH_ALL = "/api/notification/custom/fetchAll";

/** Toasts on screen, not fading out. */
const showing = () =>
  [...document.querySelectorAll(".ant-notification-notice-wrapper")].filter((n) => !n.className.includes("leave"));
/** The close control of the toast on screen. */
const closeOf = async () => {
  await waitFor(() => expect(showing()).toHaveLength(1));
  return within(showing()[0] as HTMLElement).getByLabelText("Tutup notifikasi");
};

/** A channel the test publishes into. */
function testChannel() {
  const handlers = new Map<RealtimeTopic, Set<(data: Record<string, unknown>) => void>>();
  const channel: RealtimeChannel = {
    connected: true,
    subscribe: (topic, handler) => {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
  };
  const emit = (topic: RealtimeTopic, data: Record<string, unknown> = {}) =>
    act(() => {
      for (const h of handlers.get(topic) ?? []) h(data);
    });
  return { channel, emit };
}

/** Serious and critical axe violations on the page (contrast is the e2e audit's, in a real browser). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

let broadcasts: unknown[] = [];
beforeEach(() => {
  broadcasts = [];
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === FETCH_ALL) return broadcasts;
    return null;
  });
});

const wrap = (channel: RealtimeChannel, children: ReactNode) => (
  <RealtimeTestProvider value={channel}>{children}</RealtimeTestProvider>
);

describe("toasts", () => {
  it("one at a time; a click opens the notification list", async () => {
    const { channel, emit } = testChannel();
    await renderView(wrap(channel, <NoticeToasts userId={7} />), { url: "/home", post, lang: "id-ID" });
    await emit("message", {
      source: "system",
      title: "Pesanan baru",
      summary: "ORD-1 dari Budi",
      url: "/order",
      ids: { 7: 41 },
    });
    expect(await screen.findByText("Pesanan baru")).toBeTruthy();
    await emit("message", {
      source: "system",
      title: "Pesanan dibayar",
      summary: "ORD-2",
      url: "/order",
      ids: { 7: 42 },
    });
    expect(await screen.findByText("Pesanan dibayar")).toBeTruthy();
    // antd keeps a replaced toast in the DOM while it fades out: count the ones still showing.
    await waitFor(() =>
      expect(showing().map((n) => n.textContent)).toEqual([expect.stringContaining("Pesanan dibayar")]),
    );

    fireEvent.click(screen.getByText("Pesanan dibayar"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/message/message-notification"));
    // Opening is not closing: nothing was marked read.
    expect(bodiesTo(post, "/api/message/tkod/sysmsg/isread")).toEqual([]);
  });

  it("its close button marks that message read (system by its id, custom by messageId)", async () => {
    const { channel, emit } = testChannel();
    await renderView(wrap(channel, <NoticeToasts userId={7} />), { url: "/home", post, lang: "id-ID" });
    await emit("message", {
      source: "system",
      title: "Produk disetujui",
      summary: "X",
      url: "/commodity",
      ids: { 7: 55, 8: 56 },
    });
    fireEvent.click(await closeOf());
    await waitFor(() => expect(bodiesTo(post, "/api/message/tkod/sysmsg/isread")).toEqual([{ id: 55 }]));

    await emit("message", { source: "custom", id: 9, title: "Budi", summary: "Stok ada?", url: "" });
    fireEvent.keyDown(await closeOf(), { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(bodiesTo(post, "/api/message/custom/hasRead")).toEqual([{ messageId: 9 }]));
  });

  it("a toast that times out (1.5 s) stays unread", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { channel, emit } = testChannel();
      await renderView(wrap(channel, <NoticeToasts userId={7} />), { url: "/home", post, lang: "id-ID" });
      await emit("message", { source: "system", title: "Sementara", summary: "", url: "", ids: { 7: 60 } });
      expect(await screen.findByText("Sementara")).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500);
      });
      await waitFor(() => expect(showing()).toHaveLength(0));
      expect(bodiesTo(post, "/api/message/tkod/sysmsg/isread")).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("broadcast notices", () => {
  const notice = (over: Record<string, unknown>) => ({
    notificationId: 3,
    id: 3,
    type: 2,
    title: "Libur nasional",
    summary: "Pengiriman berhenti 17 Agustus.",
    url: "",
    isRead: false,
    startTime: "2026-11-20 10:00:00",
    ...over,
  });

  it("an unread popup shows as a modal until acknowledged, which marks it read", async () => {
    broadcasts = [notice({})];
    const { channel } = testChannel();
    await renderView(wrap(channel, <NoticeToasts userId={7} />), { url: "/home", post, lang: "id-ID" });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Pengiriman berhenti 17 Agustus.")).toBeTruthy();
    expect(await violations()).toEqual([]);
    broadcasts = [notice({ isRead: true })];
    fireEvent.click(within(dialog).getByRole("button", { name: "Saya mengerti" }));
    await waitFor(() => expect(bodiesTo(post, "/api/notification/custom/markAsRead")).toEqual([{ notificationId: 3 }]));
  });

  it("a notice event re-reads the notices; a banner closes and is marked read; failures are silent", async () => {
    const { channel, emit } = testChannel();
    await renderView(wrap(channel, <NoticeBanner enabled />), { url: "/home", post, lang: "id-ID" });
    await waitFor(() => expect(bodiesTo(post, FETCH_ALL)).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole("region", { name: "Pengumuman" })).toBeNull();
    broadcasts = [notice({ notificationId: 5, id: 5, type: 1, title: "Pemeliharaan" })];
    await emit("notice", { id: 5, type: 1 });
    await waitFor(() => expect(bodiesTo(post, FETCH_ALL).length).toBeGreaterThanOrEqual(2));
    const banner = await screen.findByRole("region", { name: "Pengumuman" });
    expect(within(banner).getByText("Pemeliharaan")).toBeTruthy();
    fireEvent.click(within(banner).getByRole("button", { name: "Tutup pengumuman" }));
    await waitFor(() => expect(bodiesTo(post, "/api/notification/custom/markAsRead")).toEqual([{ notificationId: 5 }]));

    post.mockImplementation(async () => {
      throw new Error("down");
    });
    await emit("notice", { id: 6, type: 1 });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the notification list", () => {
  const system = {
    pageCount: 1,
    rowCount: 2,
    pageSize: 10,
    data: [
      {
        id: 11,
        senderName: "Platform",
        title: "Pesanan baru",
        summary: "ORD-9 menunggu",
        url: "/order/detail-confirm?orderNo=ORD-9",
        isRead: false,
        createTime: "2026-11-20 10:00:00",
      },
      {
        id: 12,
        senderName: "Platform",
        title: "Produk disetujui",
        summary: "Kampas rem",
        url: "",
        isRead: true,
        createTime: "2026-11-19 09:00:00",
      },
    ],
  };
  const custom = {
    data: [
      {
        messageId: 21,
        id: 31,
        buyerName: "Bengkel Jaya",
        notes: "Apakah stok ada?",
        url: "",
        isRead: false,
        createTime: "2026-11-20 08:00:00",
      },
    ],
  };

  beforeEach(() => {
    post.mockImplementation(async (path) => {
      if (path === "/api/message/tkod/sysmsg/history/list") return system;
      if (path === "/api/message/custom/notify") return custom;
      if (path === FETCH_ALL) return [];
      if (path === "/api/message/ina/statistics") return { total: 2, advisory: 0, discussion: 0, cart: 0 };
      return null;
    });
  });

  it("lists system messages with unread counts per tab; opening marks read and follows the link", async () => {
    const { channel } = testChannel();
    await renderView(wrap(channel, <NotificationsView />), {
      url: "/message/message-notification",
      post,
      lang: "id-ID",
    });
    expect(await screen.findByText("ORD-9 menunggu")).toBeTruthy();
    expect(screen.getByRole("tab", { name: /Pesan Sistem/ })).toBeTruthy();
    // One unread system message and one unread buyer note.
    expect(screen.getAllByLabelText("1 belum dibaca")).toHaveLength(2);
    expect(await violations()).toEqual([]);
    const row = screen.getByText("ORD-9 menunggu").closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Buka" }));
    await waitFor(() => expect(bodiesTo(post, "/api/message/tkod/sysmsg/isread")).toEqual([{ id: 11 }]));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/order/detail-confirm?orderNo=ORD-9"));
  });

  it("deletes a system message only after confirmation; filters unread and by text", async () => {
    const { channel } = testChannel();
    await renderView(wrap(channel, <NotificationsView />), {
      url: "/message/message-notification",
      post,
      lang: "id-ID",
    });
    const row = (await screen.findByText("Kampas rem")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Hapus" }));
    expect(bodiesTo(post, "/api/message/tkod/sysmsg/delete")).toEqual([]);
    const confirm = await screen.findByRole("tooltip");
    fireEvent.click(within(confirm).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(bodiesTo(post, "/api/message/tkod/sysmsg/delete")).toEqual([{ id: 12 }]));

    fireEvent.click(screen.getByText("Belum dibaca", { selector: ".ant-segmented-item-label" }));
    await waitFor(() => expect(screen.queryByText("Kampas rem")).toBeNull());
    expect(screen.getByText("ORD-9 menunggu")).toBeTruthy();
  });

  it("shows buyers' notes and marks one read by its messageId", async () => {
    const { channel } = testChannel();
    await renderView(wrap(channel, <NotificationsView />), {
      url: "/message/message-notification",
      post,
      lang: "id-ID",
    });
    fireEvent.click(await screen.findByRole("tab", { name: /Pesan Pembeli/ }));
    const row = (await screen.findByText("Apakah stok ada?")).closest("tr")!;
    expect(within(row).getByText("Bengkel Jaya")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Tandai dibaca" }));
    await waitFor(() => expect(bodiesTo(post, "/api/message/custom/hasRead")).toEqual([{ messageId: 21 }]));
    fireEvent.click(screen.getByRole("tab", { name: /Pengumuman/ }));
    expect(await screen.findByText("Tidak ada pengumuman yang berlaku")).toBeTruthy();
  });
});

describe("the header count", () => {
  it("is asked again at once on a message, count or chat event", async () => {
    const { channel, emit } = testChannel();
    let n = 1;
    const countPost = fakePost().mockImplementation(async (path: string) =>
      path === COUNT_NEW_MSG_PATH ? { countNewMsg: n } : null,
    );
    answerFetchWith(countPost);
    const { result } = renderHook(() => useMessageCount(true), {
      wrapper: ({ children }) => wrap(channel, children),
    });
    await waitFor(() => expect(result.current).toBe(1));
    for (const [topic, value] of [
      ["message", 2],
      ["count", 3],
      ["chat", 4],
    ] as const) {
      n = value;
      await emit(topic);
      await waitFor(() => expect(result.current).toBe(value));
    }
  });
});
