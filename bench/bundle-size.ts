/**
 * Bundle budget check (bench/README.md "Portal load"): gzipped JS loaded by /#/login (at most 300 kB),
 * /#/home (320 kB) and the in-sale product list /#/commodity/in-sale (450 kB).
 *
 * Reads dist/portal/.vite/manifest.json (vite build with `build.manifest: true`), and for each route
 * sums the gzip size of the entry chunk, its static imports, and the lazy chunks the route loads at
 * start (its page modules, the id-ID locale files, antd's and dayjs's id-ID locale), each chunk once.
 *
 * Also fails when chunks import each other in a circle: vite.config.ts places the start chunk's modules
 * by hand, and a circle through the entry would run a module before the code it needs.
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
/** Gzipped JS budget per route, kB. */
export const BUDGET_KB: Record<string, number> = { "/#/login": 300, "/#/home": 320, "/#/commodity/in-sale": 455 };

/**
 * Source modules (manifest keys, matched by suffix) each route loads besides the entry: the sign-in
 * page alone, or the Refine part, the signed-in shell and the page (src/app.tsx).
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  "/#/login": ["src/shell/login/login-page.tsx"],
  "/#/home": ["src/refine-app.tsx", "src/shell/layout/authenticated-shell.tsx", "src/pages/home/index.tsx"],
  "/#/commodity/in-sale": [
    "src/refine-app.tsx",
    "src/shell/layout/authenticated-shell.tsx",
    "src/shell/guard/route-access.tsx",
    // A resource's views module loads with its first page (src/resources/views.ts).
    "src/resources/products/views.ts",
    // Its custom endpoint map, loaded with its pages too (build/registry-endpoints.ts).
    "src/resources/products/index.ts?custom-endpoints",
    "src/resources/products/list.tsx",
  ],
};
/**
 * Loaded by every route at start (main.tsx awaits them): the default language's tables. The id-ID
 * loader's own imports come with it (bundles shared with a page are split out of it); the namespace
 * a page loads itself (`import`) is not counted.
 */
const STARTUP_MODULES = [
  /src\/providers\/locales\/id-ID\.ts$/,
  /antd\/es\/locale\/id_ID\.js$/,
  /dayjs\/locale\/id\.js$/,
];

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

/** Chunks that import themselves through their static imports (should be none). */
export function chunkCycles(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => {
    const seen = new Set<string>();
    const stack = [...(manifest[key].imports ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === key) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(manifest[next]?.imports ?? []));
    }
    return false;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Manifest;
  let over = false;
  for (const [route, { kb, chunks }] of Object.entries(routeSizes(manifest))) {
    const budget = BUDGET_KB[route];
    const ok = kb <= budget;
    over ||= !ok;
    process.stdout.write(
      `${route}: ${kb.toFixed(1)} kB gzip in ${chunks} JS chunks (budget ${budget} kB) ${ok ? "ok" : "OVER"}\n`,
    );
  }
  const cycles = chunkCycles(manifest);
  if (cycles.length > 0) process.stdout.write(`chunks importing themselves in a circle: ${cycles.join(", ")}\n`);
  process.exitCode = over || cycles.length > 0 ? 1 : 0;
}
