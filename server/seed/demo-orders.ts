/**
 * Demo orders of seller.active's shop (spec §3 "Order", §4 "Orders"): a few hundred orders over the last 90
 * days in every status, from buyers of every type, driven through the real routes as the buyer portal, the
 * seller portal, the payment gateway (platform) and the timers would: an app of its own with a clock the seed
 * moves forward, events applied in time order, and the order sweeps run every 6 simulated hours. Also the
 * shop's two delivery-fee templates (weight-based with a cheaper Jakarta area, and per package), used by most
 * in-sale products, so delivery fees are real.
 *
 * Deterministic for a given start time (seeded PRNG). Not idempotent: server/seed/demo.ts checks first.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { platformOfBuyer, type BuyerType } from "@src/domain/order";
import { CANCEL_REASONS } from "@src/domain/order";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { translate } from "../http/i18n";
import { loadConfig, orderTimersOf, type Config } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { files, items } from "../db/schema/item";
import { ORDER_JOBS } from "../jobs/orders";
import { sha256Hex } from "../modules/staff/staff-user-service";
import { prng } from "./demo-products";
import { DEMO_BUYERS } from "./demo-partners";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Orders to create (spread over DAYS days, more of them recent). */
export const DEMO_ORDER_COUNT = 260;
const DAYS = 90;

type Rnd = () => number;
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
const between = (rnd: Rnd, min: number, max: number) => min + rnd() * (max - min);

/** What becomes of an order once placed: how far the parties take it (timers do the rest). */
type Fate = "leave" | "confirm" | "pay" | "settle" | "print" | "ship" | "receive" | "cancel" | "modify" | "edt";

interface Event {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/** Calls a route as a demo user (signed in on first use). */
export interface Api {
  call<T>(userName: string, url: string, body: unknown): Promise<T>;
}

/** Seeds the templates and orders; answers how many orders were placed. */
export async function seedDemoOrders(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; filesDir: string },
): Promise<{ orders: number }> {
  const end = opts.clock().getTime();
  let now = end - DAYS * DAY - DAY;
  const config = seedAppConfig();
  const timers = orderTimersOf(config);
  const app = await buildApp({ db, config, clock: () => new Date(now), filesDir: opts.filesDir }, { logger: false });
  await app.ready();
  try {
    const api = sessionsOf(app, opts.password, () => now);
    await seedTemplates(db, api, opts.shopId);

    const rnd = prng(20_261_124);
    const shopProducts = await db
      .select({
        id: items.id,
        tradePlatforms: items.tradePlatforms,
        minBuyQty: items.minBuyQty,
        tiers: items.priceTiers,
      })
      .from(items)
      .where(and(eq(items.shopId, opts.shopId), eq(items.reviewStatus, 5)))
      .orderBy(asc(items.id));
    const [photo] = await db.select({ key: files.fileKey }).from(files).where(eq(files.shopId, opts.shopId)).limit(1);
    const buyers = DEMO_BUYERS.map((b) => b.userName);
    const buyerType = new Map<string, BuyerType>(DEMO_BUYERS.map((b) => [b.userName, b.buyerType]));
    const withPartnership = new Set(
      DEMO_BUYERS.filter((b) => b.partnership?.status === "active").map((b) => b.userName),
    );
    const addressOf = new Map<string, number>();
    const addresses = (await db.execute(
      sql`select u.user_name as "userName", a.id from buyer_addresses a join users u on u.id = a.buyer_user_id`,
    )) as unknown as { rows: { userName: string; id: number }[] };
    for (const a of addresses.rows) addressOf.set(a.userName, a.id);
    const [gudang] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "staff.gudang"));

    const events: Event[] = [];
    let seq = 0;
    const at = (time: number, run: () => Promise<void>) => events.push({ at: time, seq: seq++, run });
    // The timers, every 6 simulated hours, as the API's scheduler would run them.
    for (let t = now + 6 * HOUR; t < end; t += 6 * HOUR)
      at(t, async () => {
        for (const job of ORDER_JOBS) await job.run(db, new Date(t), { timers });
      });

    const sellerOf = (orderNo: string) =>
      db
        .execute(sql`select owner_user_id as owner from orders where order_no = ${orderNo}`)
        .then((r) =>
          (r as unknown as { rows: { owner: number }[] }).rows[0]?.owner === gudang?.id
            ? "staff.gudang"
            : "seller.active",
        );
    let placed = 0;
    for (let i = 0; i < DEMO_ORDER_COUNT; i++) {
      // A quarter placed today and a sixth this week, so every tab has work to show; the rest over 90 days.
      const r = rnd();
      const age = r < 0.25 ? rnd() * 22 * HOUR : r < 0.4 ? DAY + rnd() * 7 * DAY : DAYS * DAY * rnd();
      const t0 = end - age - HOUR;
      const buyer = pick(rnd, buyers);
      const platform = platformOfBuyer(buyerType.get(buyer) ?? "ordinary");
      const choices = shopProducts.filter((p) => p.tradePlatforms.includes(platform));
      if (choices.length === 0) continue;
      const lines = new Map<number, number>();
      const n = 1 + Math.floor(rnd() * 3);
      for (let k = 0; k < n; k++) {
        const p = pick(rnd, choices);
        lines.set(p.id, Math.max(1, p.minBuyQty) + Math.floor(rnd() * 3));
      }
      const bill = withPartnership.has(buyer) && rnd() < 0.3;
      const fate = fateOf(rnd, age);
      const plan = { buyer, bill, fate, t0 };
      let orderNo = "";
      let paymentNo = "";
      at(t0, async () => {
        const res = await api
          .call<{ orderNo: string }>(buyer, "/api/buyer/order/create", {
            shopId: opts.shopId,
            items: [...lines].map(([itemId, quantity]) => ({ itemId, quantity })),
            addressId: addressOf.get(buyer),
            paymentMethod: plan.bill ? 2 : 1,
            ...(rnd() < 0.3 ? { licensePlate: "B 1234 KJT", workOrderNo: `WO-${2600 + i}` } : {}),
          })
          .catch(() => null);
        if (!res) return;
        orderNo = res.orderNo;
        placed++;
      });
      if (plan.fate === "leave") continue;
      const seller = async () => (orderNo ? sellerOf(orderNo) : "seller.active");
      const tConfirm = t0 + between(rnd, 0.5, 6) * HOUR;
      if (plan.fate === "modify") {
        at(tConfirm, async () => {
          if (!orderNo) return;
          const d = await api.call<{ lines: { lineId: number; quantity: number; unitPrice: number }[] }>(
            "seller.active",
            "/api/order/ina/detail",
            { orderNo },
          );
          const first = d.lines[0];
          await api
            .call("seller.active", "/api/order/ina/changeConfirm", {
              orderNo,
              lines: [
                { lineId: first.lineId, quantity: first.quantity, unitPrice: Math.max(1, first.unitPrice - 5_000) },
              ],
              reason: "Harga grosir baru dari distributor, kami turunkan untuk Anda.",
            })
            .catch(() => undefined);
        });
        continue;
      }
      if (plan.fate === "cancel") {
        at(tConfirm, async () => {
          if (orderNo)
            await api
              .call(await seller(), "/api/order/ina/cancel", { orderNo, reason: cancelText(pick(rnd, CANCEL_REASONS)) })
              .catch(() => undefined);
        });
        continue;
      }
      at(tConfirm, async () => {
        if (!orderNo) return;
        await api.call(await seller(), "/api/order/ina/confirm", { orderNo }).catch(async () => {
          // The stock ran out since the order: the seller cancels it with the listed reason.
          await api
            .call(await seller(), "/api/order/ina/cancel", { orderNo, reason: cancelText("outOfStock") })
            .catch(() => undefined);
          orderNo = "";
        });
      });
      if (plan.fate === "confirm") continue;
      const tPay = tConfirm + between(rnd, 0.3, 8) * HOUR;
      if (!plan.bill) {
        at(tPay, async () => {
          if (!orderNo) return;
          const paid = await api
            .call<{ paymentNo: string }>(plan.buyer, "/api/buyer/order/pay", {
              orderNo,
              paymentType: pick(rnd, ["va-bca", "va-mandiri", "va-bni", "va-bri", "va-sinarmas"]),
            })
            .catch(() => null);
          paymentNo = paid?.paymentNo ?? "";
        });
        if (plan.fate === "pay") continue;
        at(tPay + between(rnd, 0.05, 1) * HOUR, async () => {
          if (orderNo && paymentNo)
            await api
              .call("platform.admin", "/api/platform/order/settlePayment", { orderNo, paymentNo })
              .catch(() => undefined);
        });
      }
      if (plan.fate === "settle") continue;
      const tShip = tPay + between(rnd, 2, 30) * HOUR;
      if (plan.fate === "edt") {
        at(tPay + 2 * HOUR, async () => {
          if (orderNo)
            await api
              .call(await seller(), "/api/order/ina/edt/extend", {
                orderNo,
                days: 3,
                reason: "Barang inden dari gudang pusat Surabaya, tiba dalam 3 hari.",
              })
              .catch(() => undefined);
        });
        if (rnd() < 0.6)
          at(tPay + between(rnd, 3, 30) * HOUR, async () => {
            if (orderNo)
              await api
                .call(plan.buyer, "/api/buyer/order/edt/answer", { orderNo, accept: rnd() < 0.75 })
                .catch(() => undefined);
          });
        continue;
      }
      at(tShip - HOUR, async () => {
        if (orderNo)
          await api
            .call(await seller(), "/api/order/ina/deliveryOrder/print", { orderNos: [orderNo] })
            .catch(() => undefined);
      });
      if (plan.fate === "print") continue;
      at(tShip, async () => {
        if (!orderNo || !photo) return;
        const who = await seller();
        const d = await api
          .call<{ doNo: string | null }>(who, "/api/order/ina/detail", { orderNo })
          .catch(() => ({ doNo: null }));
        if (!d.doNo) return;
        const pickup = rnd() < 0.5;
        await api
          .call(who, "/api/order/ina/deliveryOrder/ship", {
            doNo: d.doNo,
            shipmentMethod: pickup ? 1 : 2,
            ...(pickup ? { logisticsName: "JNE", weightGrams: 2_500, lengthCm: 40, widthCm: 30, heightCm: 20 } : {}),
            courierName: pickup ? "JNE" : pick(rnd, ["J&T Express", "SiCepat", "AnterAja"]),
            trackingNo: `JP${String(1_000_000_000 + i * 7919).slice(0, 10)}`,
            proofPhoto: photo.key,
            senderName: "Andi Wijaya",
            senderPhone: "081234567890",
          })
          .catch(() => undefined);
      });
      if (plan.fate === "ship") continue;
      at(tShip + between(rnd, 1, 5) * DAY, async () => {
        if (orderNo) await api.call(plan.buyer, "/api/buyer/order/confirmReceipt", { orderNo }).catch(() => undefined);
      });
    }

    events.sort((a, b) => a.at - b.at || a.seq - b.seq);
    for (const e of events) {
      if (e.at > end) continue;
      now = e.at;
      await e.run();
    }
    // A seller who works the portal daily has read what is older than two days.
    await db.execute(
      sql`update system_messages set is_read = true where shop_id = ${opts.shopId} and create_time < ${new Date(end - 2 * DAY)}`,
    );
    return { orders: placed };
  } finally {
    await app.close();
  }
}

/** How far an order of `ageMs` gets: recent ones wait at every step; old ones end done, canceled or closed. */
function fateOf(rnd: Rnd, ageMs: number): Fate {
  const r = rnd();
  if (ageMs < DAY) {
    if (r < 0.2) return "leave";
    if (r < 0.28) return "modify";
    if (r < 0.4) return "confirm";
    if (r < 0.48) return "pay";
    if (r < 0.58) return "settle";
    if (r < 0.68) return "print";
    if (r < 0.76) return "edt";
    if (r < 0.9) return "ship";
    return "cancel";
  }
  if (ageMs < 8 * DAY) {
    if (r < 0.1) return "cancel";
    if (r < 0.2) return "edt";
    if (r < 0.45) return "ship";
    return "receive";
  }
  if (r < 0.05) return "leave";
  if (r < 0.1) return "confirm";
  if (r < 0.17) return "cancel";
  if (r < 0.3) return "ship";
  return "receive";
}

/** The Indonesian text of a listed cancel reason (locales/id-ID/orders.json), as the portal sends it. */
function cancelText(reason: (typeof CANCEL_REASONS)[number]): string {
  return translate("id-ID", `orders:cancelReasons.${reason}`);
}

/** Signs users in on first use and calls routes as them; signs in again after 25 idle simulated days. */
/**
 * The configuration of the apps the demo seed drives as the buyer, seller and platform portals would: silent,
 * sessions that outlive the seeded history, and the per-user write budget at its maximum (100,000 a minute):
 * the seed makes more than 600 writes a minute as seller.active on a quick machine, which the default budget
 * exists to refuse (server/http/write-limit.ts).
 */
export function seedAppConfig(): Config {
  return loadConfig({
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    SESSION_IDLE_MINUTES: "43200",
    USER_WRITE_RATE_LIMIT_PER_MINUTE: "100000",
  });
}

export function sessionsOf(app: FastifyInstance, password: string, clock: () => number): Api {
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

/** Two templates of the shop, created as the seller would, and most in-sale products on one of them. */
async function seedTemplates(db: Db, api: Api, shopId: number): Promise<void> {
  // Jabodetabek's regencies among those the reference data holds (the built-in set is small; the full
  // Kemendagri set comes with `npm run reference:import`).
  const wanted = ["31.01", "31.71", "31.72", "31.73", "31.74", "31.75", "32.01", "32.16", "32.71", "32.75", "36.71"];
  const known = (await db.execute(
    sql`select code from regions where code in (${sql.join(
      wanted.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { code: string }[] };
  const jabodetabek = known.rows.map((r) => r.code);
  const weight = await api.call<{ code: string }>("seller.active", "/api/logistics/ina/template/create", {
    name: "Reguler per berat",
    pricingType: 2,
    deliveryType: 1,
    firstUnits: 1_000,
    firstFee: 18_000,
    additionalUnits: 1_000,
    additionalFee: 9_000,
    areas: [
      { regencyCodes: jabodetabek, firstUnits: 1_000, firstFee: 10_000, additionalUnits: 1_000, additionalFee: 4_000 },
    ],
  });
  const parcel = await api.call<{ code: string }>("seller.active", "/api/logistics/ina/template/create", {
    name: "Kargo per paket",
    pricingType: 1,
    deliveryType: 3,
    firstUnits: 1,
    firstFee: 35_000,
    additionalUnits: 1,
    additionalFee: 15_000,
    areas: [],
  });
  const ids = (await db.execute(
    sql`select id, code from delivery_templates where shop_id = ${shopId} order by id`,
  )) as unknown as { rows: { id: number; code: string }[] };
  const idOf = (code: string) => ids.rows.find((r) => r.code === code)?.id ?? null;
  // Seed data, not a seller's edit: products keep their review status (an edit would send them back to review).
  await db.execute(sql`update items set delivery_template_id = case when id % 5 = 0 then ${idOf(parcel.code)}::int
    when id % 5 = 1 then null else ${idOf(weight.code)}::int end where shop_id = ${shopId}`);
}
