/**
 * Every request schema, found by walking the exported zod schemas of the resources and the server's own
 * body schemas (so a schema added later is checked without touching this file): each text field refuses
 * control characters (spec §7 "the API validates every body"; src/domain/schema/text.ts) and each array
 * has a maximum (src/domain/schema/array.ts).
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { z } from "zod";
import { boundedArray, firstDuplicate } from "../../src/domain/schema/array";
import { fileKeySchema } from "../../src/domain/schema/file-key";
import { hasControlChars, keyword, text } from "../../src/domain/schema/text";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Files holding request schemas: every schema file of the resources, plus the server's own body schemas. */
function schemaFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/(^|-)schema\.ts$/.test(entry.name)) out.push(full);
    }
  };
  walk(path.join(ROOT, "src/resources"));
  // The server's own body schemas sit beside their routes and services, in every module.
  const walkServer = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walkServer(full);
      else if (/(routes|service|schema)\.ts$/.test(entry.name)) out.push(full);
    }
  };
  walkServer(path.join(ROOT, "server/modules"));
  return out;
}

/** Fields that never reach SQL as text: passwords are checked and hashed, never stored as typed. */
const NOT_STORED_AS_TEXT = new Set(["password", "confirmPassword", "oldPassword", "newPassword"]);

interface Leaf {
  path: string;
  schema: z.ZodType;
}

/** The string and array leaves of `schema` with their dotted paths (`[]` for array items). */
function leaves(schema: z.ZodType, at: string, seen = new Set<unknown>()): { strings: Leaf[]; arrays: Leaf[] } {
  const strings: Leaf[] = [];
  const arrays: Leaf[] = [];
  const visit = (s: z.ZodType, p: string) => {
    if (seen.has(s)) return;
    seen.add(s);
    const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    switch (def.type) {
      case "string":
        strings.push({ path: p, schema: s });
        return;
      case "object":
        for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>))
          visit(child, p ? `${p}.${key}` : key);
        return;
      case "array":
        arrays.push({ path: p, schema: s });
        visit(def.element as z.ZodType, `${p}[]`);
        return;
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "readonly":
      case "catch":
      case "nonoptional":
        visit(def.innerType as z.ZodType, p);
        return;
      case "pipe": {
        // A text leaf inside a pipe (e.g. NPWP: normalise, then check digits) is judged through the whole pipe.
        const inner = leaves(def.in as z.ZodType, p, seen);
        const outer = leaves(def.out as z.ZodType, p, seen);
        for (const leaf of [...inner.strings, ...outer.strings])
          strings.push(leaf.path === p ? { path: p, schema: s } : leaf);
        arrays.push(...inner.arrays, ...outer.arrays);
        return;
      }
      case "union":
        for (const option of def.options as z.ZodType[]) visit(option, p);
        return;
      case "intersection":
        visit(def.left as z.ZodType, p);
        visit(def.right as z.ZodType, p);
        return;
      default:
        return;
    }
  };
  visit(schema, at);
  return { strings, arrays };
}

let found: { file: string; name: string; strings: Leaf[]; arrays: Leaf[] }[] = [];

beforeAll(async () => {
  for (const file of schemaFiles()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!(value instanceof z.ZodType)) continue;
      found.push({ file: path.relative(ROOT, file), name, ...leaves(value, "") });
    }
  }
  found = found.filter((f) => f.strings.length > 0 || f.arrays.length > 0);
}, 60_000);

test("the walk finds the request schemas (sanity)", () => {
  const names = found.map((f) => f.name);
  for (const name of [
    "storeUpdateSchema",
    "positionSchema",
    "productCreateSchema",
    "addressCreateSchema",
    "userPageSchema",
    "requestCreateSchema",
    "cloudTokenSchema",
  ]) {
    expect(names).toContain(name);
  }
});

test("every text field of every request schema refuses NUL and other control characters", () => {
  const controls = fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000b", "\u001f", "\u007f", "\u0085", "\u009f");
  const leaky: string[] = [];
  for (const f of found) {
    for (const leaf of f.strings) {
      const field = leaf.path.split(".").at(-1)?.replace("[]", "") || f.name.replace(/Schema$/, "");
      if (NOT_STORED_AS_TEXT.has(field)) continue;
      fc.assert(
        fc.property(controls, fc.string({ maxLength: 8 }), (c, around) => {
          const accepted = leaf.schema.safeParse(`Abcdefghij${around}${c}klmnop0812345678`).success;
          if (accepted)
            leaky.push(`${f.file} ${f.name}.${leaf.path} accepts U+${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
        }),
        { numRuns: 8 },
      );
    }
  }
  expect([...new Set(leaky)]).toEqual([]);
});

/** True when the array schema carries a maximum-length check. */
const hasMaximum = (schema: z.ZodType) =>
  (
    (schema as unknown as { _zod: { def: { checks?: { _zod: { def: { check: string } } }[] } } })._zod.def.checks ?? []
  ).some((c) => c._zod.def.check === "max_length");

test("every array field of every request schema has a maximum", () => {
  const unbounded = found.flatMap((f) =>
    f.arrays.filter((a) => !hasMaximum(a.schema)).map((a) => `${f.file} ${f.name}.${a.path}`),
  );
  expect(unbounded).toEqual([]);
});

describe("the primitives", () => {
  it("text() keeps tab and line breaks only when multi-line", () => {
    expect(text().safeParse("a\tb").success).toBe(false);
    expect(text({ multiline: true }).safeParse("a\tb\r\nc").success).toBe(true);
    expect(text({ multiline: true }).safeParse("a\u0000b").error?.issues[0].message).toBe("errors:field.controlChars");
    fc.assert(fc.property(fc.string(), (s) => text().safeParse(s).success === !hasControlChars(s)));
  });

  it("keyword() is optional, trimmed and bounded", () => {
    expect(keyword().parse(undefined)).toBeUndefined();
    expect(keyword().parse("  rem  ")).toBe("rem");
    expect(keyword(3).safeParse("abcd").success).toBe(false);
  });

  it("boundedArray() refuses more than its maximum and any repeat, on the repeat's index", () => {
    const ids = boundedArray(z.number().int(), 5);
    expect(ids.safeParse([1, 2, 3, 4, 5, 6]).error?.issues[0].message).toBe("validation:maxItems");
    expect(ids.safeParse([1, 2, 1]).error?.issues).toMatchObject([{ path: [2], message: "errors:field.duplicate" }]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 5 }),
        (values) => ids.safeParse(values).success === (new Set(values).size === values.length),
      ),
    );
    expect(firstDuplicate([{ a: 1 }, { a: 2 }, { a: 1 }], (v) => v.a)).toBe(2);
  });

  it("fileKeySchema refuses what can never be an upload key", () => {
    for (const bad of ["' OR '1'='1", "../../../package.json", "/etc/passwd", "a b", "", "x".repeat(201)])
      expect(fileKeySchema.safeParse(bad).success, bad).toBe(false);
    for (const good of ["Q2hhbmdlTWVQbGVhc2VJdHNBS2V5MTIzNDU2", "demo/toko-maju/ktp.jpg"])
      expect(fileKeySchema.safeParse(good).success, good).toBe(true);
  });
});
