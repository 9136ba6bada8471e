import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The portal is served by the API on one port (server/app.ts serves dist/portal).
// In dev (`npm run dev:portal`) Vite proxies /api to the API on PORT (default 3000).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: "dist/portal",
    emptyOutDir: true,
    // dist/portal/.vite/manifest.json: bench/bundle-size.ts walks it to measure what a route loads.
    manifest: true,
    // @refinedev/core imports papaparse for useImport/useExport only; papaparse declares no
    // `sideEffects`, so without this rule it stays in the initial chunk (~6 kB gzip) unused.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/]papaparse[\\/]/, sideEffects: false },
          { test: /node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/, sideEffects: false },
        ],
      },
    },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? "3000"}` },
  },
});
