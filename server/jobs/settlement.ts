/**
 * Settlement sweeps (spec §3 "Payment history", §4 "Bills and recaps"; docs/architecture.md §13): build last
 * month's delivery-fee recaps (and hand them to the sellers), accept the disputes buyers leave past their
 * deadline, and pay shops once a day. Each picks rows `FOR NO KEY UPDATE SKIP LOCKED`, so several API processes and
 * repeated runs apply every change once; the clock is the scheduler's (injectable).
 */
import { runPayouts } from "../modules/payment/payout-service";
import { autoAcceptRecaps, buildRecaps } from "../modules/recap/recap-build-service";
import type { Job } from "./job";

export const SETTLEMENT_JOBS: readonly Job[] = [
  { name: "recaps-build", run: (db, now) => buildRecaps(db, now) },
  { name: "recaps-auto-accept", run: (db, now) => autoAcceptRecaps(db, now) },
  { name: "payouts", run: (db, now) => runPayouts(db, now) },
];
