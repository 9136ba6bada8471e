/**
 * i18n completeness (DESIGN.md §6, issue part 9): every namespace file exists in both languages with
 * the same keys, no empty values, the same {{variables}}; every `t("ns:key")` literal in src/ and every
 * key the shell builds from the registry exists in both languages.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/domain/wire";
import { MENU_GROUPS } from "../../src/resources/types";
import { resources } from "../../src/resources";
import { SHELL_TITLES, NOT_FOUND_TITLE } from "../../src/shell/routes/route-model";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOCALES = path.join(ROOT, "locales");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else if (v && typeof v === "object") for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

function load(lang: string): Map<string, Map<string, string>> {
  const dir = path.join(LOCALES, lang);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
  return new Map(
    files.map((f) => [
      f.replace(/\.json$/, ""),
      flatten(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Tree),
    ]),
  );
}

const bundles = new Map(LANGUAGES.map((lang) => [lang, load(lang)]));

/** True when `ns:key` resolves in `lang` (directly or through i18next plural suffixes). */
function has(lang: string, full: string): boolean {
  const [ns, ...rest] = full.split(":");
  const key = rest.join(":");
  const file = bundles.get(lang as (typeof LANGUAGES)[number])?.get(ns);
  if (!file) return false;
  return file.has(key) || file.has(`${key}_one`) || file.has(`${key}_other`);
}

const vars = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe("locale files", () => {
  const [first, second] = LANGUAGES;
  const a = bundles.get(first)!;
  const b = bundles.get(second)!;

  it("both languages have the same namespaces", () => {
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  });

  for (const ns of new Set([...a.keys(), ...b.keys()])) {
    it(`${ns}: same keys, no empty values, same variables`, () => {
      const ka = a.get(ns) ?? new Map<string, string>();
      const kb = b.get(ns) ?? new Map<string, string>();
      expect({ missingIn: second, keys: [...ka.keys()].filter((k) => !kb.has(k)) }).toEqual({
        missingIn: second,
        keys: [],
      });
      expect({ missingIn: first, keys: [...kb.keys()].filter((k) => !ka.has(k)) }).toEqual({
        missingIn: first,
        keys: [],
      });
      const empty = [...ka, ...kb].filter(([, v]) => v.trim() === "").map(([k]) => k);
      expect({ empty }).toEqual({ empty: [] });
      const mismatched = [...ka]
        .filter(([k, v]) => kb.has(k) && vars(v).join() !== vars(kb.get(k)!).join())
        .map(([k]) => k);
      expect({ mismatched }).toEqual({ mismatched: [] });
    });
  }
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|ts)$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** `t("ns:key")`, `t('key', ...)`, `i18next.t("ns:key")`: static keys only (no `${}`). */
const T_CALL = /\bt\(\s*(["'`])([A-Za-z][\w-]*(?::[\w.-]+)?(?:\.[\w-]+)*)\1/g;
/** The namespace a file's unprefixed keys resolve in: `useTranslation("ns")`, `useTranslation(["ns", ...])`, `TFunction<"ns">`. */
const FILE_NS = /(?:useTranslation\(\s*\[?\s*|TFunction<\s*\[?\s*)["']([\w-]+)["']/g;

/**
 * Every static key a source file passes to `t`, resolved to `ns:key`: a prefixed key as written, an unprefixed
 * one through the file's namespace (i18next looks unprefixed keys up in the hook's first namespace; a file
 * with no namespace uses the default, `common`). A file whose `t` calls disagree on the namespace (two hooks
 * with different namespaces) is checked against each, and a key must exist in one of them.
 */
function keysOf(text: string): { key: string; candidates: string[] }[] {
  const namespaces = [...new Set([...text.matchAll(FILE_NS)].map((m) => m[1]))];
  const fileNs = namespaces.length > 0 ? namespaces : ["common"];
  return [...text.matchAll(T_CALL)].map((m) => {
    const key = m[2];
    return { key, candidates: key.includes(":") ? [key] : fileNs.map((ns) => `${ns}:${key}`) };
  });
}

describe("keys used by the portal", () => {
  const used = new Map<string, { candidates: string[]; file: string }>();
  for (const file of sourceFiles(path.join(ROOT, "src"))) {
    const text = fs.readFileSync(file, "utf8");
    for (const { key, candidates } of keysOf(text))
      used.set(`${path.relative(ROOT, file)} ${key}`, { candidates, file: path.relative(ROOT, file) });
  }

  it("finds the shell's prefixed keys and the resources' unprefixed keys (the scan works)", () => {
    const all = [...used.values()].flatMap((u) => u.candidates);
    expect(all).toContain("shell:login.title");
    expect(all).toContain("products:list.add");
    // Most keys are unprefixed: they are checked too.
    expect([...used.keys()].filter((k) => !k.split(" ")[1].includes(":")).length).toBeGreaterThan(300);
  });

  it("resolves an unprefixed key through the file's namespace", () => {
    expect(keysOf('const { t } = useTranslation("stock"); t("list.title");')).toEqual([
      { key: "list.title", candidates: ["stock:list.title"] },
    ]);
    expect(keysOf('function f(t: TFunction<"users">) { return t("fields.email"); }')).toEqual([
      { key: "fields.email", candidates: ["users:fields.email"] },
    ]);
    expect(keysOf('const { t } = useTranslation(); t("appName"); t("shell:login.title");')).toEqual([
      { key: "appName", candidates: ["common:appName"] },
      { key: "shell:login.title", candidates: ["shell:login.title"] },
    ]);
  });

  it("every static t() key in src/, prefixed or not, exists in both languages", () => {
    const missing = [...used].flatMap(([id, { candidates }]) =>
      LANGUAGES.filter((lang) => !candidates.some((c) => has(lang, c))).map(
        (lang) => `${lang} ${id} (tried ${candidates.join(", ")})`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it("keys built by the shell exist: route titles, menu groups, status screens, reject reasons", () => {
    const generated = [
      ...resources.flatMap((r) => Object.values(r.routes).map((route) => route.titleKey)),
      ...MENU_GROUPS.map((g) => `common:menu.group.${g}`),
      ...Object.values(SHELL_TITLES),
      NOT_FOUND_TITLE,
      ...["underAssessment", "rejected", "closed", "frozen", "shopLoadError", "pageLoadError"].flatMap((s) => [
        `shell:status.${s}.title`,
        `shell:status.${s}.description`,
      ]),
      ...[1, 2, 3, 4, 5].map((n) => `shell:rejectReason.${n}`),
      ...["forbidden", "serverError", "notFound"].map((k) => `shell:error.${k}`),
    ];
    const missing = generated.flatMap((key) =>
      LANGUAGES.filter((lang) => !has(lang, key)).map((lang) => `${lang} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("the 403 text is the spec's in en-US and translated in id-ID", () => {
    const en = bundles.get("en-US")!.get("shell")!.get("error.forbidden");
    const id = bundles.get("id-ID")!.get("shell")!.get("error.forbidden");
    expect(en).toBe("Sorry, you cannot access this menu, please contact the main admin to get the access.");
    expect(id).not.toBe(en);
  });
});
