/** The shape of a sweep the scheduler runs (server/jobs/scheduler.ts), apart so sweeps can import it without a cycle. */
import type { BillTimers } from "@src/domain/bill";
import type { ConsignTimers } from "@src/domain/consign";
import type { InquiryTimers } from "@src/domain/inquiry";
import type { OrderTimers } from "@src/domain/order";
import type { RefundTimers } from "@src/domain/refund";
import type { Db } from "../db/client";

/** What a sweep may read besides the database and the time: the configured order timers (server/config.ts). */
export interface JobContext {
  timers: OrderTimers;
  /** The return and refund timers (server/config.ts refundTimersOf); absent: REFUND_TIMER_DEFAULTS. */
  refundTimers?: RefundTimers;
  /** The bill timers (server/config.ts billTimersOf); absent: BILL_TIMER_DEFAULTS. */
  billTimers?: BillTimers;
  /** The inquiry timers (server/config.ts inquiryTimersOf); absent: INQUIRY_TIMER_DEFAULTS. */
  inquiryTimers?: InquiryTimers;
  /** The consignment timers (server/config.ts consignTimersOf); absent: CONSIGN_TIMER_DEFAULTS. */
  consignTimers?: ConsignTimers;
  /** Where a sweep says a batch committed (debug level); tests kill the process on that line. */
  log?: { debug(obj: object, msg: string): void };
}

export interface Job {
  name: string;
  run(db: Db, now: Date, ctx: JobContext): Promise<unknown>;
}
