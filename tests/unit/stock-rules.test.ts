/**
 * Stock rules as properties (spec §5 "Orders and stock", §9): a raise is accepted iff the new stock is an
 * integer, not lower than the current stock and at most 1.000.000; the unlimited reset is idempotent.
 */
import fc from "fast-check";
import { MAX_STOCK, UNLIMITED_STOCK_FLOOR, UNLIMITED_STOCK_RESET } from "../../src/domain/product";
import { LOW_STOCK_BELOW, unlimitedStockAfter } from "../../src/resources/stock/rules";
import { finalStockSchema, raiseRequestSchema, syncPeriodSchema } from "../../src/resources/stock/schema";
import { LOW_STOCK_THRESHOLD } from "../../server/modules/item/item-service";

const current = fc.integer({ min: 0, max: MAX_STOCK });
// Integers around the interesting bounds, fractions, and huge / non-finite numbers.
const candidate = fc.oneof(
  fc.integer({ min: -10, max: MAX_STOCK + 10 }),
  fc.integer({ min: MAX_STOCK - 5, max: MAX_STOCK + 5 }),
  fc.double({ min: -10, max: MAX_STOCK + 10, noNaN: false }),
  fc.constantFrom(Number.POSITIVE_INFINITY, Number.NaN, 2 ** 53),
);

test("a raise is accepted iff integer, >= current and <= 1.000.000", () => {
  fc.assert(
    fc.property(current, candidate, (now, next) => {
      const accepted = finalStockSchema(now).safeParse(next).success;
      expect(accepted).toBe(Number.isInteger(next) && next >= now && next <= MAX_STOCK);
    }),
    { numRuns: 2000 },
  );
});

test("a refused raise names the rule that failed", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: MAX_STOCK }), (now) => {
      expect(finalStockSchema(now).safeParse(now - 1).error?.issues[0].message).toBe("stock:rules.notLower");
      expect(finalStockSchema(now).safeParse(MAX_STOCK + 1).error?.issues[0].message).toBe("stock:rules.max");
      expect(finalStockSchema(now).safeParse(now + 0.5).error?.issues[0].message).toBe("stock:rules.integer");
    }),
  );
  expect(finalStockSchema(0).safeParse(undefined).error?.issues[0].message).toBe("stock:rules.required");
});

test("the unlimited reset: <= 100 becomes 1000 for type 1 only, and applying it twice equals once", () => {
  fc.assert(
    fc.property(fc.constantFrom(1, 2, 3), fc.integer({ min: 0, max: MAX_STOCK }), (type, stock) => {
      const once = unlimitedStockAfter(type, stock);
      expect(unlimitedStockAfter(type, once)).toBe(once);
      expect(once).toBe(type === 1 && stock <= UNLIMITED_STOCK_FLOOR ? UNLIMITED_STOCK_RESET : stock);
      if (type === 1) expect(once).toBeGreaterThan(UNLIMITED_STOCK_FLOOR);
    }),
  );
});

test("a raise body carries 1..200 distinct items", () => {
  expect(raiseRequestSchema.safeParse({ items: [] }).success).toBe(false);
  expect(
    raiseRequestSchema.safeParse({
      items: [
        { itemId: 1, stockNum: 5 },
        { itemId: 1, stockNum: 6 },
      ],
    }).success,
  ).toBe(false);
  expect(raiseRequestSchema.safeParse({ items: [{ itemId: 1, stockNum: 5, version: 4 }] }).success).toBe(true);
});

test("sync period: weekly needs a weekday, every mode needs an hour; daily drops weekdays; values sorted", () => {
  const week = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 });
  const hours = fc.uniqueArray(
    fc.integer({ min: 0, max: 23 }).map((h) => String(h).padStart(2, "0")),
    { maxLength: 24 },
  );
  fc.assert(
    fc.property(fc.constantFrom("daily", "weekly"), week, hours, (mode, weekdays, hs) => {
      const res = syncPeriodSchema.safeParse({ mode, weekdays, hours: hs });
      expect(res.success).toBe(hs.length > 0 && (mode === "daily" || weekdays.length > 0));
      if (res.success) {
        expect(res.data.weekdays).toEqual(mode === "daily" ? [] : [...weekdays].sort((a, b) => a - b));
        expect(res.data.hours).toEqual([...hs].sort());
      }
    }),
  );
});

test("the low-stock bound is the dashboard's", () => {
  expect(LOW_STOCK_BELOW).toBe(LOW_STOCK_THRESHOLD);
});
