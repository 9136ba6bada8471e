/**
 * Demo products (spec §3 "Product"): about 300 products for seller.active and 20 for seller.special,
 * across every review status (7 with an off-shelve reason of spec §8), with real fitment from the
 * built-in vehicle list, Indonesian part names, known part brands, rupiah price tiers and every stock type.
 * Images are small generated PNGs stored under filesDir with their files rows, reused across products.
 * Deterministic (seeded PRNG, times derived from the clock) and batched: a few multi-row inserts.
 */
import fs from "node:fs";
import path from "node:path";
import { ReviewStatus, type ReviewStatusValue } from "@src/domain/product";
import { VehicleType } from "@src/domain/reference";
import type { Db, Tx } from "../db/client";
import { files, itemFitments, itemImages, items, type StoredPriceTier } from "../db/schema/item";
import { solidPng } from "../modules/file/png";
import { BUILTIN_VEHICLES, type BuiltinVehicle } from "./reference-builtin";

/** mulberry32: a tiny deterministic PRNG in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PartTemplate {
  name: string;
  categoryId: string;
  brands: string[];
  /** Rupiah range of the single-unit price. */
  price: [number, number];
  unit: string;
  /** Fits every vehicle (adapt type 1) rather than listed models. */
  general?: boolean;
  motorcycle?: boolean;
  weight: number;
}

const PARTS: PartTemplate[] = [
  {
    name: "Kampas Rem Depan",
    categoryId: "vp-1-4-1-7",
    brands: ["Aisin", "Bendix", "Akebono", "Federal Parts"],
    price: [150_000, 450_000],
    unit: "Set",
    weight: 900,
  },
  {
    name: "Kampas Rem Belakang",
    categoryId: "vp-1-4-1-7",
    brands: ["Aisin", "Bendix", "Akebono"],
    price: [120_000, 380_000],
    unit: "Set",
    weight: 800,
  },
  {
    name: "Piringan Cakram Depan",
    categoryId: "vp-1-4-1-8",
    brands: ["Aisin", "Brembo", "Bendix"],
    price: [350_000, 900_000],
    unit: "Pcs",
    weight: 5200,
  },
  {
    name: "Kaliper Rem Depan",
    categoryId: "vp-1-4-1-3",
    brands: ["Aisin", "Akebono"],
    price: [650_000, 1_800_000],
    unit: "Pcs",
    weight: 3500,
  },
  {
    name: "Minyak Rem DOT 3 500ml",
    categoryId: "vp-1-4-1-4",
    brands: ["Prestone", "Seiken", "Bosch"],
    price: [35_000, 75_000],
    unit: "Botol",
    general: true,
    weight: 600,
  },
  {
    name: "Filter Oli",
    categoryId: "vp-1-4-5-5",
    brands: ["Denso", "Sakura", "Bosch", "Aisin"],
    price: [35_000, 120_000],
    unit: "Pcs",
    weight: 300,
  },
  {
    name: "Timing Belt",
    categoryId: "vp-1-4-6-7",
    brands: ["Gates", "Bando", "Aisin"],
    price: [180_000, 650_000],
    unit: "Pcs",
    weight: 400,
  },
  {
    name: "Filter Bensin",
    categoryId: "vp-1-4-10-3",
    brands: ["Denso", "Sakura", "Bosch"],
    price: [60_000, 250_000],
    unit: "Pcs",
    weight: 350,
  },
  {
    name: "Lampu Depan",
    categoryId: "vp-1-4-12-2",
    brands: ["Koito", "Stanley", "Hella"],
    price: [450_000, 2_500_000],
    unit: "Pcs",
    weight: 2500,
  },
  {
    name: "Bohlam Lampu H4 12V 60/55W",
    categoryId: "vp-1-4-12-4",
    brands: ["Philips", "Osram", "Bosch"],
    price: [45_000, 180_000],
    unit: "Pcs",
    general: true,
    weight: 100,
  },
  {
    name: "Aki Kering NS40",
    categoryId: "vp-1-4-14-2",
    brands: ["GS Astra", "Yuasa", "Incoe", "Bosch"],
    price: [650_000, 1_200_000],
    unit: "Pcs",
    weight: 10_500,
  },
  {
    name: "Busi Iridium",
    categoryId: "vp-1-4-14-5",
    brands: ["NGK", "Denso", "Bosch"],
    price: [85_000, 190_000],
    unit: "Pcs",
    weight: 80,
  },
  {
    name: "Shock Absorber Depan",
    categoryId: "vp-1-4-17-5",
    brands: ["KYB", "Tokico", "Monroe"],
    price: [450_000, 1_400_000],
    unit: "Pcs",
    weight: 3800,
  },
  {
    name: "Kampas Kopling",
    categoryId: "vp-1-4-19-2",
    brands: ["Aisin", "Exedy", "Federal Parts"],
    price: [280_000, 850_000],
    unit: "Set",
    weight: 2200,
  },
  {
    name: "Ban Mobil 185/65 R15",
    categoryId: "vp-1-4-20-3-1",
    brands: ["Bridgestone", "Dunlop", "GT Radial", "Achilles"],
    price: [650_000, 1_250_000],
    unit: "Pcs",
    weight: 8500,
  },
  {
    name: "Oli Mesin 10W-40 1L",
    categoryId: "vp-1-5-5-8",
    brands: ["Shell Helix", "Federal Oil", "Castrol", "Pertamina Fastron"],
    price: [65_000, 140_000],
    unit: "Botol",
    general: true,
    weight: 950,
  },
  {
    name: "Kampas Rem Cakram",
    categoryId: "vp-1-4-1-7",
    brands: ["Aspira", "Federal Parts", "Daytona"],
    price: [35_000, 95_000],
    unit: "Set",
    motorcycle: true,
    weight: 200,
  },
  {
    name: "Busi",
    categoryId: "vp-1-4-14-5",
    brands: ["NGK", "Denso", "Aspira"],
    price: [18_000, 85_000],
    unit: "Pcs",
    motorcycle: true,
    weight: 60,
  },
  {
    name: "Filter Oli Motor",
    categoryId: "vp-1-4-5-5",
    brands: ["Aspira", "Federal Parts", "Sakura"],
    price: [20_000, 55_000],
    unit: "Pcs",
    motorcycle: true,
    weight: 120,
  },
  {
    name: "Ban Motor 80/90-14",
    categoryId: "vp-1-4-20-3-2",
    brands: ["IRC", "FDR", "Aspira", "Michelin"],
    price: [180_000, 420_000],
    unit: "Pcs",
    motorcycle: true,
    weight: 3000,
  },
];

/** Status mix of a shop's catalogue: mostly on sale, every other status present. */
const STATUS_MIX: [ReviewStatusValue, number][] = [
  [ReviewStatus.inSale, 0.55],
  [ReviewStatus.underAssessment, 0.12],
  [ReviewStatus.assessmentPass, 0.05],
  [ReviewStatus.draft, 0.1],
  [ReviewStatus.toUpShelve, 0.06],
  [ReviewStatus.illegalOffShelve, 0.12],
];

const COLOURS: [number, number, number][] = [
  [200, 40, 40],
  [30, 110, 200],
  [40, 160, 80],
  [230, 160, 20],
  [90, 90, 100],
  [140, 60, 170],
];

const KEY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const titleCase = (s: string) => (s.includes("-") ? s : s.charAt(0) + s.slice(1).toLowerCase());
const roundTo = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);

/** Writes the shop's demo images (files + bytes); answers their keys. */
async function seedImages(
  db: Tx,
  rnd: () => number,
  opts: { shopId: number; userId: number; filesDir: string; now: Date },
): Promise<string[]> {
  await fs.promises.mkdir(opts.filesDir, { recursive: true });
  const rows = COLOURS.map((rgb, i) => {
    let fileKey = "";
    for (let c = 0; c < 32; c++) fileKey += KEY_CHARS[Math.floor(rnd() * KEY_CHARS.length)];
    const bytes = solidPng(64, 64, rgb, i % 2 === 0);
    return { fileKey, bytes, i };
  });
  await Promise.all(rows.map((r) => fs.promises.writeFile(path.join(opts.filesDir, r.fileKey), r.bytes)));
  await db.insert(files).values(
    rows.map((r) => ({
      fileKey: r.fileKey,
      shopId: opts.shopId,
      ownerUserId: opts.userId,
      kind: "image",
      mime: "image/png",
      ext: "png",
      size: r.bytes.length,
      originalName: `produk-${r.i + 1}.png`,
      createTime: opts.now,
    })),
  );
  return rows.map((r) => r.fileKey);
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

function pickStatus(rnd: () => number): ReviewStatusValue {
  let x = rnd();
  for (const [status, share] of STATUS_MIX) {
    if (x < share) return status;
    x -= share;
  }
  return ReviewStatus.inSale;
}

function priceTiers(rnd: () => number, base: number): StoredPriceTier[] {
  const kind = rnd();
  if (kind < 0.4) return [{ minQty: 1, maxQty: null, price: base }];
  if (kind < 0.75)
    return [
      { minQty: 1, maxQty: 9, price: base },
      { minQty: 10, maxQty: null, price: roundTo(base * 0.95, 500) },
    ];
  return [
    { minQty: 1, maxQty: 5, price: base },
    { minQty: 6, maxQty: 20, price: roundTo(base * 0.95, 500) },
    { minQty: 21, maxQty: null, price: roundTo(base * 0.9, 500) },
  ];
}

/**
 * `n` demo products of one shop, ready for a batch insert: the item row plus its fitments and image keys
 * (children keyed by the row's index). Also used by bench/api-page.ts to fill 100,000 rows.
 */
export function buildProducts(
  rnd: () => number,
  n: number,
  opts: { shopId: number; userId: number; now: Date; imageKeys: string[] },
) {
  const cars = BUILTIN_VEHICLES.filter((v) => v.vehicleType === VehicleType.car);
  const bikes = BUILTIN_VEHICLES.filter((v) => v.vehicleType === VehicleType.motorcycle);
  const products = [];
  for (let i = 0; i < n; i++) {
    const part = pick(rnd, PARTS);
    const brand = pick(rnd, part.brands);
    const models = part.motorcycle ? bikes : cars;
    const fitments: { vehicle: BuiltinVehicle; year: number }[] = [];
    if (!part.general) {
      const count = 1 + Math.floor(rnd() * 4);
      const first = pick(rnd, models);
      for (let f = 0; f < count; f++) {
        const vehicle = f === 0 ? first : pick(rnd, models);
        const year = pick(rnd, vehicle.years);
        if (!fitments.some((x) => x.vehicle === vehicle && x.year === year)) fitments.push({ vehicle, year });
      }
    }
    const model = fitments[0]?.vehicle;
    const itemName = model ? `${part.name} ${titleCase(model.series)}` : `${part.name} ${brand}`;
    const base = roundTo(part.price[0] + rnd() * (part.price[1] - part.price[0]), 500);
    const status = pickStatus(rnd);
    const stockRoll = rnd();
    const stockType = stockRoll < 0.7 ? 2 : stockRoll < 0.85 ? 1 : 3;
    const stockNum = stockType === 1 ? 1000 : rnd() < 0.12 ? Math.floor(rnd() * 10) : 10 + Math.floor(rnd() * 490);
    const condition = rnd() < 0.6 ? 1 : rnd() < 0.85 ? 2 : 3;
    const ageMs = Math.floor(rnd() * 90 * 86_400_000);
    const createTime = new Date(opts.now.getTime() - ageMs);
    const updateTime = new Date(createTime.getTime() + Math.floor(rnd() * Math.min(ageMs, 10 * 86_400_000)));
    const mainImage = pick(rnd, opts.imageKeys);
    const images = [mainImage, ...opts.imageKeys.filter((k) => k !== mainImage && rnd() < 0.3)].slice(0, 3);
    const platforms = rnd() < 0.6 ? [1, 2] : rnd() < 0.5 ? [1] : [2];
    products.push({
      row: {
        shopId: opts.shopId,
        ownerUserId: opts.userId,
        partNo: `${brand
          .replace(/[^A-Za-z]/g, "")
          .slice(0, 3)
          .toUpperCase()}${String(100000 + Math.floor(rnd() * 900000))}${i}`,
        itemName,
        categoryId: part.categoryId,
        condition,
        grade: rnd() < 0.85 ? "A" : "B",
        brandName: brand,
        specification: `Merek ${brand}, kualitas ${condition === 1 ? "original" : "setara OEM"}`,
        productUnit: part.unit,
        packagingUnit: "Dus",
        packagingQty: part.unit === "Set" ? 1 : 1 + Math.floor(rnd() * 4),
        weight: part.weight,
        length: 10 + Math.floor(rnd() * 50),
        width: 10 + Math.floor(rnd() * 30),
        height: 5 + Math.floor(rnd() * 25),
        vehicleType: part.motorcycle ? 2 : 1,
        adaptType: part.general ? 1 : 2,
        tradePlatforms: platforms,
        priceTiers: priceTiers(rnd, base),
        minPrice: base,
        discountTenths: pick(rnd, [0, 0, 0, 25, 50, 100]),
        saleUnit: part.unit,
        deliveryTemplateId: null,
        stockType,
        stockNum,
        minBuyQty: 1,
        autoTender: rnd() < 0.2,
        priority: rnd() < 0.15,
        reconditioned: condition === 3,
        description: `${itemName} merek ${brand}. Garansi toko 7 hari, barang dicek sebelum dikirim.`,
        reviewStatus: status,
        offShelveReason: status === ReviewStatus.illegalOffShelve ? 1 + Math.floor(rnd() * 11) : null,
        createTime,
        updateTime,
      },
      fitments: fitments.map(({ vehicle, year }) => ({
        brandId: vehicle.brandId,
        brandName: vehicle.brandName,
        series: vehicle.series,
        year,
        subModel: "",
      })),
      images,
    });
  }
  return products;
}

async function seedShop(
  db: Tx,
  rnd: () => number,
  n: number,
  opts: { shopId: number; userId: number; now: Date; filesDir: string },
): Promise<void> {
  const imageKeys = await seedImages(db, rnd, opts);
  const products = buildProducts(rnd, n, { ...opts, imageKeys });
  const ids = await db
    .insert(items)
    .values(products.map((p) => p.row))
    .returning({ id: items.id });
  const fitmentRows = products.flatMap((p, i) => p.fitments.map((f, sort) => ({ ...f, itemId: ids[i].id, sort })));
  const imageRows = products.flatMap((p, i) =>
    p.images.map((fileKey, sort) => ({ itemId: ids[i].id, sort, fileKey, isMain: sort === 0 })),
  );
  if (fitmentRows.length > 0) await db.insert(itemFitments).values(fitmentRows);
  await db.insert(itemImages).values(imageRows);
}

/** Number of demo products per shop (the stats test reads the seeded rows, not these numbers). */
export const DEMO_PRODUCT_COUNTS = { active: 300, special: 20 } as const;

/** Seeds the demo catalogue of seller.active and seller.special (not idempotent: server/seed/demo.ts checks first). */
export async function seedDemoProducts(
  db: Db,
  opts: {
    shopId: number;
    ownerUserId: number;
    specialShopId: number;
    specialUserId: number;
    clock: () => Date;
    filesDir: string;
  },
): Promise<void> {
  const now = opts.clock();
  const rnd = prng(20261120);
  await db.transaction(async (tx) => {
    await seedShop(tx, rnd, DEMO_PRODUCT_COUNTS.active, {
      shopId: opts.shopId,
      userId: opts.ownerUserId,
      now,
      filesDir: opts.filesDir,
    });
    await seedShop(tx, rnd, DEMO_PRODUCT_COUNTS.special, {
      shopId: opts.specialShopId,
      userId: opts.specialUserId,
      now,
      filesDir: opts.filesDir,
    });
  });
}
