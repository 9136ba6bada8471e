/**
 * Demo chats of seller.active's shop (spec §2 message-chat; §9 emoji and stickers): one conversation with each
 * demo buyer, over the last days, with texts and emoji, stickers, a picture from each side, product cards of
 * the shop's in-sale products and, with the order history, order cards of the buyer's orders; some unread on
 * each side. Written through the chat service as the two portals would (counters and last message kept by it).
 * Idempotent: a conversation that already has messages is left alone.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ChatSend } from "@src/resources/chats/schema";
import { ReviewStatus } from "@src/domain/product";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { chatConversations } from "../db/schema/inbox";
import { items } from "../db/schema/item";
import { orders } from "../db/schema/order";
import { markRead, sendMessage, startByBuyer, type ChatParty } from "../modules/chat/chat-service";
import { storeUpload } from "../modules/file/file-service";
import { solidPng } from "../modules/file/png";
import { DEMO_BUYERS } from "./demo-partners";

const MINUTE = 60_000;

/** One scripted message: who writes, what, and how many minutes before now. */
type Line =
  | { by: "buyer" | "seller"; ago: number; text: string }
  | { by: "buyer" | "seller"; ago: number; sticker: string }
  | { by: "buyer" | "seller"; ago: number; picture: true }
  | { by: "buyer" | "seller"; ago: number; product: number }
  | { by: "buyer" | "seller"; ago: number; order: true };

/** Per demo buyer (by user name): the script, and whether each side read the conversation at the end. */
const SCRIPTS: Record<string, { lines: Line[]; sellerRead: boolean; buyerRead: boolean }> = {
  "buyer.ordinary": {
    lines: [
      { by: "buyer", ago: 3 * 24 * 60, text: "Selamat siang, kampas rem depan untuk Avanza 2015 ada?" },
      { by: "seller", ago: 3 * 24 * 60 - 12, text: "Siang kak, ada 😊 ini produknya" },
      { by: "seller", ago: 3 * 24 * 60 - 11, product: 0 },
      { by: "buyer", ago: 3 * 24 * 60 - 5, text: "Harganya bisa kurang sedikit? 🙏" },
      { by: "seller", ago: 3 * 24 * 60 - 2, sticker: "sorry" },
      { by: "seller", ago: 3 * 24 * 60 - 1, text: "Sudah harga terbaik kak, tapi ongkir kami bantu 👍" },
    ],
    sellerRead: true,
    buyerRead: true,
  },
  "buyer.priority": {
    lines: [
      { by: "buyer", ago: 2 * 24 * 60, order: true },
      { by: "buyer", ago: 2 * 24 * 60 - 1, text: "Pesanan ini kapan dikirim ya?" },
      { by: "seller", ago: 2 * 24 * 60 - 30, text: "Besok pagi kami kirim kak 🚚" },
      { by: "seller", ago: 2 * 24 * 60 - 29, sticker: "sent" },
      { by: "buyer", ago: 2 * 24 * 60 - 20, sticker: "thanks" },
    ],
    sellerRead: true,
    buyerRead: true,
  },
  "buyer.insurance": {
    lines: [
      { by: "buyer", ago: 26 * 60, text: "Untuk klaim kendaraan, mohon kirim foto part yang tersedia." },
      { by: "seller", ago: 25 * 60, picture: true },
      { by: "seller", ago: 25 * 60 - 1, text: "Ini fotonya kak, kondisi original ✅" },
      { by: "buyer", ago: 90, text: "Terima kasih 👍 kami proses dulu" },
    ],
    sellerRead: false,
    buyerRead: true,
  },
  "buyer.workshop": {
    lines: [
      { by: "seller", ago: 5 * 24 * 60, sticker: "hello" },
      { by: "seller", ago: 5 * 24 * 60 - 1, text: "Halo bengkel, stok filter oli sudah ready lagi 🔧" },
      { by: "seller", ago: 5 * 24 * 60 - 2, product: 1 },
      { by: "buyer", ago: 40, picture: true },
      { by: "buyer", ago: 39, text: "Part seperti di foto ini ada?" },
    ],
    sellerRead: false,
    buyerRead: true,
  },
  "buyer.rental": {
    lines: [
      { by: "buyer", ago: 6 * 24 * 60, text: "Apakah bisa kirim ke pool kami di Bekasi?" },
      { by: "seller", ago: 6 * 24 * 60 - 15, text: "Bisa kak, pengiriman 1-2 hari 😉" },
      { by: "seller", ago: 20, text: "Promo minggu ini untuk armada rental: diskon aki 🎉" },
      { by: "seller", ago: 19, product: 2 },
    ],
    sellerRead: true,
    buyerRead: false,
  },
};

/** Seeds the demo chats of `opts.shopId` at `opts.clock()`. */
export async function seedDemoChat(
  db: Db,
  opts: { shopId: number; adminUserId: number; clock: () => Date; filesDir: string },
): Promise<void> {
  const now = opts.clock().getTime();
  const lang = "id-ID" as const;
  const buyers = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.userName,
        DEMO_BUYERS.map((b) => b.userName),
      ),
    );
  const products = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.shopId, opts.shopId), eq(items.reviewStatus, ReviewStatus.inSale)))
    .orderBy(asc(items.id))
    .limit(3);
  const seller: ChatParty = { side: "seller", shopId: opts.shopId, userId: opts.adminUserId };

  for (const [n, b] of buyers.entries()) {
    const script = SCRIPTS[b.userName];
    if (!script) continue;
    const first = new Date(now - script.lines[0].ago * MINUTE - MINUTE);
    const { conversationId } = await startByBuyer(db, b.id, opts.shopId, first);
    const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
    if (conv.lastMessageId !== null) continue;
    const buyer: ChatParty = { side: "buyer", userId: b.id };
    const [order] = await db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.shopId, opts.shopId), eq(orders.buyerUserId, b.id)))
      .orderBy(desc(orders.id))
      .limit(1);

    for (const [i, line] of script.lines.entries()) {
      const at = new Date(now - line.ago * MINUTE);
      const party = line.by === "seller" ? seller : buyer;
      const base = { conversationId, clientId: `demo-${b.userName.replace(".", "-")}-${i}` };
      let input: ChatSend | null = null;
      if ("text" in line) input = { ...base, kind: "text", body: line.text };
      else if ("sticker" in line) input = { ...base, kind: "sticker", body: line.sticker };
      else if ("product" in line) {
        const product = products[line.product % Math.max(1, products.length)];
        if (product) input = { ...base, kind: "product", payload: { itemId: product.id } };
      } else if ("order" in line) {
        if (order) input = { ...base, kind: "order", payload: { orderNo: order.orderNo } };
        else input = { ...base, kind: "text", body: "Stok kampas kopling masih ada? 🤔" };
      } else {
        const bytes = solidPng(120, 90, [70 + n * 30, 110, 150 - n * 15], true);
        const photo = await storeUpload(
          { db, filesDir: opts.filesDir, now: at },
          { shopId: line.by === "seller" ? opts.shopId : null, userId: line.by === "seller" ? opts.adminUserId : b.id },
          { fileName: `foto-part-${n + 1}.png`, bytes, size: bytes.length, kind: "image" },
        );
        input = { ...base, kind: "image", payload: { fileKey: photo.fileKey } };
      }
      if (input) await sendMessage(db, party, input, at, lang);
    }
    if (script.sellerRead) await markRead(db, seller, conversationId);
    if (script.buyerRead) await markRead(db, buyer, conversationId);
  }
}
