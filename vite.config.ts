import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { antdStartStyles } from "./build/antd-start-styles";
import { localeMenu } from "./build/locale-menu";
import { preloadDeps } from "./build/preload-deps";
import { registryEndpoints } from "./build/registry-endpoints";
import { THEME } from "./src/shell/theme";

/**
 * rc-field-form (the engine of antd's Form) outside the start chunk, except the context antd's App
 * provides. antd's App reaches the package's barrel through its modal (form context), so without this
 * the whole form engine and its validator (about 9 kB gzip) would load on every signed-in page.
 */
const FORM_ENGINE = /node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator)[\\/]/;
const FORM_CONTEXT = /node_modules[\\/]rc-field-form[\\/]es[\\/]FormContext\.js$/;

/**
 * The start components' antd CSS as a stylesheet (build/antd-start-styles.ts), linked before the
 * portal's own CSS: antd's styles come first, as when antd writes them at the top of <head>, so
 * src/shell/contrast.css still overrides them. Production builds only (antd's class names differ in
 * development).
 */
function antdStartCss(): Plugin {
  let enabled = false;
  return {
    name: "antd-start-css",
    apply: "build",
    async buildStart() {
      enabled = process.env.NODE_ENV === "production";
      if (enabled) this.emitFile({ type: "asset", name: "antd-start.css", source: await antdStartStyles(THEME) });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const sheet = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === "asset" && file.names.includes("antd-start.css"),
        );
        if (!enabled || !sheet) return html;
        const link = `<link rel="stylesheet" href="/${sheet.fileName}">`;
        const first = html.indexOf('<link rel="stylesheet"');
        return first >= 0
          ? `${html.slice(0, first)}${link}\n    ${html.slice(first)}`
          : html.replace("</head>", `  ${link}\n  </head>`);
      },
    },
  };
}

/**
 * antd Table's filter dropdown imports Tree for columns filtered in tree mode; in the portal build it gets a
 * stand-in that loads the same Tree on first use (build/shims/lazy-tree.js). Only that import is redirected:
 * every other use of antd's Tree (and the TreeSelect) is untouched.
 */
function lazyTableFilterTree(): Plugin {
  const DROPDOWN = /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
  return {
    name: "lazy-table-filter-tree",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "../../../tree" && importer && DROPDOWN.test(importer)
        ? `${import.meta.dirname}/build/shims/lazy-tree.js`
        : null;
    },
  };
}

// The portal is served by the API on one port (server/app.ts serves dist/portal).
// In dev (`npm run dev:portal`) Vite proxies /api to the API on PORT (default 3000).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    antdStartCss(),
    localeMenu(),
    preloadDeps(),
    lazyTableFilterTree(),
    registryEndpoints(import.meta.dirname),
  ],
  resolve: {
    // Smaller stand-ins for two packages antd and Refine pull in for old engines (build/shims/).
    alias: [
      // Same alias as tsconfig.json "paths" (the server and tests import shared code as @src/...).
      { find: "@src", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      { find: /^side-channel$/, replacement: `${import.meta.dirname}/build/shims/side-channel.cjs` },
      // React Router 7's package exports name only its development build (remix-run/react-router#12532);
      // the production one is the same code without the development warnings.
      {
        find: /^react-router$/,
        replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs`,
      },
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
          // Refine's devtools trace (@refinedev/devtools-internal getTrace) parses stacks in development only;
          // the two CommonJS packages it imports declare no `sideEffects`, so their wrappers stayed (~1.5 kB gzip).
          { test: /node_modules[\\/](error-stack-parser|stackframe)[\\/]/, sideEffects: false },
          // antd's rc-* building blocks declare no `sideEffects` either, although none of their modules
          // runs anything at import: antd's App (modal -> form context -> rc-field-form's barrel)
          // otherwise keeps the whole form engine in every page.
          { test: /node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Everything the entry needs in ONE chunk. Rolldown's automatic splitting gives every set of
          // importers its own chunk, so the start came in ~25 small chunks (React, i18next, antd's
          // theme, button...) that compress worse than one and cost a request each. Dependencies are
          // not pulled in recursively, or the form engine (see FORM_ENGINE) would come back with them;
          // bench/bundle-size.ts fails if this ever makes chunks import each other in a circle.
          groups: [
            {
              name: "start",
              tags: ["$initial"],
              test: (id) => !FORM_ENGINE.test(id) || FORM_CONTEXT.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? "3000"}` },
  },
});
