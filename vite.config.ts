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
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? "3000"}` },
  },
});
