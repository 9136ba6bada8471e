/**
 * The seller-day bench's data (bench/README.md "Seller day"): on top of the demo seed (reference data, the
 * platform admin, seller.active's images), `sellers` shops copied from seller.active's shop, each with its main
 * admin, one "Gudang" staff account (stock, orders, all accounts' rows) and `productsPerShop` in-sale products
 * with stock; buyers with a saved address and an active partnership with every shop (bill payment allowed);
 * insurance buyers for inquiries; "payment gateway" platform accounts that settle the buyers' virtual-account
 * payments. All rows go in as multi-row JSON inserts (server/db/bulk-insert.ts). Every account has the bench
 * password, hashed once (scrypt, as the sign-in expects) and shared: the sign-in still runs scrypt per call.
 */
import { eq, sql } from "drizzle-orm";
import { DataListPermission } from "@src/access/ability";
import { ReviewStatus } from "@src/domain/product";
import type { Db } from "../../server/db/client";
import { insertJsonRows, reserveIds } from "../../server/db/bulk-insert";
import { positions } from "../../server/db/schema/access";
import { users } from "../../server/db/schema/auth";
import { files, itemFitments, itemImages, items } from "../../server/db/schema/item";
import { buyerAddresses } from "../../server/db/schema/order";
import { partnerships } from "../../server/db/schema/partnership";
import { shops } from "../../server/db/schema/shop";
import { hashPassword } from "../../server/modules/user/password";
import { buildProducts, prng } from "../../server/seed/demo-products";
import { sha256Hex } from "../../tests/api/helpers";
import { DEMO_STAFF } from "../../server/seed/demo-staff";

export const BENCH_PASSWORD = "Demo#2026";

/** What the staff account of every bench shop may do: the demo's "Gudang" desk (stock, orders, shipping). */
const STAFF_AUTHORITIES = DEMO_STAFF.find((s) => s.position === "Gudang")?.authorities ?? [];

/** A region of the built-in reference set (Pasar Baru, Jakarta Pusat). */
const REGION = { regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"], postalCode: "10710" };

export interface BenchShop {
  shopId: number;
  admin: string;
  staff: string;
  /** Ids of the shop's in-sale products. */
  itemIds: number[];
}
export interface BenchBuyer {
  userName: string;
  userId: number;
  addressId: number;
}
export interface BenchWorld {
  shops: BenchShop[];
  /** Workshop buyers: orders (bill or virtual account) and refunds. */
  buyers: BenchBuyer[];
  /** Insurance buyers: inquiries. */
  inquirers: BenchBuyer[];
  /** Platform accounts that settle virtual-account payments (the payment gateway's callback). */
  gateways: string[];
  /** A shop of its own whose integration key floods the open API. */
  floodShop: BenchShop;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Seeds the bench's shops and accounts; the demo seed must have run (seller.active's shop is the template).
 * @param opts.sellers shops (each with admin + staff); opts.productsPerShop in-sale products each;
 *   opts.buyers / opts.inquirers / opts.gateways account counts
 */
export async function seedSellerDay(
  db: Db,
  opts: { sellers: number; productsPerShop: number; buyers: number; inquirers: number; gateways: number; now: Date },
): Promise<BenchWorld> {
  const passwordHash = await hashPassword(sha256Hex(BENCH_PASSWORD));
  const [template] = await db
    .select()
    .from(shops)
    .innerJoin(users, eq(users.shopId, shops.id))
    .where(eq(users.userName, "seller.active"));
  const imageKeys = rowsOf<{ key: string }>(
    await db.execute(sql`select file_key as key from ${files} where shop_id = ${template.shops.id} limit 8`),
  ).map((r) => r.key);
  const shopCount = opts.sellers + 1;
  const now = opts.now;

  const adminIds = await reserveIds(db, users, "id", shopCount);
  const staffIds = await reserveIds(db, users, "id", shopCount);
  const shopIds = await reserveIds(db, shops, "id", shopCount);
  const positionIds = await reserveIds(db, positions, "id", shopCount);
  const nameOf = (i: number, role: string) => (i === opts.sellers ? `bench.flood.${role}` : `bench.s${i}.${role}`);
  const user = (id: number, userName: string, over: Partial<typeof users.$inferInsert>) => ({
    id,
    userName,
    passwordHash,
    nickName: userName,
    email: `${userName}@bench.example`,
    role: "seller" as const,
    status: 1,
    createTime: now,
    updateTime: now,
    ...over,
  });
  // Users first without their shop (the shop names its owner), then the shops, then the link.
  await insertJsonRows(
    db,
    users,
    Array.from({ length: shopCount }, (_, i) => user(adminIds[i], nameOf(i, "admin"), { isMainAdmin: true })),
    1_000,
  );
  const { id: _id, ownerUserId: _o, ...shopCopy } = template.shops;
  await insertJsonRows(
    db,
    shops,
    Array.from({ length: shopCount }, (_, i) => ({
      ...shopCopy,
      id: shopIds[i],
      ownerUserId: adminIds[i],
      application: { ...(shopCopy.application as Record<string, unknown>), partBrands: ["Toyota", "Daihatsu"] },
    })),
    500,
  );
  await db.execute(
    sql`update ${users} set shop_id = s.id from ${shops} s where s.owner_user_id = ${users.id} and ${users.userName} like 'bench.%'`,
  );
  await insertJsonRows(
    db,
    positions,
    Array.from({ length: shopCount }, (_, i) => ({
      id: positionIds[i],
      shopId: shopIds[i],
      name: "Gudang",
      authorities: [...STAFF_AUTHORITIES],
      dataListPermission: DataListPermission.allAccounts,
      createdBy: adminIds[i],
      createTime: now,
      updateTime: now,
    })),
    1_000,
  );
  await insertJsonRows(
    db,
    users,
    Array.from({ length: shopCount }, (_, i) =>
      user(staffIds[i], nameOf(i, "staff"), {
        shopId: shopIds[i],
        isMainAdmin: false,
        positionId: positionIds[i],
        createdBy: adminIds[i],
      }),
    ),
    1_000,
  );

  // Products: every one in sale with actual stock, so buyers can order any of them.
  const rnd = prng(14_2026);
  const world: BenchShop[] = [];
  for (let i = 0; i < shopCount; i++) {
    const built = buildProducts(rnd, opts.productsPerShop, {
      shopId: shopIds[i],
      userId: adminIds[i],
      now,
      imageKeys,
    });
    const ids = await reserveIds(db, items, "id", built.length);
    await insertJsonRows(
      db,
      items,
      built.map((p, k) => ({
        ...p.row,
        id: ids[k],
        reviewStatus: ReviewStatus.inSale,
        offShelveReason: null,
        stockType: 2,
        stockNum: 5_000,
        tradePlatforms: [1, 2],
      })),
      1_000,
    );
    const fitments = built.flatMap((p, k) => p.fitments.map((f, sort) => ({ ...f, itemId: ids[k], sort })));
    if (fitments.length > 0) await insertJsonRows(db, itemFitments, fitments, 5_000);
    await insertJsonRows(
      db,
      itemImages,
      built.flatMap((p, k) => p.images.map((fileKey, sort) => ({ itemId: ids[k], sort, fileKey, isMain: sort === 0 }))),
      5_000,
    );
    world.push({ shopId: shopIds[i], admin: nameOf(i, "admin"), staff: nameOf(i, "staff"), itemIds: ids });
  }

  const buyerRows = async (prefix: string, count: number, buyerType: string): Promise<BenchBuyer[]> => {
    const ids = await reserveIds(db, users, "id", count);
    const names = ids.map((_, j) => `bench.${prefix}${j}`);
    await insertJsonRows(
      db,
      users,
      ids.map((id, j) => user(id, names[j], { role: "buyer", buyerType })),
      1_000,
    );
    const addressIds = await reserveIds(db, buyerAddresses, "id", count);
    await insertJsonRows(
      db,
      buyerAddresses,
      ids.map((buyerUserId, j) => ({
        id: addressIds[j],
        buyerUserId,
        receiverName: `Bengkel Uji ${j}`,
        receiverPhone: "081234567890",
        regionCodes: REGION.regionCodes,
        postalCode: REGION.postalCode,
        detail: "Jl. Pasar Baru No. 8",
      })),
      1_000,
    );
    return ids.map((userId, j) => ({ userName: names[j], userId, addressId: addressIds[j] }));
  };
  const buyers = await buyerRows("b", opts.buyers, "workshop");
  const inquirers = await buyerRows("q", opts.inquirers, "insurance");
  await insertJsonRows(
    db,
    partnerships,
    buyers.flatMap((b) =>
      world.map((s) => ({
        shopId: s.shopId,
        buyerUserId: b.userId,
        status: "active" as const,
        creditLimit: 2_000_000_000,
        maxCreditLimit: 2_000_000_000,
      })),
    ),
    5_000,
  );
  const gatewayIds = await reserveIds(db, users, "id", opts.gateways);
  const gateways = gatewayIds.map((_, k) => `bench.pay${k}`);
  await insertJsonRows(
    db,
    users,
    gatewayIds.map((id, k) => user(id, gateways[k], { role: "platform" })),
    1_000,
  );
  await db.execute(sql`analyze`);
  return { shops: world.slice(0, opts.sellers), buyers, inquirers, gateways, floodShop: world[opts.sellers] };
}
