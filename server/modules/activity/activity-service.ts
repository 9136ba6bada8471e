/**
 * The activity log, sub-account performance and reward settings (spec §3 "Sub-account
 * reward", §6). Every query is filtered by the caller's shop in SQL, and by the owner (activities.user_id)
 * when the caller's position sees only its own activities.
 *
 * Days: `yyyy-MM-dd` marketplace days in WIB. WIB is UTC+7 all year (Indonesia keeps no daylight saving),
 * so a day is [D 00:00 - 7h, D+1 00:00 - 7h) in UTC and SQL groups by `create_time at UTC + 7 hours`,
 * which does not depend on the database session's time zone.
 */
import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { ACTIVITY_TYPES, type ActivityType } from "@src/domain/activity";
import { formatDateTime } from "@src/domain/datetime";
import type { ActivityPageRequest, ActivityRow, ActivityUser } from "@src/resources/activities/schema";
import type { Performance, PerformanceRequest, PerformanceRow } from "@src/resources/performance/schema";
import { TenderStatus } from "@src/domain/inquiry";
import { inquiries, tenders } from "../../db/schema/inquiry";
import type { RewardSetting, RewardUpdate } from "@src/resources/reward-settings/schema";
import type { Db, Tx } from "../../db/client";
import { activities } from "../../db/schema/access";
import { rewardSettings } from "../../db/schema/activity";
import { users } from "../../db/schema/auth";
import { shops } from "../../db/schema/shop";
import { offsetOf } from "../../http/envelope";
import type { RowScope } from "../../http/scope";
import { recordActivity } from "./record";
import { currentRewards } from "./reward";

const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** 00:00 WIB of a `yyyy-MM-dd` day, as an instant. */
export function wibDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS);
}

/** Every `yyyy-MM-dd` from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

function scopeWhere(scope: RowScope, filters: { userId?: number; from?: string; to?: string }): SQL[] {
  const where: SQL[] = [eq(activities.shopId, scope.shopId)];
  if (scope.ownerUserId !== undefined) where.push(eq(activities.userId, scope.ownerUserId));
  if (filters.userId !== undefined) where.push(eq(activities.userId, filters.userId));
  if (filters.from) where.push(gte(activities.createTime, wibDayStart(filters.from)));
  if (filters.to) where.push(lt(activities.createTime, new Date(wibDayStart(filters.to).getTime() + DAY_MS)));
  return where;
}

/** One page of the log, newest first (POST /api/activity/ina/page). */
export async function pageActivities(
  db: Db,
  scope: RowScope,
  req: ActivityPageRequest,
): Promise<{ rows: ActivityRow[]; rowCount: number }> {
  const where = scopeWhere(scope, req);
  if (req.subject) where.push(eq(activities.subject, req.subject));
  if (req.activityType) where.push(eq(activities.activityType, req.activityType));
  const condition = and(...where);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(activities).where(condition),
    db
      .select({
        id: activities.id,
        userId: activities.userId,
        userName: sql<string>`coalesce(${users.userName}, '')`,
        nickName: sql<string>`coalesce(${users.nickName}, '')`,
        subject: activities.subject,
        action: activities.action,
        recordId: activities.recordId,
        activityType: activities.activityType,
        changes: activities.changes,
        estimatedReward: activities.estimatedReward,
        createTime: activities.createTime,
      })
      .from(activities)
      .leftJoin(users, and(eq(users.id, activities.userId), eq(users.shopId, activities.shopId)))
      .where(condition)
      .orderBy(desc(activities.createTime), desc(activities.id))
      .limit(req.pageSize)
      .offset(offsetOf(req)),
  ]);
  return {
    rowCount: n,
    rows: rows.map((r) => ({
      ...r,
      activityType: r.activityType as ActivityType | null,
      createTime: formatDateTime(r.createTime),
    })),
  };
}

/** The shop's seller users the caller may filter by: all of them, or only the caller when scoped to own rows. */
export async function activityUsers(db: Db, scope: RowScope): Promise<ActivityUser[]> {
  const where = [eq(users.shopId, scope.shopId), eq(users.role, "seller")];
  if (scope.ownerUserId !== undefined) where.push(eq(users.id, scope.ownerUserId));
  return db
    .select({ userId: users.id, userName: users.userName, nickName: users.nickName, isMainAdmin: users.isMainAdmin })
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.isMainAdmin), users.userName);
}

const zeroCounts = (): Record<ActivityType, number> =>
  Object.fromEntries(ACTIVITY_TYPES.map((t) => [t, 0])) as Record<ActivityType, number>;

/**
 * Per user: reward activities by type, their sum and their estimated rewards over [from, to] (WIB days),
 * plus every day's totals (POST /api/activity/ina/performance). Rows cover every sub-account of the shop
 * (idle ones with zeros) and any other user with writes in the period, highest reward first.
 */
export async function performanceOf(db: Db, scope: RowScope, req: PerformanceRequest): Promise<Performance> {
  const condition = and(...scopeWhere(scope, req));
  const day = sql<string>`to_char((${activities.createTime} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
  const userWhere = [eq(users.shopId, scope.shopId), eq(users.role, "seller")];
  if (scope.ownerUserId !== undefined) userWhere.push(eq(users.id, scope.ownerUserId));
  if (req.userId !== undefined) userWhere.push(eq(users.id, req.userId));
  const [grouped, perDay, people] = await Promise.all([
    db
      .select({
        userId: activities.userId,
        activityType: activities.activityType,
        n: count(),
        reward: sql<number>`coalesce(sum(${activities.estimatedReward}), 0)`.mapWith(Number),
      })
      .from(activities)
      .where(condition)
      .groupBy(activities.userId, activities.activityType),
    db
      .select({
        date: day,
        n: count(),
        reward: sql<number>`coalesce(sum(${activities.estimatedReward}), 0)`.mapWith(Number),
      })
      .from(activities)
      .where(and(condition, isNotNull(activities.activityType)))
      .groupBy(day),
    db
      .select({ userId: users.id, userName: users.userName, nickName: users.nickName, isMainAdmin: users.isMainAdmin })
      .from(users)
      .where(and(...userWhere)),
  ]);
  const tenderStats = await tenderStatsOf(db, scope.shopId, req);
  const rows = new Map<number, PerformanceRow>();
  for (const p of people)
    rows.set(p.userId, {
      ...p,
      counts: zeroCounts(),
      total: 0,
      reward: 0,
      writes: 0,
      tenderWinRate: null,
      avgResponseMinutes: null,
      ...tenderStats.get(p.userId),
    });
  const active = new Set<number>();
  for (const g of grouped) {
    const row = rows.get(g.userId);
    if (!row) continue;
    active.add(g.userId);
    row.writes += g.n;
    if (g.activityType && (ACTIVITY_TYPES as readonly string[]).includes(g.activityType)) {
      row.counts[g.activityType as ActivityType] += g.n;
      row.total += g.n;
      row.reward += g.reward;
    }
  }
  const byDay = new Map(perDay.map((d) => [d.date, d]));
  return {
    from: req.from,
    to: req.to,
    rows: [...rows.values()]
      .filter((r) => !r.isMainAdmin || active.has(r.userId))
      .sort((a, b) => b.reward - a.reward || b.total - a.total || a.userName.localeCompare(b.userName)),
    series: daysOf(req.from, req.to).map((date) => ({
      date,
      total: byDay.get(date)?.n ?? 0,
      reward: byDay.get(date)?.reward ?? 0,
    })),
  };
}

/**
 * Per tender owner, over the tenders first submitted in [from, to] (WIB days): the win rate (purchased /
 * decided = purchased + not purchased) and the average response time in minutes (submitTime less the
 * inquiry's createTime). The cockpit's figures (README choices), beyond the spec's reward activities.
 */
async function tenderStatsOf(
  db: Db,
  shopId: number,
  req: PerformanceRequest,
): Promise<Map<number, Pick<PerformanceRow, "tenderWinRate" | "avgResponseMinutes">>> {
  const rows = await db
    .select({
      userId: tenders.ownerUserId,
      purchased: sql<number>`count(*) filter (where ${tenders.status} = ${TenderStatus.purchased})`.mapWith(Number),
      decided:
        sql<number>`count(*) filter (where ${tenders.status} in (${TenderStatus.purchased}, ${TenderStatus.notPurchased}))`.mapWith(
          Number,
        ),
      minutes: sql<number | null>`avg(extract(epoch from (${tenders.submitTime} - ${inquiries.createTime})) / 60)`,
    })
    .from(tenders)
    .innerJoin(inquiries, eq(inquiries.id, tenders.inquiryId))
    .where(
      and(
        eq(tenders.shopId, shopId),
        isNotNull(tenders.submitTime),
        gte(tenders.submitTime, wibDayStart(req.from)),
        lt(tenders.submitTime, new Date(wibDayStart(req.to).getTime() + DAY_MS)),
      ),
    )
    .groupBy(tenders.ownerUserId);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        tenderWinRate: r.decided === 0 ? null : r.purchased / r.decided,
        avgResponseMinutes: r.minutes === null ? null : Math.round(Number(r.minutes)),
      },
    ]),
  );
}

const toWire = (r: Awaited<ReturnType<typeof currentRewards>>[number]): RewardSetting => ({
  ...r,
  createTime: r.createTime ? formatDateTime(r.createTime) : null,
});

/** The settings in force, one per activity type (POST /api/activity/ina/reward/list). */
export async function listRewards(db: Db | Tx, shopId: number, now: Date): Promise<RewardSetting[]> {
  return (await currentRewards(db, shopId, now)).map(toWire);
}

/**
 * Sets rewards in one transaction: each item whose value differs from the one in force adds a history row
 * (previous value = the replaced one) and an activity `rewardSettings.edit`; unchanged items add nothing.
 * The shop row is locked so two concurrent updates cannot record the same previous value.
 */
export async function updateRewards(
  db: Db,
  actor: { userId: number; shopId: number },
  body: RewardUpdate,
  now: Date,
): Promise<RewardSetting[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, actor.shopId)).for("no key update");
    const current = new Map((await currentRewards(tx, actor.shopId, now)).map((r) => [r.activityType, r.value]));
    for (const item of body.items) {
      const previousValue = current.get(item.activityType) ?? 0;
      if (previousValue === item.value) continue;
      await tx.insert(rewardSettings).values({
        shopId: actor.shopId,
        activityType: item.activityType,
        value: item.value,
        previousValue,
        createTime: now,
        createdBy: actor.userId,
      });
      await recordActivity(
        tx,
        actor,
        {
          subject: "rewardSettings",
          action: "edit",
          recordId: item.activityType,
          before: { value: previousValue },
          after: { value: item.value },
        },
        now,
      );
    }
    return listRewards(tx, actor.shopId, now);
  });
}
