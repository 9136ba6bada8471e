/**
 * Demo accounts: one seller per row of spec §4 "Shop routing" plus the platform admin, all with the
 * same password. Store applications are realistic Indonesian data and pass storeApplicationSchema
 * (the seed fails loudly if they stop doing so). Region codes and postal codes are real (Kemendagri
 * codes of the built-in reference set). Their files (KTP, NPWP, licences, store photos, logo) are small
 * generated images stored under demo keys, so the store detail, the delivery orders and the indent letters
 * show them.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import {
  ApplyStatus,
  ShopStatus,
  type ApplyStatusValue,
  type RejectReason,
  type ShopStatusValue,
} from "@src/domain/shop";
import { storeApplicationSchema, type StoreApplicationInput } from "@src/resources/store/schema";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema/auth";
import { shops } from "../db/schema/shop";
import { hashPassword } from "../modules/user/password";
import { applicationColumns } from "../modules/shop/shop-service";
import { files } from "../db/schema/item";
import { solidPng } from "../modules/file/png";

interface SellerShop {
  applyStatus: ApplyStatusValue;
  status: ShopStatusValue;
  specialDiscount?: 0 | 1;
  rejectReasons?: RejectReason[];
  rejectRemark?: string;
  /** Leaves businessType / storeEstablishment / storeDescription empty (spec §4 /shop-additional-info). */
  withoutAdditionalInfo?: boolean;
  application: StoreApplicationInput;
}

interface DemoAccount {
  userName: string;
  nickName: string;
  email: string;
  role: "seller" | "platform";
  extendedField?: string;
  shop?: SellerShop;
}

const GAMBIR = { regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"], postalCode: "10110" };
const PASAR_BARU = { regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"], postalCode: "10710" };
const TEBET_TIMUR = { regionCodes: ["31", "31.74", "31.74.01", "31.74.01.1001"], postalCode: "12820" };
const SUKARASA = { regionCodes: ["32", "32.73", "32.73.01", "32.73.01.1001"], postalCode: "40152" };

/**
 * The key of a demo shop document or photo: a real stored file (a small generated PNG, written by
 * seedDemoAccounts when it gets a files folder), named like an upload key (24-64 letters, digits, `_`, `-`).
 */
function demoFileKey(slug: string, name: string): string {
  return `demo_${slug}_${name}`.slice(0, 64).padEnd(24, "0");
}

/** The files each demo application names (demoFileKey), and the colour of each. */
const DEMO_FILES: readonly [name: string, rgb: [number, number, number]][] = [
  ["nib", [90, 90, 100]],
  ["siup", [90, 90, 100]],
  ["ktp", [30, 110, 200]],
  ["npwp", [230, 160, 20]],
  ["store-1", [40, 160, 80]],
  ["store-2", [40, 160, 80]],
  ["logo", [200, 40, 40]],
];

/** Writes the generated images of every demo shop's files and their `files` rows (owned by the shop's admin). */
async function seedDemoFiles(
  db: Db,
  filesDir: string,
  shopsOf: { slug: string; shopId: number; userId: number }[],
  now: Date,
): Promise<void> {
  await fs.promises.mkdir(filesDir, { recursive: true });
  const rows = shopsOf.flatMap((shop) =>
    DEMO_FILES.map(([name, rgb], i) => ({
      shop,
      fileKey: demoFileKey(shop.slug, name),
      name,
      bytes: solidPng(96, 96, rgb, i % 2 === 0),
    })),
  );
  await Promise.all(rows.map((r) => fs.promises.writeFile(path.join(filesDir, r.fileKey), r.bytes)));
  await db.insert(files).values(
    rows.map((r) => ({
      fileKey: r.fileKey,
      shopId: r.shop.shopId,
      ownerUserId: r.shop.userId,
      kind: "image",
      mime: "image/png",
      ext: "png",
      size: r.bytes.length,
      originalName: `${r.name}.png`,
      createTime: now,
    })),
  );
}

/** A complete application; `over` replaces any field. */
function application(
  over: Partial<StoreApplicationInput> & Pick<StoreApplicationInput, "storeName" | "picName" | "address">,
): StoreApplicationInput {
  const slug = over.storeName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    phone: "081234567890",
    email: `admin@${slug}.co.id`,
    nibNumber: "9120001234567",
    nibPhoto: demoFileKey(slug, "nib"),
    siupNumber: "510/1234/PK/IV/2015",
    siupPhoto: demoFileKey(slug, "siup"),
    legalPersonIdNumber: "3171011503850002",
    ktpName: over.picName,
    ktpPhoto: demoFileKey(slug, "ktp"),
    npwpNumber: "012345678073000",
    npwpPhoto: demoFileKey(slug, "npwp"),
    companyName: `PT ${over.storeName}`,
    taxable: true,
    businessType: ["retail", "wholesale"],
    storeEstablishment: "2010",
    storeDescription:
      "Menjual suku cadang mobil dan motor original dan aftermarket, melayani bengkel dan pembeli grosir.",
    storePhotos: [demoFileKey(slug, "store-1"), demoFileKey(slug, "store-2")],
    logo: demoFileKey(slug, "logo"),
    bank: "014",
    accountNo: "1234567890",
    accountName: over.picName,
    leaderName: over.picName,
    leaderPhone: "081298765432",
    leaderPosition: "owner",
    ...over,
  };
}

const ACCOUNTS: DemoAccount[] = [
  {
    userName: "seller.active",
    nickName: "Budi Santoso",
    email: "budi.santoso@sinarjaya.co.id",
    role: "seller",
    extendedField: "ERP",
    shop: {
      applyStatus: ApplyStatus.success,
      status: ShopStatus.active,
      application: application({
        storeName: "Sinar Jaya Motor Parts",
        picName: "Budi Santoso",
        phone: "081311223344",
        address: { ...GAMBIR, detail: "Jl. Kebon Sirih No. 45, RT 02/RW 05" },
        businessType: ["retail", "wholesale", "distributor"],
        storeEstablishment: "2008",
        storeDescription:
          "Distributor suku cadang Toyota, Daihatsu dan Honda sejak 2008. Barang original bergaransi, kirim ke seluruh Indonesia.",
        leaderPosition: "director",
      }),
    },
  },
  { userName: "seller.noshop", nickName: "Rina Wulandari", email: "rina.wulandari@gmail.com", role: "seller" },
  {
    userName: "seller.pending",
    nickName: "Agus Setiawan",
    email: "agus.setiawan@majubersama.co.id",
    role: "seller",
    shop: {
      applyStatus: ApplyStatus.pending,
      status: ShopStatus.active,
      application: application({
        storeName: "Maju Bersama Sparepart",
        picName: "Agus Setiawan",
        phone: "085711112222",
        address: { ...TEBET_TIMUR, detail: "Jl. Tebet Raya No. 12, Tebet" },
        legalPersonIdNumber: "3174012208900003",
        npwpNumber: "3174012208900003",
        accountNo: "0061234567",
      }),
    },
  },
  {
    userName: "seller.rejected",
    nickName: "Dewi Lestari",
    email: "dewi.lestari@cahayaotomotif.com",
    role: "seller",
    shop: {
      applyStatus: ApplyStatus.auditNotPassed,
      status: ShopStatus.active,
      rejectReasons: [1, 3],
      application: application({
        storeName: "Cahaya Otomotif",
        picName: "Dewi Lestari",
        phone: "6281322334455",
        address: { ...SUKARASA, detail: "Jl. Setiabudi No. 201, Sukasari" },
        legalPersonIdNumber: "3273014407920001",
        bank: "008",
        accountNo: "1320012345678",
      }),
    },
  },
  {
    userName: "seller.additional",
    nickName: "Hendra Gunawan",
    email: "hendra@berkahabadimotor.id",
    role: "seller",
    shop: {
      applyStatus: ApplyStatus.success,
      status: ShopStatus.active,
      withoutAdditionalInfo: true,
      application: application({
        storeName: "Berkah Abadi Motor",
        picName: "Hendra Gunawan",
        phone: "081944556677",
        address: { ...PASAR_BARU, detail: "Jl. Pasar Baru Selatan No. 8, Sawah Besar" },
        legalPersonIdNumber: "3171020101880004",
        bank: "153",
        accountNo: "0045678912",
      }),
    },
  },
  {
    userName: "seller.restricted",
    nickName: "Siti Rahmawati",
    email: "siti@mitradiesel.co.id",
    role: "seller",
    shop: {
      applyStatus: ApplyStatus.success,
      status: ShopStatus.restricted,
      rejectReasons: [2],
      application: application({
        storeName: "Mitra Diesel Sejahtera",
        picName: "Siti Rahmawati",
        phone: "082155667788",
        address: { ...GAMBIR, detail: "Jl. Abdul Muis No. 30, Gambir" },
        legalPersonIdNumber: "3171015006870005",
        businessType: ["distributor"],
      }),
    },
  },
  {
    userName: "seller.closed",
    nickName: "Joko Prasetyo",
    email: "joko@garasiparts.id",
    role: "seller",
    shop: {
      applyStatus: ApplyStatus.shutDown,
      status: ShopStatus.active,
      application: application({
        storeName: "Garasi Parts Jakarta",
        picName: "Joko Prasetyo",
        phone: "081233445566",
        address: { ...TEBET_TIMUR, detail: "Jl. Tebet Timur Dalam Raya No. 77" },
        legalPersonIdNumber: "3174011010790006",
      }),
    },
  },
  {
    userName: "seller.frozen",
    nickName: "Andi Wijaya",
    email: "andi@primabanvelg.com",
    role: "seller",
    shop: {
      applyStatus: ApplyStatus.frozen,
      status: ShopStatus.active,
      application: application({
        storeName: "Prima Ban dan Velg",
        picName: "Andi Wijaya",
        phone: "087788990011",
        address: { ...PASAR_BARU, detail: "Jl. Samanhudi No. 19, Pasar Baru" },
        legalPersonIdNumber: "3171021203840007",
        businessType: ["retail"],
      }),
    },
  },
  {
    userName: "seller.special",
    nickName: "Yusuf Hidayat",
    email: "yusuf@karyamandiriauto.co.id",
    role: "seller",
    shop: {
      applyStatus: ApplyStatus.success,
      status: ShopStatus.active,
      specialDiscount: 1,
      application: application({
        storeName: "Karya Mandiri Auto",
        picName: "Yusuf Hidayat",
        phone: "081377889900",
        address: { ...SUKARASA, detail: "Jl. Gegerkalong Hilir No. 55, Sukasari" },
        legalPersonIdNumber: "3273012506810008",
        businessType: ["importer", "wholesale"],
        storeEstablishment: "2015",
        bank: "153",
        accountNo: "0051239876",
      }),
    },
  },
  { userName: "platform.admin", nickName: "Admin Platform", email: "admin@platform.co.id", role: "platform" },
];

async function insertAccount(
  tx: Tx,
  account: DemoAccount,
  passwordHash: string,
  now: Date,
): Promise<{ userId: number; shopId: number | null }> {
  const [user] = await tx
    .insert(users)
    .values({
      userName: account.userName,
      passwordHash,
      nickName: account.nickName,
      pltShowName: account.shop ? account.shop.application.storeName : account.nickName,
      email: account.email,
      role: account.role,
      extendedField: account.extendedField ?? "",
      createTime: now,
      updateTime: now,
    })
    .returning({ id: users.id });
  if (!account.shop) return { userId: user.id, shopId: null };
  const spec = account.shop;
  const parsed = storeApplicationSchema.safeParse(spec.application);
  if (!parsed.success) throw new Error(`demo application of ${account.userName} is invalid: ${parsed.error.message}`);
  const { columns, rest } = applicationColumns(parsed.data);
  const extra = spec.withoutAdditionalInfo ? { businessType: [], storeEstablishment: "", storeDescription: "" } : {};
  const [shop] = await tx
    .insert(shops)
    .values({
      ownerUserId: user.id,
      applyStatus: spec.applyStatus,
      status: spec.status,
      specialDiscount: spec.specialDiscount ?? 0,
      rejectReasons: spec.rejectReasons ?? [],
      rejectRemark: spec.rejectRemark ?? "",
      ...columns,
      ...extra,
      application: rest,
      submitTime: now,
      auditTime: spec.applyStatus === ApplyStatus.pending ? null : now,
      createTime: now,
      updateTime: now,
    })
    .returning({ id: shops.id });
  await tx.update(users).set({ shopId: shop.id, isMainAdmin: true }).where(eq(users.id, user.id));
  return { userId: user.id, shopId: shop.id };
}

/**
 * Creates the demo accounts (not idempotent: server/seed/demo.ts checks first). One transaction.
 * @param opts.password the plain demo password; stored as hashPassword(sha256Hex(password)) like a portal sign-up.
 * @returns the ids the product seed needs.
 */
export async function seedDemoAccounts(
  db: Db,
  opts: { password: string; clock: () => Date; filesDir?: string },
): Promise<{ activeShopId: number; activeUserId: number; specialShopId: number; specialUserId: number }> {
  const clientHash = createHash("sha256").update(opts.password, "utf8").digest("hex");
  // Each account gets its own salt; scrypt runs on libuv's pool, so hashing in parallel keeps this fast.
  const hashes = await Promise.all(ACCOUNTS.map(() => hashPassword(clientHash)));
  const now = opts.clock();
  const ids = await db.transaction(async (tx) => {
    const out = new Map<string, { userId: number; shopId: number | null }>();
    for (const [i, account] of ACCOUNTS.entries())
      out.set(account.userName, await insertAccount(tx, account, hashes[i], now));
    return out;
  });
  if (opts.filesDir) {
    const shopsOf = ACCOUNTS.flatMap((account) => {
      const id = ids.get(account.userName);
      if (!account.shop || !id?.shopId) return [];
      const slug = account.shop.application.storeName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return [{ slug, shopId: id.shopId, userId: id.userId }];
    });
    await seedDemoFiles(db, opts.filesDir, shopsOf, now);
  }
  const active = ids.get("seller.active");
  const special = ids.get("seller.special");
  if (!active?.shopId || !special?.shopId) throw new Error("demo accounts: active and special shops were not created");
  return {
    activeShopId: active.shopId,
    activeUserId: active.userId,
    specialShopId: special.shopId,
    specialUserId: special.userId,
  };
}
