/**
 * Demo consignments of seller.active's shop (spec §4 "Consign"; issue part "consignments in every state"):
 * requests of the demo partners with an active partnership (buyer.priority, buyer.workshop, buyer.rental)
 * in every status (buyer apply, waiting confirm, waiting to be delivered with an EDT extension, on
 * delivery, done by the buyer and by the timer, closed by reject, decline, cancel and expiry), sales the
 * partners report, and consignment refunds in every after-sales status, so the sell-through report has
 * figures. Driven through the real routes as the buyer API, the seller portal and the sweeps would: an app
 * of its own with a clock the seed moves, events applied in time order over the last 60 days.
 *
 * Deterministic for a given start time and product list. Not idempotent: server/seed/demo.ts checks first.
 */
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ReviewStatus } from "@src/domain/product";
import { StockType } from "@src/resources/stock/rules";
import { buildApp } from "../app";
import { consignTimersOf, orderTimersOf } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { items } from "../db/schema/item";
import { buyerAddresses } from "../db/schema/order";
import { CONSIGN_JOBS } from "../jobs/consignments";
import { solidPng } from "../modules/file/png";
import { sha256Hex } from "../modules/staff/staff-user-service";
import { seedAppConfig, sessionsOf } from "./demo-orders";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SELLER = "seller.active";
const PARTNERS = ["buyer.priority", "buyer.workshop", "buyer.rental"] as const;
type Partner = (typeof PARTNERS)[number];

/** What happens to a consignment after the request: each step's hours after it. */
type Step =
  | { by: "seller"; move: "offer"; at: number; share?: number }
  | { by: "seller"; move: "reject" | "extendEdt" | "ship"; at: number }
  | { by: "buyer"; move: "confirmOffer" | "declineOffer" | "cancel" | "receive"; at: number }
  | { by: "buyer"; move: "sale"; at: number; qty: number }
  | { by: "sweep"; job: string; at: number };

interface ConsignPlan {
  partner: Partner;
  daysAgo: number;
  /** Products (indexes into the chosen products) and requested quantities. */
  lines: [number, number][];
  steps: Step[];
}

const offer = (at: number, share?: number): Step => ({ by: "seller", move: "offer", at, ...(share ? { share } : {}) });
const seller = (move: "reject" | "extendEdt" | "ship", at: number): Step => ({ by: "seller", move, at });
const buyer = (move: "confirmOffer" | "declineOffer" | "cancel" | "receive", at: number): Step => ({
  by: "buyer",
  move,
  at,
});
const sale = (at: number, qty: number): Step => ({ by: "buyer", move: "sale", at, qty });
const sweep = (job: string, at: number): Step => ({ by: "sweep", job, at });
/** Offered, confirmed, shipped and received by the buyer. */
const delivered = (receiveAt = 72): Step[] => [
  offer(5),
  buyer("confirmOffer", 20),
  seller("ship", 30),
  buyer("receive", receiveAt),
];

/** Every consignment status at the end, for each active partner at least one done with sales. */
const CONSIGN_PLANS: ConsignPlan[] = [
  // Done, with reported sales: the stock the refunds below send back.
  {
    partner: "buyer.priority",
    daysAgo: 58,
    lines: [
      [0, 30],
      [1, 24],
      [2, 12],
    ],
    steps: [...delivered(), sale(200, 6), sale(400, 4), sale(700, 3)],
  },
  {
    partner: "buyer.workshop",
    daysAgo: 55,
    lines: [
      [0, 20],
      [3, 16],
    ],
    steps: [...delivered(60), sale(240, 5), sale(600, 2)],
  },
  {
    partner: "buyer.rental",
    daysAgo: 50,
    lines: [
      [1, 10],
      [4, 18],
    ],
    steps: [
      offer(8),
      buyer("confirmOffer", 20),
      seller("ship", 40),
      sweep("consignments-auto-receive", 40 + 7 * 24 + 1),
      sale(500, 4),
    ],
  },
  { partner: "buyer.priority", daysAgo: 30, lines: [[5, 8]], steps: [...delivered(50), sale(100, 2)] },
  // Closed: rejected by the seller, declined or cancelled by the buyer, expired unanswered.
  { partner: "buyer.workshop", daysAgo: 45, lines: [[2, 5]], steps: [seller("reject", 10)] },
  { partner: "buyer.priority", daysAgo: 40, lines: [[3, 6]], steps: [offer(6, 0.5), buyer("declineOffer", 30)] },
  { partner: "buyer.rental", daysAgo: 35, lines: [[0, 4]], steps: [buyer("cancel", 3)] },
  { partner: "buyer.workshop", daysAgo: 28, lines: [[4, 3]], steps: [sweep("consignments-expire", 7 * 24 + 1)] },
  {
    partner: "buyer.rental",
    daysAgo: 20,
    lines: [[5, 3]],
    steps: [offer(12), sweep("consignments-expire", 12 + 7 * 24 + 1)],
  },
  // Open at the end, each within its deadline.
  {
    partner: "buyer.priority",
    daysAgo: 0.5,
    lines: [
      [0, 5],
      [6, 4],
    ],
    steps: [],
  },
  { partner: "buyer.rental", daysAgo: 1, lines: [[2, 6]], steps: [] },
  {
    partner: "buyer.workshop",
    daysAgo: 2,
    lines: [
      [1, 8],
      [6, 2],
    ],
    steps: [offer(10, 0.75)],
  },
  {
    partner: "buyer.priority",
    daysAgo: 5,
    lines: [[4, 6]],
    steps: [offer(4), buyer("confirmOffer", 20), seller("extendEdt", 50)],
  },
  { partner: "buyer.rental", daysAgo: 3, lines: [[3, 5]], steps: [offer(4), buyer("confirmOffer", 10)] },
  {
    partner: "buyer.workshop",
    daysAgo: 3.5,
    lines: [[5, 4]],
    steps: [offer(4), buyer("confirmOffer", 10), seller("ship", 30)],
  },
];

/** What happens to a refund after the buyer applies. */
type RefundStep =
  | { by: "seller"; move: "accept" | "confirmReceipt"; at: number }
  | { by: "seller"; move: "askModify" | "reject"; at: number }
  | { by: "buyer"; move: "modify" | "cancel" | "ship"; at: number }
  | { by: "sweep"; job: string; at: number };

interface RefundPlan {
  partner: Partner;
  daysAgo: number;
  /** Products (indexes) and quantities: within what the partner holds free then. */
  lines: [number, number][];
  steps: RefundStep[];
}

const rs = (by: "seller" | "buyer", move: string, at: number) => ({ by, move, at }) as RefundStep;

/** Every after-sales status at the end. */
const REFUND_PLANS: RefundPlan[] = [
  // Done: shipped back and received (units back in the shop's stock).
  {
    partner: "buyer.priority",
    daysAgo: 25,
    lines: [[0, 4]],
    steps: [rs("seller", "accept", 6), rs("buyer", "ship", 30), rs("seller", "confirmReceipt", 80)],
  },
  {
    partner: "buyer.workshop",
    daysAgo: 22,
    lines: [[3, 3]],
    steps: [
      rs("seller", "askModify", 5),
      rs("buyer", "modify", 20),
      rs("seller", "accept", 30),
      rs("buyer", "ship", 50),
      rs("seller", "confirmReceipt", 100),
    ],
  },
  // Closed: rejected, cancelled by the buyer, expired (not shipped in time).
  { partner: "buyer.rental", daysAgo: 20, lines: [[4, 2]], steps: [rs("seller", "reject", 8)] },
  { partner: "buyer.priority", daysAgo: 18, lines: [[1, 2]], steps: [rs("buyer", "cancel", 4)] },
  {
    partner: "buyer.workshop",
    daysAgo: 16,
    lines: [[0, 2]],
    steps: [rs("seller", "accept", 6), { by: "sweep", job: "consign-refunds-expire", at: 6 + 7 * 24 + 1 }],
  },
  // Open at the end.
  { partner: "buyer.priority", daysAgo: 1, lines: [[2, 2]], steps: [] },
  { partner: "buyer.rental", daysAgo: 2, lines: [[1, 2]], steps: [rs("seller", "accept", 10)] },
  { partner: "buyer.workshop", daysAgo: 2.5, lines: [[0, 1]], steps: [rs("seller", "askModify", 12)] },
  {
    partner: "buyer.priority",
    daysAgo: 4,
    lines: [[1, 3]],
    steps: [rs("seller", "accept", 8), rs("buyer", "ship", 30)],
  },
];

interface Event {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/** Uploads a proof photo as `userName`; answers its file key. */
async function uploadAs(app: FastifyInstance, userName: string, password: string, n: number): Promise<string> {
  const login = await app.inject({
    method: "POST",
    url: "/api/user/login/login",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ userName, password: sha256Hex(password) }),
  });
  const { accessToken } = (login.json() as { data: { accessToken: string } }).data;
  const boundary = "----demo-consign";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="konsinyasi-${n}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    solidPng(64, 48, [60, 120 + (n % 6) * 15, 160], true),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: "POST",
    url: "/api/file/ina/upload",
    headers: { authorization: accessToken, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = res.json() as { success: boolean; message: string; data: { fileKey: string } };
  if (!body.success) throw new Error(`demo consignment photo: ${body.message}`);
  return body.data.fileKey;
}

/** Seeds the consignments and their refunds; answers how many of each were created. */
export async function seedDemoConsign(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; filesDir: string },
): Promise<{ consignments: number; refunds: number }> {
  const end = opts.clock().getTime();
  let now = end;
  const config = seedAppConfig();
  const ctx = { timers: orderTimersOf(config), consignTimers: consignTimersOf(config) };
  const app = await buildApp({ db, config, clock: () => new Date(now), filesDir: opts.filesDir }, { logger: false });
  await app.ready();
  try {
    const api = sessionsOf(app, opts.password, () => now);
    // Products with actual stock enough for every plan, the same ones each run.
    const products = await db
      .select({ id: items.id, price: items.minPrice })
      .from(items)
      .where(
        and(
          eq(items.shopId, opts.shopId),
          eq(items.reviewStatus, ReviewStatus.inSale),
          eq(items.stockType, StockType.actual),
          gte(items.stockNum, 80),
        ),
      )
      .orderBy(asc(items.id))
      .limit(7);
    if (products.length < 7) return { consignments: 0, refunds: 0 };
    const partners = await db
      .select({ userName: users.userName, address: buyerAddresses })
      .from(users)
      .innerJoin(buyerAddresses, eq(buyerAddresses.buyerUserId, users.id))
      .where(inArray(users.userName, [...PARTNERS]));
    const addressOf = new Map(partners.map((p) => [p.userName, p.address]));
    const events: Event[] = [];
    let seq = 0;
    const at = (time: number, run: () => Promise<void>) => events.push({ at: time, seq: seq++, run });
    let created = 0;
    let refunds = 0;

    for (const [i, plan] of CONSIGN_PLANS.entries()) {
      const address = addressOf.get(plan.partner);
      if (!address) continue;
      const start = Math.round(end - plan.daysAgo * DAY);
      let consignNo = "";
      at(start, async () => {
        ({ consignNo } = await api.call<{ consignNo: string }>(plan.partner, "/api/buyer/consign/create", {
          shopId: opts.shopId,
          items: plan.lines.map(([p, qty]) => ({ itemId: products[p].id, qty })),
          reason: "Stok konsinyasi untuk kebutuhan servis pelanggan kami",
          receiver: {
            name: address.receiverName,
            phone: address.receiverPhone,
            regionCodes: address.regionCodes,
            postalCode: address.postalCode,
            detail: address.detail,
          },
        }));
        created += 1;
      });
      for (const step of plan.steps) {
        at(start + step.at * HOUR, async () => {
          if (step.by === "sweep") {
            const job = CONSIGN_JOBS.find((j) => j.name === step.job);
            if (job) await job.run(db, new Date(now), ctx);
          } else if (step.by === "seller" && step.move === "offer") {
            await api.call(SELLER, "/api/consign/ina/offer", {
              consignNo,
              items: plan.lines.map(([p, qty]) => ({
                itemId: products[p].id,
                qtyOffer: Math.max(1, Math.round(qty * (step.share ?? 1))),
                unitPrice: Math.max(1, Math.round(products[p].price * 0.9)),
              })),
              edtInitialDays: 3,
            });
          } else if (step.by === "seller" && step.move === "ship") {
            await api.call(SELLER, "/api/consign/ina/ship", {
              consignNo,
              courier: "JNE",
              trackingNo: `JNE-CSG${String(i).padStart(5, "0")}`,
              proofPhoto: await uploadAs(app, SELLER, opts.password, i),
            });
          } else if (step.by === "seller" && step.move === "extendEdt") {
            await api.call(SELLER, "/api/consign/ina/extendEdt", {
              consignNo,
              days: 2,
              reason: "Menunggu kiriman dari gudang pusat",
            });
          } else if (step.by === "seller") {
            await api.call(SELLER, "/api/consign/ina/reject", {
              consignNo,
              reason: "Barang ini sedang tidak kami konsinyasikan",
            });
          } else if (step.move === "sale") {
            const [p] = plan.lines[i % plan.lines.length];
            await api.call(plan.partner, "/api/buyer/consign/sale", {
              shopId: opts.shopId,
              itemId: products[p].id,
              qty: step.qty,
              unitPrice: products[p].price,
            });
          } else if (step.move === "confirmOffer" || step.move === "receive") {
            await api.call(plan.partner, `/api/buyer/consign/${step.move}`, { consignNo });
          } else {
            await api.call(plan.partner, `/api/buyer/consign/${step.move}`, {
              consignNo,
              reason: "Kebutuhan bengkel kami sudah berubah",
            });
          }
        });
      }
    }

    for (const plan of REFUND_PLANS) {
      const start = Math.round(end - plan.daysAgo * DAY);
      const lines = plan.lines.map(([p, qty]) => ({ itemId: products[p].id, qty }));
      let refundNo = "";
      at(start, async () => {
        ({ refundNo } = await api.call<{ refundNo: string }>(plan.partner, "/api/buyer/consign-refund/create", {
          shopId: opts.shopId,
          items: lines,
          reason: "Barang konsinyasi tidak laku di wilayah kami",
        }));
        refunds += 1;
      });
      for (const step of plan.steps) {
        at(start + step.at * HOUR, async () => {
          if (step.by === "sweep") {
            const job = CONSIGN_JOBS.find((j) => j.name === step.job);
            if (job) await job.run(db, new Date(now), ctx);
          } else if (step.by === "seller" && (step.move === "askModify" || step.move === "reject")) {
            await api.call(SELLER, `/api/consign-refund/ina/${step.move}`, {
              refundNo,
              reason: "Jumlah barang tidak sesuai catatan kami",
            });
          } else if (step.by === "seller") {
            await api.call(SELLER, `/api/consign-refund/ina/${step.move}`, { refundNo });
          } else if (step.move === "modify") {
            await api.call(plan.partner, "/api/buyer/consign-refund/modify", {
              refundNo,
              items: lines.map((l) => ({ itemId: l.itemId, qty: Math.max(1, l.qty - 1) })),
            });
          } else if (step.move === "ship") {
            await api.call(plan.partner, "/api/buyer/consign-refund/ship", {
              refundNo,
              courier: "SiCepat",
              deliveryNo: `SCP-${refundNo.slice(-6)}`,
            });
          } else {
            await api.call(plan.partner, "/api/buyer/consign-refund/cancel", { refundNo });
          }
        });
      }
    }

    events.sort((a, b) => a.at - b.at || a.seq - b.seq);
    for (const e of events) {
      now = e.at;
      await e.run();
    }
    return { consignments: created, refunds };
  } finally {
    await app.close();
  }
}
