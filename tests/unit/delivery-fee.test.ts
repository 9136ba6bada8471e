/**
 * The delivery-fee arithmetic as properties (spec §3 "Delivery template": first N units at a base fee, each
 * additional block an increment; specified areas override the default; products without a template ship
 * free), and the template schema's rules (name 2-50, units >= 1, fees bounded, a regency in one area only).
 */
import fc from "fast-check";
import {
  PricingType,
  feeFor,
  orderDeliveryFee,
  ruleFor,
  toBaseUnits,
  toDisplayUnits,
  unitsOf,
  type FeeLine,
  type FeeRule,
  type TemplateForFee,
} from "../../src/domain/delivery-fee";
import { MAX_TEMPLATE_FEE, templateFieldsSchema } from "../../src/resources/delivery-templates/schema";

const rule: fc.Arbitrary<FeeRule> = fc.record({
  firstUnits: fc.integer({ min: 1, max: 10_000 }),
  firstFee: fc.integer({ min: 0, max: MAX_TEMPLATE_FEE }),
  additionalUnits: fc.integer({ min: 1, max: 10_000 }),
  additionalFee: fc.integer({ min: 0, max: MAX_TEMPLATE_FEE }),
});
const units = fc.integer({ min: 0, max: 1_000_000 });
const line: fc.Arbitrary<FeeLine> = fc.record({
  quantity: fc.integer({ min: 1, max: 100 }),
  weightGrams: fc.integer({ min: 1, max: 100_000 }),
  lengthCm: fc.integer({ min: 1, max: 200 }),
  widthCm: fc.integer({ min: 1, max: 200 }),
  heightCm: fc.integer({ min: 1, max: 200 }),
});
const regency = fc.constantFrom("31.71", "31.74", "32.73", "35.78", "51.71");
const template: fc.Arbitrary<TemplateForFee> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  pricingType: fc.constantFrom(PricingType.count, PricingType.weight, PricingType.volume),
  firstUnits: fc.integer({ min: 1, max: 10_000 }),
  firstFee: fc.integer({ min: 0, max: 1_000_000 }),
  additionalUnits: fc.integer({ min: 1, max: 10_000 }),
  additionalFee: fc.integer({ min: 0, max: 1_000_000 }),
  areas: fc.array(
    fc
      .record({ regencyCodes: fc.uniqueArray(regency, { minLength: 1 }) })
      .chain((a) => rule.map((r) => ({ ...a, ...r }))),
    { maxLength: 3 },
  ),
});

test("no units cost nothing; up to the first units cost the base fee exactly", () => {
  fc.assert(
    fc.property(rule, (r) => {
      expect(feeFor(r, 0)).toBe(0);
      expect(feeFor(r, 1)).toBe(r.firstFee);
      expect(feeFor(r, r.firstUnits)).toBe(r.firstFee);
      expect(feeFor(r, r.firstUnits + 1)).toBe(r.firstFee + r.additionalFee);
      expect(feeFor(r, r.firstUnits + r.additionalUnits)).toBe(r.firstFee + r.additionalFee);
      expect(feeFor(r, r.firstUnits + r.additionalUnits + 1)).toBe(r.firstFee + 2 * r.additionalFee);
    }),
  );
});

test("the fee is a non-negative integer, monotone in the units", () => {
  fc.assert(
    fc.property(rule, units, units, (r, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const fee = feeFor(r, hi);
      expect(Number.isInteger(fee)).toBe(true);
      expect(fee).toBeGreaterThanOrEqual(0);
      expect(feeFor(r, lo)).toBeLessThanOrEqual(fee);
    }),
  );
});

test("a worked example: first 1 kg Rp 10.000, +Rp 5.000 per started kg", () => {
  const r = { firstUnits: 1000, firstFee: 10_000, additionalUnits: 1000, additionalFee: 5_000 };
  expect(feeFor(r, 2_500)).toBe(20_000);
  expect(feeFor(r, 3_000)).toBe(20_000);
  expect(feeFor(r, 3_001)).toBe(25_000);
});

test("units: count sums quantities, weight grams x quantity, volume cm3 x quantity", () => {
  fc.assert(
    fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
      expect(unitsOf(PricingType.count, lines)).toBe(lines.reduce((s, l) => s + l.quantity, 0));
      expect(unitsOf(PricingType.weight, lines)).toBe(lines.reduce((s, l) => s + l.weightGrams * l.quantity, 0));
      expect(unitsOf(PricingType.volume, lines)).toBe(
        lines.reduce((s, l) => s + l.lengthCm * l.widthCm * l.heightCm * l.quantity, 0),
      );
    }),
  );
});

test("the first area listing the receiver's regency overrides the default; elsewhere the default applies", () => {
  fc.assert(
    fc.property(template, regency, (tpl, code) => {
      const area = tpl.areas.find((a) => a.regencyCodes.includes(code));
      const picked = ruleFor(tpl, code);
      const expected = area ?? tpl;
      expect(picked).toEqual({
        firstUnits: expected.firstUnits,
        firstFee: expected.firstFee,
        additionalUnits: expected.additionalUnits,
        additionalFee: expected.additionalFee,
      });
    }),
  );
});

test("an order's fee is the sum over its templates; lines without a template ship free", () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ template: fc.option(template, { nil: null }), lines: fc.array(line, { maxLength: 4 }) }), {
        maxLength: 4,
      }),
      regency,
      (groups, code) => {
        const total = orderDeliveryFee(groups, code);
        const each = groups.map((g) => orderDeliveryFee([g], code));
        expect(total).toBe(each.reduce((s, n) => s + n, 0));
        groups.forEach((g, i) => {
          if (!g.template) expect(each[i]).toBe(0);
          else expect(each[i]).toBe(feeFor(ruleFor(g.template, code), unitsOf(g.template.pricingType, g.lines)));
        });
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      },
    ),
  );
});

test("display units round-trip: kg and m3 with three decimals are exact base units", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000_000 }),
      fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
      (n, p) => {
        expect(toBaseUnits(p, toDisplayUnits(p, n))).toBe(n);
      },
    ),
  );
  expect(toBaseUnits(PricingType.weight, 1.5)).toBe(1500);
  expect(toBaseUnits(PricingType.volume, 0.001)).toBe(1000);
});

describe("template schema", () => {
  const base = {
    name: "Jawa",
    pricingType: 2,
    deliveryType: 1,
    firstUnits: 1000,
    firstFee: 10_000,
    additionalUnits: 1000,
    additionalFee: 5_000,
  };
  const area = (codes: string[]) => ({
    regencyCodes: codes,
    firstUnits: 1,
    firstFee: 0,
    additionalUnits: 1,
    additionalFee: 0,
  });
  const firstError = (body: unknown) => {
    const r = templateFieldsSchema.safeParse(body);
    return r.success ? null : { path: r.error.issues[0].path.join("."), message: r.error.issues[0].message };
  };

  it("accepts a default-only template and defaults the areas to none", () => {
    expect(templateFieldsSchema.parse(base).areas).toEqual([]);
  });

  it("names the broken rule", () => {
    expect(firstError({ ...base, name: "J" })).toEqual({ path: "name", message: "validation:minLength" });
    expect(firstError({ ...base, name: "J".repeat(51) })).toEqual({ path: "name", message: "validation:maxLength" });
    expect(firstError({ ...base, firstUnits: 0 })).toEqual({ path: "firstUnits", message: "validation:min" });
    expect(firstError({ ...base, firstFee: MAX_TEMPLATE_FEE + 1 })).toEqual({
      path: "firstFee",
      message: "validation:max",
    });
    expect(firstError({ ...base, additionalFee: -1 })).toEqual({ path: "additionalFee", message: "validation:min" });
    expect(firstError({ ...base, areas: [area([])] })).toEqual({
      path: "areas.0.regencyCodes",
      message: "deliveryTemplates:errors.noCities",
    });
    expect(firstError({ ...base, areas: [area(["31"])] })).toEqual({
      path: "areas.0.regencyCodes.0",
      message: "deliveryTemplates:errors.notRegency",
    });
    expect(firstError({ ...base, areas: [area(["31.71"]), area(["32.73", "31.71"])] })).toEqual({
      path: "areas.1.regencyCodes.1",
      message: "deliveryTemplates:errors.regencyTwice",
    });
  });

  it("refuses any regency listed by two areas, wherever it sits", () => {
    fc.assert(
      fc.property(fc.uniqueArray(regency, { minLength: 1 }), fc.uniqueArray(regency, { minLength: 1 }), (a, b) => {
        const shared = a.some((c) => b.includes(c));
        expect(templateFieldsSchema.safeParse({ ...base, areas: [area(a), area(b)] }).success).toBe(!shared);
      }),
    );
  });
});
