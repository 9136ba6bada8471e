/**
 * How benches start the API as production does: the arguments of package.json's "serve" script (`node
 * <flags> dist/server/main.mjs`), after building the bundle (`npm run build:server`). One place, so a bench
 * never measures a server started differently from README "Running in production".
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Builds dist/server/main.mjs and answers `[command, args]` to spawn it with (cwd: the project root). */
export function productionServerCommand(): [string, string[]] {
  execFileSync("npm", ["run", "-s", "build:server"], { cwd: root, stdio: "inherit" });
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { serve: string } };
  const [node, ...args] = pkg.scripts.serve.split(/\s+/);
  if (node !== "node") throw new Error(`package.json "serve" should start with node: ${pkg.scripts.serve}`);
  return [process.execPath, args];
}
