/**
 * Addenda taking effect (spec §1 "term and agreement management with addendum": an addendum changes the
 * partnership's terms from its effective date) as a sweep: every accepted addendum whose effective date (WIB)
 * has come is applied exactly once through server/modules/partnership/addendum-service.ts applyDueAddenda
 * (FOR NO KEY UPDATE SKIP LOCKED; status applied; changes written to the partnership; an events row). The clock is
 * the scheduler's injected one, so tests move it.
 */
import type { Db } from "../db/client";
import { applyDueAddenda } from "../modules/partnership/addendum-service";
import type { Job } from "./job";

/** The addenda sweep as a scheduler job. */
export const ADDENDUM_JOBS: readonly Job[] = [
  { name: "partnership-addenda-apply", run: (db: Db, now: Date) => applyDueAddenda(db, now) },
];
