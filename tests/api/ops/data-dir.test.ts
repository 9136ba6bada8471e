/**
 * A DATA_DIR the server cannot write stops the start with exit 1 and one line naming the folder, the
 * reason and the fix (server/db/data-dir.ts), not a stack trace from inside PGlite.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer } from "./server-process";

/** Root writes through any mode bits; only an unprivileged user meets a read-only folder's refusal. */
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

describe("an unusable DATA_DIR on PGlite", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seller-datadir-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function startFails(env: Record<string, string>, opts: { uid?: number; gid?: number } = {}): Promise<string[]> {
    const server = spawnServer({ DATABASE_URL: "", ...env }, opts);
    try {
      expect(await server.exited).toBe(1);
      return server
        .output()
        .split("\n")
        .filter((l) => l.trim() !== "" && !l.startsWith("npm warn"));
    } finally {
      await server.cleanup();
    }
  }

  // Needs root to start the server as another user; skipped otherwise (CI runs as root).
  it.runIf(isRoot)("refuses a folder its user may not write, in one line", async () => {
    const dir = path.join(tempDir(), "data");
    fs.mkdirSync(dir);
    fs.chmodSync(path.dirname(dir), 0o755);
    fs.chmodSync(dir, 0o555);
    const lines = await startFails({ DATA_DIR: dir }, { uid: NOBODY, gid: NOBODY });
    expect(lines).toEqual([
      `Start failed: DATA_DIR ${dir} is not writable by this user (EACCES): give this user write access to it or point DATA_DIR elsewhere`,
    ]);
  });

  it("refuses a DATA_DIR whose database folder is a file, in one line", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite"), "not a folder");
    const lines = await startFails({ DATA_DIR: dir });
    expect(lines).toEqual([
      `Start failed: DATA_DIR ${path.join(dir, "pglite")} is not a folder (EEXIST): point DATA_DIR to a folder`,
    ]);
  });
});
