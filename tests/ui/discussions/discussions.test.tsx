/**
 * Product discussions (spec §2 discussionList, message-discussion; §3 entry types; §4 scroll loader; §5 reply
 * minimum 2 characters; §8 'Anda memiliki banyak balasan hari ini. Beristirahat.'): the list's filters and
 * markers, the detail's conversation, watch on open, the reply box's checks and refusals, and axe.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { FORUM_DAILY_LIMIT_TEXT } from "../../../src/domain/forum";
import { ApiFailure } from "../../../src/providers/http";
import type { ForumPostDetail, ForumPostRow, ForumReplyRow } from "../../../src/resources/discussions/schema";
import DiscussionDetailView from "../../../src/resources/discussions/detail";
import DiscussionListView from "../../../src/resources/discussions/list";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
const LIST = "/api/forum/ina/post/page/user";
const GET = "/api/forum/ina/post/get";
const WATCH = "/api/forum/ina/post/watch";
const REPLIES = "/api/forum/ina/reply/page/postId";
const REPLY = "/api/forum/ina/reply/add";

const row = (postId: number, over: Partial<ForumPostRow> = {}): ForumPostRow => ({
  postId,
  itemId: 40 + postId,
  itemName: `Kampas Rem ${postId}`,
  partNo: `AIS${postId}`,
  picture: null,
  buyerName: "Budi Santoso",
  content: `Apakah cocok untuk Avanza ${postId}?`,
  replyCount: 0,
  lastReplyTime: null,
  createTime: "2026-11-20 09:00:00",
  hasNew: false,
  unanswered: false,
  ...over,
});

const detail = (over: Partial<ForumPostDetail> = {}): ForumPostDetail => ({
  ...row(7, { replyCount: 2, lastReplyTime: "2026-11-20 10:00:00" }),
  minPrice: 250_000,
  ...over,
});

const reply = (id: number, type: 0 | 1, content: string): ForumReplyRow => ({
  id,
  type,
  name: type === 1 ? "Toko Sparepart Jaya" : "Budi Santoso",
  content,
  createTime: "2026-11-20 10:00:00",
});

let current: ForumPostDetail;

beforeEach(() => {
  post.mockReset();
  current = detail();
  post.mockImplementation(async (path, body) => {
    const b = body as Record<string, number>;
    if (path === LIST)
      return {
        pageCount: 1,
        rowCount: 2,
        pageSize: 10,
        data: [
          row(1, { hasNew: true, unanswered: true }),
          row(2, { replyCount: 3, lastReplyTime: "2026-11-19 08:00:00" }),
        ],
      };
    if (path === GET) return current;
    if (path === WATCH) return { postId: b.postId };
    if (path === REPLIES) {
      if (current.replyCount === 25) {
        const rows =
          b.pageNo === 2
            ? Array.from({ length: 5 }, (_, i) => reply(21 + i, 1, `Balasan baru ${21 + i}`))
            : Array.from({ length: 20 }, (_, i) => reply(1 + i, 0, `Balasan lama ${1 + i}`));
        return { pageCount: 2, rowCount: 25, pageSize: 20, data: rows };
      }
      return {
        pageCount: 1,
        rowCount: 2,
        pageSize: 20,
        data: [reply(1, 1, "Cocok, Kak."), reply(2, 0, "Terima kasih infonya.")],
      };
    }
    if (path === REPLY) return reply(3, 1, String((body as { content: string }).content));
    throw new ApiFailure(500, `unexpected ${String(path)}`);
  });
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const openList = (url = "/message/discussionList") =>
  renderView(<DiscussionListView />, { url, path: "/message/discussionList", post });
const openDetail = (
  url = "/message/message-discussion?postId=7",
  lang: "en-US" | "id-ID" = "en-US",
  granted?: string[],
) => renderView(<DiscussionDetailView />, { url, path: "/message/message-discussion", post, lang, granted });

describe("/message/discussionList", () => {
  it("lists discussions with the new marker, the answer state and a link to each", async () => {
    await openList();
    const table = await screen.findByRole("table", { name: "Discussions" });
    const link = await within(table).findByRole("link", { name: "Apakah cocok untuk Avanza 1?" });
    expect(link).toHaveAttribute("href", "/message/message-discussion?postId=1");
    const first = link.closest("tr")!;
    expect(within(first as HTMLElement).getByText("New")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("Unanswered")).toBeInTheDocument();
    const second = within(table).getByText("Apakah cocok untuk Avanza 2?").closest("tr")!;
    expect(within(second as HTMLElement).queryByText("New")).toBeNull();
    expect(within(second as HTMLElement).getByText("3 replies")).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it("sends the search and the unanswered filter, kept in the URL", async () => {
    await openList("/message/discussionList?answer=unanswered&keyword=Avanza");
    await screen.findByText("Apakah cocok untuk Avanza 1?");
    expect(bodiesTo(post, LIST)[0]).toEqual({ pageNo: 1, pageSize: 10, keyword: "Avanza", unanswered: true });
    await userEvent.click(screen.getByRole("combobox", { name: "Answer" }));
    await userEvent.click(await screen.findByTitle("Answered"));
    await waitFor(() =>
      expect(bodiesTo(post, LIST).at(-1)).toEqual({ pageNo: 1, pageSize: 10, keyword: "Avanza", unanswered: false }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("answer=answered");
  });
});

describe("/message/message-discussion", () => {
  it("shows the product card, the question and the replies by side, and marks the discussion watched", async () => {
    await openDetail();
    const log = await screen.findByRole("log", { name: "Conversation" });
    await within(log).findByText("Cocok, Kak.");
    expect(within(log).getByText("Apakah cocok untuk Avanza 7?")).toBeInTheDocument();
    const sellerEntry = within(log).getByText("Cocok, Kak.").closest(".conversation__entry")!;
    expect(sellerEntry).toHaveClass("conversation__entry--own");
    const buyerEntry = within(log).getByText("Terima kasih infonya.").closest(".conversation__entry")!;
    expect(buyerEntry).not.toHaveClass("conversation__entry--own");
    expect(screen.getByRole("link", { name: "Kampas Rem 7" })).toHaveAttribute(
      "href",
      "/commodity/in-detail?itemId=47",
    );
    expect(screen.getByText(/From Rp\s?250\.000/)).toBeInTheDocument();
    expect(bodiesTo(post, WATCH)).toEqual([{ postId: 7 }]);
    expect(await violations()).toEqual([]);
  });

  it("opens on the newest replies and loads older ones on demand (scroll loader)", async () => {
    current = detail({ replyCount: 25 });
    await openDetail();
    const log = await screen.findByRole("log", { name: "Conversation" });
    await within(log).findByText("Balasan baru 25");
    expect(within(log).queryByText("Balasan lama 1")).toBeNull();
    expect(bodiesTo(post, REPLIES)).toEqual([{ postId: 7, pageNo: 2, pageSize: 20 }]);
    await userEvent.click(within(log).getByRole("button", { name: "Load older replies" }));
    await within(log).findByText("Balasan lama 1");
    const texts = [...log.querySelectorAll(".conversation__entry")].map((e) => e.lastChild?.textContent);
    expect(texts.indexOf("Balasan lama 20")).toBeLessThan(texts.indexOf("Balasan baru 21"));
    await waitFor(() => expect(within(log).queryByRole("button", { name: /older replies/ })).toBeNull());
  });

  it("checks the §5 minimum before sending, then sends the reply", async () => {
    await openDetail();
    const box = await screen.findByRole("textbox", { name: "Your reply" });
    await userEvent.type(box, "a");
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("At least 2 characters")).toBeInTheDocument();
    expect(bodiesTo(post, REPLY)).toEqual([]);
    await userEvent.type(box, "da stok");
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(bodiesTo(post, REPLY)).toEqual([{ postId: 7, content: "ada stok" }]));
  });

  it("shows the §8 daily limit text when the API refuses the reply", async () => {
    const answer = post.getMockImplementation()!;
    post.mockImplementation(async (path, body) => {
      if (path === REPLY) throw new ApiFailure(429, FORUM_DAILY_LIMIT_TEXT);
      return answer(path, body);
    });
    await openDetail("/message/message-discussion?postId=7", "id-ID");
    const box = await screen.findByRole("textbox", { name: "Balasan Anda" });
    await userEvent.type(box, "Masih ada, Kak");
    await userEvent.click(screen.getByRole("button", { name: "Kirim balasan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Anda memiliki banyak balasan hari ini. Beristirahat.");
  });

  it("a position without the reply authority reads but cannot answer", async () => {
    await openDetail("/message/message-discussion?postId=7", "en-US", ["discussions.list"]);
    await screen.findByText("Cocok, Kak.");
    expect(await screen.findByText("Your position cannot reply to discussions.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your reply" })).toBeNull();
  });

  it("without a postId it asks to choose a discussion", async () => {
    await openDetail("/message/message-discussion");
    expect(await screen.findByText("Choose a discussion from the list.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to discussions" })).toHaveAttribute(
      "href",
      "/message/discussionList",
    );
  });
});
