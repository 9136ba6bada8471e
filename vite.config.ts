import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

type ModuleInfoOf = (id: string) => { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;

/** Lazily loaded modules that every signed-in route loads (src/app.tsx, src/shell/routes/app-routes.tsx). */
const SIGNED_IN_ROOTS = [/[\\/]src[\\/]refine-app\.tsx$/, /[\\/]src[\\/]shell[\\/]layout[\\/]authenticated-shell\.tsx$/];
/** The lazily loaded sign-in page (src/app.tsx). */
const LOGIN_ROOT = /[\\/]src[\\/]shell[\\/]login[\\/]login-page\.tsx$/;

/**
 * Chunk names by who needs a module (bench/README.md "Portal load"). Rolldown's automatic splitting
 * gives every set of importers its own chunk, so the start and the signed-in shell came in 50-60 small
 * chunks that compress worse than a few large ones and cost a request each. A module is put in:
 * - `start` when the entry needs it (always loaded first);
 * - `signed-in` when the Refine part or the signed-in shell needs it and the sign-in page does not
 *   (every route but /login loads both, so nothing in it is loaded for nothing);
 * - `shared` when both the sign-in page and the signed-in part need it;
 * - else automatic splitting (the sign-in page's own modules, pages and what only pages share).
 */
function chunkNameOf(getModuleInfo: ModuleInfoOf): (id: string) => string | null {
  // The lazily loaded roots (dynamic-import targets, the entry) that statically reach each module.
  const rootsCache = new Map<string, Set<string>>();
  const rootsOf = (id: string): Set<string> => {
    const cached = rootsCache.get(id);
    if (cached) return cached;
    const roots = new Set<string>();
    rootsCache.set(id, roots); // an import cycle stops here
    const info = getModuleInfo(id);
    if (!info) return roots;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.add(id);
    for (const importer of info.importers) for (const root of rootsOf(importer)) roots.add(root);
    return roots;
  };
  return (id) => {
    const info = getModuleInfo(id);
    if (!info || info.isEntry) return null;
    const roots = [...rootsOf(id)];
    const entry = roots.some((r) => getModuleInfo(r)?.isEntry);
    if (entry) return "start";
    const signedIn = roots.some((r) => SIGNED_IN_ROOTS.some((re) => re.test(r)));
    const login = roots.some((r) => LOGIN_ROOT.test(r));
    if (signedIn) return login ? "shared" : "signed-in";
    return null;
  };
}

// The portal is served by the API on one port (server/app.ts serves dist/portal).
// In dev (`npm run dev:portal`) Vite proxies /api to the API on PORT (default 3000).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    // Smaller stand-ins for two packages antd and Refine pull in for old engines (build/shims/).
    alias: [
      { find: /^side-channel$/, replacement: `${import.meta.dirname}/build/shims/side-channel.cjs` },
      { find: /^resize-observer-polyfill$/, replacement: `${import.meta.dirname}/build/shims/resize-observer.js` },
    ],
  },
  build: {
    outDir: "dist/portal",
    emptyOutDir: true,
    // dist/portal/.vite/manifest.json: bench/bundle-size.ts walks it to measure what a route loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          // @refinedev/core imports papaparse for useImport/useExport only; papaparse declares no
          // `sideEffects`, so without this rule it stays in the initial chunk (~6 kB gzip) unused.
          { test: /node_modules[\\/]papaparse[\\/]/, sideEffects: false },
          // antd's rc-* building blocks declare no `sideEffects` either, although no module of theirs
          // runs anything at import: antd's App (modal -> form context) otherwise drags the whole of
          // rc-field-form and async-validator into every page.
          { test: /node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [{ name: "start", tags: ["$initial"], test: (id) => !(/node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator)[\\/]/.test(id) && !/[\\/]FormContext\.js$/.test(id)), includeDependenciesRecursively: false }],
        },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? "3000"}` },
  },
});
