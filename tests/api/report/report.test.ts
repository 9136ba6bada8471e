/**
 * Report tickets (spec §2 reportTicket, reportTicketDetail; §3 "Report ticket: ticket number, subject, detail,
 * attachment, status, created, last update"; §4 "Report ticket: new, in process, closed"; §7
 * /api/report/ina/list, /message, /sendMessage): the seller opens and follows a ticket, the platform answers
 * and closes it. Every move of REPORT_TICKET_MOVES is tried from every status: the allowed ones land where the
 * table says, the others answer 409 and change nothing.
 */
import { and, count, eq } from "drizzle-orm";
import * as schema from "../../../server/db/schema";
import {
  REPORT_ATTACHMENTS_MAX,
  REPORT_TICKET_STATUSES,
  ReportTicketStatus,
  reportTicketMove,
  type ReportTicketAction,
} from "../../../src/domain/report-ticket";
import type { Page } from "../../../src/domain/wire";
import type { ReportTicketDetail, ReportTicketRow } from "../../../src/resources/report-tickets/schema";
import { createTestApp, type TestApp } from "../helpers";
import { uploadPhoto } from "../order/order-helpers";

const LIST = "/api/report/ina/list";
const MESSAGE = "/api/report/ina/message";
const SEND = "/api/report/ina/sendMessage";
const CREATE = "/api/report/ina/create";
const P_PAGE = "/api/platform/report/page";
const P_REPLY = "/api/platform/report/reply";
const P_CLOSE = "/api/platform/report/close";

let t: TestApp;
let seller: string;
let special: string;
let platform: string;
let sellerUserId: number;

async function open(subject = "Masalah uji", attachments: string[] = []) {
  const res = await t.call<{ ticketId: number; ticketNo: string }>(
    CREATE,
    { subject, detail: "Detail masalah uji.\nBaris kedua.", attachments },
    { token: seller },
  );
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
}

const detail = async (ticketId: number, token = seller) =>
  (await t.call<ReportTicketDetail>(MESSAGE, { ticketId }, { token })).body;

const messageCount = async (ticketId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(schema.reportTicketMessages)
      .where(eq(schema.reportTicketMessages.ticketId, ticketId))
  )[0].n;

/** Calls the action `action` on `ticketId` as its side would. */
function act(action: ReportTicketAction, ticketId: number) {
  if (action === "sellerMessage") return t.call(SEND, { ticketId, content: "Pesan penjual" }, { token: seller });
  if (action === "platformReply")
    return t.call(P_REPLY, { ticketId, content: "Jawaban platform" }, { token: platform });
  return t.call(P_CLOSE, { ticketId }, { token: platform });
}

/** A fresh ticket brought to `status` through the API. */
async function ticketIn(status: ReportTicketStatus): Promise<number> {
  const { ticketId } = await open(`Tiket status ${status}`);
  if (status === ReportTicketStatus.inProcess) expect((await act("platformReply", ticketId)).body.success).toBe(true);
  if (status === ReportTicketStatus.closed) expect((await act("platformClose", ticketId)).body.success).toBe(true);
  expect((await detail(ticketId)).data.status).toBe(status);
  return ticketId;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
  special = await t.login("seller.special");
  platform = await t.login("platform.admin");
  const info = await t.call<{ userId: number }>("/api/user/queryUserInfo", {}, { token: seller });
  sellerUserId = info.body.data.userId;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("opening and reading a ticket", () => {
  it("creates a ticket numbered RPT-yyyyMMdd-nnnnnn with its attachment, status new", async () => {
    const photo = await uploadPhoto(t, seller);
    const { ticketId, ticketNo } = await open("  Saldo belum masuk  ", [photo]);
    expect(ticketNo).toMatch(/^RPT-20261120-\d{6}$/);
    const res = await detail(ticketId);
    expect(res.success).toBe(true);
    expect(res.data).toMatchObject({
      id: ticketId,
      ticketNo,
      subject: "Saldo belum masuk",
      detail: "Detail masalah uji.\nBaris kedua.",
      attachments: [{ fileKey: photo, url: `/files/${photo}` }],
      status: ReportTicketStatus.new,
      createTime: "2026-11-20 10:00:00",
      updateTime: "2026-11-20 10:00:00",
      messages: [],
    });
    expect(res.data.creatorName).not.toBe("");
  });

  it("lists the shop's tickets (seeded in every status), last updated first, with status tabs and search", async () => {
    const page = (await t.call<Page<ReportTicketRow>>(LIST, { pageNo: 1, pageSize: 100 }, { token: seller })).body.data;
    expect(Object.keys(page).sort()).toEqual(["data", "pageCount", "pageSize", "rowCount"]);
    expect(Object.keys(page.data[0]).sort()).toEqual(
      ["createTime", "id", "status", "subject", "ticketId", "ticketNo", "unreadReplies", "updateTime"].sort(),
    );
    expect(new Set(page.data.map((r) => r.status))).toEqual(new Set(REPORT_TICKET_STATUSES));
    const times = page.data.map((r) => r.updateTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const status of REPORT_TICKET_STATUSES) {
      const tab = (await t.call<Page<ReportTicketRow>>(LIST, { pageNo: 1, pageSize: 100, status }, { token: seller }))
        .body.data;
      expect(tab.rowCount).toBe(page.data.filter((r) => r.status === status).length);
    }
    const found = await t.call<Page<ReportTicketRow>>(
      LIST,
      { pageNo: 1, pageSize: 10, keyword: "kurir tidak datang" },
      { token: seller },
    );
    expect(found.body.data.data.map((r) => r.subject)).toEqual(["Kurir tidak datang menjemput paket"]);
    // The seeded in-process ticket ends on a platform answer after the shop's last message.
    expect(found.body.data.data[0].unreadReplies).toBe(1);
  });

  it("refuses a foreign attachment and more than REPORT_ATTACHMENTS_MAX, writing nothing", async () => {
    const foreign = await uploadPhoto(t, special);
    const before = (await t.database.db.select({ n: count() }).from(schema.reportTickets))[0].n;
    const res = await t.call(CREATE, { subject: "Uji", detail: "Uji", attachments: [foreign] }, { token: seller });
    expect(res.body.code).toBe(400);
    expect(res.body.data).toMatchObject({ errors: [{ path: "attachments.0" }] });
    const many = await Promise.all(Array.from({ length: REPORT_ATTACHMENTS_MAX + 1 }, () => uploadPhoto(t, seller)));
    const tooMany = await t.call(CREATE, { subject: "Uji", detail: "Uji", attachments: many }, { token: seller });
    expect(tooMany.body.code).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(schema.reportTickets))[0].n).toBe(before);
  });
});

describe("every move from every status (REPORT_TICKET_MOVES)", () => {
  const actions: ReportTicketAction[] = ["sellerMessage", "platformReply", "platformClose"];
  for (const from of REPORT_TICKET_STATUSES) {
    for (const action of actions) {
      const to = reportTicketMove(from, action);
      it(`${action} from status ${from}: ${to === null ? "refused with 409" : `to ${to}`}`, async () => {
        const ticketId = await ticketIn(from);
        const messages = await messageCount(ticketId);
        const before = await detail(ticketId);
        t.advance(60_000);
        const res = await act(action, ticketId);
        const after = await detail(ticketId);
        if (to === null) {
          expect([res.body.success, res.body.code]).toEqual([false, 409]);
          expect(res.body.message).toBe("Tiket ini sudah ditutup dan tidak menerima pesan lagi.");
          expect(after.data).toEqual(before.data);
          expect(await messageCount(ticketId)).toBe(messages);
        } else {
          expect(res.body.success, res.body.message).toBe(true);
          expect(after.data.status).toBe(to);
          expect(after.data.updateTime).not.toBe(before.data.updateTime);
          expect(await messageCount(ticketId)).toBe(messages + (action === "platformClose" ? 0 : 1));
        }
      });
    }
  }
});

describe("the conversation and what the shop hears", () => {
  it("seller and platform messages come back oldest first, with sides; the platform's moves notify the seller", async () => {
    const { ticketId, ticketNo } = await open("Percakapan uji");
    const photo = await uploadPhoto(t, seller);
    t.advance(60_000);
    const sent = await t.call<ReportTicketDetail>(
      SEND,
      { ticketId, content: "  Ini tambahan  ", attachments: [photo] },
      { token: seller },
    );
    expect(sent.body.success, sent.body.message).toBe(true);
    t.advance(60_000);
    expect((await act("platformReply", ticketId)).body.success).toBe(true);
    const got = (await detail(ticketId)).data;
    expect(got.status).toBe(ReportTicketStatus.inProcess);
    expect(got.messages.map((m) => [m.side, m.content, m.attachments.length])).toEqual([
      ["seller", "Ini tambahan", 1],
      ["platform", "Jawaban platform", 0],
    ]);
    expect(Object.keys(got.messages[0]).sort()).toEqual(
      ["attachments", "content", "createTime", "id", "name", "side"].sort(),
    );
    const replied = await t.database.db
      .select({ params: schema.systemMessages.params, url: schema.systemMessages.url })
      .from(schema.systemMessages)
      .where(and(eq(schema.systemMessages.userId, sellerUserId), eq(schema.systemMessages.type, "report.replied")));
    expect(replied).toContainEqual({
      params: { ticketNo, subject: "Percakapan uji" },
      url: `/message/reportTicketDetail?id=${ticketId}`,
    });
    expect((await act("platformClose", ticketId)).body.success).toBe(true);
    const closed = await t.database.db
      .select({ n: count() })
      .from(schema.systemMessages)
      .where(and(eq(schema.systemMessages.userId, sellerUserId), eq(schema.systemMessages.type, "report.closed")));
    expect(closed[0].n).toBeGreaterThanOrEqual(1);
    const platformPage = await t.call<Page<ReportTicketRow>>(
      P_PAGE,
      { pageNo: 1, pageSize: 5, keyword: ticketNo },
      { token: platform },
    );
    expect(platformPage.body.data.data).toEqual([
      expect.objectContaining({ id: ticketId, status: ReportTicketStatus.closed, storeName: expect.any(String) }),
    ]);
  });

  it("another shop's ticket answers not found on every seller call and is absent from its list", async () => {
    const { ticketId } = await open("Milik toko aktif");
    for (const [url, body] of [
      [MESSAGE, { ticketId }],
      [SEND, { ticketId, content: "Bukan toko saya" }],
    ] as const) {
      const res = await t.call(url, body, { token: special });
      expect([url, res.body.code]).toEqual([url, 404]);
    }
    const theirs = await t.call<Page<ReportTicketRow>>(LIST, { pageNo: 1, pageSize: 100 }, { token: special });
    expect(theirs.body.data.data.map((r) => r.id)).not.toContain(ticketId);
    expect(await messageCount(ticketId)).toBe(0);
  });
});
