/**
 * Bundle budget check (issue part 5: at most 350 kB of gzipped JS loaded by /#/login and by /#/home).
 *
 * Reads dist/portal/.vite/manifest.json (vite build with `build.manifest: true`), and for each route
 * sums the gzip size of the entry chunk, its static imports, and the lazy chunks the route loads at
 * start (its page modules, the id-ID locale files, antd's and dayjs's id-ID locale), each chunk once.
 *
 * Run: `npx vite build && npx tsx bench/bundle-size.ts` (exit code 1 when a route is over budget).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = process.env.PORTAL_DIST ?? path.resolve(import.meta.dirname, "../dist/portal");
export const BUDGET_KB = 350;

/** Source modules (manifest keys, matched by suffix) each route loads besides the entry. */
export const ROUTE_MODULES: Record<string, string[]> = {
  "/#/login": ["src/shell/login/login-page.tsx"],
  "/#/home": ["src/refine-app.tsx", "src/shell/layout/authenticated-shell.tsx", "src/pages/home/index.tsx"],
  "/#/commodity/in-sale": ["src/refine-app.tsx", "src/shell/layout/authenticated-shell.tsx", "src/shell/guard/route-access.tsx", "src/resources/products/list.tsx"],
};
/** Loaded by every route at start (main.tsx awaits them): the default language's tables. */
const STARTUP_MODULES = [/src\/providers\/locales\/id-ID\.ts$/, /antd\/es\/locale\/id_ID\.js$/, /dayjs\/locale\/id\.js$/];

/** Every chunk key a set of roots needs: the roots and their static imports, transitively. */
export function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  roots.forEach(walk);
  return seen;
}

function gzipKb(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;
}

export function routeSizes(manifest: Manifest): Record<string, { kb: number; chunks: number }> {
  const keys = Object.keys(manifest);
  const entry = keys.find((k) => manifest[k].isEntry);
  if (!entry) throw new Error("no entry chunk in manifest");
  const startup = keys.filter((k) => STARTUP_MODULES.some((re) => re.test(k)));
  const out: Record<string, { kb: number; chunks: number }> = {};
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    const roots = [entry, ...startup, ...modules.map((m) => keys.find((k) => k.endsWith(m)) ?? m)];
    const chunks = closure(manifest, roots);
    const files = new Set([...chunks].map((k) => manifest[k].file).filter((f) => f.endsWith(".js")));
    out[route] = { kb: [...files].reduce((sum, f) => sum + gzipKb(f), 0), chunks: files.size };
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Manifest;
  let over = false;
  for (const [route, { kb, chunks }] of Object.entries(routeSizes(manifest))) {
    const ok = kb <= BUDGET_KB;
    over ||= !ok;
    process.stdout.write(`${route}: ${kb.toFixed(1)} kB gzip in ${chunks} JS chunks (budget ${BUDGET_KB} kB) ${ok ? "ok" : "OVER"}\n`);
  }
  process.exitCode = over ? 1 : 0;
}
