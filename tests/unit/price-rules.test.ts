/**
 * Properties of the price and discount rules (spec §5 "Price tiers", "Bulk discount"; §9 "Buyer discount
 * 0-99.9"), checked against independent formulations over generated inputs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstInvalidTier, type PriceTier } from "../../src/domain/schema/price-tier";
import {
  buyerDiscountSchema,
  bulkUpdateItemSchema,
  discountRefusal,
  discountSchema,
} from "../../src/resources/products/bulk-schema";
import { discountToTenths, tenthsToDiscount } from "../../server/modules/item/format";

const Q = 30;

/**
 * The oracle, stated as coverage rather than as neighbour checks: the tiers are listed in ascending order,
 * every quantity from 1 to the highest bound falls in exactly one tier, no tier is empty, and an open
 * tier (no max) may only be the last one.
 */
function coversFromOne(tiers: PriceTier[]): boolean {
  if (tiers.length === 0) return true;
  if (tiers.some((t) => t.maxQty !== null && t.maxQty < t.minQty)) return false;
  if (tiers.slice(0, -1).some((t) => t.maxQty === null)) return false;
  if (tiers.some((t, i) => i > 0 && t.minQty <= tiers[i - 1].minQty)) return false;
  const top = Math.max(...tiers.map((t) => t.maxQty ?? t.minQty));
  for (let q = 1; q <= top; q++) {
    const hits = tiers.filter((t) => q >= t.minQty && (t.maxQty === null || q <= t.maxQty)).length;
    if (hits !== 1) return false;
  }
  return true;
}

const price = fc.integer({ min: 1, max: 10_000_000 });

/** Valid tier lists: widths laid end to end from 1, the last one open or closed. */
const validTiers = fc
  .record({
    widths: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }),
    open: fc.boolean(),
    prices: fc.array(price, { minLength: 5, maxLength: 5 }),
  })
  .map(({ widths, open, prices }) => {
    let min = 1;
    return widths.map((w, i): PriceTier => {
      const last = i === widths.length - 1;
      const tier = { minQty: min, maxQty: last && open ? null : min + w - 1, price: prices[i] };
      min += w;
      return tier;
    });
  });

/** Valid lists with one bound nudged: mostly invalid, sometimes still valid (e.g. a closed last max). */
const nudgedTiers = fc
  .tuple(validTiers, fc.nat(), fc.constantFrom(-1, 1), fc.boolean())
  .map(([tiers, at, delta, onMax]) => {
    const i = at % tiers.length;
    return tiers.map((t, j) =>
      j !== i
        ? t
        : onMax && t.maxQty !== null
          ? { ...t, maxQty: t.maxQty + delta }
          : { ...t, minQty: Math.max(1, t.minQty + delta) },
    );
  });

const anyTiers = fc.array(
  fc.record({
    minQty: fc.integer({ min: 1, max: Q }),
    maxQty: fc.option(fc.integer({ min: 1, max: Q }), { nil: null }),
    price,
  }),
  { minLength: 1, maxLength: 5 },
);

const tierLists = fc.oneof(validTiers, nudgedTiers, anyTiers);

describe("price tiers (firstInvalidTier)", () => {
  it("accepts exactly the lists that start at 1, are contiguous and only the last is open", () => {
    fc.assert(
      fc.property(tierLists, (tiers) => (firstInvalidTier(tiers) === -1) === coversFromOne(tiers)),
      { numRuns: 2000 },
    );
  });

  it("accepts every list laid end to end from 1", () => {
    fc.assert(fc.property(validTiers, (tiers) => firstInvalidTier(tiers) === -1));
  });

  it("names the first bad tier: the tiers before it are valid, and it breaks them (or is open but not last)", () => {
    fc.assert(
      fc.property(tierLists, (tiers) => {
        const bad = firstInvalidTier(tiers);
        if (bad === -1) return true;
        const openNotLast = tiers[bad].maxQty === null && bad < tiers.length - 1;
        return coversFromOne(tiers.slice(0, bad)) && (openNotLast || !coversFromOne(tiers.slice(0, bad + 1)));
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses a list that does not start at 1 or leaves a gap", () => {
    expect(firstInvalidTier([{ minQty: 2, maxQty: null, price: 1 }])).toBe(0);
    expect(
      firstInvalidTier([
        { minQty: 1, maxQty: 5, price: 1 },
        { minQty: 7, maxQty: null, price: 1 },
      ]),
    ).toBe(1);
    expect(
      firstInvalidTier([
        { minQty: 1, maxQty: 5, price: 1 },
        { minQty: 2, maxQty: 10, price: 1 },
        { minQty: 11, maxQty: null, price: 1 },
      ]),
    ).toBe(1);
  });
});

/** Percentages with one decimal, as tenths: n / 10. */
const tenths = fc.integer({ min: -20, max: 1020 });

describe("discounts", () => {
  it("a buyer discount is accepted exactly when 0 < value <= 99.9 with at most one decimal", () => {
    fc.assert(fc.property(tenths, (n) => buyerDiscountSchema.safeParse(n / 10).success === (n >= 1 && n <= 999)));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }).filter((n) => n % 10 !== 0),
        (n) => !buyerDiscountSchema.safeParse(n / 100).success,
      ),
    );
  });

  it("a product discount is accepted exactly when 0 <= value <= 99.9 with at most one decimal", () => {
    fc.assert(fc.property(tenths, (n) => discountSchema.safeParse(n / 10).success === (n >= 0 && n <= 999)));
  });

  it("the buyer discount must be greater than the product discount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 999 }), (d, b) => {
        const accepted = bulkUpdateItemSchema.safeParse({ itemId: 1, discount: d / 10, buyerDiscount: b / 10 }).success;
        return accepted === b > d && (discountRefusal(d / 10, b / 10) === null) === b > d;
      }),
    );
    expect(discountRefusal(50, null)).toBeNull();
  });

  it("percent <-> stored tenths round-trips every one-decimal value", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999 }), (n) => discountToTenths(tenthsToDiscount(n)) === n));
  });
});
