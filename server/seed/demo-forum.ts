/**
 * Demo discussions and report tickets of seller.active's shop (spec §2 discussionList, message-discussion,
 * reportTicket, reportTicketDetail; §3 "discussion entry (type 0 buyer, 1 seller)", "Report ticket"; §4
 * "Report ticket: new, in process, closed"):
 * - discussions by the demo buyers on products in sale: answered ones (the shop replied last and has seen
 *   them), unanswered ones never opened, and answered ones where the buyer wrote again since (new);
 * - report tickets in every status, opened by the main admin, with the platform admin's answers and a
 *   picture attachment (a small generated PNG the seller "uploaded").
 * Rows are written directly with times spread over the last weeks (the services stamp `now`); numbers come
 * from the same sequence as the API's. Deterministic; not idempotent (server/seed/demo.ts checks first).
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { ForumEntryType } from "@src/domain/forum";
import { ReviewStatus } from "@src/domain/product";
import { ReportTicketStatus } from "@src/domain/report-ticket";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { forumPosts, forumReplies, reportTicketMessages, reportTickets } from "../db/schema/inbox";
import { files, items } from "../db/schema/item";
import { shops } from "../db/schema/shop";
import { nextDailyNumber } from "../db/sequence";
import { newFileKey } from "../modules/file/file-service";
import { solidPng } from "../modules/file/png";
import { DEMO_BUYERS } from "./demo-partners";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One demo discussion: the question, then replies as [side, text, hours after the question]. */
interface DemoDiscussion {
  question: string;
  daysAgo: number;
  replies: [ForumEntryType, string, number][];
  /** Hours after the question when the shop last opened it; null: never opened. */
  watchedAfter: number | null;
}

const B = ForumEntryType.buyer;
const S = ForumEntryType.seller;

export const DEMO_DISCUSSIONS: DemoDiscussion[] = [
  {
    question: "Apakah kampas rem ini cocok untuk Avanza 2015 tipe G?",
    daysAgo: 12,
    replies: [
      [S, "Cocok, Kak. Untuk Avanza 2012-2018 semua tipe bisa dipakai.", 2],
      [B, "Siap, terima kasih infonya.", 3],
    ],
    watchedAfter: 4,
  },
  {
    question: "Barang original atau KW? Ada garansi?",
    daysAgo: 9,
    replies: [[S, "Original bergaransi 6 bulan, Kak. Kami sertakan kartu garansi di dalam dus.", 1]],
    watchedAfter: 1,
  },
  {
    question: "Stok masih ada? Saya butuh 4 set untuk bengkel.",
    daysAgo: 2,
    replies: [],
    watchedAfter: null,
  },
  {
    question: "Bisa kirim hari ini ke Bandung? Mau pakai kurir instan.",
    daysAgo: 1,
    replies: [],
    watchedAfter: null,
  },
  {
    question: "Ukuran filter ini berapa? Takut tidak pas di Xenia lama.",
    daysAgo: 6,
    replies: [
      [S, "Diameter 68 mm, tinggi 85 mm. Pas untuk Xenia 2004-2011.", 5],
      [B, "Kalau Xenia 1.3 VVTi tahun 2010 juga sama ya?", 30],
    ],
    watchedAfter: 6,
  },
  {
    question: "Harga grosir untuk 20 pcs berapa?",
    daysAgo: 4,
    replies: [
      [S, "Untuk 20 pcs ke atas ada harga khusus di tingkat harga ketiga, Kak.", 3],
      [B, "Oke, kalau 50 pcs bisa nego lagi?", 20],
      [B, "Mohon infonya ya, mau order minggu ini.", 26],
    ],
    watchedAfter: 3,
  },
  {
    question: "Apakah ada versi untuk mobil matic?",
    daysAgo: 20,
    replies: [
      [S, "Produk ini untuk transmisi manual. Versi matic ada di toko kami dengan nomor part berbeda.", 6],
      [B, "Baik, saya cek dulu.", 8],
      [S, "Silakan, Kak. Kalau bingung bisa tanya lagi di sini.", 9],
    ],
    watchedAfter: 9,
  },
  {
    question: "Packing aman untuk pengiriman ke Makassar?",
    daysAgo: 0,
    replies: [],
    watchedAfter: null,
  },
];

/** One demo report ticket: its conversation as [side, text, hours after opening], and where it ended. */
interface DemoTicket {
  subject: string;
  detail: string;
  daysAgo: number;
  status: ReportTicketStatus;
  messages: ["seller" | "platform", string, number][];
  attachment: boolean;
}

export const DEMO_TICKETS: DemoTicket[] = [
  {
    subject: "Saldo penjualan belum masuk",
    detail:
      "Pesanan yang selesai tiga hari lalu belum masuk ke saldo toko. Mohon dicek, nomor pesanan ada di lampiran.",
    daysAgo: 1,
    status: ReportTicketStatus.new,
    messages: [],
    attachment: true,
  },
  {
    subject: "Foto produk tidak muncul di halaman pembeli",
    detail: "Setelah produk diubah, foto utama tidak tampil di halaman produk. Sudah dicoba unggah ulang.",
    daysAgo: 3,
    status: ReportTicketStatus.new,
    messages: [["seller", "Tambahan: masalah ini terjadi di 3 produk lain juga.", 5]],
    attachment: false,
  },
  {
    subject: "Kurir tidak datang menjemput paket",
    detail: "Permintaan pickup sudah dibuat kemarin pagi tetapi kurir belum datang sampai sekarang.",
    daysAgo: 5,
    status: ReportTicketStatus.inProcess,
    messages: [
      ["platform", "Terima kasih atas laporannya. Kami sudah meneruskan ke mitra logistik.", 4],
      ["seller", "Baik, ditunggu kabarnya. Pembeli sudah menanyakan.", 6],
      ["platform", "Kurir dijadwalkan ulang besok pukul 10.00 WIB.", 20],
    ],
    attachment: true,
  },
  {
    subject: "Tagihan ongkos kirim tidak sesuai",
    detail: "Rekap ongkos kirim bulan lalu lebih besar dari catatan kami sekitar Rp 150.000.",
    daysAgo: 8,
    status: ReportTicketStatus.inProcess,
    messages: [["platform", "Kami sedang memeriksa rekap Anda dengan data kurir. Mohon tunggu 2x24 jam.", 7]],
    attachment: false,
  },
  {
    subject: "Tidak bisa mengunduh laporan pesanan",
    detail: "Tombol unduh di halaman pesanan tidak merespons sejak pagi.",
    daysAgo: 15,
    status: ReportTicketStatus.closed,
    messages: [
      ["platform", "Gangguan unduhan sudah diperbaiki. Silakan coba kembali.", 3],
      ["seller", "Sudah bisa, terima kasih.", 5],
      ["platform", "Sama-sama. Tiket ini kami tutup.", 6],
    ],
    attachment: true,
  },
  {
    subject: "Pertanyaan biaya admin",
    detail: "Apakah biaya admin juga dikenakan untuk pesanan dengan pembayaran tagihan?",
    daysAgo: 25,
    status: ReportTicketStatus.closed,
    messages: [["platform", "Biaya admin hanya dibebankan ke pembeli pada kasus tertentu (lihat ketentuan).", 2]],
    attachment: false,
  },
];

/** Seeds the demo discussions and report tickets of `opts.shopId`. */
export async function seedDemoForum(
  db: Db,
  opts: { shopId: number; clock: () => Date; filesDir: string },
): Promise<void> {
  const now = opts.clock();
  const [shop] = await db.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, opts.shopId));
  const buyers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.userName,
        DEMO_BUYERS.map((b) => b.userName),
      ),
    )
    .orderBy(asc(users.id));
  // The main admin's products (the shop's first ones), so the discussions show for every position.
  const products = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(items.shopId, opts.shopId),
        eq(items.reviewStatus, ReviewStatus.inSale),
        eq(items.ownerUserId, shop?.ownerUserId ?? 0),
      ),
    )
    .orderBy(asc(items.id))
    .limit(DEMO_DISCUSSIONS.length);
  if (shop && buyers.length > 0 && products.length > 0) {
    for (const [i, d] of DEMO_DISCUSSIONS.entries()) {
      const asked = new Date(now.getTime() - d.daysAgo * DAY - 3 * HOUR);
      const buyerUserId = buyers[i % buyers.length].id;
      const last = d.replies.at(-1);
      const [post] = await db
        .insert(forumPosts)
        .values({
          shopId: opts.shopId,
          itemId: products[i % products.length].id,
          buyerUserId,
          content: d.question,
          replyCount: d.replies.length,
          lastReplyTime: last ? new Date(asked.getTime() + last[2] * HOUR) : null,
          watchTime: d.watchedAfter === null ? null : new Date(asked.getTime() + d.watchedAfter * HOUR),
          createTime: asked,
        })
        .returning({ id: forumPosts.id });
      if (d.replies.length > 0)
        await db.insert(forumReplies).values(
          d.replies.map(([type, content, hours]) => ({
            postId: post.id,
            type,
            userId: type === S ? shop.ownerUserId : buyerUserId,
            content,
            createTime: new Date(asked.getTime() + hours * HOUR),
          })),
        );
    }
  }

  const [platform] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "platform.admin"));
  if (!shop || !platform) return;
  const attachment = await seedAttachment(db, {
    shopId: opts.shopId,
    ownerUserId: shop.ownerUserId,
    filesDir: opts.filesDir,
    now,
  });
  for (const d of DEMO_TICKETS) {
    const opened = new Date(now.getTime() - d.daysAgo * DAY - 2 * HOUR);
    const lastHours = d.messages.at(-1)?.[2] ?? 0;
    const [ticket] = await db
      .insert(reportTickets)
      .values({
        ticketNo: await nextDailyNumber(db, "report_ticket_no_seq", "RPT", opened),
        shopId: opts.shopId,
        userId: shop.ownerUserId,
        subject: d.subject,
        detail: d.detail,
        attachments: d.attachment ? [attachment] : [],
        status: d.status,
        createTime: opened,
        updateTime: new Date(
          opened.getTime() + (d.status === ReportTicketStatus.closed ? lastHours + 1 : lastHours) * HOUR,
        ),
      })
      .returning({ id: reportTickets.id });
    if (d.messages.length > 0)
      await db.insert(reportTicketMessages).values(
        d.messages.map(([side, content, hours]) => ({
          ticketId: ticket.id,
          side,
          userId: side === "platform" ? platform.id : shop.ownerUserId,
          content,
          attachments: [],
          createTime: new Date(opened.getTime() + hours * HOUR),
        })),
      );
  }
}

/** A screenshot-like PNG the seller "uploaded" for its tickets; answers its key. */
async function seedAttachment(
  db: Db,
  opts: { shopId: number; ownerUserId: number; filesDir: string; now: Date },
): Promise<string> {
  await fs.promises.mkdir(opts.filesDir, { recursive: true });
  const fileKey = newFileKey();
  const bytes = solidPng(160, 100, [70, 110, 160], false);
  await fs.promises.writeFile(path.join(opts.filesDir, fileKey), bytes);
  await db.insert(files).values({
    fileKey,
    shopId: opts.shopId,
    ownerUserId: opts.ownerUserId,
    kind: "image",
    mime: "image/png",
    ext: "png",
    size: bytes.length,
    originalName: "tangkapan-layar.png",
    createTime: opts.now,
  });
  return fileKey;
}
