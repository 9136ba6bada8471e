/**
 * Demo customers of seller.active's shop (spec §3 "Customer"; §2 /customer; §6 multiple-account management;
 * README choices "customer", "credit hold", "discounts"): the demo buyers and 20 generated buyers with
 * Indonesian company names, contact persons and real region codes, in every company category, with account
 * managers among the shop's sub-accounts; fixed and by-amount discounts (active, upcoming, ended); two
 * company-information changes waiting for the seller; accounts linked to buyer.priority; and, with the
 * order history, one bill-payment order on credit hold (over its buyer's limit). Runs after every other
 * demo seed; idempotent per (shop, buyer) through ON CONFLICT.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { COMPANY_CATEGORIES, DiscountType, InfoChangeStatus, type CompanyCategory } from "@src/domain/customer";
import { formatDate } from "@src/domain/datetime";
import { ORDER_TIMER_DEFAULTS, PaymentMethod, platformOfBuyer, tierPrice } from "@src/domain/order";
import { ReviewStatus } from "@src/domain/product";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { customerDiscounts, customerInfoChanges, customers, linkedAccounts } from "../db/schema/customer";
import { items } from "../db/schema/item";
import { buyerAddresses } from "../db/schema/order";
import { partnershipEvents, partnershipLimitHistory, partnerships } from "../db/schema/partnership";
import { createOrder } from "../modules/order/order-create-service";
import { hashPassword } from "../modules/user/password";
import { DEMO_BUYERS } from "./demo-partners";

const DAY = 24 * 60 * 60 * 1000;

/** Real Kemendagri villages (province .. village) with their postal codes. */
const PLACES = [
  { regionCodes: ["31", "31.74", "31.74.01", "31.74.01.1001"], postalCode: "12820" },
  { regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"], postalCode: "10710" },
  { regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"], postalCode: "10110" },
  { regionCodes: ["32", "32.73", "32.73.01", "32.73.01.1001"], postalCode: "40152" },
];

const COMPANIES = [
  ["PT Asuransi Jaya Proteksi", "Rina Kusuma"],
  ["Bengkel Mitra Sejati", "Joko Susilo"],
  ["CV Sumber Rejeki Motor", "Dewi Lestari"],
  ["PT Rental Nusantara Trans", "Andi Pratama"],
  ["Bengkel Cahaya Abadi", "Slamet Riyadi"],
  ["PT Asuransi Bumi Sentosa", "Maya Sari"],
  ["Auto Service Harapan Baru", "Bambang Hartono"],
  ["PT Sewa Mobil Garuda", "Fitri Handayani"],
  ["Bengkel Sahabat Otomotif", "Rudi Hermawan"],
  ["CV Karya Motor Utama", "Siti Nurhaliza"],
  ["PT Proteksi Kendaraan Indonesia", "Yusuf Maulana"],
  ["Bengkel Putra Mandiri", "Agung Wibowo"],
  ["PT Armada Rental Sejahtera", "Lina Marlina"],
  ["Toko Onderdil Berkah", "Hadi Purnomo"],
  ["Bengkel Tiga Saudara", "Eko Saputra"],
  ["PT Asuransi Mitra Keluarga", "Wulan Anggraini"],
  ["CV Jaya Makmur Otomotif", "Teguh Santoso"],
  ["PT Trans Rental Mandiri", "Indah Permata"],
  ["Bengkel Maju Bersama", "Dedi Kurniawan"],
  ["Bu Ratna (perorangan)", "Ratna Dewi"],
] as const;

/**
 * Seeds the demo customers of `opts.shopId` at `opts.clock()`. With `opts.orders` (the order history is
 * seeded) one bill-payment order over its buyer's credit limit is placed through the order service, so it
 * waits on credit hold.
 */
export async function seedDemoCustomers(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; orders: boolean },
): Promise<void> {
  const now = opts.clock();
  const dayOf = (days: number) => formatDate(new Date(now.getTime() + days * DAY));
  const staff = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.shopId, opts.shopId), eq(users.role, "seller"), eq(users.isMainAdmin, false)))
    .orderBy(asc(users.id));
  const managerOf = (i: number) => (staff.length === 0 || i % 3 === 2 ? null : staff[i % staff.length]!.id);

  // The demo buyers as customers, with their company details.
  const demo = await db
    .select({ id: users.id, userName: users.userName, nickName: users.nickName, buyerType: users.buyerType })
    .from(users)
    .where(
      inArray(
        users.userName,
        DEMO_BUYERS.map((b) => b.userName),
      ),
    );
  const rows: (typeof customers.$inferInsert)[] = [];
  for (const [i, b] of DEMO_BUYERS.entries()) {
    const u = demo.find((d) => d.userName === b.userName);
    if (!u) continue;
    const address = { regionCodes: b.address.regionCodes, postalCode: b.address.postalCode, detail: b.address.detail };
    rows.push({
      shopId: opts.shopId,
      buyerUserId: u.id,
      companyCategory: b.buyerType as CompanyCategory,
      companyName: b.nickName,
      contactPerson: b.address.receiverName,
      contactPhone: b.address.receiverPhone,
      address,
      invoiceAddress: i % 2 === 0 ? null : address,
      deliveryFeeMethod: i % 2 === 0 ? "online" : "offlineVerified",
      billFeeMethod: i % 3 === 0 ? "online" : "offlineUnverified",
      accountManagerUserId: managerOf(i),
      createTime: new Date(now.getTime() - (90 - i) * DAY),
      updateTime: now,
    });
  }

  // Twenty more buyers, every company category, in real regions.
  const passwordHash = await hashPassword(createHash("sha256").update(opts.password, "utf8").digest("hex"));
  const generated: { id: number; userName: string; category: CompanyCategory }[] = [];
  for (const [i, [company, contact]] of COMPANIES.entries()) {
    const category = COMPANY_CATEGORIES[i % COMPANY_CATEGORIES.length]!;
    const userName = `buyer.customer${String(i + 1).padStart(2, "0")}`;
    const place = PLACES[i % PLACES.length]!;
    const phone = `08129${String(100000 + i * 7919).slice(0, 6)}`;
    const [u] = await db
      .insert(users)
      .values({
        userName,
        passwordHash,
        nickName: company,
        pltShowName: company,
        email: `${userName.replace(".", "-")}@contoh.co.id`,
        role: "buyer",
        buyerType: category,
        createTime: now,
        updateTime: now,
      })
      .onConflictDoNothing({ target: users.userName })
      .returning({ id: users.id });
    if (!u) continue;
    const address = { ...place, detail: `Jl. Raya Niaga No. ${10 + i}` };
    await db.insert(buyerAddresses).values({
      buyerUserId: u.id,
      receiverName: contact,
      receiverPhone: phone,
      ...address,
      createTime: now,
    });
    generated.push({ id: u.id, userName, category });
    rows.push({
      shopId: opts.shopId,
      buyerUserId: u.id,
      companyCategory: category,
      companyName: company,
      contactPerson: contact,
      contactPhone: phone,
      address,
      invoiceAddress: i % 4 === 0 ? { ...place, detail: `Gedung Keuangan Lt. 2, Jl. Raya Niaga No. ${10 + i}` } : null,
      deliveryFeeMethod: (["online", "offlineVerified", "offlineUnverified"] as const)[i % 3]!,
      billFeeMethod: (["online", "offlineUnverified", "offlineVerified"] as const)[i % 3]!,
      accountManagerUserId: managerOf(i + 1),
      createTime: new Date(now.getTime() - (60 - i * 2) * DAY),
      updateTime: now,
    });
  }
  // The order history already made some of these rows: fill in their details.
  for (const r of rows)
    await db
      .insert(customers)
      .values(r)
      .onConflictDoUpdate({
        target: [customers.shopId, customers.buyerUserId],
        set: {
          companyCategory: r.companyCategory,
          companyName: r.companyName,
          contactPerson: r.contactPerson,
          contactPhone: r.contactPhone,
          address: r.address,
          invoiceAddress: r.invoiceAddress,
          deliveryFeeMethod: r.deliveryFeeMethod,
          billFeeMethod: r.billFeeMethod,
          accountManagerUserId: r.accountManagerUserId,
        },
      });
  const stored = await db.select().from(customers).where(eq(customers.shopId, opts.shopId)).orderBy(asc(customers.id));
  const byBuyer = new Map(stored.map((c) => [c.buyerUserId, c]));
  const workshop = demo.find((d) => d.userName === "buyer.workshop");
  const priority = demo.find((d) => d.userName === "buyer.priority");

  // Discounts: active, upcoming and ended, of both types.
  type SeedDiscount = Pick<typeof customerDiscounts.$inferInsert, "type" | "rate" | "tiers" | "startDate" | "endDate">;
  const fixed = (rate: number, from: number, to: number): SeedDiscount => ({
    type: DiscountType.fixed,
    rate,
    tiers: [],
    startDate: dayOf(from),
    endDate: dayOf(to),
  });
  const byAmount = (from: number, to: number): SeedDiscount => ({
    type: DiscountType.byOrderAmount,
    rate: null,
    tiers: [
      { minAmount: 1_000_000, rate: 20 },
      { minAmount: 5_000_000, rate: 35 },
      { minAmount: 10_000_000, rate: 50 },
    ],
    startDate: dayOf(from),
    endDate: dayOf(to),
  });
  const discountPlan: [number | undefined, SeedDiscount[]][] = [
    [workshop?.id, [fixed(50, -10, 20), byAmount(-30, 30), fixed(30, -60, -11)]],
    [priority?.id, [fixed(25, 5, 35), byAmount(-90, -31)]],
    ...generated
      .slice(0, 6)
      .map((g, i): [number, SeedDiscount[]] => [
        g.id,
        i % 3 === 0 ? [fixed(20 + i * 5, -5, 25)] : i % 3 === 1 ? [byAmount(3, 60)] : [fixed(40, -40, -2)],
      ]),
  ];
  for (const [buyerUserId, list] of discountPlan) {
    const c = buyerUserId === undefined ? undefined : byBuyer.get(buyerUserId);
    if (!c) continue;
    const existing = await db.$count(customerDiscounts, eq(customerDiscounts.customerId, c.id));
    if (existing > 0) continue;
    await db
      .insert(customerDiscounts)
      .values(list.map((d) => ({ ...d, shopId: opts.shopId, customerId: c.id, createTime: now })));
  }

  // Two company-information changes waiting for the seller.
  const waitingFor: [number | undefined, Record<string, unknown>][] = [
    [workshop?.id, { companyName: "Bengkel Sentosa Jaya Cabang Bekasi", contactPhone: "081377778888" }],
    [generated[1]?.id, { contactPerson: "Joko Susilo Wibowo", companyCategory: "workshop" }],
  ];
  for (const [buyerUserId, requested] of waitingFor) {
    const c = buyerUserId === undefined ? undefined : byBuyer.get(buyerUserId);
    if (!c) continue;
    const previous = Object.fromEntries(Object.keys(requested).map((k) => [k, c[k as keyof typeof c] ?? null]));
    await db
      .insert(customerInfoChanges)
      .values({
        shopId: opts.shopId,
        customerId: c.id,
        buyerUserId: c.buyerUserId,
        status: InfoChangeStatus.waiting,
        requested,
        previous,
        requestTime: new Date(now.getTime() - 2 * DAY),
      })
      .onConflictDoNothing();
  }

  // Spec §6: branches managed by the priority buyer.
  if (priority)
    for (const g of generated.filter((x) => x.category === "ordinary").slice(0, 2))
      await db
        .insert(linkedAccounts)
        .values({ ownerBuyerUserId: priority.id, linkedBuyerUserId: g.id, createTime: now })
        .onConflictDoNothing();

  if (opts.orders) await seedHeldOrder(db, opts.shopId, generated, now);
}

/**
 * One bill-payment order over its buyer's credit limit (README choices "credit hold"): a generated workshop
 * gets an active partnership whose limit is half the order, then orders through the order service.
 */
async function seedHeldOrder(
  db: Db,
  shopId: number,
  generated: { id: number; category: CompanyCategory }[],
  now: Date,
): Promise<void> {
  const buyer = generated.find((g) => g.category === "workshop");
  if (!buyer) return;
  const candidates = await db
    .select()
    .from(items)
    .where(and(eq(items.shopId, shopId), eq(items.reviewStatus, ReviewStatus.inSale)))
    .orderBy(asc(items.id))
    .limit(200);
  const item = candidates.find(
    (i) =>
      i.tradePlatforms.includes(platformOfBuyer("workshop")) &&
      (i.stockType !== 2 || i.stockNum >= i.minBuyQty) &&
      tierPrice(i.priceTiers, i.minBuyQty) !== null,
  );
  if (!item) return;
  const total = tierPrice(item.priceTiers, item.minBuyQty)! * item.minBuyQty;
  const limit = Math.max(1, Math.floor(total / 2));
  const since = new Date(now.getTime() - 30 * DAY);
  const [made] = await db
    .insert(partnerships)
    .values({
      shopId,
      buyerUserId: buyer.id,
      status: "active",
      creditLimit: limit,
      maxCreditLimit: limit * 4,
      settlementDate: formatDate(now),
      createTime: since,
      updateTime: now,
    })
    .onConflictDoNothing()
    .returning({ id: partnerships.id });
  if (made) {
    // The history the platform's accept would have written (as server/modules/partnership does).
    await db.insert(partnershipEvents).values({
      partnershipId: made.id,
      move: "platformAccept",
      fromStatus: "waitingPlatform",
      toStatus: "active",
      time: since,
    });
    await db
      .insert(partnershipLimitHistory)
      .values({ partnershipId: made.id, previousLimit: 0, newLimit: limit, source: "initial", changeTime: since });
  }
  const [address] = await db.select().from(buyerAddresses).where(eq(buyerAddresses.buyerUserId, buyer.id)).limit(1);
  await createOrder(
    db,
    buyer.id,
    {
      shopId,
      items: [{ itemId: item.id, quantity: item.minBuyQty }],
      addressId: address?.id,
      paymentMethod: PaymentMethod.bill,
      timers: { ...ORDER_TIMER_DEFAULTS },
    },
    now,
    "id-ID",
  );
}
