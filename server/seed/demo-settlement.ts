/**
 * Demo delivery-fee recaps and a year of payouts for seller.active's shop (spec §3 "Payment history", §4 "Bills
 * and recaps"), after the demo orders (server/seed/demo-orders.ts covers the last 90 days). The year is made
 * the way it would happen: an app of its own whose clock the seed moves day by day from a year ago; on two
 * days a week of the nine months before the order history, ordinary and workshop buyers order, pay and
 * receive parts through the buyer, seller and platform routes; every simulated day the settlement sweeps run
 * (recaps built on the 1st, buyer silence, the daily payout). Each month's recaps are answered through the
 * seller, buyer and platform routes (confirmed, or disputed with a value and a reason and accepted, then
 * processed and paid), and the latest ones are left in every status a seller meets: unconfirmed, waiting
 * confirmations, buyer rejected, accepted, to be processed, waiting payment, to be paid (the next sweep pays
 * it), already paid. "Generating" lasts only inside a sweep run, so none is left.
 *
 * Deterministic for a given start time (seeded PRNG). Not idempotent: server/seed/demo.ts checks first.
 */
import { and, asc, eq } from "drizzle-orm";
import { RecapStatus } from "@src/domain/recap-transitions";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { seedAppConfig } from "./demo-orders";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { files, items } from "../db/schema/item";
import { buyerAddresses } from "../db/schema/order";
import { recapLines, recaps } from "../db/schema/settlement";
import { runPayouts } from "../modules/payment/payout-service";
import { autoAcceptRecaps, buildRecaps } from "../modules/recap/recap-build-service";
import { sha256Hex } from "../modules/staff/staff-user-service";
import { prng } from "./demo-products";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Days of payouts (a year) and the days the order history already covers. */
const YEAR_DAYS = 365;
const HISTORY_DAYS = 91;
const OLD_BUYERS = ["buyer.ordinary", "buyer.workshop"] as const;
const DISPUTE_REASONS = ["Berat paket sebenarnya 2 kg", "Tarif kurir dalam kota", "Ongkir ganda untuk satu resi"];

interface Api {
  call<T>(userName: string, url: string, body: unknown): Promise<T>;
}

function sessionsOf(app: FastifyInstance, password: string, clock: () => number): Api {
  const tokens = new Map<string, { token: string; used: number }>();
  const inject = async (url: string, body: unknown, token?: string) => {
    const res = await app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
      payload: JSON.stringify(body),
    });
    const out = res.json() as { success: boolean; message: string; data: unknown };
    if (!out.success) throw new Error(`${url}: ${out.message}`);
    return out.data;
  };
  return {
    async call<T>(userName: string, url: string, body: unknown): Promise<T> {
      let s = tokens.get(userName);
      if (!s || clock() - s.used > 25 * DAY) {
        const data = (await inject("/api/user/login/login", { userName, password: sha256Hex(password) })) as {
          accessToken: string;
        };
        s = { token: data.accessToken, used: clock() };
        tokens.set(userName, s);
      }
      s.used = clock();
      return (await inject(url, body, s.token)) as T;
    },
  };
}

/** Seeds the older orders, the recaps and the payouts; answers how many of each. */
export async function seedDemoSettlement(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; filesDir: string },
): Promise<{ orders: number; recaps: number; payouts: number }> {
  const end = opts.clock().getTime();
  // 10:00 WIB a year ago.
  const startDay = Math.floor((end + 7 * HOUR) / DAY) * DAY - 7 * HOUR + 10 * HOUR - YEAR_DAYS * DAY;
  let now = startDay;
  const config = seedAppConfig();
  const app = await buildApp({ db, config, clock: () => new Date(now), filesDir: opts.filesDir }, { logger: false });
  await app.ready();
  const rnd = prng(20_261_125);
  let placed = 0;
  let payoutCount = 0;
  try {
    const api = sessionsOf(app, opts.password, () => now);
    const products = await db
      .select({ id: items.id, tradePlatforms: items.tradePlatforms, minBuyQty: items.minBuyQty })
      .from(items)
      .where(and(eq(items.shopId, opts.shopId), eq(items.reviewStatus, 5), eq(items.stockType, 1)))
      .orderBy(asc(items.id));
    const [photo] = await db.select({ key: files.fileKey }).from(files).where(eq(files.shopId, opts.shopId)).limit(1);
    const addresses = new Map<string, number>();
    const addressOf = async (buyer: string) => {
      if (!addresses.has(buyer)) {
        const [a] = await db
          .select({ id: buyerAddresses.id })
          .from(buyerAddresses)
          .innerJoin(users, eq(users.id, buyerAddresses.buyerUserId))
          .where(eq(users.userName, buyer))
          .orderBy(asc(buyerAddresses.id))
          .limit(1);
        addresses.set(buyer, a?.id ?? 0);
      }
      return addresses.get(buyer) ?? 0;
    };

    /** One order of the older history: placed, paid, shipped and received on the same day. */
    const oldOrder = async (buyer: (typeof OLD_BUYERS)[number], i: number) => {
      const platform = buyer === "buyer.ordinary" ? 2 : 1;
      const choices = products.filter((p) => p.tradePlatforms.includes(platform));
      if (choices.length === 0 || !photo) return;
      const p = choices[Math.floor(rnd() * choices.length)];
      const { orderNo } = await api.call<{ orderNo: string }>(buyer, "/api/buyer/order/create", {
        shopId: opts.shopId,
        items: [{ itemId: p.id, quantity: Math.max(1, p.minBuyQty) + Math.floor(rnd() * 4) }],
        addressId: await addressOf(buyer),
        paymentMethod: 1,
      });
      await api.call("seller.active", "/api/order/ina/confirm", { orderNo });
      now += 10 * 60_000;
      const pay = await api.call<{ paymentNo: string }>(buyer, "/api/buyer/order/pay", {
        orderNo,
        paymentType: "va-bca",
      });
      await api.call("platform.admin", "/api/platform/order/settlePayment", { orderNo, paymentNo: pay.paymentNo });
      now += HOUR;
      const { doNo } = await api.call<{ doNo: string }>("seller.active", "/api/order/ina/deliveryOrder/print", {
        orderNos: [orderNo],
      });
      await api.call("seller.active", "/api/order/ina/deliveryOrder/ship", {
        doNo,
        shipmentMethod: 2,
        courierName: i % 3 === 0 ? "SiCepat" : "J&T Express",
        trackingNo: `JX${String(2_000_000_000 + i * 7_919).slice(0, 10)}`,
        proofPhoto: photo.key,
        senderName: "Andi Wijaya",
        senderPhone: "081234567890",
      });
      now += 4 * HOUR;
      await api.call(buyer, "/api/buyer/order/confirmReceipt", { orderNo });
      placed++;
    };

    /** Answers last month's fresh recaps the way the parties usually do (older months end already paid). */
    let openK = 0;
    const settleMonth = async (leaveOpen: boolean) => {
      const fresh = await db
        .select()
        .from(recaps)
        .where(and(eq(recaps.shopId, opts.shopId), eq(recaps.status, RecapStatus.unconfirmed)))
        .orderBy(asc(recaps.id));
      for (const [k, r] of fresh.entries()) {
        const buyer = await buyerNameOf(db, r.buyerUserId);
        if (leaveOpen) await leaveInStatus(api, db, r, buyer, openK++);
        else await answer(api, db, r, buyer, (k + r.id) % 3 === 0, true);
      }
    };

    let i = 0;
    for (let day = 0; day <= YEAR_DAYS; day++) {
      now = startDay + day * DAY;
      const date = new Date(now + 7 * HOUR);
      const weekday = date.getUTCDay();
      const historyStarts = YEAR_DAYS - HISTORY_DAYS;
      if (day < historyStarts && (weekday === 2 || weekday === 5)) {
        for (const buyer of OLD_BUYERS) await oldOrder(buyer, i++).catch(() => undefined);
      }
      // 18:00 WIB, or now on the last day when the seed runs earlier than that (no payout dated in the future).
      now = Math.min(startDay + day * DAY + 8 * HOUR, end);
      await buildRecaps(db, new Date(now));
      // On the 3rd of each month the month's recaps are answered; the last two months' wait for the end.
      if (date.getUTCDate() === 3 && day <= YEAR_DAYS - 60) await settleMonth(false);
      await autoAcceptRecaps(db, new Date(now));
      payoutCount += (await runPayouts(db, new Date(now))).length;
    }
    // The last months' recaps, answered today, are left in every open status (disputes within the buyer's time).
    now = end;
    await settleMonth(true);
  } finally {
    await app.close();
  }
  const recapCount = (await db.select({ id: recaps.id }).from(recaps).where(eq(recaps.shopId, opts.shopId))).length;
  return { orders: placed, recaps: recapCount, payouts: payoutCount };
}

async function buyerNameOf(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return u?.userName ?? "";
}

type RecapRow = typeof recaps.$inferSelect;

async function disputeLines(db: Db, r: RecapRow, k: number) {
  const lines = await db.select().from(recapLines).where(eq(recapLines.recapId, r.id)).orderBy(asc(recapLines.id));
  const line = lines[k % Math.max(1, lines.length)];
  if (!line) return [];
  const delta = k % 2 === 0 ? 12_500 : -Math.min(line.chargedFee, 5_000);
  return [{ lineId: line.id, value: line.chargedFee + delta, reason: DISPUTE_REASONS[k % DISPUTE_REASONS.length] }];
}

/** Confirms or disputes (then the buyer accepts), and, when `pay`, the platform processes and records payment. */
async function answer(api: Api, db: Db, r: RecapRow, buyer: string, dispute: boolean, pay: boolean) {
  const lines = dispute ? await disputeLines(db, r, r.id) : [];
  if (lines.length > 0) {
    await api.call("seller.active", "/api/recap/ina/modify", { recapNo: r.recapNo, lines });
    await api.call(buyer, "/api/buyer/recap/accept", { recapNo: r.recapNo });
  } else {
    await api.call("seller.active", "/api/recap/ina/confirm", { recapNo: r.recapNo });
  }
  if (!pay) return;
  await api.call("platform.admin", "/api/platform/recap/process", { recapNo: r.recapNo });
  await api.call("platform.admin", "/api/platform/recap/pay", { recapNo: r.recapNo });
}

/** The k-th open recap is left in the k-th status a seller meets (unconfirmed first). */
async function leaveInStatus(api: Api, db: Db, r: RecapRow, buyer: string, k: number) {
  const seller = (url: string, body: unknown) => api.call("seller.active", url, body);
  const platform = (url: string) => api.call("platform.admin", url, { recapNo: r.recapNo });
  const recapNo = r.recapNo;
  switch (k % 8) {
    case 0:
      return; // unconfirmed
    case 1: // waiting confirmations
    case 2: // buyer rejected
    case 3: {
      // accepted
      const lines = await disputeLines(db, r, k);
      if (lines.length === 0) return;
      await seller("/api/recap/ina/modify", { recapNo, lines });
      if (k % 8 === 2) await api.call(buyer, "/api/buyer/recap/reject", { recapNo });
      if (k % 8 === 3) await api.call(buyer, "/api/buyer/recap/accept", { recapNo });
      return;
    }
    case 4:
      await seller("/api/recap/ina/confirm", { recapNo }); // to be processed
      return;
    case 5:
      await seller("/api/recap/ina/confirm", { recapNo });
      await platform("/api/platform/recap/process"); // waiting payment
      return;
    case 6:
      await answer(api, db, r, buyer, true, true); // to be paid until the next payout sweep
      return;
    default:
      await answer(api, db, r, buyer, false, true); // settled by the next payout: already paid
  }
}
