/**
 * DATA_DIR must be writable before PGlite opens it: a read-only or full folder otherwise fails deep inside
 * the database engine with a stack trace. Here it fails at start with one line naming the folder, the reason
 * and the fix.
 */
import fs from "node:fs";
import path from "node:path";

/** A start-up failure whose message is the whole story (main prints it as one line, without a stack). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupError";
  }
}

const REASONS: Record<string, { words: string; fix: string }> = {
  EROFS: { words: "is read-only", fix: "point DATA_DIR to a writable folder" },
  EACCES: {
    words: "is not writable by this user",
    fix: "give this user write access to it or point DATA_DIR elsewhere",
  },
  EPERM: { words: "may not be written", fix: "give this user write access to it or point DATA_DIR elsewhere" },
  ENOSPC: { words: "is on a full disk", fix: "free disk space or point DATA_DIR to a disk with room" },
  EDQUOT: { words: "is over its disk quota", fix: "free space or raise the quota" },
  ENOTDIR: { words: "is not a folder", fix: "point DATA_DIR to a folder" },
  EEXIST: { words: "is not a folder", fix: "point DATA_DIR to a folder" },
};

/** The one-line explanation of a file-system error met in `dir`, or null when `err` is not one we know. */
export function explainDataDirError(dir: string, err: unknown): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const reason = code ? REASONS[code] : undefined;
  return reason ? `DATA_DIR ${dir} ${reason.words} (${code}): ${reason.fix}` : null;
}

/**
 * Creates `dataDir` when missing, then writes, fsyncs and removes a probe file in it.
 * @throws StartupError naming the folder, the reason (EROFS, EACCES, EPERM, ENOSPC, EDQUOT, ENOTDIR) and the fix;
 *   any other error as it is
 */
export function assertWritableDataDir(dataDir: string): void {
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const fd = fs.openSync(probe, "w");
    try {
      // A full disk may accept the open and refuse the bytes: write and flush a page.
      fs.writeSync(fd, Buffer.alloc(4096));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.rmSync(probe, { force: true });
  } catch (err) {
    fs.rmSync(probe, { force: true, maxRetries: 0 });
    const line = explainDataDirError(dir, err);
    if (line) throw new StartupError(line);
    throw err;
  }
}
