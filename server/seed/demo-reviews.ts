/**
 * Demo reviews (spec §2 evaluation-received, §3 "Review"): about 40 reviews by the demo buyers of
 * seller.active's products in sale, 1, 3 or 5 stars, some with photos (small generated PNGs the buyers
 * "uploaded"). Written through the buyer side's own service (server/modules/evaluation/service.ts
 * createReview), so every rule a buyer meets holds for the seed too. Deterministic; not idempotent
 * (server/seed/demo.ts checks first).
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { ReviewStatus } from "@src/domain/product";
import type { ReviewStars } from "@src/resources/evaluations/schema";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { files, items } from "../db/schema/item";
import { createReview } from "../modules/evaluation/evaluation-service";
import { newFileKey } from "../modules/file/file-service";
import { solidPng } from "../modules/file/png";
import { prng } from "./demo-products";
import { DEMO_BUYERS } from "./demo-partners";

const DAY = 86_400_000;
export const DEMO_REVIEW_COUNT = 40;

const TEXTS: Record<ReviewStars, string[]> = {
  5: [
    "Barang original, pengiriman cepat dan packing rapi. Terima kasih!",
    "Sesuai deskripsi, langsung terpasang tanpa masalah. Mantap.",
    "Harga bersaing, kualitas bagus. Pasti order lagi.",
    "Penjual responsif, barang sampai dalam 2 hari.",
  ],
  3: [
    "Barang oke, tapi pengiriman agak lama.",
    "Kualitas cukup, kardus sedikit penyok saat sampai.",
    "Sesuai pesanan, hanya saja tidak ada buku panduan.",
  ],
  1: [
    "Barang tidak sesuai foto, ukuran berbeda.",
    "Pengiriman terlambat seminggu dan tanpa kabar.",
    "Kemasan rusak, salah satu komponen hilang.",
  ],
};
const COLOURS: [number, number, number][] = [
  [120, 120, 130],
  [180, 90, 40],
  [60, 130, 170],
  [150, 150, 60],
  [90, 60, 120],
  [40, 140, 110],
];

/** Writes the buyers' photos (bytes and files rows); answers their keys. */
async function seedPhotos(db: Db, opts: { ownerUserId: number; filesDir: string; now: Date }): Promise<string[]> {
  await fs.promises.mkdir(opts.filesDir, { recursive: true });
  const rows = COLOURS.map((rgb, i) => ({ fileKey: newFileKey(), bytes: solidPng(96, 96, rgb, i % 2 === 1), i }));
  await Promise.all(rows.map((r) => fs.promises.writeFile(path.join(opts.filesDir, r.fileKey), r.bytes)));
  await db.insert(files).values(
    rows.map((r) => ({
      fileKey: r.fileKey,
      shopId: null,
      ownerUserId: opts.ownerUserId,
      kind: "image",
      mime: "image/png",
      ext: "png",
      size: r.bytes.length,
      originalName: `ulasan-${r.i + 1}.png`,
      createTime: opts.now,
    })),
  );
  return rows.map((r) => r.fileKey);
}

/** Seeds the demo reviews of `shopId`'s products in sale by the demo buyers. */
export async function seedDemoReviews(
  db: Db,
  opts: { shopId: number; clock: () => Date; filesDir: string },
): Promise<void> {
  const now = opts.clock();
  const rnd = prng(20261102);
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
  if (buyers.length === 0) return;
  const products = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.shopId, opts.shopId), eq(items.reviewStatus, ReviewStatus.inSale)))
    .orderBy(asc(items.id));
  if (products.length === 0) return;
  const photos = await seedPhotos(db, { ownerUserId: buyers[0].id, filesDir: opts.filesDir, now });
  for (let i = 0; i < DEMO_REVIEW_COUNT; i++) {
    const roll = rnd();
    const stars: ReviewStars = roll < 0.6 ? 5 : roll < 0.85 ? 3 : 1;
    const texts = TEXTS[stars];
    const createTime = new Date(now.getTime() - Math.floor(rnd() * 60 * DAY));
    const day = createTime.toISOString().slice(0, 10).replace(/-/g, "");
    const photoCount = rnd() < 0.45 ? 1 + Math.floor(rnd() * 3) : 0;
    const start = Math.floor(rnd() * photos.length);
    await createReview(
      db,
      buyers[i % buyers.length].id,
      {
        // Spread over the catalogue so that products of other owners (staff.gudang) get reviews too.
        itemId: products[Math.floor((i * products.length) / DEMO_REVIEW_COUNT)].id,
        orderNo: `ORD-${day}-${String(40 + i).padStart(4, "0")}`,
        stars,
        content: texts[Math.floor(rnd() * texts.length)],
        photos: Array.from({ length: photoCount }, (_, k) => photos[(start + k) % photos.length]),
      },
      createTime,
    );
  }
}
