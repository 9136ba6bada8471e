/**
 * The API's timer for time-driven sweeps (DESIGN.md §1): runs each job every `intervalMs` (default one
 * minute) with the injected clock, one run at a time, and stops cleanly on shutdown (server/main.ts).
 * A failing job is logged and retried on the next tick; it never stops the others.
 */
import { randomUUID } from "node:crypto";
import { ORDER_TIMER_DEFAULTS, type OrderTimers } from "@src/domain/order";
import { REFUND_TIMER_DEFAULTS, type RefundTimers } from "@src/domain/refund";
import type { Db } from "../db/client";
import type { Job } from "./job";
import { ORDER_JOBS } from "./orders";
import { REFUND_JOBS } from "./refunds";
import { BILL_JOBS } from "./bills";
import type { BillTimers } from "@src/domain/bill";
import type { InquiryTimers } from "@src/domain/inquiry";
import { SETTLEMENT_JOBS } from "./settlement";
import { INQUIRY_JOBS } from "./inquiries";
import { resetUnlimitedStock } from "./unlimited-stock";
import { ADDENDUM_JOBS } from "./addenda";
import { CONSIGN_JOBS } from "./consignments";
import type { ConsignTimers } from "@src/domain/consign";
import { WEBHOOK_JOBS } from "./webhooks";
import { STOCK_SYNC_JOBS } from "./stock-sync";
import { noticeAnnouncer } from "./notices";

export type { Job, JobContext } from "./job";

/** Every sweep the API runs (the order timers after the stock reset, so a closed order's stock is back first). */
export const JOBS: readonly Job[] = [
  { name: "unlimited-stock", run: resetUnlimitedStock },
  ...ORDER_JOBS,
  ...REFUND_JOBS,
  ...BILL_JOBS,
  // After the order timers, so an order completed this tick is paid out in the same run.
  ...SETTLEMENT_JOBS,
  ...INQUIRY_JOBS,
  ...ADDENDUM_JOBS,
  ...CONSIGN_JOBS,
  ...WEBHOOK_JOBS,
  ...STOCK_SYNC_JOBS,
  noticeAnnouncer(),
];

export interface SchedulerLog {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

export interface Scheduler {
  /** Runs every job once now (also what each tick does); resolves when they are done. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** Starts the timer; the first run happens after one interval. */
export function startScheduler(opts: {
  db: Db;
  clock: () => Date;
  log: SchedulerLog;
  intervalMs?: number;
  jobs?: readonly Job[];
  /** The order timers the sweeps read (server/config.ts orderTimersOf); defaults ORDER_TIMER_DEFAULTS. */
  timers?: OrderTimers;
  /** The refund timers the refund sweeps read (server/config.ts refundTimersOf); defaults REFUND_TIMER_DEFAULTS. */
  refundTimers?: RefundTimers;
  /** The bill timers the bill sweeps read (server/config.ts billTimersOf); defaults BILL_TIMER_DEFAULTS. */
  billTimers?: BillTimers;
  /** The inquiry timers (server/config.ts inquiryTimersOf); defaults INQUIRY_TIMER_DEFAULTS. */
  inquiryTimers?: InquiryTimers;
  /** The consignment timers (server/config.ts consignTimersOf); defaults CONSIGN_TIMER_DEFAULTS. */
  consignTimers?: ConsignTimers;
  /** The level of each run's log line ("info" by default; "debug" for ticks of a few seconds). */
  runLogLevel?: "info" | "debug";
}): Scheduler {
  const { db, clock, log, intervalMs = 60_000, jobs = JOBS, timers = ORDER_TIMER_DEFAULTS, billTimers } = opts;
  const { inquiryTimers } = opts;
  const { consignTimers } = opts;
  const refundTimers = opts.refundTimers ?? REFUND_TIMER_DEFAULTS;
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const runOnce = (): Promise<void> => {
    // One run at a time: a tick that finds the previous run still busy joins it instead of starting another.
    running ??= (async () => {
      // One id per run, on each job's line and on failures, so a run can be followed across the log.
      const runId = randomUUID();
      const logRun = opts.runLogLevel === "debug" ? log.debug?.bind(log) : log.info?.bind(log);
      for (const job of jobs) {
        const started = Date.now();
        try {
          await job.run(db, clock(), {
            timers,
            refundTimers,
            ...(billTimers ? { billTimers } : {}),
            ...(inquiryTimers ? { inquiryTimers } : {}),
            ...(consignTimers ? { consignTimers } : {}),
            ...(log.debug ? { log: { debug: log.debug.bind(log) } } : {}),
          });
          logRun?.({ job: job.name, runId, ms: Date.now() - started }, "sweep ran");
        } catch (err) {
          log.error({ err, job: job.name, runId }, "job failed");
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
