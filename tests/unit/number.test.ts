import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decimalSeparatorOf, formatPercent } from "../../src/domain/number";

describe("percent in the user's number format (issue 4 review)", () => {
  it("writes a decimal comma in id-ID and a decimal point in en-US", () => {
    expect(formatPercent(3.5, "id-ID")).toBe("3,5%");
    expect(formatPercent(3.5, "en-US")).toBe("3.5%");
    expect(formatPercent(12.5, "id-ID")).toBe("12,5%");
  });
  it("shows whole percentages without decimals and rounds to one decimal", () => {
    expect(formatPercent(10, "id-ID")).toBe("10%");
    expect(formatPercent(0, "en-US")).toBe("0%");
    expect(formatPercent(99.94, "en-US")).toBe("99.9%");
    expect(formatPercent(7.25, "id-ID")).toMatch(/^7,[23]%$/);
  });
  it("shows a non-finite value as 0% and a malformed language in id-ID", () => {
    expect(formatPercent(Number.NaN, "en-US")).toBe("0%");
    expect(formatPercent(2.5, "not a language!")).toBe("2,5%");
  });
  it("every one-decimal discount the form accepts reads back to the same number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom("id-ID", "en-US"), (tenths, language) => {
        const shown = formatPercent(tenths / 10, language);
        const sep = decimalSeparatorOf(language);
        expect(Number(shown.replace("%", "").replace(sep, "."))).toBe(tenths / 10);
      }),
    );
  });
  it("names the decimal separator number inputs should accept", () => {
    expect(decimalSeparatorOf("id-ID")).toBe(",");
    expect(decimalSeparatorOf("en-US")).toBe(".");
  });
});
