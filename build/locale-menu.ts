/**
 * `locales/<lang>/<ns>.json?menu`: only the `titles` of a namespace, for the start chunk. A namespace that
 * loads with its pages (src/providers/locales/<lang>.ts) still names its routes in the menu from the first
 * paint; the rest of it loads with the page (the pages naming every authority, the position editor and the
 * activity log, load every page namespace first: src/resources/views.ts).
 * Answers a JS module (Vite's JSON plugin leaves ids with an unknown query alone).
 */
import fs from "node:fs";
import type { Plugin } from "vite";

const MENU = /\.json\?menu$/;

export function localeMenu(): Plugin {
  return {
    name: "locale-menu",
    enforce: "pre",
    load(id) {
      if (!MENU.test(id)) return null;
      const file = id.replace(/\?menu$/, "");
      const all = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      return {
        code: `export default ${JSON.stringify({ titles: all.titles ?? {} })};`,
        map: null,
        moduleType: "js",
      };
    },
  };
}
