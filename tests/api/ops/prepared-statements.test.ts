/**
 * Prepared statements run on the handle they are asked for with (docs/architecture.md §6 "Prepared
 * statements"): one statement, built once, serves the pool and every transaction, and inside a transaction it
 * is part of that transaction: it sees the transaction's own writes, its writes go with a rollback, and two
 * transactions using it at once each stay in their own.
 */
import { eq, sql } from "drizzle-orm";
import { placeholderRow, preparedOnce, type Handle } from "../../../server/db/prepared";
import { loginThrottle } from "../../../server/db/schema";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The counter of `key`, through one prepared statement. */
const pointsOf = async (handle: Handle, key: string) => {
  const rows = await preparedOnce(handle, "test_points_of", (h, name) =>
    h
      .select({ points: loginThrottle.points })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, sql.placeholder("key")))
      .prepare(name),
  ).execute({ key });
  return rows[0]?.points ?? null;
};

/** Adds a counter, through one prepared statement. */
const addCounter = (handle: Handle, key: string, points: number) =>
  preparedOnce(handle, "test_add_counter", (h, name) =>
    h
      .insert(loginThrottle)
      .values({ key: sql.placeholder("key"), points: sql.placeholder("points") })
      .prepare(name),
  ).execute({ key, points });

describe("prepared statements", () => {
  it("see a transaction's own uncommitted writes inside it, and not outside it until the commit", async () => {
    const db = t.database.db;
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    let outsideDuring: number | null = -1;
    const insideDuring = await db.transaction(async (tx) => {
      await addCounter(tx, "prepared-commit", 3);
      // PGlite is one connection: a read outside the transaction would wait for it to end.
      if (onPostgres) outsideDuring = await pointsOf(db, "prepared-commit");
      return pointsOf(tx, "prepared-commit");
    });
    expect(insideDuring).toBe(3);
    if (onPostgres) expect(outsideDuring).toBeNull();
    expect(await pointsOf(db, "prepared-commit")).toBe(3);
  });

  it("roll their writes back with the transaction", async () => {
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        await addCounter(tx, "prepared-rollback", 5);
        expect(await pointsOf(tx, "prepared-rollback")).toBe(5);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await pointsOf(db, "prepared-rollback")).toBeNull();
  });

  it("keep transactions that use them at the same time apart", async () => {
    const db = t.database.db;
    const seen = await Promise.all(
      [1, 2, 3, 4]
        .map((n) =>
          db.transaction(async (tx) => {
            await addCounter(tx, `prepared-apart-${n}`, n);
            const own = await pointsOf(tx, `prepared-apart-${n}`);
            if (n % 2 === 0) throw new Error(`undo ${n}`);
            return own;
          }),
        )
        .map((p) => p.catch((e: Error) => e.message)),
    );
    expect(seen).toEqual([1, "undo 2", 3, "undo 4"]);
    const after = await Promise.all([1, 2, 3, 4].map((n) => pointsOf(db, `prepared-apart-${n}`)));
    expect(after).toEqual([1, null, 3, null]);
  });

  it("store a row's dates and nulls through placeholderRow as Drizzle's own insert does, one statement per set of columns", async () => {
    const db = t.database.db;
    const expire = new Date("2026-11-20T03:04:05.678Z");
    const insert = (row: { key: string; points: number; expire?: Date | null }) => {
      const p = placeholderRow(loginThrottle, row);
      return preparedOnce(db, `test_row_${p.shape}`, (h, name) =>
        h.insert(loginThrottle).values(p.columns()).prepare(name),
      ).execute(p.values);
    };
    await insert({ key: "row-date", points: 1, expire });
    await insert({ key: "row-null", points: 2, expire: null });
    await insert({ key: "row-absent", points: 3 });
    await db.insert(loginThrottle).values({ key: "row-drizzle", points: 4, expire });
    const rows = await db
      .select()
      .from(loginThrottle)
      .where(sql`${loginThrottle.key} like 'row-%'`)
      .orderBy(loginThrottle.points);
    expect(rows).toEqual([
      { key: "row-date", points: 1, expire },
      { key: "row-null", points: 2, expire: null },
      { key: "row-absent", points: 3, expire: null },
      { key: "row-drizzle", points: 4, expire },
    ]);
    // With and without the column: two shapes, two statements.
    expect(placeholderRow(loginThrottle, { key: "a", points: 1, expire: null }).shape).not.toBe(
      placeholderRow(loginThrottle, { key: "a", points: 1 }).shape,
    );
    expect(() => placeholderRow(loginThrottle, { key: "a", points: sql`1` as unknown as number })).toThrow(
      "points is an SQL expression",
    );
  });
});
