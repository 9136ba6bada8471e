/**
 * The fault tests' harness: the real server process (`node --import tsx server/main.ts`, as deployed) on a
 * database prepared before it starts (a PGlite DATA_DIR, or a fresh database on TEST_DATABASE_URL's server),
 * killed for real with SIGKILL and started again on the same data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../../../server/db/client";
import { createTestDatabase } from "../pg-databases";
import type { Envelope } from "../../../src/domain/wire";
import { sha256Hex } from "../helpers";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const DEMO_PASSWORD = "Demo#2026";

/** Where a fault test's data lives: a DATA_DIR always (uploaded files; PGlite too), a database URL on PostgreSQL. */
export interface FaultData {
  dataDir: string;
  /** The fresh database on TEST_DATABASE_URL's server; undefined on PGlite. */
  databaseUrl?: string;
  /** Opens the data in this process (only while no server runs on it when on PGlite). */
  open(): Promise<Database>;
  /** Removes the DATA_DIR; the PostgreSQL database is dropped when the run ends (tests/api/pg-databases.ts). */
  remove(): void;
}

/**
 * A fresh, migrated database: PGlite in a new DATA_DIR, or a new database when TEST_DATABASE_URL is set.
 * `prepare` runs on it before it is closed (one open: a PGlite open costs seconds), e.g. to seed the demo.
 */
export async function freshData(
  label: string,
  prepare?: (database: Database, filesDir: string) => Promise<void>,
): Promise<FaultData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `seller-fault-${label}-`));
  let databaseUrl: string | undefined;
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) databaseUrl = await createTestDatabase(admin, `fault_${label}`);
  const open = () => openDatabase({ databaseUrl, dataDir });
  const database = await open();
  await database.migrate();
  const filesDir = path.resolve(dataDir, "files");
  fs.mkdirSync(filesDir, { recursive: true });
  try {
    await prepare?.(database, filesDir);
  } finally {
    await database.close();
  }
  return { dataDir, databaseUrl, open, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

export interface ApiProcess {
  baseUrl: string;
  pid: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** True until the process exited. */
  alive(): boolean;
  /** Resolves once the output matches `pattern` (checked from `from`, a length of output()); rejects after `ms`. */
  waitFor(pattern: RegExp, ms: number, from?: number): Promise<void>;
  /** SIGKILL, then resolves when the process is gone. */
  kill9(): Promise<void>;
  /**
   * SIGKILLs the process from the output handler itself the moment a line printed from now on matches
   * `pattern` (no polling delay: what the process does next must not get the time to commit); resolves
   * once it is gone, rejects after `ms`.
   */
  kill9On(pattern: RegExp, ms: number): Promise<void>;
  /** SIGTERM, then resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Sends SIGUSR2 (run every sweep now); resolves when the process says they ran, unless `wait` is false. */
  runSweeps(wait?: boolean): Promise<void>;
  /** POSTs JSON and answers the HTTP status, headers and parsed body. */
  call<T = unknown>(
    pathname: string,
    body?: unknown,
    opts?: { token?: string; lang?: string },
  ): Promise<{ status: number; headers: Headers; body: Envelope<T> }>;
  /** Signs in (demo password by default); answers the access token, throws if refused. */
  login(userName: string, password?: string): Promise<string>;
}

/**
 * Spawns the API on `data` with SEED_DEMO=false, PORT=0 and `env`; resolves once it printed its URL.
 * @throws if it exits or prints nothing within 90 s
 */
export async function startApi(data: FaultData, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  let trigger: { pattern: RegExp; from: number } | null = null;
  const onData = (c: Buffer) => {
    output += c.toString();
    if (trigger && trigger.pattern.test(output.slice(trigger.from))) {
      trigger = null;
      process.kill(child.pid!, "SIGKILL");
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);

  const waitFor = async (pattern: RegExp, ms: number, from = 0) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(output.slice(from))) {
      if (exited) throw new Error(`server exited while waiting for ${pattern}:\n${output.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} within ${ms} ms:\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await waitFor(/Seller portal: http:\/\/[\d.:]+\//, 90_000);
  const baseUrl = output.match(/Seller portal: (http:\/\/[\d.:]+)\//)![1];

  const call: ApiProcess["call"] = async (pathname, body = {}, opts = {}) => {
    const res = await fetch(baseUrl + pathname, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(opts.token ? { authorization: opts.token } : {}),
        ...(opts.lang ? { "accept-language": opts.lang } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<never> };
  };

  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    alive: () => !exited,
    waitFor,
    kill9: async () => {
      if (!exited) process.kill(child.pid!, "SIGKILL");
      await exit;
    },
    kill9On: async (pattern, ms) => {
      trigger = { pattern, from: output.length };
      const deadline = Date.now() + ms;
      while (!exited) {
        if (Date.now() > deadline) {
          trigger = null;
          throw new Error(`no ${pattern} within ${ms} ms:\n${output.slice(-3000)}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop: async () => {
      if (!exited) child.kill("SIGTERM");
      return exit;
    },
    runSweeps: async (wait = true) => {
      const from = output.length;
      child.kill("SIGUSR2");
      if (wait) await waitFor(/Sweeps run/, 30_000, from);
    },
    call,
    login: async (userName, password = DEMO_PASSWORD) => {
      const res = await call<{ accessToken: string }>("/api/user/login/login", {
        userName,
        password: sha256Hex(password),
      });
      if (!res.body.success) throw new Error(`login ${userName} refused: ${res.body.message}`);
      return res.body.data.accessToken;
    },
  };
}
