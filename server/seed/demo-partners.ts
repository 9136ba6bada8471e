/**
 * Demo buyers, one of every buyer type of spec §1 (`buyer.ordinary`, `buyer.priority`, `buyer.insurance`,
 * `buyer.workshop`, `buyer.rental`), each with a saved delivery address, and their partnerships with
 * seller.active's shop (spec §3 "Partnership", "Request ticket"); the ordinary (B2C) buyer has none,
 * plus request tickets with a history: one confirmed credit limit change (the limit now in force) and
 * one tempo change the platform is processing. Buyers sign in with the demo password; the seller portal
 * does not serve them (they act on /api/buyer/*). Not idempotent: server/seed/demo.ts checks first.
 */
import { createHash } from "node:crypto";
import { formatDate } from "@src/domain/datetime";
import { requestNumber } from "@src/domain/request";
import type { PartnershipStatus } from "@src/domain/request";
import type { BuyerType } from "@src/domain/order";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { partnerships, requestTickets } from "../db/schema/partnership";
import { buyerAddresses } from "../db/schema/order";
import { hashPassword } from "../modules/user/password";

const DAY = 24 * 60 * 60 * 1000;

interface DemoBuyer {
  userName: string;
  nickName: string;
  email: string;
  buyerType: BuyerType;
  /** The saved delivery address (real Kemendagri codes and postal codes). */
  address: { receiverName: string; receiverPhone: string; regionCodes: string[]; postalCode: string; detail: string };
  /** Bill payment needs an active partnership (spec §3 "Partnership"); ordinary buyers have none. */
  partnership?: {
    status: PartnershipStatus;
    creditLimit: number;
    maxCreditLimit: number;
    tempoWorkdays: number;
    partConditions: number[];
    clause: string;
    /** Spec §5: the buyer applied for the term-of-payment service (tempo requests allowed). */
    tempoApplied: boolean;
  };
}

const CLAUSE =
  "Pembayaran dilakukan melalui transfer ke rekening pemasok paling lambat pada akhir tempo. Barang yang rusak saat pengiriman dapat dikembalikan dalam 7 hari kerja.";

export const DEMO_BUYERS: DemoBuyer[] = [
  {
    userName: "buyer.ordinary",
    nickName: "Budi Santoso",
    email: "budi.santoso@contoh.co.id",
    buyerType: "ordinary",
    address: {
      receiverName: "Budi Santoso",
      receiverPhone: "081311112222",
      regionCodes: ["32", "32.73", "32.73.01", "32.73.01.1001"],
      postalCode: "40152",
      detail: "Jl. Sukajadi No. 45, RT 02 RW 05",
    },
  },
  {
    userName: "buyer.priority",
    nickName: "CV Maju Motor Prioritas",
    email: "pembelian@majumotor.co.id",
    buyerType: "priority",
    address: {
      receiverName: "Hendra Wijaya",
      receiverPhone: "081522223333",
      regionCodes: ["31", "31.74", "31.74.01", "31.74.01.1001"],
      postalCode: "12820",
      detail: "Jl. Tebet Raya No. 12, Gudang Belakang",
    },
    partnership: {
      status: "active",
      creditLimit: 200_000_000,
      maxCreditLimit: 300_000_000,
      tempoWorkdays: 30,
      partConditions: [1, 2, 3],
      clause: CLAUSE,
      tempoApplied: false,
    },
  },
  {
    userName: "buyer.workshop",
    nickName: "Bengkel Sumber Rejeki",
    email: "admin@bengkelsumberrejeki.co.id",
    buyerType: "workshop",
    address: {
      receiverName: "Slamet Riyadi",
      receiverPhone: "081233334444",
      regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"],
      postalCode: "10710",
      detail: "Jl. Pasar Baru Selatan No. 8, Bengkel Sumber Rejeki",
    },
    partnership: {
      status: "active",
      creditLimit: 50_000_000,
      maxCreditLimit: 100_000_000,
      tempoWorkdays: 30,
      partConditions: [1, 2],
      clause: CLAUSE,
      tempoApplied: true,
    },
  },
  {
    userName: "buyer.rental",
    nickName: "Trans Rental Jaya",
    email: "procurement@transrentaljaya.co.id",
    buyerType: "carRental",
    address: {
      receiverName: "Agus Prasetyo",
      receiverPhone: "081944445555",
      regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
      postalCode: "10110",
      detail: "Jl. Medan Merdeka Timur No. 3, Pool Armada",
    },
    partnership: {
      status: "active",
      creditLimit: 150_000_000,
      maxCreditLimit: 250_000_000,
      tempoWorkdays: 45,
      partConditions: [1],
      clause: CLAUSE,
      tempoApplied: true,
    },
  },
  {
    userName: "buyer.insurance",
    nickName: "PT Asuransi Mitra Sentosa",
    email: "klaim@asuransimitrasentosa.co.id",
    buyerType: "insurance",
    address: {
      receiverName: "Dewi Lestari",
      receiverPhone: "081855556666",
      regionCodes: ["32", "32.73", "32.73.01", "32.73.01.1001"],
      postalCode: "40152",
      detail: "Jl. Dr. Setiabudi No. 120, Bengkel Rekanan",
    },
    partnership: {
      status: "inactive",
      creditLimit: 75_000_000,
      maxCreditLimit: 150_000_000,
      tempoWorkdays: 60,
      partConditions: [1, 2, 3],
      clause: CLAUSE,
      tempoApplied: true,
    },
  },
];

/**
 * Creates the demo buyers, their partnerships with `shopId` and two tickets asked by `ownerUserId`.
 * @param opts.password the plain demo password (stored like a portal sign-up's).
 */
export async function seedDemoPartners(
  db: Db,
  opts: { shopId: number; ownerUserId: number; password: string; clock: () => Date },
): Promise<void> {
  const clientHash = createHash("sha256").update(opts.password, "utf8").digest("hex");
  const hashes = await Promise.all(DEMO_BUYERS.map(() => hashPassword(clientHash)));
  const now = opts.clock();
  await db.transaction(async (tx) => {
    const ids = new Map<string, { buyerUserId: number; partnershipId: number }>();
    for (const [i, b] of DEMO_BUYERS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          userName: b.userName,
          passwordHash: hashes[i],
          nickName: b.nickName,
          pltShowName: b.nickName,
          email: b.email,
          role: "buyer",
          buyerType: b.buyerType,
          createTime: now,
          updateTime: now,
        })
        .returning({ id: users.id });
      await tx.insert(buyerAddresses).values({ buyerUserId: user.id, ...b.address, createTime: now });
      if (!b.partnership) continue;
      const made = new Date(now.getTime() - 120 * DAY);
      const [p] = await tx
        .insert(partnerships)
        .values({
          shopId: opts.shopId,
          buyerUserId: user.id,
          ...b.partnership,
          // Made by the platform before this history: the agreement was accepted; bills settle from day one.
          agreementType: "confirmed",
          settlementDate: formatDate(made),
          createTime: made,
          updateTime: now,
        })
        .returning({ id: partnerships.id });
      ids.set(b.userName, { buyerUserId: user.id, partnershipId: p.id });
    }
    const workshop = ids.get("buyer.workshop");
    const rental = ids.get("buyer.rental");
    if (!workshop || !rental) throw new Error("demo partners: buyers were not created");
    const asked = new Date(now.getTime() - 10 * DAY);
    const confirmed = new Date(asked.getTime() + 2 * DAY);
    const recent = new Date(now.getTime() - 1 * DAY);
    await tx.insert(requestTickets).values([
      {
        shopId: opts.shopId,
        number: requestNumber(asked, 1),
        kind: "creditLimit",
        ...workshop,
        ownerUserId: opts.ownerUserId,
        status: 2,
        result: "confirmed",
        reason:
          "Volume pembelian bengkel naik dua kali lipat sejak tiga bulan terakhir dan pembayaran selalu tepat waktu.",
        note: "Riwayat pembayaran baik, disetujui.",
        baseLimit: 30_000_000,
        requestedLimit: 50_000_000,
        confirmedLimit: 50_000_000,
        maxCreditLimit: 100_000_000,
        requestTime: asked,
        processTime: new Date(asked.getTime() + DAY),
        confirmTime: confirmed,
        updateTime: confirmed,
      },
      {
        shopId: opts.shopId,
        number: requestNumber(recent, 1),
        kind: "tempo",
        ...rental,
        ownerUserId: opts.ownerUserId,
        status: 1,
        reason: "Siklus pembayaran armada rental mengikuti tagihan korporat 60 hari kerja.",
        baseTempo: 45,
        requestedTempo: 60,
        requestTime: recent,
        processTime: now,
        updateTime: now,
      },
    ]);
  });
}
