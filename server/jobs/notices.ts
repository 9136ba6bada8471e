/**
 * The broadcast notice sweep (spec §3 broadcast notice, §2 toasts): a notice created with a later start is
 * announced (`notice` event, src/domain/realtime.ts) on the first tick after it goes live. Each API process
 * remembers the end of its previous window in memory (the first window reaches back one default interval), so
 * with several processes a notice may be announced once per process: harmless, as the event carries no
 * state (the portal reads /api/notification/custom/fetchAll and shows a popup once per notice and tab), and a
 * notice whose announcement was missed (no process running then) still reaches the portal through its 60 s
 * notice polling (spec §9).
 */
import type { Db } from "../db/client";
import { announceNotice, noticesStartedBetween } from "../modules/message/notice-service";
import type { Job } from "./job";

const FIRST_WINDOW_MS = 60_000;

/** A sweep with its own memory of the last window end (one per scheduler). */
export function noticeAnnouncer(): Job {
  let last: Date | null = null;
  return {
    name: "notices-announce",
    run: async (db: Db, now: Date) => {
      const after = last ?? new Date(now.getTime() - FIRST_WINDOW_MS);
      if (now.getTime() <= after.getTime()) return 0;
      const due = await noticesStartedBetween(db, after, now);
      for (const notice of due) await announceNotice(db, notice);
      last = now;
      return due.length;
    },
  };
}
