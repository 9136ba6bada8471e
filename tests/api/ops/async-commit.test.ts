/**
 * Bookkeeping writes do not wait for the disk (docs/architecture.md §6 "Commits that do not wait"): the rate
 * limiters' counters are in an unlogged table, and `asyncCommit` turns the flush wait off for its own
 * transaction only, never for the pooled connection the next business write gets.
 */
import { sql } from "drizzle-orm";
import { asyncCommit } from "../../../server/db/async-commit";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe("commits that do not wait", () => {
  it("keeps the limiters' counters in an unlogged table", async () => {
    const rows = rowsOf(
      await t.database.db.execute(sql`select relpersistence from pg_class where relname = 'login_throttle'`),
    );
    expect(rows).toEqual([{ relpersistence: "u" }]);
  });

  it("turns synchronous_commit off inside asyncCommit only, and commits its write", async () => {
    const inside = await asyncCommit(t.database.db, async (tx) => {
      await tx.execute(sql`insert into login_throttle (key, points) values ('async-commit-test', 1)`);
      return rowsOf(await tx.execute(sql`show synchronous_commit`))[0].synchronous_commit;
    });
    expect(inside).toBe("off");
    // Every pooled connection (PostgreSQL pool of 10) is back to durable commits.
    const after = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.transaction(async (tx) => rowsOf(await tx.execute(sql`show synchronous_commit`))[0]),
      ),
    );
    expect(after.map((r) => r.synchronous_commit)).toEqual(Array(12).fill("on"));
    const saved = rowsOf(
      await t.database.db.execute(sql`select points from login_throttle where key = 'async-commit-test'`),
    );
    expect(saved).toEqual([{ points: 1 }]);
  });

  it("rolls its write back when the work throws", async () => {
    await expect(
      asyncCommit(t.database.db, async (tx) => {
        await tx.execute(sql`insert into login_throttle (key, points) values ('async-commit-undo', 1)`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const rows = rowsOf(await t.database.db.execute(sql`select 1 from login_throttle where key = 'async-commit-undo'`));
    expect(rows).toEqual([]);
  });
});
