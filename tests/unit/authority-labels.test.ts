import fs from "node:fs";
import path from "node:path";
import { authorityCatalogue } from "../../src/access/authorities";

const LOCALES = path.resolve(import.meta.dirname, "../../locales");

function lookup(lang: string, key: string): unknown {
  const [ns, rest] = key.split(":");
  const file = path.join(LOCALES, lang, `${ns}.json`);
  if (!fs.existsSync(file)) return undefined;
  return rest
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      JSON.parse(fs.readFileSync(file, "utf8")),
    );
}

test.each(["id-ID", "en-US"])(
  "every authority a position can grant has a %s label for its resource and its action",
  (lang) => {
    const missing = authorityCatalogue()
      .flatMap((a) => [a.subjectLabelKey, a.actionLabelKey])
      .filter((key, i, all) => all.indexOf(key) === i)
      .filter((key) => typeof lookup(lang, key) !== "string" || (lookup(lang, key) as string).trim() === "");
    expect(missing).toEqual([]);
  },
);
