/**
 * Environment, parsed by zod at start (README "Configuration"). A bad value stops start with a clear message.
 */
import { z } from "zod";
import { ORDER_TIMER_DEFAULTS, type OrderTimers } from "@src/domain/order";
import { REFUND_TIMER_DEFAULTS, type RefundTimers } from "@src/domain/refund";
import { BILL_TIMER_DEFAULTS, type BillTimers } from "@src/domain/bill";
import { INQUIRY_TIMER_DEFAULTS, type InquiryTimers } from "@src/domain/inquiry";
import { RECAP_BUYER_RESPONSE_DAYS_DEFAULT } from "@src/domain/recap-transitions";
import { CONSIGN_TIMER_DEFAULTS, type ConsignTimers } from "@src/domain/consign";
import { KEY_RATE_LIMIT_PER_MINUTE } from "@src/domain/integration";

const url = z.string().url();
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** Folder for the embedded database (PGlite) and uploaded files. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** When set, PostgreSQL through `pg` instead of the embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * PostgreSQL connections per API process (its `pg` pool). A transaction holds its connection while the API
   * computes between its statements, so on a small machine the pool, not the CPU, bounded a busy day at 10
   * (bench/README.md "Seller day"). PostgreSQL's max_connections must exceed WORKERS x (this + 1).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /** External login page; when unset the portal's own `/#/login` is used. */
  LOGIN_URL: url.optional(),
  /** Where "exit" goes after logout; when unset, the portal's `/#/login`. */
  PORTAL_HOME_URL: url.optional(),
  /** The buyer portal the header links to (spec §1 search, inquiry, cart, shop); default PORTAL_HOME_URL's origin. */
  BUYER_PORTAL_URL: url.optional(),
  /** The OMS the header links ERP users to (spec §2 "/OMS", new tab); default the portal's own `#/OMS` page. */
  OMS_URL: url.optional(),
  /** Workshop mode (spec §1): the header shows only the logo and the user menu. */
  WORKSHOP_MODE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Session idle timeout in minutes. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(120),
  /** Seed the demo marketplace on first start (empty database). */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Seconds between runs of the time-driven sweeps (DESIGN.md §1); SIGUSR2 runs them at once. */
  SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Seconds between runs of the download sweep (requested files are waited for on screen). */
  DOWNLOAD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Order timers (spec §4, README choices): hours to confirm, hours to pay, days to confirm receipt. */
  ORDER_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(ORDER_TIMER_DEFAULTS.confirmHours),
  ORDER_PAY_HOURS: z.coerce.number().int().min(1).max(720).default(ORDER_TIMER_DEFAULTS.payHours),
  ORDER_RECEIPT_DAYS: z.coerce.number().int().min(1).max(90).default(ORDER_TIMER_DEFAULTS.receiptDays),
  /** Hours a buyer has to answer an EDT extension (then it is approved) or a seller's change (then rejected). */
  ORDER_EDT_RESPONSE_HOURS: z.coerce.number().int().min(1).max(720).default(ORDER_TIMER_DEFAULTS.edtResponseHours),
  ORDER_MODIFICATION_RESPONSE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(ORDER_TIMER_DEFAULTS.modificationResponseHours),
  /** Return and refund deadlines (spec §4 "Refund"): seller answer, buyer answer, buyer shipment, seller receipt. */
  REFUND_SELLER_RESPONSE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(REFUND_TIMER_DEFAULTS.sellerResponseHours),
  REFUND_BUYER_RESPONSE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(REFUND_TIMER_DEFAULTS.buyerResponseHours),
  REFUND_BUYER_SHIP_DAYS: z.coerce.number().int().min(1).max(90).default(REFUND_TIMER_DEFAULTS.buyerShipDays),
  REFUND_SELLER_RECEIPT_DAYS: z.coerce.number().int().min(1).max(90).default(REFUND_TIMER_DEFAULTS.sellerReceiptDays),
  /** Bill timers (spec §9, README choices): days to upload the buyer's documents, days from settlement to pay. */
  BILL_DOCUMENT_DAYS: z.coerce.number().int().min(1).max(30).default(BILL_TIMER_DEFAULTS.documentDays),
  BILL_PAYMENT_TERM_DAYS: z.coerce.number().int().min(1).max(180).default(BILL_TIMER_DEFAULTS.paymentTermDays),
  /** Days a buyer has to answer disputed delivery-fee recap lines before they are accepted (spec §4, README). */
  RECAP_BUYER_RESPONSE_DAYS: z.coerce.number().int().min(1).max(90).default(RECAP_BUYER_RESPONSE_DAYS_DEFAULT),
  /** Inquiry timers (spec §9, README choices): days the buyer has to purchase after offers close; hours before an unprocessed inquiry order is confirmed. */
  INQUIRY_PURCHASE_DAYS: z.coerce.number().int().min(1).max(60).default(INQUIRY_TIMER_DEFAULTS.purchaseDays),
  INQUIRY_AUTO_CONFIRM_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(INQUIRY_TIMER_DEFAULTS.autoConfirmHours),
  /** Consignment timers in days (spec §4 "Consign", README choices): answer a request or offer, receive a shipment, modify or ship back a refund. */
  CONSIGN_ANSWER_DAYS: z.coerce.number().int().min(1).max(90).default(CONSIGN_TIMER_DEFAULTS.answerDays),
  CONSIGN_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(90).default(CONSIGN_TIMER_DEFAULTS.autoReceiveDays),
  CONSIGN_REFUND_ANSWER_DAYS: z.coerce.number().int().min(1).max(90).default(CONSIGN_TIMER_DEFAULTS.refundAnswerDays),
  /** The survey the portal asks about after sign-in (spec §2 "A survey modal"); "off" asks nothing. */
  SURVEY_KEY: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, "lowercase letters, digits and '-', at most 50")
    .default("portal-2026"),
  /** Requests per secret key per minute on the integration API (/api/open/v1/*); over it HTTP 429. */
  KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(KEY_RATE_LIMIT_PER_MINUTE),
  /** Write calls (server/http/write-limit.ts) per signed-in user per minute, shared by all processes; over it HTTP 429. */
  USER_WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Seconds between runs of the webhook delivery sweep (deliveries go out within this after commit). */
  WEBHOOK_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  /**
   * API processes behind PORT (Node's cluster module, server/cluster.ts); above 1 needs DATABASE_URL because
   * PGlite is one process's database.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Seconds a stopping process (SIGTERM / SIGINT) gives requests in flight and a sweep run to finish; after
   * them it exits 1 with a log line.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /**
   * Diagnostics for the seller-day benchmark's replay (bench/README.md): with DATABASE_URL, each API process
   * appends every statement its pool sends, values included, to `sql-<pid>.ndjson` in this folder
   * (server/db/sql-capture.ts). Never in production.
   */
  SQL_CAPTURE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});
export type Config = z.infer<typeof configSchema>;

/** Parses `env`; throws an Error whose message lists every bad variable and why. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** The order timers of `config` (server/jobs/orders.ts and the order moves that start a timer). */
export function orderTimersOf(config: Config): OrderTimers {
  return {
    confirmHours: config.ORDER_CONFIRM_HOURS,
    payHours: config.ORDER_PAY_HOURS,
    receiptDays: config.ORDER_RECEIPT_DAYS,
    edtResponseHours: config.ORDER_EDT_RESPONSE_HOURS,
    modificationResponseHours: config.ORDER_MODIFICATION_RESPONSE_HOURS,
  };
}

/** The return and refund timers of `config` (server/jobs/refunds.ts and the refund moves that start a deadline). */
export function refundTimersOf(config: Config): RefundTimers {
  return {
    sellerResponseHours: config.REFUND_SELLER_RESPONSE_HOURS,
    buyerResponseHours: config.REFUND_BUYER_RESPONSE_HOURS,
    buyerShipDays: config.REFUND_BUYER_SHIP_DAYS,
    sellerReceiptDays: config.REFUND_SELLER_RECEIPT_DAYS,
  };
}

/** The bill timers of `config` (server/jobs/bills.ts and the bill generation). */
export function billTimersOf(config: Config): BillTimers {
  return { documentDays: config.BILL_DOCUMENT_DAYS, paymentTermDays: config.BILL_PAYMENT_TERM_DAYS };
}

/** The inquiry timers of `config` (server/jobs/inquiries.ts and the moves that start them). */
export function inquiryTimersOf(config: Config): InquiryTimers {
  return { purchaseDays: config.INQUIRY_PURCHASE_DAYS, autoConfirmHours: config.INQUIRY_AUTO_CONFIRM_HOURS };
}

/** The consignment timers of `config` (server/jobs/consignments.ts and the consignment moves that start a deadline). */
export function consignTimersOf(config: Config): ConsignTimers {
  return {
    answerDays: config.CONSIGN_ANSWER_DAYS,
    autoReceiveDays: config.CONSIGN_AUTO_RECEIVE_DAYS,
    refundAnswerDays: config.CONSIGN_REFUND_ANSWER_DAYS,
  };
}
