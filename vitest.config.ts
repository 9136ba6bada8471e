import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { localeMenu } from "./build/locale-menu";

// Three projects: node unit + API tests (in-memory PGlite), jsdom UI tests, and browser tests in
// real Chromium (tests/e2e, they start the built app themselves). `npm test` runs all of them.
export default defineConfig({
  // localeMenu: the start chunk imports page namespaces as `?menu` (titles and actions only), as in the build.
  plugins: [react(), localeMenu()],
  // The server imports the portal's shared code as @src/... (tsconfig.json "paths").
  resolve: { alias: { "@src": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    globals: true,
    // Two files at a time even on 2 cores (vitest's default is cores - 1 = 1): browser and API files spend much
    // of their time waiting on a server process or Chromium, so a second file fills that time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "server/**/*.test.ts"],
          // On TEST_DATABASE_URL's server, the databases the run created are dropped at its end.
          globalSetup: ["tests/api/pg-databases.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["tests/ui/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/ui/setup.ts"],
          server: { deps: { inline: [/@refinedev\/react-router/] } },
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          // Seeds the demo once; every file's server starts on a copy (tests/e2e/global-setup.ts).
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time: two browser files beside the API and UI files overloaded 2 cores (a CI run with
          // extra load lost a browser file's server); each file still starts on a copy of the seeded template.
          fileParallelism: false,
        },
      },
    ],
  },
});
