/**
 * Demo reward settings and activity history for seller.active (spec §3 "Sub-account
 * reward", §6 activity types).
 *
 * - Reward settings for the six activity types, set 90 days ago, three of them changed since
 *   (e.g. upload e-claim Rp 2.500, raised to Rp 3.000 two weeks ago), so the history shows previous values.
 * - About 60 days of activities by the staff sub-accounts (staff.gudang, staff.sales, staff.finance,
 *   created by server/seed/demo-staff.ts; looked up by user name, skipped when absent), working days
 *   08:00-17:00 WIB, with types that fit each role, each reward computed with estimatedRewardFor at the
 *   activity's time.
 *
 * These activities are HISTORY ONLY: they are log rows with plausible record numbers and field changes;
 * no inquiry, order, DO or indent letter exists behind them.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { ActivityType, FieldChange } from "@src/domain/activity";
import type { Db } from "../db/client";
import { activities } from "../db/schema/access";
import { rewardSettings } from "../db/schema/activity";
import { users } from "../db/schema/auth";
import { estimatedRewardFor } from "../modules/activity/reward";

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;

/** Initial reward (rupiah) per type, and later changes: [days ago, new value]. */
const REWARDS: Record<ActivityType, { initial: number; changes: [number, number][] }> = {
  uploadEClaim: { initial: 2_500, changes: [[14, 3_000]] },
  inquiry: { initial: 1_000, changes: [[30, 1_500]] },
  inquiryOrder: { initial: 5_000, changes: [] },
  orderShipmentErp: { initial: 2_000, changes: [] },
  uploadDo: { initial: 1_500, changes: [[7, 2_000]] },
  createIndentLetter: { initial: 4_000, changes: [] },
};

interface Template {
  activityType: ActivityType;
  subject: string;
  action: string;
  /** Record id and field changes of the n-th activity of this template. */
  make: (n: number, rand: () => number) => { recordId: string; changes: FieldChange[] };
}

const pad = (n: number, width = 4) => String(n).padStart(width, "0");

/** What each staff role plausibly does, with relative weights. */
const ROLE_TEMPLATES: Record<string, { perDay: number; templates: [Template, number][] }> = {
  "staff.gudang": {
    perDay: 3,
    templates: [
      [
        {
          activityType: "uploadDo",
          subject: "shipments",
          action: "uploadDo",
          make: (n) => ({
            recordId: `SHP${pad(n, 5)}`,
            changes: [{ field: "doNumber", from: null, to: `DO/2026/${pad(n)}` }],
          }),
        },
        4,
      ],
      [
        {
          activityType: "orderShipmentErp",
          subject: "orders",
          action: "shipErp",
          make: (n) => ({
            recordId: `SO2026${pad(n, 5)}`,
            changes: [
              { field: "status", from: "readyToShip", to: "sent" },
              { field: "logisticNo", from: null, to: `JNE${pad(n * 7919, 10)}` },
            ],
          }),
        },
        3,
      ],
      [
        {
          activityType: "createIndentLetter",
          subject: "indentLetters",
          action: "create",
          make: (n) => ({
            recordId: `IL${pad(n)}`,
            changes: [{ field: "letterNo", from: null, to: `SI/2026/${pad(n)}` }],
          }),
        },
        1,
      ],
    ],
  },
  "staff.sales": {
    perDay: 3,
    templates: [
      [
        {
          activityType: "inquiry",
          subject: "inquiries",
          action: "tender",
          make: (n, rand) => ({
            recordId: `INQ2026${pad(n, 5)}`,
            changes: [{ field: "price", from: null, to: 150_000 + Math.floor(rand() * 40) * 25_000 }],
          }),
        },
        3,
      ],
      [
        {
          activityType: "inquiryOrder",
          subject: "inquiryOrders",
          action: "confirm",
          make: (n) => ({
            recordId: `IO2026${pad(n, 5)}`,
            changes: [{ field: "status", from: "unconfirm", to: "paying" }],
          }),
        },
        1,
      ],
    ],
  },
  "staff.finance": {
    perDay: 2,
    templates: [
      [
        {
          activityType: "uploadEClaim",
          subject: "inquiryOrders",
          action: "uploadEClaim",
          make: (n) => ({
            recordId: `IO2026${pad(n + 500, 5)}`,
            changes: [
              { field: "claimNo", from: null, to: `CLM/2026/${pad(n)}` },
              { field: "eClaimFile", from: null, to: `eclaim-${pad(n)}.pdf` },
            ],
          }),
        },
        1,
      ],
    ],
  },
};

/** A small deterministic generator, so every fresh demo shows the same history. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(weighted: [T, number][], r: number): T {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let x = r * total;
  for (const [item, w] of weighted) {
    if ((x -= w) < 0) return item;
  }
  return weighted[weighted.length - 1][0];
}

interface SeedOptions {
  shopId: number;
  adminUserId: number;
  clock: () => Date;
  /** How many past days of history (default 60). */
  days?: number;
}

/** Seeds reward settings and, when the staff accounts exist, their activity history. Answers how many activities. */
export async function seedDemoActivity(db: Db, opts: SeedOptions): Promise<{ activities: number }> {
  await seedDemoRewardSettings(db, opts);
  return seedDemoActivityHistory(db, opts);
}

/** The reward settings of REWARDS: each type set 90 days ago, then its changes. */
export async function seedDemoRewardSettings(db: Db, opts: SeedOptions): Promise<void> {
  const now = opts.clock().getTime();
  const settingRows = Object.entries(REWARDS).flatMap(([activityType, { initial, changes }]) => {
    let previousValue = 0;
    return [[90, initial] as [number, number], ...changes].map(([daysAgo, value]) => {
      const row = {
        shopId: opts.shopId,
        activityType,
        value,
        previousValue,
        createTime: new Date(now - daysAgo * DAY_MS),
        createdBy: opts.adminUserId,
      };
      previousValue = value;
      return row;
    });
  });
  await db.insert(rewardSettings).values(settingRows);
}

/** History of the staff accounts found in the shop (none found: nothing). Run after the reward settings. */
export async function seedDemoActivityHistory(db: Db, opts: SeedOptions): Promise<{ activities: number }> {
  const now = opts.clock().getTime();
  const staff = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.shopId, opts.shopId), inArray(users.userName, Object.keys(ROLE_TEMPLATES))));
  const rand = generator(20_261_120);
  const rows: (typeof activities.$inferInsert)[] = [];
  let n = 1;
  const todayWib = Math.floor((now + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
  for (let daysAgo = opts.days ?? 60; daysAgo >= 1; daysAgo--) {
    const dayStart = todayWib - daysAgo * DAY_MS;
    if (new Date(dayStart + WIB_OFFSET_MS).getUTCDay() === 0) continue; // no work on Sundays
    for (const person of staff) {
      const role = ROLE_TEMPLATES[person.userName];
      const howMany = Math.floor(rand() * (role.perDay + 1));
      for (let i = 0; i < howMany; i++) {
        const template = pick(role.templates, rand());
        const at = new Date(dayStart + 8 * 3_600_000 + Math.floor(rand() * 540) * 60_000);
        const { recordId, changes } = template.make(n++, rand);
        const estimatedReward = await estimatedRewardFor(db, opts.shopId, template.activityType, at);
        rows.push({
          shopId: opts.shopId,
          userId: person.id,
          subject: template.subject,
          action: template.action,
          recordId,
          activityType: template.activityType,
          changes,
          estimatedReward,
          createTime: at,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(activities).values(rows.slice(i, i + 200));
  return { activities: rows.length };
}
