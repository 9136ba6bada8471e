/**
 * Activity log, performance and reward settings (issue 3 part 5): /api/activity/ina/page, users, performance,
 * reward/list, reward/update. On the seeded demo marketplace (clock 2026-11-20 10:00 WIB), with the staff
 * sub-accounts of seller.active (created here when the staff seed is not there yet).
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema";
import { recordActivity } from "../../../server/modules/activity/record";
import { estimatedRewardFor } from "../../../server/modules/activity/reward";
import { hashPassword } from "../../../server/modules/user/password";
import { seedDemoActivityHistory } from "../../../server/seed/demo-activity";
import type { ActivityType } from "../../../src/domain/activity";
import type { Page } from "../../../src/domain/wire";
import type { ActivityRow, ActivityUser } from "../../../src/resources/activities/schema";
import type { Performance } from "../../../src/resources/performance/schema";
import type { RewardSetting } from "../../../src/resources/reward-settings/schema";
import { createTestApp, sha256Hex, type TestApp, editableFields } from "../helpers";

const { activities, positions, rewardSettings, users } = schema;
const PAGE = "/api/activity/ina/page";
const USERS = "/api/activity/ina/users";
const PERF = "/api/activity/ina/performance";
const REWARDS = "/api/activity/ina/reward/list";
const UPDATE = "/api/activity/ina/reward/update";
const DAY = 86_400_000;

let t: TestApp;
let shopId: number;
let adminId: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function userId(userName: string): Promise<number | undefined> {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return u?.id;
}

/** A sub-account of seller.active with a new position; answers its id. */
async function subAccount(userName: string, authorities: string[], dataListPermission: 1 | 2): Promise<number> {
  const db = t.database.db;
  const [position] = await db
    .insert(positions)
    .values({ shopId, name: `Uji ${userName}`.slice(0, 20), authorities, dataListPermission })
    .returning();
  const [u] = await db
    .insert(users)
    .values({
      userName,
      passwordHash: await hashPassword(sha256Hex("Demo#2026")),
      nickName: userName,
      role: "seller",
      shopId,
      isMainAdmin: false,
      positionId: position.id,
    })
    .returning({ id: users.id });
  return u.id;
}

/** Row counts of the tables these endpoints write. */
async function counts() {
  const db = t.database.db;
  const [[a], [r]] = await Promise.all([
    db.select({ n: count() }).from(activities),
    db.select({ n: count() }).from(rewardSettings),
  ]);
  return { activities: a.n, rewards: r.n };
}

/** Every row of the log for `body` (all pages). */
async function allRows(token: string, body: Record<string, unknown>): Promise<ActivityRow[]> {
  const out: ActivityRow[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await t.call<Page<ActivityRow>>(PAGE, { ...body, pageNo, pageSize: 100 }, { token });
    expect(res.body.success, res.body.message).toBe(true);
    out.push(...res.body.data.data);
    if (pageNo >= res.body.data.pageCount) return out;
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.admin = await t.login("seller.active");
  tokens.special = await t.login("seller.special");
  const db = t.database.db;
  const [admin] = await db
    .select({ id: users.id, shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  adminId = admin.id;
  shopId = admin.shopId!;
  // The staff seed (another part) may not exist yet: create its accounts and their history here.
  const staffNames = ["staff.gudang", "staff.sales", "staff.finance"];
  if ((await userId("staff.gudang")) === undefined) {
    for (const name of staffNames) await subAccount(name, ["products.list"], 1);
    await seedDemoActivityHistory(db, { shopId, adminUserId: adminId, clock: t.now });
  }
  for (const name of staffNames) ids[name] = (await userId(name))!;
  ids.own = await subAccount("uji.milik.sendiri", ["activities.list", "performance.list", "rewardSettings.list"], 2);
  ids.none = await subAccount("uji.tanpa.hak", [], 1);
  tokens.own = await t.login("uji.milik.sendiri");
  tokens.none = await t.login("uji.tanpa.hak");
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe("reward settings", () => {
  it("lists every activity type with the value in force, the previous one and when it was set", async () => {
    const res = await t.call<RewardSetting[]>(REWARDS, {}, { token: tokens.admin });
    expect(res.body.success).toBe(true);
    const byType = Object.fromEntries(res.body.data.map((r) => [r.activityType, r]));
    expect(Object.keys(byType).sort()).toEqual([
      "createIndentLetter",
      "inquiry",
      "inquiryOrder",
      "orderShipmentErp",
      "uploadDo",
      "uploadEClaim",
    ]);
    // Seeded: Rp 2.500, raised to Rp 3.000 two weeks before the clock (2026-11-06 10:00 WIB).
    expect(byType.uploadEClaim).toEqual({
      activityType: "uploadEClaim",
      value: 3000,
      previousValue: 2500,
      createTime: "2026-11-06 10:00:00",
    });
  });

  it("a change applies from its time on: earlier activities keep the old reward", async () => {
    const before = await counts();
    const changeAt = t.now();
    const res = await t.call<RewardSetting[]>(
      UPDATE,
      {
        items: [
          { activityType: "inquiryOrder", value: 6500 },
          { activityType: "uploadDo", value: 2000 },
        ],
      },
      { token: tokens.admin },
    );
    expect(res.body.success, res.body.message).toBe(true);
    expect(res.body.data.find((r) => r.activityType === "inquiryOrder")).toEqual({
      activityType: "inquiryOrder",
      value: 6500,
      previousValue: 5000,
      createTime: "2026-11-20 10:00:00",
    });
    // uploadDo already was 2000: no new history row, no activity.
    expect(await counts()).toEqual({ activities: before.activities + 1, rewards: before.rewards + 1 });
    const db = t.database.db;
    expect(await estimatedRewardFor(db, shopId, "inquiryOrder", new Date(changeAt.getTime() - 1))).toBe(5000);
    expect(await estimatedRewardFor(db, shopId, "inquiryOrder", changeAt)).toBe(6500);
    expect(await estimatedRewardFor(db, shopId, "inquiryOrder", new Date(changeAt.getTime() + DAY))).toBe(6500);
    // The change itself is in the log, from -> to.
    const [logged] = (
      await t.call<Page<ActivityRow>>(
        PAGE,
        { pageNo: 1, pageSize: 1, subject: "rewardSettings" },
        { token: tokens.admin },
      )
    ).body.data.data;
    expect(logged).toMatchObject({
      userName: "seller.active",
      action: "edit",
      recordId: "inquiryOrder",
      activityType: null,
      estimatedReward: 0,
      changes: [{ field: "value", from: 5000, to: 6500 }],
    });
    // Another shop has its own settings: still none.
    const other = await t.call<RewardSetting[]>(REWARDS, {}, { token: tokens.special });
    expect(other.body.data.every((r) => r.value === 0 && r.createTime === null)).toBe(true);
  });

  it("refuses bad items with the validation envelope and changes nothing", async () => {
    const before = await counts();
    const bad: [unknown, string][] = [
      [{ items: [{ activityType: "inquiry", value: -1 }] }, "items.0.value"],
      [{ items: [{ activityType: "inquiry", value: 10_000_001 }] }, "items.0.value"],
      [{ items: [{ activityType: "inquiry", value: 1.5 }] }, "items.0.value"],
      [{ items: [{ activityType: "lunch", value: 1 }] }, "items.0.activityType"],
      [{ items: [] }, "items"],
      [
        {
          items: [
            { activityType: "inquiry", value: 1 },
            { activityType: "inquiry", value: 2 },
          ],
        },
        "items",
      ],
    ];
    for (const [body, path] of bad) {
      const res = await t.call<{ errors: { path: string }[] }>(UPDATE, body, { token: tokens.admin, lang: "en-US" });
      expect([res.body.success, res.body.code, res.body.data.errors[0].path]).toEqual([false, 400, path]);
    }
    const dup = await t.call(UPDATE, bad[5][0], { token: tokens.admin, lang: "en-US" });
    expect(dup.body.message).toContain("Each activity type may appear only once");
    expect(await counts()).toEqual(before);
  });
});

describe("recording", () => {
  it("an activity of a reward type stores the reward in force when it happened", async () => {
    const db = t.database.db;
    const now = t.now();
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY);
    // uploadDo: Rp 1.500, Rp 2.000 since seven days ago.
    await recordActivity(
      db,
      { userId: ids["staff.gudang"], shopId },
      {
        subject: "shipments",
        action: "uploadDo",
        recordId: "SHP-T1",
        activityType: "uploadDo",
        before: { doNumber: null },
        after: { doNumber: "DO/T/1" },
      },
      tenDaysAgo,
    );
    await recordActivity(
      db,
      { userId: ids["staff.gudang"], shopId },
      {
        subject: "shipments",
        action: "uploadDo",
        recordId: "SHP-T2",
        activityType: "uploadDo",
        before: { doNumber: null },
        after: { doNumber: "DO/T/2" },
      },
      now,
    );
    const rows = await allRows(tokens.admin, {
      subject: "shipments",
      userId: ids["staff.gudang"],
      activityType: "uploadDo",
    });
    expect(rows.find((r) => r.recordId === "SHP-T1")).toMatchObject({
      estimatedReward: 1500,
      createTime: "2026-11-10 10:00:00",
      userName: "staff.gudang",
    });
    expect(rows.find((r) => r.recordId === "SHP-T2")).toMatchObject({
      estimatedReward: 2000,
      changes: [{ field: "doNumber", from: null, to: "DO/T/2" }],
    });
  });

  it("a product edit is recorded with each changed field from -> to", async () => {
    const list = await t.call<Page<{ itemId: number }>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 1 },
      { token: tokens.admin },
    );
    const itemId = list.body.data.data[0].itemId;
    const detail = await t.call<Record<string, unknown>>("/api/item/ina/detail", { itemId }, { token: tokens.admin });
    const fields = editableFields(detail.body.data);
    const body = {
      ...fields,
      itemId,
      itemName: "Kampas Rem Uji Log",
      stockNum: 77,
      stockType: 2,
      submit: true,
    };
    const res = await t.call("/api/item/ina/update", body, { token: tokens.admin });
    expect(res.body.success, res.body.message).toBe(true);
    const [row] = (
      await t.call<Page<ActivityRow>>(PAGE, { pageNo: 1, pageSize: 1, subject: "products" }, { token: tokens.admin })
    ).body.data.data;
    expect(row).toMatchObject({
      userName: "seller.active",
      subject: "products",
      action: "edit",
      recordId: String(itemId),
      activityType: null,
    });
    expect(row.changes).toContainEqual({ field: "itemName", from: fields.itemName, to: "Kampas Rem Uji Log" });
    if (fields.stockNum !== 77)
      expect(row.changes).toContainEqual({ field: "stockNum", from: fields.stockNum, to: 77 });
  });
});

describe("the log", () => {
  it("the main admin sees every activity of the staff, newest first, with its estimated reward", async () => {
    const rows = await allRows(tokens.admin, { userId: ids["staff.finance"] });
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.userName === "staff.finance" && r.activityType === "uploadEClaim")).toBe(true);
    const times = rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    // Rp 2.500 before 2026-11-06 10:00 WIB, Rp 3.000 from then on.
    for (const r of rows)
      expect([r.createTime, r.estimatedReward]).toEqual([
        r.createTime,
        r.createTime < "2026-11-06 10:00:00" ? 2500 : 3000,
      ]);
    expect(new Set(rows.map((r) => r.estimatedReward))).toEqual(new Set([2500, 3000]));
  });

  it("filters by type, subject and WIB days (both ends included)", async () => {
    const db = t.database.db;
    // 2026-11-18 23:59:59 WIB and 2026-11-19 00:00:00 WIB.
    await recordActivity(
      db,
      { userId: ids["staff.sales"], shopId },
      { subject: "inquiries", action: "tender", recordId: "EDGE-1", activityType: "inquiry" },
      new Date("2026-11-18T16:59:59Z"),
    );
    await recordActivity(
      db,
      { userId: ids["staff.sales"], shopId },
      { subject: "inquiries", action: "tender", recordId: "EDGE-2", activityType: "inquiry" },
      new Date("2026-11-18T17:00:00Z"),
    );
    const day19 = await allRows(tokens.admin, { from: "2026-11-19", to: "2026-11-19", activityType: "inquiry" });
    expect(day19.map((r) => r.recordId)).toContain("EDGE-2");
    expect(day19.map((r) => r.recordId)).not.toContain("EDGE-1");
    expect(day19.every((r) => r.createTime.startsWith("2026-11-19") && r.activityType === "inquiry")).toBe(true);
    const day18 = await allRows(tokens.admin, { from: "2026-11-18", to: "2026-11-18", subject: "inquiries" });
    expect(day18.map((r) => r.recordId)).toContain("EDGE-1");
    expect(day18.every((r) => r.subject === "inquiries" && r.createTime.startsWith("2026-11-18"))).toBe(true);
  });

  it("an only-own sub-account sees only its own activities, whatever it asks for", async () => {
    await recordActivity(
      t.database.db,
      { userId: ids.own, shopId },
      { subject: "inquiries", action: "tender", recordId: "OWN-1", activityType: "inquiry" },
      t.now(),
    );
    const mine = await allRows(tokens.own, {});
    expect(mine.map((r) => r.recordId)).toEqual(["OWN-1"]);
    const asked = await t.call<Page<ActivityRow>>(
      PAGE,
      { pageNo: 1, pageSize: 10, userId: ids["staff.sales"] },
      { token: tokens.own },
    );
    expect(asked.body.data.rowCount).toBe(0);
    const people = await t.call<ActivityUser[]>(USERS, {}, { token: tokens.own });
    expect(people.body.data.map((u) => u.userName)).toEqual(["uji.milik.sendiri"]);
    const all = await t.call<ActivityUser[]>(USERS, {}, { token: tokens.admin });
    expect(all.body.data[0]).toMatchObject({ userName: "seller.active", isMainAdmin: true });
    expect(all.body.data.map((u) => u.userName)).toEqual(
      expect.arrayContaining(["staff.gudang", "staff.sales", "staff.finance", "uji.milik.sendiri"]),
    );
  });

  it("another shop's main admin sees nothing of this shop", async () => {
    const staffIds = Object.values(ids);
    const rows = await allRows(tokens.special, {});
    expect(rows.filter((r) => staffIds.includes(r.userId) || r.userId === adminId)).toEqual([]);
    const asked = await t.call<Page<ActivityRow>>(
      PAGE,
      { pageNo: 1, pageSize: 10, userId: ids["staff.finance"] },
      { token: tokens.special },
    );
    expect(asked.body.data.rowCount).toBe(0);
    const people = await t.call<ActivityUser[]>(USERS, {}, { token: tokens.special });
    expect(people.body.data.map((u) => u.userName)).toEqual(["seller.special"]);
    const perf = await t.call<Performance>(PERF, { from: "2026-10-01", to: "2026-11-20" }, { token: tokens.special });
    expect(perf.body.data.rows.filter((r) => staffIds.includes(r.userId))).toEqual([]);
  });
});

describe("performance", () => {
  const period = { from: "2026-10-21", to: "2026-11-20" };

  it("per sub-account counts and rewards equal the log's rows of the period", async () => {
    const res = await t.call<Performance>(PERF, period, { token: tokens.admin });
    expect(res.body.success, res.body.message).toBe(true);
    const perf = res.body.data;
    const staffRows = perf.rows.filter((r) => r.userName.startsWith("staff."));
    expect(staffRows).toHaveLength(3);
    for (const row of perf.rows) {
      const log = await allRows(tokens.admin, { ...period, userId: row.userId });
      const typed = log.filter((r) => r.activityType !== null);
      for (const type of Object.keys(row.counts) as ActivityType[]) {
        expect([row.userName, type, row.counts[type]]).toEqual([
          row.userName,
          type,
          typed.filter((r) => r.activityType === type).length,
        ]);
      }
      expect([row.userName, row.total, row.reward, row.writes]).toEqual([
        row.userName,
        typed.length,
        typed.reduce((s, r) => s + r.estimatedReward, 0),
        log.length,
      ]);
    }
    // Idle sub-accounts are listed with zeros; the main admin only with activity.
    expect(perf.rows.find((r) => r.userName === "uji.tanpa.hak")).toMatchObject({ total: 0, reward: 0 });
    expect(perf.rows.find((r) => r.userName === "seller.active")).toMatchObject({ isMainAdmin: true });
    // One point per day, summing to the rows.
    expect(perf.series).toHaveLength(31);
    expect(perf.series[0].date).toBe("2026-10-21");
    expect(perf.series.reduce((s, d) => s + d.total, 0)).toBe(perf.rows.reduce((s, r) => s + r.total, 0));
    expect(perf.series.reduce((s, d) => s + d.reward, 0)).toBe(perf.rows.reduce((s, r) => s + r.reward, 0));
    // Sorted by reward.
    expect(perf.rows.map((r) => r.reward)).toEqual([...perf.rows.map((r) => r.reward)].sort((a, b) => b - a));
  });

  it("filters by user, and an only-own sub-account gets only its own row", async () => {
    const one = await t.call<Performance>(PERF, { ...period, userId: ids["staff.sales"] }, { token: tokens.admin });
    expect(one.body.data.rows.map((r) => r.userName)).toEqual(["staff.sales"]);
    const own = await t.call<Performance>(PERF, period, { token: tokens.own });
    expect(own.body.data.rows.map((r) => r.userName)).toEqual(["uji.milik.sendiri"]);
    expect(own.body.data.series.reduce((s, d) => s + d.total, 0)).toBe(own.body.data.rows[0].total);
  });
});

describe("refusals", () => {
  const calls: [string, unknown][] = [
    [PAGE, { pageNo: 1, pageSize: 10 }],
    [USERS, {}],
    [PERF, { from: "2026-11-01", to: "2026-11-20" }],
    [REWARDS, {}],
    [UPDATE, { items: [{ activityType: "inquiry", value: 9000 }] }],
  ];

  it("anonymous callers get the login timeout code everywhere, with nothing changed", async () => {
    const before = await counts();
    for (const [url, body] of calls) {
      const res = await t.call(url, body);
      expect([url, res.body.success, res.body.code]).toEqual([url, false, 987654321]);
    }
    expect(await counts()).toEqual(before);
  });

  it("a sub-account without the authority gets 403 everywhere, with nothing changed", async () => {
    const before = await counts();
    for (const [url, body] of calls) {
      const res = await t.call(url, body, { token: tokens.none, lang: "en-US" });
      expect([url, res.body.code, res.body.message]).toEqual([
        url,
        403,
        "Sorry, you cannot access this menu, please contact the main admin to get the access.",
      ]);
    }
    // Reading the rewards does not allow changing them.
    const res = await t.call(UPDATE, calls[4][1], { token: tokens.own });
    expect(res.body.code).toBe(403);
    expect(await counts()).toEqual(before);
    const [setting] = await t.database.db
      .select({ n: count() })
      .from(rewardSettings)
      .where(and(eq(rewardSettings.shopId, shopId), eq(rewardSettings.value, 9000)));
    expect(setting.n).toBe(0);
  });

  it("bad dates and an end before the start answer the validation envelope", async () => {
    const bad: [string, unknown, string, string][] = [
      [PAGE, { from: "2026-11-20", to: "2026-11-01" }, "to", "The end date cannot be before the start date"],
      [PAGE, { from: "2026-02-30" }, "from", "Use a date written yyyy-MM-dd"],
      [PAGE, { to: "20-11-2026" }, "to", "Use a date written yyyy-MM-dd"],
      [PAGE, { activityType: "nap" }, "activityType", "Invalid choice"],
      [PERF, { from: "2026-11-20", to: "2026-11-19" }, "to", "The end date cannot be before the start date"],
      [PERF, { from: "2026-11-01" }, "to", "Can not be empty"],
      [PERF, { from: "2024-01-01", to: "2026-11-20" }, "to", "Choose a period of at most 366 days"],
      [PERF, { from: "2026-11-01", to: "2026-13-01" }, "to", "Use a date written yyyy-MM-dd"],
    ];
    for (const [url, body, path, message] of bad) {
      const res = await t.call<{ errors: { path: string; message: string }[] }>(url, body, {
        token: tokens.admin,
        lang: "en-US",
      });
      expect([url, res.body.code, res.body.data.errors[0]]).toEqual([url, 400, { path, message }]);
    }
    const id = await t.call(PAGE, { from: "2026-11-20", to: "2026-11-01" }, { token: tokens.admin, lang: "id-ID" });
    expect(id.body.message).toContain("Tanggal akhir tidak boleh sebelum tanggal mulai");
  });
});

describe("demo seed", () => {
  it("gives seller.active's staff about two months of history of their own kinds of work", async () => {
    const db = t.database.db;
    const rows = await db
      .select({ userId: activities.userId, activityType: activities.activityType })
      .from(activities)
      .where(inArray(activities.userId, [ids["staff.gudang"], ids["staff.sales"], ids["staff.finance"]]));
    const typesOf = (id: number) => new Set(rows.filter((r) => r.userId === id).map((r) => r.activityType));
    expect(typesOf(ids["staff.gudang"])).toEqual(new Set(["uploadDo", "orderShipmentErp", "createIndentLetter"]));
    expect(typesOf(ids["staff.sales"])).toEqual(new Set(["inquiry", "inquiryOrder"]));
    expect(rows.length).toBeGreaterThan(100);
  });
});
