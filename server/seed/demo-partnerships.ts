/**
 * Demo partnerships of seller.active's shop (spec §3 "Partnership", §4 "Partnership", §1 term and agreement
 * with addendum): the history of the demo buyers' partnerships (server/seed/demo-partners.ts: made by the
 * platform 120 days ago, the confirmed credit-limit change, the suspension of the insurer), and ten further
 * buyers whose partnerships are driven through the real routes as the seller portal, the buyer portal, the
 * platform and the addenda sweep would, with a clock the seed moves: every status (waiting buyer, waiting
 * supplier, waiting platform, active, inactive after each kind of rejection, blacklist), limit history, an
 * unconfirmed agreement with an addendum waiting for the buyer, an applied addendum, and pending request
 * tickets (a suspension and a credit-limit change). Runs after the other demo data.
 *
 * Deterministic for a given start time. Not idempotent: server/seed/demo.ts checks first.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import type { CompanyCategory } from "@src/domain/customer";
import type { BuyerType } from "@src/domain/order";
import { buildApp } from "../app";
import { orderTimersOf } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { customers } from "../db/schema/customer";
import { partnershipEvents, partnershipLimitHistory, partnerships, requestTickets } from "../db/schema/partnership";
import { ADDENDUM_JOBS } from "../jobs/addenda";
import { hashPassword } from "../modules/user/password";
import { seedAppConfig, sessionsOf } from "./demo-orders";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CLAUSE =
  "Pembayaran melalui tagihan bulanan paling lambat pada akhir tempo. Barang yang rusak saat pengiriman dapat dikembalikan dalam 7 hari kerja setelah diterima.";
const REASON = "Pembelian rutin setiap bulan dan riwayat pembayaran tepat waktu, mohon diproses.";

/** A generated buyer and what happens to its partnership, each step `day` days before the end. */
interface Plan {
  userName: string;
  nickName: string;
  email: string;
  type: CompanyCategory & BuyerType;
  contact: string;
  phone: string;
  regionCodes: string[];
  detail: string;
  steps: Step[];
}

type Step =
  | { day: number; do: "sellerRequest"; creditLimit: number; settlementPeriod: 1 | 2 }
  | { day: number; do: "buyerRequest" | "buyerAccept" | "applyTempo" | "confirmAgreement" | "sellerAccept" }
  | { day: number; do: "buyerReject" | "sellerReject" | "platformReject"; reason: string }
  | { day: number; do: "platformAccept"; maxCreditLimit: number }
  | { day: number; do: "ticket"; body: Record<string, unknown>; confirm?: { day: number; confirmedLimit?: number } }
  | { day: number; do: "addendum"; title: string; changes: Record<string, unknown>; effectiveIn: number }
  | { day: number; do: "addendumAccept" }
  | { day: number; do: "sweep" };

/** Postal codes of the villages used below (the built-in reference data's). */
const POSTAL: Record<string, string> = { "31.71.02.1001": "10710", "32.73.01.1001": "40152", "31.74.01.1001": "12820" };
const JAKARTA = ["31", "31.71", "31.71.02", "31.71.02.1001"];
const BANDUNG = ["32", "32.73", "32.73.01", "32.73.01.1001"];
const JAKSEL = ["31", "31.74", "31.74.01", "31.74.01.1001"];

const seller = (day: number, creditLimit: number, settlementPeriod: 1 | 2 = 1): Step => ({
  day,
  do: "sellerRequest",
  creditLimit,
  settlementPeriod,
});
const platformAccept = (day: number, maxCreditLimit: number): Step => ({ day, do: "platformAccept", maxCreditLimit });

/** Every status and history the list's tabs and the detail show. */
const PLANS: Plan[] = [
  {
    userName: "buyer.gen.cahaya",
    nickName: "Bengkel Cahaya Motor",
    email: "admin@cahayamotor.co.id",
    type: "workshop",
    contact: "Rudi Hartono",
    phone: "081211110001",
    regionCodes: JAKARTA,
    detail: "Jl. Gunung Sahari No. 21",
    steps: [seller(3, 25_000_000)],
  },
  {
    userName: "buyer.gen.armada",
    nickName: "PT Armada Nusantara",
    email: "pengadaan@armadanusantara.co.id",
    type: "carRental",
    contact: "Yulia Putri",
    phone: "081211110002",
    regionCodes: JAKSEL,
    detail: "Jl. Tebet Barat Dalam No. 5, Pool Tebet",
    steps: [{ day: 2, do: "buyerRequest" }],
  },
  {
    userName: "buyer.gen.jaya",
    nickName: "Bengkel Jaya Abadi",
    email: "bengkel@jayaabadi.co.id",
    type: "workshop",
    contact: "Joko Susilo",
    phone: "081211110003",
    regionCodes: BANDUNG,
    detail: "Jl. Setiabudi No. 77",
    steps: [seller(9, 40_000_000, 2), { day: 7, do: "buyerAccept" }],
  },
  {
    userName: "buyer.gen.sinar",
    nickName: "CV Sinar Terang Motor",
    email: "purchasing@sinarterang.co.id",
    type: "priority",
    contact: "Andi Gunawan",
    phone: "081211110004",
    regionCodes: JAKARTA,
    detail: "Jl. Mangga Dua Raya No. 9",
    steps: [
      { day: 6, do: "buyerRequest" },
      { day: 5, do: "sellerAccept" },
    ],
  },
  {
    userName: "buyer.gen.mitra",
    nickName: "Bengkel Mitra Sejati",
    email: "admin@mitrasejati.co.id",
    type: "workshop",
    contact: "Hadi Saputra",
    phone: "081211110005",
    regionCodes: BANDUNG,
    detail: "Jl. Pasteur No. 14",
    steps: [
      seller(40, 30_000_000),
      { day: 38, do: "buyerReject", reason: "Kami sudah memiliki pemasok tetap untuk tahun ini." },
    ],
  },
  {
    userName: "buyer.gen.proteksi",
    nickName: "PT Proteksi Kendaraan Indonesia",
    email: "klaim@proteksikendaraan.co.id",
    type: "insurance",
    contact: "Maya Sari",
    phone: "081211110006",
    regionCodes: JAKSEL,
    detail: "Jl. TB Simatupang Kav. 8",
    steps: [
      { day: 30, do: "buyerRequest" },
      { day: 29, do: "sellerReject", reason: "Wilayah bengkel rekanan belum kami layani saat ini." },
    ],
  },
  {
    userName: "buyer.gen.sentosa",
    nickName: "Bengkel Sentosa Jaya",
    email: "bengkel@sentosajaya.co.id",
    type: "workshop",
    contact: "Bambang Irawan",
    phone: "081211110007",
    regionCodes: JAKARTA,
    detail: "Jl. Kramat Raya No. 101",
    steps: [
      seller(25, 120_000_000),
      { day: 24, do: "buyerAccept" },
      { day: 22, do: "platformReject", reason: "Dokumen legalitas usaha pembeli belum lengkap." },
    ],
  },
  {
    userName: "buyer.gen.rental",
    nickName: "Rental Mobil Sejahtera",
    email: "ops@rentalsejahtera.co.id",
    type: "carRental",
    contact: "Dedi Kurniawan",
    phone: "081211110008",
    regionCodes: JAKSEL,
    detail: "Jl. Fatmawati No. 33",
    steps: [
      seller(60, 60_000_000),
      { day: 59, do: "buyerAccept" },
      platformAccept(58, 80_000_000),
      {
        day: 20,
        do: "ticket",
        body: {
          kind: "block",
          operation: "block",
          reason: "Tiga tagihan berturut-turut terlambat lebih dari 60 hari.",
        },
        confirm: { day: 18 },
      },
    ],
  },
  {
    userName: "buyer.gen.prima",
    nickName: "Bengkel Prima Otomotif",
    email: "admin@primaotomotif.co.id",
    type: "workshop",
    contact: "Sutrisno",
    phone: "081211110009",
    regionCodes: BANDUNG,
    detail: "Jl. Dago No. 58",
    steps: [
      seller(55, 30_000_000, 2),
      { day: 54, do: "buyerAccept" },
      platformAccept(53, 75_000_000),
      { day: 40, do: "applyTempo" },
      {
        day: 35,
        do: "ticket",
        body: { kind: "creditLimit", requestedLimit: 50_000_000, reason: REASON },
        confirm: { day: 33, confirmedLimit: 45_000_000 },
      },
      {
        day: 15,
        do: "addendum",
        title: "Perubahan tempo pembayaran",
        changes: { tempoWorkdays: 45 },
        effectiveIn: 5,
      },
      { day: 14, do: "addendumAccept" },
      { day: 10, do: "sweep" },
      { day: 1, do: "ticket", body: { kind: "creditLimit", requestedLimit: 70_000_000, reason: REASON } },
    ],
  },
  {
    userName: "buyer.gen.karya",
    nickName: "CV Karya Otomotif",
    email: "pembelian@karyaotomotif.co.id",
    type: "priority",
    contact: "Lukman Hakim",
    phone: "081211110010",
    regionCodes: JAKARTA,
    detail: "Jl. Hayam Wuruk No. 120",
    steps: [
      seller(50, 80_000_000),
      { day: 49, do: "buyerAccept" },
      platformAccept(48, 100_000_000),
      {
        day: 4,
        do: "addendum",
        title: "Tambahan kondisi suku cadang rekondisi",
        changes: { partConditions: [1, 2, 3] },
        effectiveIn: 10,
      },
      {
        day: 2,
        do: "ticket",
        body: {
          kind: "suspend",
          operation: "suspend",
          reason: "Pembeli meminta jeda pemesanan selama renovasi gudang.",
        },
      },
    ],
  },
];

interface Timed {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/**
 * The history of the demo buyers' partnerships made by the platform (demo-partners.ts): the platform's
 * accept with the initial limit, the confirmed credit-limit ticket, and the insurer's confirmed suspension.
 */
async function historyOfDemoPartners(db: Db, shopId: number, platformUserId: number): Promise<void> {
  const rows = await db
    .select()
    .from(partnerships)
    .where(eq(partnerships.shopId, shopId))
    .orderBy(asc(partnerships.id));
  const tickets = await db
    .select()
    .from(requestTickets)
    .where(
      and(
        inArray(
          requestTickets.partnershipId,
          rows.map((r) => r.id),
        ),
        eq(requestTickets.result, "confirmed"),
      ),
    );
  for (const p of rows) {
    const limitTicket = tickets.find((t) => t.partnershipId === p.id && t.kind === "creditLimit");
    const initial = limitTicket?.baseLimit ?? p.creditLimit;
    await db.insert(partnershipEvents).values({
      partnershipId: p.id,
      move: "platformAccept",
      fromStatus: "waitingPlatform",
      toStatus: "active",
      actorUserId: platformUserId,
      reason: null,
      time: p.createTime,
    });
    await db.insert(partnershipLimitHistory).values({
      partnershipId: p.id,
      previousLimit: 0,
      newLimit: initial,
      source: "initial",
      reference: null,
      changedBy: platformUserId,
      changeTime: p.createTime,
    });
    if (limitTicket?.confirmTime) {
      await db.insert(partnershipLimitHistory).values({
        partnershipId: p.id,
        previousLimit: initial,
        newLimit: limitTicket.confirmedLimit ?? p.creditLimit,
        source: "request",
        reference: limitTicket.number,
        changedBy: platformUserId,
        changeTime: limitTicket.confirmTime,
      });
      await db.insert(partnershipEvents).values({
        partnershipId: p.id,
        move: "ticket:creditLimit",
        fromStatus: "active",
        toStatus: "active",
        actorUserId: platformUserId,
        reason: limitTicket.reason,
        time: limitTicket.confirmTime,
      });
    }
    if (p.status === "inactive") {
      await db.insert(partnershipEvents).values({
        partnershipId: p.id,
        move: "ticket:suspend",
        fromStatus: "active",
        toStatus: "inactive",
        actorUserId: platformUserId,
        reason: "Pembeli menghentikan sementara kerja sama selama audit internal.",
        time: new Date(p.createTime.getTime() + 60 * DAY),
      });
    }
  }
}

/** Seeds the history and the generated partnerships; answers how many partnerships were driven. */
export async function seedDemoPartnerships(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; filesDir: string },
): Promise<{ partnerships: number }> {
  const end = opts.clock().getTime();
  let now = end;
  const [platform] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "platform.admin"));
  await historyOfDemoPartners(db, opts.shopId, platform.id);

  const clientHash = createHash("sha256").update(opts.password, "utf8").digest("hex");
  const hashes = await Promise.all(PLANS.map(() => hashPassword(clientHash)));
  const buyerIds = new Map<string, number>();
  for (const [i, plan] of PLANS.entries()) {
    const made = new Date(end - (plan.steps[0].day + 30) * DAY);
    const [u] = await db
      .insert(users)
      .values({
        userName: plan.userName,
        passwordHash: hashes[i],
        nickName: plan.nickName,
        pltShowName: plan.nickName,
        email: plan.email,
        role: "buyer",
        buyerType: plan.type,
        createTime: made,
        updateTime: made,
      })
      .returning({ id: users.id });
    buyerIds.set(plan.userName, u.id);
  }

  const config = seedAppConfig();
  const app = await buildApp({ db, config, clock: () => new Date(now), filesDir: opts.filesDir }, { logger: false });
  await app.ready();
  try {
    const api = sessionsOf(app, opts.password, () => now);
    const events: Timed[] = [];
    let seq = 0;
    const at = (day: number, run: () => Promise<void>) => events.push({ at: end - day * DAY, seq: seq++, run });

    for (const plan of PLANS) {
      const buyerUserId = buyerIds.get(plan.userName) ?? 0;
      let partnershipId = 0;
      let addendumId = 0;
      const customerRow = async () => {
        // The seller adds the buyer as a customer first (the customers module's /customer/new does the same).
        await db
          .insert(customers)
          .values({
            shopId: opts.shopId,
            buyerUserId,
            companyCategory: plan.type,
            companyName: plan.nickName,
            contactPerson: plan.contact,
            contactPhone: plan.phone,
            address: {
              regionCodes: plan.regionCodes,
              postalCode: POSTAL[plan.regionCodes[3]] ?? "",
              detail: plan.detail,
            },
            createTime: new Date(now),
            updateTime: new Date(now),
          })
          .onConflictDoNothing({ target: [customers.shopId, customers.buyerUserId] });
        const [c] = await db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.shopId, opts.shopId), eq(customers.buyerUserId, buyerUserId)));
        return c.id;
      };
      for (const step of plan.steps) {
        at(step.day, async () => {
          switch (step.do) {
            case "sellerRequest": {
              const customerId = await customerRow();
              const d = await api.call<{ id: number }>("seller.active", "/api/partnership/ina/request", {
                customerId,
                creditLimit: step.creditLimit,
                partConditions: [1, 2],
                settlementPeriod: step.settlementPeriod,
                settlementDate: formatDate(new Date(now + 7 * DAY)),
                clause: CLAUSE,
              });
              partnershipId = d.id;
              return;
            }
            case "buyerRequest": {
              const d = await api.call<{ id: number }>(plan.userName, "/api/buyer/partnership/request", {
                shopId: opts.shopId,
                reason: REASON,
              });
              partnershipId = d.id;
              return;
            }
            case "buyerAccept":
            case "applyTempo":
            case "confirmAgreement": {
              const path = step.do === "buyerAccept" ? "accept" : step.do;
              await api.call(plan.userName, `/api/buyer/partnership/${path}`, { id: partnershipId });
              return;
            }
            case "buyerReject":
              await api.call(plan.userName, "/api/buyer/partnership/reject", {
                id: partnershipId,
                reason: step.reason,
              });
              return;
            case "sellerAccept":
              await api.call("seller.active", "/api/partnership/ina/accept", { id: partnershipId });
              return;
            case "sellerReject":
              await api.call("seller.active", "/api/partnership/ina/reject", {
                id: partnershipId,
                reason: step.reason,
              });
              return;
            case "platformAccept":
              await api.call("platform.admin", "/api/platform/partnership/accept", {
                id: partnershipId,
                maxCreditLimit: step.maxCreditLimit,
              });
              return;
            case "platformReject":
              await api.call("platform.admin", "/api/platform/partnership/reject", {
                id: partnershipId,
                reason: step.reason,
              });
              return;
            case "ticket": {
              const t = await api.call<{ id: number }>("seller.active", "/api/request/ina/create", {
                ...step.body,
                buyerUserId,
              });
              const confirm = step.confirm;
              if (confirm)
                at(confirm.day, async () => {
                  await api.call("platform.admin", "/api/platform/request/confirm", {
                    id: t.id,
                    note: "Sesuai riwayat pembayaran pembeli.",
                    ...(confirm.confirmedLimit === undefined ? {} : { confirmedLimit: confirm.confirmedLimit }),
                  });
                });
              return;
            }
            case "addendum": {
              const a = await api.call<{ id: number }>("seller.active", "/api/partnership/ina/addendum/create", {
                partnershipId,
                title: step.title,
                body: `${step.title}. Ketentuan lain dalam perjanjian kemitraan tetap berlaku tanpa perubahan.`,
                effectiveDate: formatDate(new Date(now + step.effectiveIn * DAY)),
                changes: step.changes,
              });
              addendumId = a.id;
              return;
            }
            case "addendumAccept":
              await api.call(plan.userName, "/api/buyer/partnership/addendum/accept", { id: addendumId });
              return;
            case "sweep":
              for (const job of ADDENDUM_JOBS) await job.run(db, new Date(now), { timers: orderTimersOf(config) });
              return;
          }
        });
      }
    }
    // Confirmations are scheduled while running: run in time order until none is left.
    for (;;) {
      events.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = events.shift();
      if (!next) break;
      now = next.at;
      await next.run();
    }
    return { partnerships: PLANS.length };
  } finally {
    await app.close();
  }
}
