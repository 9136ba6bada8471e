/**
 * Page namespaces (src/providers/locale-loader.ts) are named in three globs, which take only literals: the
 * loader's, and each language's start chunk (left out in full, kept as titles). A namespace
 * named in one place and not the others would either load twice or never, and a page would show raw keys.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_NAMESPACES } from "../../src/providers/locale-loader";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const named = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]).sort();

describe("page namespaces", () => {
  const expected = [...PAGE_NAMESPACES].sort();

  it("the loader's glob names exactly PAGE_NAMESPACES", () => {
    expect(named(read("src/providers/locale-loader.ts"), /"\.\.\/\.\.\/locales\/\*\/(\w+)\.json"/g)).toEqual(expected);
  });

  for (const lang of ["id-ID", "en-US"]) {
    it(`${lang}'s start chunk leaves them out in full and keeps their titles`, () => {
      const text = read(`src/providers/locales/${lang}.ts`);
      const left = named(text, new RegExp(`"!\\.\\./\\.\\./\\.\\./locales/${lang}/(\\w+)\\.json"`, "g"));
      expect(left.filter((ns) => ns !== "import")).toEqual(expected);
      const menu = text.slice(text.indexOf("const menu"));
      expect(named(menu, new RegExp(`"\\.\\./\\.\\./\\.\\./locales/${lang}/(\\w+)\\.json"`, "g"))).toEqual(expected);
      for (const ns of expected) expect(fs.existsSync(path.join(ROOT, `locales/${lang}/${ns}.json`))).toBe(true);
    });
  }
});
