import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serverFieldErrors, zodFieldErrors, zodRule } from "../../src/forms/zod-rule";
import { productFieldsSchema } from "../../src/resources/products/schema";

// A translator that shows which key and params were asked for (the rules pass the key itself as i18next's
// `defaultValue`, src/domain/text-key.ts `dataText`; it is left out here).
const t = (key: string, { defaultValue: _default, ...params }: Record<string, unknown> = {}) =>
  Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;

async function errorOf(schema: z.ZodType, value: unknown): Promise<string | null> {
  const rule = zodRule(schema, t) as { validator: (r: unknown, v: unknown) => Promise<void> };
  try {
    await rule.validator({}, value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe("zodRule", () => {
  const shape = productFieldsSchema.shape;
  it("passes valid values", async () => {
    expect(await errorOf(shape.partNo, "AB12")).toBeNull();
    expect(await errorOf(shape.weight, 250)).toBeNull();
  });
  it("an empty field reports 'required' whatever the schema's first complaint", async () => {
    expect(await errorOf(shape.partNo, "")).toBe("validation:required");
    expect(await errorOf(shape.weight, undefined)).toBe("validation:required");
    expect(await errorOf(shape.condition, null)).toBe("validation:required");
  });
  it("translates the first issue with the min / max params", async () => {
    expect(await errorOf(shape.itemName, "a")).toBe('validation:minLength {"min":2}');
    expect(await errorOf(shape.partNo, "x".repeat(51))).toBe('validation:maxLength {"max":50}');
    expect(await errorOf(shape.partNo, "AB-12")).toBe("products:errors.partNoFormat");
    expect(await errorOf(shape.stockNum, 2_000_000)).toBe('validation:max {"max":1000000}');
    expect(await errorOf(shape.condition, 9)).toBe("validation:oneOf");
  });
  it("zod's own English messages become the generic invalid text", async () => {
    expect(await errorOf(z.string(), 5)).toBe("validation:invalid");
  });
});

describe("zodFieldErrors and serverFieldErrors", () => {
  it("keeps the first error per top-level field", () => {
    const parsed = z
      .object({
        a: z.string().min(2, "validation:minLength").regex(/^\d+$/, "validation:format"),
        b: z.array(z.number().min(1, "validation:min")),
      })
      .safeParse({ a: "x", b: [0, 0] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(zodFieldErrors(parsed.error.issues, t)).toEqual([
      { name: ["a"], errors: ['validation:minLength {"min":2}'] },
      { name: ["b"], errors: ['validation:min {"min":1}'] },
    ]);
  });
  it("maps the envelope's data.errors paths to fields and ignores anything else", () => {
    expect(
      serverFieldErrors({
        errors: [
          { path: "priceTiers.1.price", message: "Minimal 1" },
          { path: "priceTiers.0.minQty", message: "second" },
          { path: "partNo", message: "Sudah ada" },
        ],
      }),
    ).toEqual([
      { name: ["priceTiers"], errors: ["Minimal 1"] },
      { name: ["partNo"], errors: ["Sudah ada"] },
    ]);
    expect(serverFieldErrors(null)).toEqual([]);
    expect(serverFieldErrors({ errors: "nope" })).toEqual([]);
  });
});
