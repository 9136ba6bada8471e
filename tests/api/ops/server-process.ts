/**
 * Spawns the real server (`node --import tsx server/main.ts`) for operations tests: collects its output,
 * waits for lines, signals it and reports its exit code. Also creates a throwaway PostgreSQL database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output (polled, bounded by `timeoutMs`). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (null when killed by a signal) once the process exited. */
  exited: Promise<number | null>;
  /** The `Seller portal:` base URL, once the start banner was printed. */
  baseUrl(timeoutMs?: number): Promise<string>;
  /** SIGKILLs the process if still running and removes its DATA_DIR. */
  cleanup(): Promise<void>;
}

/** Polls `check` every 50 ms until it answers a value other than undefined; throws after `timeoutMs`. */
export async function pollUntil<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the server (from its sources, or `opts.command`) with PORT=0, its own DATA_DIR, SEED_DEMO=false and LOG_LEVEL=info unless `env` says otherwise. */
export function spawnServer(
  env: Record<string, string> = {},
  opts: { uid?: number; gid?: number; command?: [string, string[]] } = {},
): ServerProcess {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "seller-ops-"));
  const { command = [process.execPath, ["--import", "tsx", "server/main.ts"]], ...spawnOpts } = opts;
  const child = spawn(command[0], command[1], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...spawnOpts,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitFor: ServerProcess["waitFor"] = (pattern, timeoutMs = 60_000) =>
    pollUntil(`${pattern} in the server output:\n${output}`, () => output.match(pattern) ?? undefined, timeoutMs);
  return {
    child,
    output: () => output,
    waitFor,
    exited,
    baseUrl: async (timeoutMs) => (await waitFor(/Seller portal: (http:\/\/[\d.:]+)\//, timeoutMs))[1],
    cleanup: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TCP port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True while a process with `pid` exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
