import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

// The portal is served by the API on one port (server/app.ts serves dist/portal).
// In dev (`npm run dev:portal`) Vite proxies /api to the API on PORT (default 3000).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // Same alias as tsconfig.json "paths" (the server and tests import shared code as @src/...).
  resolve: { alias: { "@src": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "dist/portal",
    emptyOutDir: true,
    // dist/portal/.vite/manifest.json: bench/bundle-size.ts walks it to measure what a route loads.
    manifest: true,
    // @refinedev/core imports papaparse for useImport/useExport only; papaparse declares no
    // `sideEffects`, so without this rule it stays in the initial chunk (~6 kB gzip) unused.
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]papaparse[\\/]/, sideEffects: false }] },
    },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? "3000"}` },
  },
});
