/**
 * Demo bills of seller.active's shop (spec §3 "Bill", §4 "Bills and recaps"), after the demo orders: the
 * bills of the settlement periods ended within the order history are generated (as the period sweep would,
 * an hour after each period's end), then driven through the real routes as the seller portal, the buyer
 * portal and the platform would, so the list shows every status: documents uploaded and submitted, verified,
 * paid, settled, held, and overdue by the overdue sweep. One bill with required documents stays generating
 * with one document uploaded (its countdown shows).
 *
 * Deterministic for a given start time. Not idempotent: server/seed/demo.ts checks first.
 */
import type { FastifyInstance } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { addMonths, BILL_TIMER_DEFAULTS, BillStatus, lastEndedPeriod, periodRange } from "@src/domain/bill";
import { buildApp } from "../app";
import { seedAppConfig } from "./demo-orders";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { billDocuments, bills } from "../db/schema/bill";
import { files } from "../db/schema/item";
import { sweepOverdueBills } from "../jobs/bills";
import { generatePeriod } from "../modules/bill/bill-generation";
import { sha256Hex } from "../modules/staff/staff-user-service";

const HOUR = 3_600_000;
/** Periods before the current one to bill (the demo order history covers about 90 days). */
const PERIODS = 4;

type Target = "paid" | "overdue" | "onHold" | "paying" | "toBePaid" | "waitingVerification";
const TARGETS: readonly Target[] = ["paid", "overdue", "onHold", "paying", "toBePaid", "waitingVerification"];

interface Api {
  call<T>(userName: string, url: string, body: unknown): Promise<T>;
}

function sessionsOf(app: FastifyInstance, password: string): Api {
  const tokens = new Map<string, string>();
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
      let token = tokens.get(userName);
      if (!token) {
        const data = (await inject("/api/user/login/login", { userName, password: sha256Hex(password) })) as {
          accessToken: string;
        };
        token = data.accessToken;
        tokens.set(userName, token);
      }
      return (await inject(url, body, token)) as T;
    },
  };
}

/** Seeds the bills; answers how many were generated. */
export async function seedDemoBills(
  db: Db,
  opts: { shopId: number; password: string; clock: () => Date; filesDir: string },
): Promise<{ bills: number }> {
  const now = opts.clock();
  const config = seedAppConfig();
  const last = lastEndedPeriod(now, 1);
  for (let k = PERIODS - 1; k >= 0; k--) {
    const range = periodRange(addMonths(last.period, -k), 1);
    const at = new Date(Math.min(range.end.getTime() + HOUR, now.getTime()));
    await generatePeriod(db, { period: range.period, shopId: opts.shopId }, at, BILL_TIMER_DEFAULTS);
  }
  const rows = await db
    .select({ id: bills.id, billNo: bills.billNo, status: bills.status, buyer: users.userName })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.buyerUserId))
    .where(eq(bills.shopId, opts.shopId))
    .orderBy(asc(bills.period), asc(bills.id));
  if (rows.length === 0) return { bills: 0 };
  const app = await buildApp({ db, config, clock: () => now, filesDir: opts.filesDir }, { logger: false });
  await app.ready();
  try {
    const api = sessionsOf(app, opts.password);
    const [photo] = await db
      .select({ key: files.fileKey })
      .from(files)
      .where(and(eq(files.shopId, opts.shopId), eq(files.kind, "image")))
      .limit(1);
    const docsOf = (billId: number) =>
      db.select().from(billDocuments).where(eq(billDocuments.billId, billId)).orderBy(asc(billDocuments.id));
    const upload = async (billNo: string, doc: { id: number; title: string }) =>
      api.call("seller.active", "/api/bill/ina/document/upload", {
        billNo,
        documentId: doc.id,
        title: doc.title,
        fileKey: photo.key,
        description: "Dokumen asli dikirim bersama tagihan",
      });

    // The newest bill that needs documents stays generating, one document uploaded: its countdown shows.
    const keep = [...rows].reverse().find((r) => r.status === BillStatus.generating);
    if (keep && photo) {
      const docs = await docsOf(keep.id);
      if (docs.length > 1) await upload(keep.billNo, docs[0]);
    }
    const rest = rows.filter((r) => r !== keep);
    for (const [i, bill] of rest.entries()) {
      // Oldest first: the oldest periods' deadlines have passed, so they become paid or overdue.
      const target = TARGETS[Math.min(i, TARGETS.length - 1)] ?? "paid";
      const goal: Target = i < TARGETS.length ? target : i % 3 === 0 ? "toBePaid" : "paid";
      if (bill.status === BillStatus.generating && photo) {
        for (const doc of await docsOf(bill.id)) await upload(bill.billNo, doc);
        await api.call("seller.active", "/api/bill/ina/document/submit", { billNo: bill.billNo });
      }
      if (goal === "waitingVerification") continue;
      await api.call("platform.admin", "/api/platform/bill/verify", { billNo: bill.billNo });
      if (goal === "toBePaid") continue;
      if (goal === "overdue") {
        await sweepOverdueBills(db, now);
        continue;
      }
      if (goal === "onHold") {
        await api.call("platform.admin", "/api/platform/bill/hold", {
          billNo: bill.billNo,
          reason: "Selisih ongkos kirim sedang diperiksa",
        });
        continue;
      }
      const paid = await api.call<{ paymentNo: string }>(bill.buyer, "/api/buyer/bill/pay", {
        billNo: bill.billNo,
        paymentType: "va-bca",
      });
      if (goal === "paying") continue;
      await api.call("platform.admin", "/api/platform/bill/settle", { billNo: bill.billNo, paymentNo: paid.paymentNo });
    }
  } finally {
    await app.close();
  }
  return { bills: rows.length };
}
