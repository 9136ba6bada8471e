/**
 * Product discussions (spec §2 discussionList, message-discussion; §3 "discussion entry (type 0 buyer, 1
 * seller)"; §5 reply minimum 2 characters; §7 the forum calls by their exact paths; §8 the daily limit text):
 * buyers ask and answer on the buyer side, the shop reads, watches and replies on the seller side.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import * as schema from "../../../server/db/schema";
import { FORUM_DAILY_LIMIT_TEXT, FORUM_DAILY_REPLY_LIMIT } from "../../../src/domain/forum";
import type { Page } from "../../../src/domain/wire";
import type { ForumPostDetail, ForumPostRow, ForumReplyRow } from "../../../src/resources/discussions/schema";
import { createTestApp, type TestApp } from "../helpers";

const PAGE = "/api/forum/ina/post/page/user";
const WATCH = "/api/forum/ina/post/watch";
const GET = "/api/forum/ina/post/get";
const REPLY = "/api/forum/ina/reply/add";
const REPLIES = "/api/forum/ina/reply/page/postId";
const BUYER_POST = "/api/buyer/forum/post/add";
const BUYER_REPLY = "/api/buyer/forum/reply/add";
const BUYER_REPLIES = "/api/buyer/forum/reply/page/postId";

let t: TestApp;
let seller: string;
let special: string;
let buyer: string;
let otherBuyer: string;
let sellerUserId: number;
let inSale: { id: number; itemName: string; partNo: string }[];
let notInSaleId: number;

async function list(token: string, filters: Record<string, unknown> = {}) {
  const res = await t.call<Page<ForumPostRow>>(PAGE, { pageNo: 1, pageSize: 100, ...filters }, { token });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
}

async function ask(itemId: number, content: string, token = buyer): Promise<number> {
  const res = await t.call<{ postId: number }>(BUYER_POST, { itemId, content }, { token });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data.postId;
}

const rowOf = async (postId: number) => (await list(seller)).data.find((r) => r.postId === postId);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
  special = await t.login("seller.special");
  buyer = await t.login("buyer.ordinary");
  otherBuyer = await t.login("buyer.workshop");
  const info = await t.call<{ shopId: number; userId: number }>("/api/user/queryUserInfo", {}, { token: seller });
  sellerUserId = info.body.data.userId;
  const shopId = info.body.data.shopId;
  inSale = await t.database.db
    .select({ id: schema.items.id, itemName: schema.items.itemName, partNo: schema.items.partNo })
    .from(schema.items)
    .where(and(eq(schema.items.shopId, shopId), eq(schema.items.reviewStatus, 5)))
    .orderBy(asc(schema.items.id))
    .limit(20);
  const [other] = await t.database.db
    .select({ id: schema.items.id })
    .from(schema.items)
    .where(and(eq(schema.items.shopId, shopId), ne(schema.items.reviewStatus, 5)))
    .limit(1);
  notInSaleId = other.id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the discussion list (POST /api/forum/ina/post/page/user)", () => {
  it("answers the spec's page shape with the shop's seeded discussions, newest question first", async () => {
    const page = await list(seller, { pageSize: 5 });
    expect(Object.keys(page).sort()).toEqual(["data", "pageCount", "pageSize", "rowCount"]);
    expect(page.rowCount).toBeGreaterThanOrEqual(8);
    expect(page.pageCount).toBe(Math.ceil(page.rowCount / 5));
    expect(page.data).toHaveLength(5);
    expect(Object.keys(page.data[0]).sort()).toEqual(
      [
        "buyerName",
        "content",
        "createTime",
        "hasNew",
        "itemId",
        "itemName",
        "lastReplyTime",
        "partNo",
        "picture",
        "postId",
        "replyCount",
        "unanswered",
      ].sort(),
    );
    const times = page.data.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.data[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The seed holds unanswered, answered and answered-but-new discussions.
    const all = await list(seller);
    expect(all.data.some((r) => r.unanswered && r.hasNew && r.replyCount === 0)).toBe(true);
    expect(all.data.some((r) => !r.unanswered && !r.hasNew)).toBe(true);
    expect(all.data.some((r) => r.hasNew && r.replyCount > 0)).toBe(true);
  });

  it("filters unanswered discussions and searches product, buyer and question", async () => {
    const item = inSale[11];
    const postId = await ask(item.id, "Apakah tersedia untuk Innova Reborn diesel?");
    const unanswered = await list(seller, { unanswered: true });
    expect(unanswered.data.every((r) => r.unanswered)).toBe(true);
    expect(unanswered.data.map((r) => r.postId)).toContain(postId);
    const answered = await list(seller, { unanswered: false });
    expect(answered.data.every((r) => !r.unanswered)).toBe(true);
    expect(answered.rowCount + unanswered.rowCount).toBe((await list(seller)).rowCount);
    expect((await list(seller, { keyword: "Innova Reborn" })).data.map((r) => r.postId)).toEqual([postId]);
    expect((await list(seller, { keyword: item.partNo })).data.map((r) => r.postId)).toContain(postId);
    expect((await list(seller, { keyword: "Budi Santoso" })).data.map((r) => r.postId)).toContain(postId);
    expect((await list(seller, { keyword: "tidak ada yang cocok 100%_" })).rowCount).toBe(0);
  });

  it("another shop's list holds none of this shop's discussions", async () => {
    const mine = (await list(seller)).data.map((r) => r.postId);
    const theirs = (await list(special)).data.map((r) => r.postId);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
  });
});

describe("a discussion from question to answer", () => {
  it("a buyer's question is new and unanswered; watching clears new; the shop's reply answers it", async () => {
    const item = inSale[12];
    const postId = await ask(item.id, "  Ready stok berapa pcs?  ");
    let row = await rowOf(postId);
    expect(row).toMatchObject({
      itemId: item.id,
      itemName: item.itemName,
      partNo: item.partNo,
      buyerName: "Budi Santoso",
      content: "Ready stok berapa pcs?",
      replyCount: 0,
      lastReplyTime: null,
      hasNew: true,
      unanswered: true,
    });

    const got = await t.call<ForumPostDetail>(GET, { postId }, { token: seller });
    expect(got.body.data).toMatchObject({ postId, itemId: item.id, hasNew: true });
    expect(got.body.data.minPrice).toBeGreaterThan(0);

    const watched = await t.call(WATCH, { postId }, { token: seller });
    expect(watched.body.success).toBe(true);
    expect((await rowOf(postId))?.hasNew).toBe(false);

    t.advance(60_000);
    const reply = await t.call<ForumReplyRow>(REPLY, { postId, content: "  Ready 12 pcs, Kak.  " }, { token: seller });
    expect(reply.body.success, reply.body.message).toBe(true);
    expect(reply.body.data).toMatchObject({ type: 1, content: "Ready 12 pcs, Kak." });
    row = await rowOf(postId);
    expect(row).toMatchObject({ replyCount: 1, unanswered: false, hasNew: false });
    expect(row?.lastReplyTime).toBe(reply.body.data.createTime);

    // Another buyer answers too (discussions are public): new to the shop again, unanswered again.
    t.advance(60_000);
    const again = await t.call<{ id: number }>(
      BUYER_REPLY,
      { postId, content: "Saya juga mau 2 pcs" },
      { token: otherBuyer },
    );
    expect(again.body.success, again.body.message).toBe(true);
    expect(await rowOf(postId)).toMatchObject({ replyCount: 2, hasNew: true, unanswered: true });

    const replies = await t.call<Page<ForumReplyRow>>(REPLIES, { postId, pageNo: 1, pageSize: 10 }, { token: seller });
    expect(replies.body.data.rowCount).toBe(2);
    expect(replies.body.data.data.map((r) => [r.type, r.content])).toEqual([
      [1, "Ready 12 pcs, Kak."],
      [0, "Saya juga mau 2 pcs"],
    ]);
    expect(Object.keys(replies.body.data.data[0]).sort()).toEqual(["content", "createTime", "id", "name", "type"]);
    expect(replies.body.data.data[1].name).not.toBe("");
    // The buyer side reads the same conversation.
    const publicReplies = await t.call<Page<ForumReplyRow>>(
      BUYER_REPLIES,
      { postId, pageNo: 1, pageSize: 1 },
      { token: buyer },
    );
    expect(publicReplies.body.data).toMatchObject({ rowCount: 2, pageCount: 2, pageSize: 1 });
    expect(publicReplies.body.data.data[0].type).toBe(1);
  });

  it("pages replies oldest first", async () => {
    const postId = await ask(inSale[13].id, "Pertanyaan untuk halaman balasan");
    for (let i = 1; i <= 5; i++) {
      t.advance(1_000);
      const res = await t.call(REPLY, { postId, content: `Balasan ${i}` }, { token: seller });
      expect(res.body.success).toBe(true);
    }
    const second = await t.call<Page<ForumReplyRow>>(REPLIES, { postId, pageNo: 2, pageSize: 2 }, { token: seller });
    expect(second.body.data.data.map((r) => r.content)).toEqual(["Balasan 3", "Balasan 4"]);
    expect(second.body.data.pageCount).toBe(3);
  });
});

describe("rules", () => {
  it("§5: a reply needs at least 2 characters after trimming, and nothing is written", async () => {
    const postId = await ask(inSale[14].id, "Pertanyaan uji panjang minimum");
    for (const content of ["a", "  b  ", ""]) {
      const res = await t.call(REPLY, { postId, content }, { token: seller, lang: "en-US" });
      expect(res.body.code).toBe(400);
      expect(res.body.data).toMatchObject({ errors: [{ path: "content" }] });
    }
    const short = await t.call(REPLY, { postId, content: "a" }, { token: seller, lang: "en-US" });
    expect((short.body.data as { errors: { message: string }[] }).errors[0].message).toBe("At least 2 characters");
    expect((await rowOf(postId))?.replyCount).toBe(0);
    const ok = await t.call(REPLY, { postId, content: "ok" }, { token: seller });
    expect(ok.body.success).toBe(true);
    const buyerShort = await t.call(BUYER_POST, { itemId: inSale[14].id, content: "?" }, { token: buyer });
    expect(buyerShort.body.code).toBe(400);
  });

  it("§8: past the daily limit a reply answers the spec's exact text, and the next WIB day it is allowed again", async () => {
    const postId = await ask(inSale[15].id, "Pertanyaan uji batas harian");
    const now = t.now();
    // The seller already wrote FORUM_DAILY_REPLY_LIMIT entries today.
    await t.database.db.insert(schema.forumReplies).values(
      Array.from({ length: FORUM_DAILY_REPLY_LIMIT }, (_, i) => ({
        postId,
        type: 1,
        userId: sellerUserId,
        content: `Balasan lama ${i}`,
        createTime: new Date(now.getTime() - 1000),
      })),
    );
    const before = (await rowOf(postId))?.replyCount;
    const refused = await t.call(REPLY, { postId, content: "Satu lagi" }, { token: seller });
    expect([refused.body.success, refused.body.code, refused.body.message]).toEqual([
      false,
      429,
      FORUM_DAILY_LIMIT_TEXT,
    ]);
    const english = await t.call(REPLY, { postId, content: "Satu lagi" }, { token: seller, lang: "en-US" });
    expect(english.body.message).toBe("You have many replies today. Take a rest.");
    expect((await rowOf(postId))?.replyCount).toBe(before);
    // Another user (a buyer) is not limited by the seller's count.
    const buyerReply = await t.call(BUYER_REPLY, { postId, content: "Halo?" }, { token: buyer });
    expect(buyerReply.body.success).toBe(true);
    // The next WIB day (00:00 +07:00) the seller may write again.
    t.advance(24 * 3_600_000);
    // Sessions idle for a day have expired: sign in again.
    seller = await t.login("seller.active");
    special = await t.login("seller.special");
    buyer = await t.login("buyer.ordinary");
    const nextDay = await t.call(REPLY, { postId, content: "Sudah hari baru" }, { token: seller });
    expect(nextDay.body.success, nextDay.body.message).toBe(true);
  });

  it("a product not in sale takes no question; an unknown post answers not found on the buyer side", async () => {
    const res = await t.call(BUYER_POST, { itemId: notInSaleId, content: "Masih dijual?" }, { token: buyer });
    expect(res.body.code).toBe(404);
    const unknown = await t.call(BUYER_REPLY, { postId: 99_999_999, content: "Halo" }, { token: buyer });
    expect(unknown.body.code).toBe(404);
  });

  it("another shop's postId answers not found on every seller call, and changes nothing", async () => {
    const postId = await ask(inSale[16].id, "Pertanyaan milik toko aktif");
    for (const [url, body] of [
      [GET, { postId }],
      [WATCH, { postId }],
      [REPLY, { postId, content: "Bukan toko saya" }],
      [REPLIES, { postId, pageNo: 1, pageSize: 10 }],
    ] as const) {
      const res = await t.call(url, body, { token: special });
      expect([url, res.body.code]).toEqual([url, 404]);
    }
    expect(await rowOf(postId)).toMatchObject({ replyCount: 0, hasNew: true });
  });
});
