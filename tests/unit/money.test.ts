import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatRupiah, formatThousands, parseRupiah } from "../../src/domain/money";
import { moneyFormatter, moneyParser } from "../../src/forms/money-input";

describe("rupiah format (spec §1, §5 currency input)", () => {
  it("separates thousands with a dot and prefixes Rp", () => {
    expect(formatRupiah(50000)).toBe("Rp 50.000");
    expect(formatRupiah(1234567)).toBe("Rp 1.234.567");
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatThousands(999)).toBe("999");
    expect(formatThousands(null)).toBe("");
  });
  it("parses what the user typed, with or without dots and prefix", () => {
    expect(parseRupiah("Rp 50.000")).toBe(50000);
    expect(parseRupiah("50000")).toBe(50000);
    expect(parseRupiah("abc")).toBeNull();
  });
  it("input formatter and parser round-trip every integer amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (n) => {
        const shown = moneyFormatter(n);
        expect(shown).not.toMatch(/,/);
        expect(moneyParser(shown)).toBe(n);
      }),
    );
    expect(moneyFormatter("50000")).toBe("50.000");
    expect(moneyFormatter("")).toBe("");
    expect(Number.isNaN(moneyParser("Rp"))).toBe(true);
  });
});
