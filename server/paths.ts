/**
 * The project's folders, found from this module's own location whether the server runs from its sources
 * (`tsx server/main.ts`) or from the production bundle (`node dist/server/main.mjs`, README "Running in
 * production"): the nearest folder above it holding package.json is the project root.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** The project root (package.json's folder). */
export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
/** Translations shared with the portal (locales/<lang>/<namespace>.json). */
export const LOCALES_DIR = path.join(PROJECT_ROOT, "locales");
/** The built portal (`vite build`). */
export const PORTAL_DIR = path.join(PROJECT_ROOT, "dist", "portal");
/** SQL migrations (drizzle-kit). */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "db", "migrations");
