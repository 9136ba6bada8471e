/**
 * The webhook delivery sweep (spec §2 /settings/system-integration "webhook"; backoff and signature in
 * src/domain/integration.ts): sends every due pending delivery once, signed, and records delivered / next
 * retry / failed. Runs in the scheduler's minute tick (server/jobs/scheduler.ts JOBS) and on its own short
 * tick of WEBHOOK_SWEEP_SECONDS (server/main.ts, default 2 s), so a delivery queued by a committed change
 * goes out within seconds. Safe with several API processes (claims use FOR NO KEY UPDATE SKIP LOCKED,
 * server/modules/integration/delivery-service.ts). Clock and fetch are injectable.
 */
import { sendDueDeliveries, type FetchLike } from "../modules/integration/delivery-service";
import type { Job } from "./job";

/** The sweep as a scheduler job; `fetch` replaces the global fetch (tests). */
export function webhookJob(opts: { fetch?: FetchLike } = {}): Job {
  return {
    name: "webhooks",
    run: (db, now) => sendDueDeliveries(db, now, opts.fetch ? { fetch: opts.fetch } : {}),
  };
}

export const WEBHOOK_JOBS: readonly Job[] = [webhookJob()];
