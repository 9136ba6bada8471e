/**
 * Report tickets (spec §2 reportTicket, reportTicketDetail; §3 "Report ticket"; §4 statuses new / in process /
 * closed): the list's status tabs and search, the new-ticket drawer, the detail's fields and conversation,
 * the reply box (disabled with its reason once closed) and axe.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { ApiFailure } from "../../../src/providers/http";
import type { ReportTicketDetail, ReportTicketRow } from "../../../src/resources/report-tickets/schema";
import ReportTicketDetailView from "../../../src/resources/report-tickets/detail";
import ReportTicketListView from "../../../src/resources/report-tickets/list";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
const LIST = "/api/report/ina/list";
const MESSAGE = "/api/report/ina/message";
const SEND = "/api/report/ina/sendMessage";
const CREATE = "/api/report/ina/create";
const KEY = "k".repeat(32);

const row = (id: number, over: Partial<ReportTicketRow> = {}): ReportTicketRow => ({
  id,
  ticketId: id,
  ticketNo: `RPT-20261120-00000${id}`,
  subject: `Masalah ${id}`,
  status: 0,
  createTime: "2026-11-20 09:00:00",
  updateTime: "2026-11-20 09:30:00",
  unreadReplies: 0,
  ...over,
});

const ticket = (over: Partial<ReportTicketDetail> = {}): ReportTicketDetail => ({
  id: 4,
  ticketNo: "RPT-20261120-000004",
  subject: "Kurir tidak datang",
  detail: "Permintaan pickup sudah dibuat kemarin.",
  attachments: [{ fileKey: KEY, url: `/files/${KEY}` }],
  status: 1,
  createTime: "2026-11-19 08:00:00",
  updateTime: "2026-11-20 09:00:00",
  creatorName: "Agus Prasetyo",
  messages: [
    {
      id: 1,
      side: "platform",
      name: "Admin Platform",
      content: "Kami teruskan ke kurir.",
      attachments: [],
      createTime: "2026-11-19 12:00:00",
    },
    {
      id: 2,
      side: "seller",
      name: "Agus Prasetyo",
      content: "Ditunggu kabarnya.",
      attachments: [],
      createTime: "2026-11-19 13:00:00",
    },
  ],
  ...over,
});

let current: ReportTicketDetail;

beforeEach(() => {
  post.mockReset();
  current = ticket();
  post.mockImplementation(async (path, body) => {
    if (path === LIST)
      return {
        pageCount: 1,
        rowCount: 2,
        pageSize: 10,
        data: [row(1), row(2, { status: 1, unreadReplies: 1 })],
      };
    if (path === MESSAGE) return current;
    if (path === SEND) return current;
    if (path === CREATE) return { ticketId: 9, ticketNo: "RPT-20261120-000009" };
    throw new ApiFailure(500, `unexpected ${String(path)} ${JSON.stringify(body)}`);
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

const openList = (url = "/message/reportTicket") =>
  renderView(<ReportTicketListView />, { url, path: "/message/reportTicket", post });
const openDetail = (url = "/message/reportTicketDetail?id=4", granted?: string[]) =>
  renderView(<ReportTicketDetailView />, { url, path: "/message/reportTicketDetail", post, granted });

describe("/message/reportTicket", () => {
  it("lists tickets with number, subject, status and times, in status tabs, with search", async () => {
    await openList();
    const table = await screen.findByRole("table", { name: "Report tickets" });
    const link = await within(table).findByRole("link", { name: "View ticket RPT-20261120-000001" });
    expect(link).toHaveAttribute("href", "/message/reportTicketDetail?id=1");
    const second = within(table).getByText("Masalah 2").closest("tr") as HTMLElement;
    expect(within(second).getByText("In process")).toBeInTheDocument();
    expect(within(second).getByText("1 new answers")).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole("tab", { name: "Closed" }));
    await waitFor(() => expect(bodiesTo(post, LIST).at(-1)).toEqual({ pageNo: 1, pageSize: 10, status: 2 }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "kurir{Enter}");
    await waitFor(() =>
      expect(bodiesTo(post, LIST).at(-1)).toEqual({ pageNo: 1, pageSize: 10, status: 2, keyword: "kurir" }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("status=2");
  });

  it("opens a new ticket from the drawer and goes to it", async () => {
    await openList();
    await userEvent.click(await screen.findByRole("button", { name: "New ticket" }));
    const drawer = await screen.findByRole("dialog", { name: "New Report Ticket" });
    await userEvent.click(within(drawer).getByRole("button", { name: "Submit ticket" }));
    expect(await within(drawer).findAllByText("Can not be empty")).toHaveLength(2);
    expect(bodiesTo(post, CREATE)).toEqual([]);
    await userEvent.type(within(drawer).getByRole("textbox", { name: "Subject" }), "Saldo belum masuk");
    await userEvent.type(within(drawer).getByRole("textbox", { name: "Detail" }), "Pesanan selesai belum masuk saldo.");
    expect(await violations()).toEqual([]);
    await userEvent.click(within(drawer).getByRole("button", { name: "Submit ticket" }));
    await waitFor(() =>
      expect(bodiesTo(post, CREATE)).toEqual([
        { subject: "Saldo belum masuk", detail: "Pesanan selesai belum masuk saldo.", attachments: [] },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/message/reportTicketDetail?id=9"));
  });
});

describe("/message/reportTicketDetail", () => {
  it("shows the ticket's fields, attachment and conversation, and sends a message", async () => {
    await openDetail();
    expect(await screen.findByText("RPT-20261120-000004")).toBeInTheDocument();
    expect(screen.getByText("Kurir tidak datang")).toBeInTheDocument();
    expect(screen.getByText("2026-11-20 09:00:00")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Attachment 1" })).toHaveAttribute("src", `/files/${KEY}`);
    const log = screen.getByRole("log", { name: "Conversation" });
    expect(within(log).getByText("Ditunggu kabarnya.").closest(".conversation__entry")).toHaveClass(
      "conversation__entry--own",
    );
    expect(within(log).getByText("Kami teruskan ke kurir.").closest(".conversation__entry")).not.toHaveClass(
      "conversation__entry--own",
    );
    expect(await violations()).toEqual([]);
    await userEvent.type(screen.getByRole("textbox", { name: "Your message" }), "Sudah ada kabar?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(bodiesTo(post, SEND)).toEqual([{ ticketId: 4, content: "Sudah ada kabar?", attachments: [] }]),
    );
  });

  it("a closed ticket takes no message: the box is disabled and says why", async () => {
    current = ticket({ status: 2 });
    await openDetail();
    expect(await screen.findByText(/This ticket is closed/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your message" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(await violations()).toEqual([]);
  });

  it("another shop's or an unknown ticket shows the API's not-found message", async () => {
    post.mockImplementation(async (path) => {
      if (path === MESSAGE) throw new ApiFailure(404, "Data not found");
      throw new ApiFailure(500, "unexpected");
    });
    await openDetail("/message/reportTicketDetail?id=99");
    expect(await screen.findByText("Data not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to report tickets" })).toHaveAttribute(
      "href",
      "/message/reportTicket",
    );
  });
});
