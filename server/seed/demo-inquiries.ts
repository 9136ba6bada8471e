/**
 * Demo inquiries and tenders (spec §3 "Inquiry", "Tender", §4 "Inquiry and tender"): seller.active sells Toyota,
 * Daihatsu, Honda, Mitsubishi Motors and Suzuki (store details `partBrands`), seller.special Toyota and Honda;
 * the insurance, workshop, car-rental and priority demo buyers ask for parts of real models of the reference
 * vehicles table over the last three weeks, and the parties answer through the real routes as the buyer
 * portal, the seller portal and the inquiry sweeps would: an app of its own with a clock the seed moves, events
 * applied in time order, the sweeps run before each. About 40 inquiries end in every state: open with urgent
 * and relaxed deadlines (untouched, passed, drafted, tendered, discussed), offers closed with tenders tended,
 * chosen or not purchased, cancelled, and expired (no tender, or nobody purchased), and purchased: the buyer
 * buys seller.active's tender (/api/buyer/inquiry-order/create) and the inquiry order lives on, unconfirmed,
 * confirmed by the 1-day timer, paid, paid with an indent letter, shipped, or received.
 *
 * Answers the submitted tenders still purchasable (2 wait, 3 tended, 4 wait to be purchased), for the browser
 * journeys that purchase one. Deterministic for a given start time. Not
 * idempotent: server/seed/demo.ts checks first.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { brandKey, InquiryStatus, TenderStatus } from "@src/domain/inquiry";
import { buildApp } from "../app";
import { inquiryTimersOf, orderTimersOf } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { inquiries, inquiryParts, tenderOffers, tenders } from "../db/schema/inquiry";
import { buyerAddresses } from "../db/schema/order";
import { categories, vehicles } from "../db/schema/reference";
import { shops } from "../db/schema/shop";
import { INQUIRY_JOBS } from "../jobs/inquiries";
import { ORDER_JOBS } from "../jobs/orders";
import { files } from "../db/schema/item";
import { formatDate } from "@src/domain/datetime";
import type { InquiryPurchaseResult } from "@src/resources/inquiry-orders/schema";
import { seedAppConfig, sessionsOf } from "./demo-orders";
import { prng } from "./demo-products";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The brands each demo shop sells (names as a seller types them; matched by brandKey). */
export const DEMO_PART_BRANDS = {
  active: ["Toyota", "Daihatsu", "Honda", "Mitsubishi Motors", "Suzuki"],
  special: ["Toyota", "Honda"],
} as const;

const BUYERS = ["buyer.insurance", "buyer.workshop", "buyer.rental", "buyer.priority"] as const;

const PART_NAMES: readonly [string, string][] = [
  ["Bumper depan", "521190K938"],
  ["Lampu utama kiri", "811700K450"],
  ["Kampas rem depan", "044650K240"],
  ["Filter oli", "9091510003"],
  ["Radiator", "164000Y040"],
  ["Kaca spion kanan", "879100K720"],
  ["Grill depan", "531110K530"],
  ["Shock absorber depan", "485100K500"],
  ["Filter udara", "178010Y040"],
  ["Fender kiri", "538120K900"],
];

/** What happens to one inquiry: the sellers' answers and the buyer's decision, in hours after creation. */
interface Plan {
  daysAgo: number;
  deadlineHours: number;
  active?: { do: "pass" | "draft" | "submit"; at: number };
  special?: { do: "pass" | "draft" | "submit"; at: number };
  buyer?: { do: "closeOffers" | "choose" | "notPurchase" | "cancel"; at: number };
  /**
   * The buyer purchases seller.active's tender at `at` hours, and what becomes of the inquiry order: left
   * unconfirmed, confirmed by the 1-day timer (awaiting payment), confirmed and paid, paid with an indent letter,
   * shipped, or received (done).
   */
  purchase?: { at: number; fate: "unconfirmed" | "autoConfirmed" | "paid" | "indent" | "shipped" | "done" };
  discuss?: boolean;
}

const submit = (at: number) => ({ do: "submit" as const, at });
const pass = (at: number) => ({ do: "pass" as const, at });
const draft = (at: number) => ({ do: "draft" as const, at });

/** The inquiries: every state at the end (see the file's doc). */
const PLANS: Plan[] = [
  // Open at the end: urgent and relaxed, untouched, passed, drafted, tendered, discussed.
  { daysAgo: 0.2, deadlineHours: 6 },
  { daysAgo: 0.1, deadlineHours: 3.5 },
  { daysAgo: 0.5, deadlineHours: 20 },
  { daysAgo: 1, deadlineHours: 24 * 5 },
  { daysAgo: 2, deadlineHours: 24 * 9 },
  { daysAgo: 0.3, deadlineHours: 30, active: pass(2) },
  { daysAgo: 1.5, deadlineHours: 24 * 4, active: pass(5) },
  { daysAgo: 0.4, deadlineHours: 48, active: draft(1) },
  { daysAgo: 1.2, deadlineHours: 24 * 3, active: draft(6), special: submit(3) },
  { daysAgo: 0.6, deadlineHours: 36, active: submit(2), discuss: true },
  { daysAgo: 1.1, deadlineHours: 24 * 6, active: submit(4), special: submit(5) },
  { daysAgo: 2.5, deadlineHours: 24 * 7, active: submit(20), discuss: true },
  { daysAgo: 0.25, deadlineHours: 10, active: submit(1) },
  { daysAgo: 3, deadlineHours: 24 * 10, active: submit(30), special: pass(2) },
  // Offers closed by the deadline: tended, waiting for the buyer.
  { daysAgo: 3, deadlineHours: 24, active: submit(3), special: submit(6) },
  { daysAgo: 4, deadlineHours: 48, active: submit(10), discuss: true },
  { daysAgo: 5, deadlineHours: 24, active: submit(5) },
  { daysAgo: 2.5, deadlineHours: 12, active: submit(2), special: submit(4) },
  { daysAgo: 6, deadlineHours: 72, active: submit(20) },
  { daysAgo: 3.5, deadlineHours: 24, active: submit(6) },
  // The buyer closed offers early.
  { daysAgo: 2, deadlineHours: 24 * 5, active: submit(4), buyer: { do: "closeOffers", at: 20 } },
  // Chosen: waiting to be purchased.
  { daysAgo: 4, deadlineHours: 24, active: submit(5), special: submit(8), buyer: { do: "choose", at: 30 } },
  { daysAgo: 3, deadlineHours: 36, active: submit(2), buyer: { do: "choose", at: 40 }, discuss: true },
  { daysAgo: 5, deadlineHours: 24, active: submit(6), buyer: { do: "choose", at: 28 } },
  { daysAgo: 1.8, deadlineHours: 24, active: submit(3), buyer: { do: "choose", at: 26 } },
  // Not purchased (declined).
  { daysAgo: 6, deadlineHours: 24, active: submit(4), buyer: { do: "notPurchase", at: 30 } },
  { daysAgo: 5.5, deadlineHours: 30, active: submit(8), special: submit(9), buyer: { do: "notPurchase", at: 40 } },
  { daysAgo: 4.5, deadlineHours: 24, active: submit(2), buyer: { do: "notPurchase", at: 36 } },
  // Cancelled by the buyer.
  { daysAgo: 7, deadlineHours: 48, active: submit(5), buyer: { do: "cancel", at: 20 } },
  { daysAgo: 3, deadlineHours: 24 * 3, active: draft(4), buyer: { do: "cancel", at: 10 } },
  { daysAgo: 8, deadlineHours: 24, active: submit(3), buyer: { do: "cancel", at: 30 } },
  // Expired: no tender at the deadline, a draft never submitted, nobody purchased before the purchase deadline.
  { daysAgo: 10, deadlineHours: 24 },
  { daysAgo: 12, deadlineHours: 48, active: pass(3) },
  { daysAgo: 9, deadlineHours: 24, active: draft(5) },
  { daysAgo: 14, deadlineHours: 24, active: draft(2), special: submit(4) },
  { daysAgo: 16, deadlineHours: 24, active: submit(6) },
  { daysAgo: 18, deadlineHours: 48, active: submit(10), special: submit(12) },
  { daysAgo: 20, deadlineHours: 24, active: submit(4), buyer: { do: "choose", at: 30 } },
  { daysAgo: 15, deadlineHours: 36, active: submit(8) },
  { daysAgo: 13, deadlineHours: 24 * 2, active: submit(4) },
  // Purchased: inquiry orders in every state (three-part inquiries carry an indent line: the indent letters).
  { daysAgo: 0.5, deadlineHours: 6, active: submit(1), purchase: { at: 8, fate: "unconfirmed" } },
  { daysAgo: 6, deadlineHours: 24, active: submit(2), special: submit(3), purchase: { at: 26, fate: "indent" } },
  { daysAgo: 3, deadlineHours: 24, active: submit(3), purchase: { at: 27, fate: "autoConfirmed" } },
  { daysAgo: 8, deadlineHours: 24, active: submit(2), purchase: { at: 25, fate: "shipped" } },
  { daysAgo: 12, deadlineHours: 24, active: submit(4), purchase: { at: 28, fate: "done" } },
  { daysAgo: 5, deadlineHours: 30, active: submit(5), purchase: { at: 32, fate: "paid" } },
];

/** The inquiry orders' 1-day confirm timer (the demo's other order timers ran with the order history). */
const AUTO_CONFIRM = ORDER_JOBS.filter((j) => j.name === "orders-auto-confirm");

interface Event {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/** Gives the demo shops their sellable brands (store details `partBrands`). */
async function setBrands(db: Db, shopId: number, brands: readonly string[]): Promise<void> {
  await db
    .update(shops)
    .set({
      application: sql`${shops.application} || jsonb_build_object('partBrands', ${JSON.stringify(brands)}::jsonb)`,
    })
    .where(eq(shops.id, shopId));
}

/** Seeds the inquiries; answers how many were created and the tenders still purchasable. */
export async function seedDemoInquiries(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; filesDir: string },
): Promise<{ inquiries: number; purchasable: { inquiryNo: string; tenderNo: string; buyerUserName: string }[] }> {
  const [special] = await db.select({ shopId: users.shopId }).from(users).where(eq(users.userName, "seller.special"));
  await setBrands(db, opts.shopId, DEMO_PART_BRANDS.active);
  if (special?.shopId) await setBrands(db, special.shopId, DEMO_PART_BRANDS.special);

  const end = opts.clock().getTime();
  let now = end;
  const config = seedAppConfig();
  const ctx = { timers: orderTimersOf(config), inquiryTimers: inquiryTimersOf(config) };
  const app = await buildApp({ db, config, clock: () => new Date(now), filesDir: opts.filesDir }, { logger: false });
  await app.ready();
  const random = prng(11);
  try {
    const api = sessionsOf(app, opts.password, () => now);
    const cars = await db
      .select({ brandName: vehicles.brandName, series: vehicles.series, years: vehicles.years })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.vehicleType, 1),
          inArray(vehicles.brandId, ["toyota", "daihatsu", "honda", "mitsubishi-motors", "suzuki"]),
        ),
      )
      .orderBy(asc(vehicles.id));
    const leafCategories = (
      await db
        .select({ id: categories.cateId })
        .from(categories)
        .where(sql`not exists (select 1 from ${categories} c2 where c2.parent_id = ${categories.cateId})`)
        .orderBy(asc(categories.cateId))
        .limit(40)
    ).map((c) => c.id);
    const receivers = new Map(
      (
        await db
          .select({ userName: users.userName, address: buyerAddresses })
          .from(buyerAddresses)
          .innerJoin(users, eq(users.id, buyerAddresses.buyerUserId))
          .where(inArray(users.userName, [...BUYERS]))
      ).map((r) => [r.userName, r.address]),
    );
    const specialKeys = new Set(DEMO_PART_BRANDS.special.map(brandKey));
    const events: Event[] = [];
    let seq = 0;
    const at = (time: number, run: () => Promise<void>) => events.push({ at: time, seq: seq++, run });
    let created = 0;
    const [photo] = await db.select({ key: files.fileKey }).from(files).where(eq(files.shopId, opts.shopId)).limit(1);
    const purchaseLife = (
      createTime: number,
      life: NonNullable<Plan["purchase"]>,
      buyer: string,
      tenderNoOf: () => string | undefined,
    ) => {
      let orderNo = "";
      let paymentNo = "";
      const t0 = createTime + life.at * HOUR;
      at(t0, async () => {
        const tenderNo = tenderNoOf();
        if (!tenderNo) return;
        const [tender] = await db
          .select({ id: tenders.id, inquiryNo: inquiries.inquiryNo })
          .from(tenders)
          .innerJoin(inquiries, eq(inquiries.id, tenders.inquiryId))
          .where(eq(tenders.tenderNo, tenderNo));
        const offers = await db
          .select({ offerId: tenderOffers.id, quantity: tenderOffers.quantity })
          .from(tenderOffers)
          .where(eq(tenderOffers.tenderId, tender.id))
          .orderBy(asc(tenderOffers.id));
        const res = await api.call<InquiryPurchaseResult>(buyer, "/api/buyer/inquiry-order/create", {
          inquiryNo: tender.inquiryNo,
          paymentMethod: 1,
          tenders: [{ tenderNo, offers }],
        });
        orderNo = res.orders[0]?.orderNo ?? "";
      });
      if (life.fate === "unconfirmed" || life.fate === "autoConfirmed") return; // the 1-day timer confirms the second
      at(t0 + 2 * HOUR, async () => {
        if (orderNo) await api.call("seller.active", "/api/inquiry-order/ina/confirm", { orderNo });
      });
      at(t0 + 3 * HOUR, async () => {
        if (!orderNo) return;
        ({ paymentNo } = await api.call<{ paymentNo: string }>(buyer, "/api/buyer/order/pay", {
          orderNo,
          paymentType: "va-bca",
        }));
      });
      at(t0 + 3.2 * HOUR, async () => {
        if (orderNo && paymentNo)
          await api.call("platform.admin", "/api/platform/order/settlePayment", { orderNo, paymentNo });
      });
      if (life.fate === "indent" || life.fate === "done") {
        at(t0 + 5 * HOUR, async () => {
          if (!orderNo || !photo) return;
          const d = await api.call<{ canCreateIndentLetter: boolean }>(
            "seller.active",
            "/api/inquiry-order/ina/detail",
            {
              orderNo,
            },
          );
          if (!d.canCreateIndentLetter) return;
          await api.call("seller.active", "/api/inquiry-order/ina/createIndentLetter", {
            orderNo,
            signaturePhoto: photo.key,
            courierName: "Gudang Pusat Sunter",
            trackingNo: `IND${String(t0).slice(-8)}`,
            estimatedDelivery: formatDate(new Date(t0 + 12 * DAY)),
            logo: "shop",
          });
        });
      }
      if (life.fate === "paid" || life.fate === "indent") return;
      at(t0 + 20 * HOUR, async () => {
        if (orderNo)
          await api.call("seller.active", "/api/inquiry-order/ina/deliveryOrder/print", { orderNos: [orderNo] });
      });
      at(t0 + 22 * HOUR, async () => {
        if (!orderNo || !photo) return;
        const d = await api.call<{ doNo: string | null }>("seller.active", "/api/inquiry-order/ina/detail", {
          orderNo,
        });
        if (!d.doNo) return;
        await api.call("seller.active", "/api/inquiry-order/ina/deliveryOrder/ship", {
          doNo: d.doNo,
          shipmentMethod: 2,
          courierName: "SiCepat",
          trackingNo: `SC${String(t0).slice(-10)}`,
          proofPhoto: photo.key,
          senderName: "Andi Wijaya",
          senderPhone: "081234567890",
        });
      });
      if (life.fate === "shipped") return;
      at(t0 + 3 * DAY, async () => {
        if (orderNo) await api.call(buyer, "/api/buyer/order/confirmReceipt", { orderNo });
      });
    };

    for (const [i, plan] of PLANS.entries()) {
      const buyer = BUYERS[i % BUYERS.length];
      const address = receivers.get(buyer);
      // An inquiry seller.special answers is of a brand it sells.
      const pool = plan.special ? cars.filter((c) => specialKeys.has(brandKey(c.brandName))) : cars;
      const car = pool[i % Math.max(1, pool.length)];
      if (!address || !car) continue;
      const createTime = Math.round(end - plan.daysAgo * DAY);
      const year = car.years.length > 0 ? car.years[i % car.years.length] : 2021;
      const partCount = 1 + (i % 3);
      let inquiryNo = "";
      let partIds: { id: number; partNo: string; quantity: number }[] = [];
      const tenderNos = new Map<string, string>();
      at(createTime, async () => {
        const body = {
          vehicleType: 1,
          carBrandName: car.brandName,
          carModel: car.series,
          carYear: year,
          vin: `MHK${String(100_000 + i * 7919).padStart(14, "0")}`.slice(0, 17),
          licensePlate: `B ${1000 + i * 37} ${["KJT", "PQR", "TUV", "ABD"][i % 4]}`,
          workOrderNo: buyer === "buyer.workshop" ? `WO-${2026}${String(i + 1).padStart(4, "0")}` : "",
          claimNo: buyer === "buyer.insurance" ? `CLM-${String(880_000 + i * 13)}` : "",
          remark: i % 2 === 0 ? "Kendaraan klaim tabrakan depan, mohon part original" : "Perbaikan rutin armada",
          deadline: new Date(createTime + plan.deadlineHours * HOUR).toISOString(),
          receiver: {
            name: address.receiverName,
            phone: address.receiverPhone,
            regionCodes: address.regionCodes,
            postalCode: address.postalCode,
            address: address.detail,
          },
          parts: Array.from({ length: partCount }, (_, k) => {
            const [partName, partNo] = PART_NAMES[(i + k * 3) % PART_NAMES.length];
            return {
              partName,
              partNo: k === 1 ? "" : partNo,
              categoryId: leafCategories.length > 0 ? leafCategories[(i + k) % leafCategories.length] : null,
              quantity: 1 + ((i + k) % 3),
              condition: 1 + (k % 2),
              remark: k === 0 ? "Sesuai foto klaim" : "",
            };
          }),
        };
        ({ inquiryNo } = await api.call<{ inquiryNo: string }>(buyer, "/api/buyer/inquiry/create", body));
        created += 1;
        const [row] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.inquiryNo, inquiryNo));
        partIds = await db
          .select({ id: inquiryParts.id, partNo: inquiryParts.partNo, quantity: inquiryParts.quantity })
          .from(inquiryParts)
          .where(eq(inquiryParts.inquiryId, row.id))
          .orderBy(asc(inquiryParts.lineNo));
      });
      const answer = (seller: "seller.active" | "seller.special", step: NonNullable<Plan["active"]>) =>
        at(createTime + step.at * HOUR, async () => {
          if (step.do === "pass") {
            await api.call(seller, "/api/inquiry/ina/pass", { inquiryNo });
            return;
          }
          const offers = partIds.map((p, k) => ({
            inquiryPartId: p.id,
            partNo: p.partNo || `${PART_NAMES[(i + k) % PART_NAMES.length][1]}`,
            originalPartNo: p.partNo,
            brand: k % 2 === 0 ? car.brandName : "",
            unitPrice: 150_000 + Math.round(random() * 40) * 25_000,
            quantity: p.quantity,
            discountTenths: seller === "seller.special" ? 80 : (k * 25) % 100,
            partStatus: k % 3 === 2 ? 3 : 1,
            estimatedDelivery: k % 3 === 2 ? 10 : 2,
            estimatedDeliveryUnit: "day",
            deliveryLine: ["JNE REG", "SiCepat BEST", "Armada sendiri"][k % 3],
            unit: "pcs",
            condition: 1,
            notes: k === 0 ? "Barang ready di gudang Jakarta" : "",
          }));
          const res = await api.call<{ tenderNo: string }>(seller, "/api/inquiry/ina/tender", {
            inquiryNo,
            offers,
            shippingMethod: "courier",
            deliveryFee: 60_000 + (i % 4) * 10_000,
            freeShipment: false,
            notes: seller === "seller.active" ? "Harga sudah termasuk packing kayu" : "",
            submit: step.do === "submit",
          });
          tenderNos.set(seller, res.tenderNo);
        });
      if (plan.active) answer("seller.active", plan.active);
      if (plan.special) answer("seller.special", plan.special);
      if (plan.discuss && plan.active) {
        const t0 = createTime + (plan.active.at + 0.5) * HOUR;
        let commentId = 0;
        at(t0, async () => {
          const tenderNo = tenderNos.get("seller.active") ?? "";
          ({ id: commentId } = await api.call<{ id: number }>(buyer, "/api/buyer/tender/discussion/add", {
            tenderNo,
            body: "Apakah part ini original dan ada garansi?",
          }));
        });
        at(t0 + HOUR, async () => {
          await api.call("seller.active", "/api/tender/ina/discussion/add", {
            tenderNo: tenderNos.get("seller.active") ?? "",
            parentId: commentId,
            body: "Original dengan garansi 6 bulan dari distributor resmi.",
          });
        });
      }
      if (plan.purchase && plan.active)
        purchaseLife(createTime, plan.purchase, buyer, () => tenderNos.get("seller.active"));
      if (plan.buyer) {
        const move = plan.buyer.do;
        at(createTime + plan.buyer.at * HOUR, async () => {
          if (move === "closeOffers" || move === "cancel") {
            await api.call(buyer, `/api/buyer/inquiry/${move}`, { inquiryNo });
          } else {
            const tenderNo = tenderNos.get("seller.active");
            if (tenderNo) await api.call(buyer, `/api/buyer/tender/${move}`, { tenderNo });
          }
        });
      }
    }
    events.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const sweep = async () => {
      for (const job of [...INQUIRY_JOBS, ...AUTO_CONFIRM]) await job.run(db, new Date(now), ctx);
    };
    for (const e of events) {
      now = e.at;
      await sweep();
      await e.run();
    }
    now = end;
    await sweep();

    const purchasable = await db
      .select({ inquiryNo: inquiries.inquiryNo, tenderNo: tenders.tenderNo, buyerUserName: users.userName })
      .from(tenders)
      .innerJoin(inquiries, eq(inquiries.id, tenders.inquiryId))
      .innerJoin(users, eq(users.id, inquiries.buyerUserId))
      .where(
        and(
          eq(tenders.shopId, opts.shopId),
          inArray(tenders.status, [TenderStatus.wait, TenderStatus.tended, TenderStatus.waitPurchase]),
          inArray(inquiries.status, [InquiryStatus.open, InquiryStatus.quoted]),
          isNull(inquiries.finishTime),
        ),
      )
      .orderBy(asc(tenders.id));
    return { inquiries: created, purchasable };
  } finally {
    await app.close();
  }
}
