/**
 * Demo notices (spec §3 custom and broadcast notices): notes from several buyers to seller.active's shop
 * (the older ones read by its main admin), and platform announcements of both types: a live banner to every
 * seller, an ended banner and a banner starting next week (neither shows), and a live popup to
 * seller.special's shop only, unread. The popup goes to that shop because a popup covers the page until
 * acknowledged: the browser journeys sign in as seller.active (and sub-accounts they create), so they never
 * meet it; seller.special's landing shows it. Driven through the services the buyer and platform routes call.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { createBroadcastNotice, markCustomNoticeRead, sendCustomNotice } from "../modules/message/notice-service";

const NOTES: { buyer: string; notes: string; url?: string; read: boolean; hoursAgo: number }[] = [
  {
    buyer: "buyer.workshop",
    notes: "Apakah kampas rem depan Avanza 2019 ready 10 set? Mohon info sebelum jam 3.",
    read: true,
    hoursAgo: 72,
  },
  {
    buyer: "buyer.ordinary",
    notes: "Pesanan saya belum dikirim, mohon dicek ya.",
    url: "/order/order-list",
    read: true,
    hoursAgo: 48,
  },
  {
    buyer: "buyer.priority",
    notes: "Bisa minta harga khusus untuk pembelian 50 filter oli?",
    read: false,
    hoursAgo: 20,
  },
  { buyer: "buyer.rental", notes: "Kami butuh aki 12V untuk 8 unit armada minggu ini.", read: false, hoursAgo: 5 },
  {
    buyer: "buyer.insurance",
    notes: "Mohon percepat penawaran untuk inquiry klaim kami.",
    url: "/tend/inquiry-list",
    read: false,
    hoursAgo: 1,
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Seeds the notices once (called by seedDemo on a fresh database). */
export async function seedDemoNotices(
  db: Db,
  deps: { shopId: number; specialShopId: number; adminUserId: number; clock: () => Date },
): Promise<void> {
  const now = deps.clock();
  const names = [...new Set(NOTES.map((n) => n.buyer)), "platform.admin"];
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, names));
  const idOf = new Map(rows.map((r) => [r.userName, r.id]));
  for (const n of NOTES) {
    const buyerId = idOf.get(n.buyer);
    if (buyerId === undefined) continue;
    const { messageId } = await sendCustomNotice(
      db,
      buyerId,
      { shopId: deps.shopId, notes: n.notes, url: n.url },
      new Date(now.getTime() - n.hoursAgo * HOUR),
    );
    if (n.read) await markCustomNoticeRead(db, deps.adminUserId, messageId);
  }

  const platformId = idOf.get("platform.admin");
  if (platformId === undefined) return;
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const announce = (body: Parameters<typeof createBroadcastNotice>[2], at: Date) =>
    createBroadcastNotice(db, platformId, body, at);
  await announce(
    {
      type: 1,
      title: "Pemeliharaan sistem Minggu 01.00-03.00 WIB",
      summary:
        "Portal penjual tidak dapat diakses selama pemeliharaan. Pesanan tetap diterima dan diproses setelahnya.",
      startTime: iso(-DAY),
      endTime: iso(14 * DAY),
    },
    new Date(now.getTime() - DAY),
  );
  await announce(
    {
      type: 1,
      title: "Promo ongkir Oktober",
      summary: "Promo ongkir telah berakhir.",
      startTime: iso(-40 * DAY),
      endTime: iso(-10 * DAY),
    },
    new Date(now.getTime() - 40 * DAY),
  );
  await announce(
    { type: 1, title: "Harbolnas 12.12", summary: "Siapkan stok untuk Harbolnas 12.12.", startTime: iso(7 * DAY) },
    now,
  );
  await announce(
    {
      type: 2,
      title: "Perbarui dokumen toko",
      summary: "Mohon perbarui NPWP dan NIB toko Anda sebelum akhir bulan agar pencairan dana tidak tertunda.",
      url: "/store/store-detail",
      shopId: deps.specialShopId,
      startTime: iso(-2 * HOUR),
    },
    new Date(now.getTime() - 2 * HOUR),
  );
}
