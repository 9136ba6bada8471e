/**
 * Demo staff of seller.active (spec §3 "User", "Position (role)", §6): three positions and
 * one sub-account each, all with the demo password. None of them may change the shop itself (modifyShop /
 * store details, users and positions): their positions hold no store.*, users.* or positions.* authority.
 *
 * - Gudang (only own activities): view products, stock list, raise stock, confirm, cancel, print and ship
 *   orders -> staff.gudang
 * - Sales (all accounts): products, orders, inquiries and tenders, customers -> staff.sales
 * - Keuangan (only own activities): bills, recaps, payment history -> staff.finance
 *
 * Keys of resources not registered yet (stock, orders, inquiries, tenders, customers, bills, recaps,
 * payments) are named as those resources will be; defineRules ignores them until they arrive.
 * `assignDemoProductOwners` then hands every 10th product of the shop to staff.gudang, so "only own" has
 * rows to show (run after the products exist).
 */
import { and, eq, sql } from "drizzle-orm";
import { DataListPermission } from "@src/access/ability";
import type { Db } from "../db/client";
import { positions } from "../db/schema/access";
import { users } from "../db/schema/auth";
import { items } from "../db/schema/item";
import { hashPassword } from "../modules/user/password";
import { sha256Hex } from "../modules/staff/staff-user-service";

interface DemoStaff {
  position: string;
  authorities: string[];
  dataListPermission: number;
  userName: string;
  nickName: string;
  email: string;
  /** Shown in the README and printed at start. */
  lands: string;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    position: "Gudang",
    authorities: [
      "products.list",
      "products.show",
      "stock.list",
      "stock.raise",
      "orders.list",
      "orders.show",
      "orders.confirm",
      "orders.cancel",
      "orders.printDeliveryOrder",
      "orders.ship",
      "orders.extendEdt",
    ],
    dataListPermission: DataListPermission.onlyOwn,
    userName: "staff.gudang",
    nickName: "Agus Prasetyo",
    email: "agus.prasetyo@sinarjaya.co.id",
    lands:
      "/#/home: sub-account 'Gudang' of seller.active (products, stock, confirming and shipping orders; only its own)",
  },
  {
    position: "Sales",
    authorities: [
      "products.list",
      "products.show",
      "products.create",
      "products.edit",
      "orders.list",
      "orders.show",
      "orders.confirm",
      "orders.cancel",
      "orders.modify",
      "orders.extendEdt",
      "orders.export",
      "inquiries.list",
      "tenders.list",
      "customers.list",
    ],
    dataListPermission: DataListPermission.allAccounts,
    userName: "staff.sales",
    nickName: "Siti Rahmawati",
    email: "siti.rahmawati@sinarjaya.co.id",
    lands:
      "/#/home: sub-account 'Sales' of seller.active (products, orders, inquiries, tenders, customers; all accounts)",
  },
  {
    position: "Keuangan",
    authorities: ["bills.list", "recaps.list", "payments.list"],
    dataListPermission: DataListPermission.onlyOwn,
    userName: "staff.finance",
    nickName: "Dewi Lestari",
    email: "dewi.lestari@sinarjaya.co.id",
    lands: "/#/home: sub-account 'Keuangan' of seller.active (bills, recaps, payment history; only own)",
  },
];

/** Creates the three positions and users in `shopId`; answers user name -> user id. */
export async function seedDemoStaff(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; adminUserId?: number },
): Promise<Map<string, number>> {
  const now = opts.clock();
  const passwordHash = await hashPassword(sha256Hex(opts.password));
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const s of DEMO_STAFF) {
      const [position] = await tx
        .insert(positions)
        .values({
          shopId: opts.shopId,
          name: s.position,
          authorities: s.authorities,
          dataListPermission: s.dataListPermission,
          createdBy: opts.adminUserId ?? null,
          createTime: now,
          updateTime: now,
        })
        .returning({ id: positions.id });
      const [user] = await tx
        .insert(users)
        .values({
          userName: s.userName,
          passwordHash,
          nickName: s.nickName,
          email: s.email,
          role: "seller",
          shopId: opts.shopId,
          isMainAdmin: false,
          positionId: position.id,
          status: 1,
          createdBy: opts.adminUserId ?? null,
          createTime: now,
          updateTime: now,
        })
        .returning({ id: users.id });
      ids.set(s.userName, user.id);
    }
  });
  return ids;
}

/** Gives every `every`-th product of the shop (by id) to `userName`; answers how many moved. */
export async function assignDemoProductOwners(
  db: Db,
  opts: { shopId: number; userName?: string; every?: number },
): Promise<number> {
  const every = opts.every ?? 10;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, opts.userName ?? "staff.gudang"), eq(users.shopId, opts.shopId)));
  if (!owner) return 0;
  const picked = sql`select id from (select ${items.id} as id, row_number() over (order by ${items.id}) as rn from ${items} where ${items.shopId} = ${opts.shopId}) ranked where rn % ${every} = 0`;
  const moved = await db
    .update(items)
    .set({ ownerUserId: owner.id })
    .where(sql`${items.id} in (${picked})`)
    .returning({ id: items.id });
  return moved.length;
}
