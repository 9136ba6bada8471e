/**
 * Demo returns and refunds of seller.active's shop (spec §3 "Refund/return", §4 "Refund"): about 25 requests
 * over the last 60 days in every status, both methods, some negotiated, some rejected, some after the sale,
 * driven through the real routes as the buyer portal, the seller portal, the platform's payout and the
 * refund sweeps would: an app of its own with a clock the seed moves, events applied in time order, on the
 * demo orders (server/seed/demo-orders.ts) that were in a refundable status at the time. Runs after them.
 *
 * Deterministic for a given start time and order history. Not idempotent: server/seed/demo.ts checks first.
 */
import { and, desc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { OrderStatus } from "@src/domain/order";
import { REFUND_REASONS } from "@src/domain/refund";
import { buildApp } from "../app";
import { orderTimersOf, refundTimersOf } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { orderItems, orders } from "../db/schema/order";
import { REFUND_JOBS } from "../jobs/refunds";
import { solidPng } from "../modules/file/png";
import { sha256Hex } from "../modules/staff/staff-user-service";
import { seedAppConfig, sessionsOf } from "./demo-orders";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the parties do with a request after the buyer applies: each step's move and its hours after applying. */
type Step =
  | { by: "seller"; move: "approve" | "confirmReceipt"; at: number }
  | { by: "seller"; move: "negotiate" | "reject"; at: number; share: number; reason: string }
  | { by: "buyer"; move: "accept" | "decline" | "cancel" | "ship"; at: number }
  | { by: "platform"; move: "settle"; at: number }
  | { by: "sweep"; job: string; at: number };

interface Plan {
  /** Days before the end the buyer applies. */
  daysAgo: number;
  method: 1 | 2;
  /** After the sale: the order was done when the buyer applied. */
  afterSale?: boolean;
  /** The product amount asked as a share of the lines' caps (default all). */
  ask?: number;
  steps: Step[];
}

const approve = (at: number): Step => ({ by: "seller", move: "approve", at });
const settle = (at: number): Step => ({ by: "platform", move: "settle", at });
const negotiate = (at: number, share: number): Step => ({
  by: "seller",
  move: "negotiate",
  at,
  share,
  reason: "Kemasan sudah dibuka, nilai dikurangi biaya penanganan",
});
const reject = (at: number, share: number): Step => ({
  by: "seller",
  move: "reject",
  at,
  share,
  reason: "Barang diterima dalam kondisi baik, kami ganti sebagian",
});
const buyer = (move: "accept" | "decline" | "cancel" | "ship", at: number): Step => ({ by: "buyer", move, at });
const sweep = (job: string, at: number): Step => ({ by: "sweep", job, at });

/** The requests: every status at the end, both methods, negotiated, rejected, after the sale, timed out. */
const PLANS: Plan[] = [
  // Paid out (success): refunds and returns, as asked, negotiated, rejected with an amount, approved by timer.
  { daysAgo: 58, method: 1, afterSale: true, steps: [approve(5), settle(30)] },
  {
    daysAgo: 55,
    method: 2,
    afterSale: true,
    steps: [approve(8), buyer("ship", 30), { by: "seller", move: "confirmReceipt", at: 80 }, settle(100)],
  },
  { daysAgo: 50, method: 1, ask: 0.8, steps: [negotiate(10, 0.75), buyer("accept", 20), settle(40)] },
  {
    daysAgo: 45,
    method: 2,
    afterSale: true,
    steps: [
      negotiate(6, 0.9),
      buyer("accept", 12),
      buyer("ship", 30),
      { by: "seller", move: "confirmReceipt", at: 70 },
      settle(90),
    ],
  },
  { daysAgo: 40, method: 1, afterSale: true, steps: [reject(20, 0.5), buyer("accept", 30), settle(50)] },
  { daysAgo: 36, method: 1, steps: [sweep("refunds-auto-approve", 49), settle(60)] },
  {
    daysAgo: 30,
    method: 2,
    afterSale: true,
    steps: [
      approve(4),
      buyer("ship", 24),
      sweep("refunds-auto-confirm-receipt", 24 + 7 * 24 + 1),
      settle(24 + 7 * 24 + 20),
    ],
  },
  { daysAgo: 22, method: 1, steps: [approve(3), settle(26)] },
  { daysAgo: 14, method: 1, afterSale: true, steps: [approve(2), settle(20)] },
  // Closed: the buyer declined the seller's offer.
  { daysAgo: 48, method: 1, afterSale: true, steps: [reject(12, 0.3), buyer("decline", 30)] },
  { daysAgo: 18, method: 2, afterSale: true, steps: [negotiate(8, 0.6), buyer("decline", 20)] },
  // Cancelled: by the buyer, or by the timers (offer not answered, return not shipped).
  { daysAgo: 42, method: 1, steps: [buyer("cancel", 6)] },
  { daysAgo: 33, method: 1, afterSale: true, steps: [negotiate(10, 0.7), sweep("refunds-expire-offer", 10 + 49)] },
  { daysAgo: 26, method: 2, afterSale: true, steps: [approve(5), sweep("refunds-expire-shipment", 5 + 7 * 24 + 1)] },
  { daysAgo: 12, method: 2, afterSale: true, steps: [approve(6), buyer("cancel", 30)] },
  // Open at the end, each within its deadline.
  { daysAgo: 0.4, method: 1, steps: [] },
  { daysAgo: 0.6, method: 2, afterSale: true, steps: [] },
  { daysAgo: 1.5, method: 1, afterSale: true, steps: [negotiate(16, 0.8)] },
  { daysAgo: 1.6, method: 2, afterSale: true, steps: [negotiate(20, 0.85)] },
  { daysAgo: 1.7, method: 1, steps: [reject(22, 0.4)] },
  { daysAgo: 3, method: 2, afterSale: true, steps: [approve(10)] },
  { daysAgo: 4, method: 2, afterSale: true, steps: [approve(8), buyer("ship", 40)] },
  { daysAgo: 2.5, method: 1, afterSale: true, steps: [approve(12)] },
  {
    daysAgo: 5,
    method: 2,
    afterSale: true,
    steps: [approve(6), buyer("ship", 30), { by: "seller", move: "confirmReceipt", at: 80 }],
  },
  { daysAgo: 3.5, method: 1, steps: [reject(8, 0.6), buyer("accept", 30)] },
  { daysAgo: 6, method: 1, afterSale: true, ask: 0.5, steps: [negotiate(10, 0.8), buyer("accept", 20)] },
];

interface Event {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/** Seeds the requests; answers how many were applied. */
export async function seedDemoRefunds(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; filesDir: string },
): Promise<{ refunds: number }> {
  const end = opts.clock().getTime();
  let now = end;
  const config = seedAppConfig();
  const ctx = { timers: orderTimersOf(config), refundTimers: refundTimersOf(config) };
  const app = await buildApp({ db, config, clock: () => new Date(now), filesDir: opts.filesDir }, { logger: false });
  await app.ready();
  try {
    const api = sessionsOf(app, opts.password, () => now);
    const used = new Set<number>();
    const photos = new Map<string, string>();
    const events: Event[] = [];
    let seq = 0;
    const at = (time: number, run: () => Promise<void>) => events.push({ at: time, seq: seq++, run });
    let applied = 0;

    for (const [i, plan] of PLANS.entries()) {
      const applyTime = Math.round(end - plan.daysAgo * DAY);
      const order = await pickOrder(db, opts.shopId, plan, applyTime, used);
      if (!order) continue;
      used.add(order.id);
      let refundNo = "";
      at(applyTime, async () => {
        let photo = photos.get(order.buyerUserName);
        if (!photo) {
          photo = await uploadAs(app, order.buyerUserName, opts.password, i);
          photos.set(order.buyerUserName, photo);
        }
        const lines = await db
          .select({ id: orderItems.id, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(orderItems.id)
          .limit(2);
        const items = lines.map((l, k) => ({
          lineId: l.id,
          quantity: k === 0 ? Math.max(1, Math.ceil(l.quantity / 2)) : l.quantity,
        }));
        const base = {
          orderNo: order.orderNo,
          method: plan.method,
          receiptStatus: plan.method === 2 || plan.afterSale ? 1 : 0,
          reason: REFUND_REASONS[i % (REFUND_REASONS.length - 1)],
          note: "Part yang diterima tidak sesuai harapan, mohon diproses",
          photos: [photo],
          items,
        };
        let body: Record<string, unknown> = base;
        if (plan.ask !== undefined) {
          // Ask a share of what the lines allow: read the caps from a first, full ask's detail.
          body = { ...base, productAmount: Math.floor((await fullAsk(db, order.id, items)) * plan.ask) };
        }
        ({ refundNo } = await api.call<{ refundNo: string }>(order.buyerUserName, "/api/buyer/refund/apply", body));
        applied += 1;
      });
      for (const step of plan.steps) {
        at(applyTime + step.at * HOUR, async () => {
          if (step.by === "sweep") {
            const job = REFUND_JOBS.find((j) => j.name === step.job);
            if (job) await job.run(db, new Date(now), ctx);
          } else if (step.by === "platform") {
            await api.call("platform.admin", "/api/platform/refund/settle", { refundNo });
          } else if (step.by === "buyer") {
            const body =
              step.move === "ship"
                ? {
                    refundNo,
                    courierName: "JNE",
                    deliveryNo: `JNE-RT${String(i).padStart(6, "0")}`,
                    photo: photos.get(order.buyerUserName),
                  }
                : { refundNo };
            await api.call(order.buyerUserName, `/api/buyer/refund/${step.move}`, body);
          } else if (step.move === "negotiate" || step.move === "reject") {
            const d = await api.call<{ originalAmount: number }>("seller.active", "/api/refund/ina/detail", {
              refundNo,
            });
            const amount = Math.floor(d.originalAmount * step.share);
            await api.call("seller.active", `/api/refund/ina/${step.move}`, { refundNo, amount, reason: step.reason });
          } else {
            await api.call("seller.active", `/api/refund/ina/${step.move}`, { refundNo });
          }
        });
      }
    }
    events.sort((a, b) => a.at - b.at || a.seq - b.seq);
    for (const e of events) {
      now = e.at;
      await e.run();
    }
    return { refunds: applied };
  } finally {
    await app.close();
  }
}

/**
 * The latest order of the shop, not used yet, whose last change was before `applyTime` and that was then in
 * a status the plan applies from: done (after the sale), or paid / sent (a return needs it sent).
 */
async function pickOrder(db: Db, shopId: number, plan: Plan, applyTime: number, used: Set<number>) {
  const statuses = plan.afterSale
    ? [OrderStatus.done]
    : plan.method === 2
      ? [OrderStatus.sent]
      : [OrderStatus.paid, OrderStatus.sent];
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo, buyerUserName: users.userName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .where(
      and(
        eq(orders.shopId, shopId),
        inArray(orders.status, statuses),
        lt(orders.updateTime, new Date(applyTime - HOUR)),
        plan.method === 2 ? isNotNull(orders.shipTime) : undefined,
      ),
    )
    .orderBy(desc(orders.updateTime), desc(orders.id))
    .limit(40);
  return rows.find((r) => !used.has(r.id)) ?? null;
}

/** What the lines allow for `items` (the sum of their caps): the order lines' amounts scaled to the quantities. */
async function fullAsk(db: Db, orderId: number, items: { lineId: number; quantity: number }[]): Promise<number> {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return items.reduce((sum, it) => {
    const l = lines.find((x) => x.id === it.lineId)!;
    return sum + Math.floor((l.amount * it.quantity) / l.quantity);
  }, 0);
}

/** Uploads a small proof photo as buyer `userName` (the buyer portal's upload); answers its file key. */
async function uploadAs(app: FastifyInstance, userName: string, password: string, n: number): Promise<string> {
  const login = await app.inject({
    method: "POST",
    url: "/api/user/login/login",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ userName, password: sha256Hex(password) }),
  });
  const { accessToken } = (login.json() as { data: { accessToken: string } }).data;
  const boundary = "----demo-refund";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bukti-${n}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    solidPng(64, 48, [160 + (n % 6) * 15, 90, 60], true),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: "POST",
    url: "/api/file/ina/upload",
    headers: { authorization: accessToken, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = res.json() as { success: boolean; message: string; data: { fileKey: string } };
  if (!body.success) throw new Error(`demo refund photo: ${body.message}`);
  return body.data.fileKey;
}
