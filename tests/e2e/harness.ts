/**
 * Browser tests in real Chromium (playwright-core driving Debian's /usr/bin/chromium) against the real
 * server: `tsx server/main.ts` on a free port with its own DATA_DIR (a copy of the run's seeded template), serving the built portal (dist/portal,
 * built by `npm test` before vitest runs). Screenshots go to test-results/e2e/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded DATA_DIR every file's server copies (global-setup.ts). */
    e2eTemplateDir: string;
  }
}

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ARTIFACTS = path.join(ROOT, "test-results", "e2e");
export const DEMO_PASSWORD = "Demo#2026";

export interface Server {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Sends SIGTERM and answers the exit code. */
  stopWithCode(): Promise<number | null>;
  /** Sends SIGUSR2 (run every sweep now) and resolves once the server says they ran. */
  runSweeps(): Promise<void>;
  /** Calls the API directly (as a platform admin or to check what the UI did). */
  api<T>(
    pathname: string,
    body?: unknown,
    token?: string,
  ): Promise<{ success: boolean; code: number; message: string; data: T }>;
  login(userName: string, password?: string): Promise<string>;
}

/**
 * Starts the server on a copy of the run's seeded template (global-setup.ts) and resolves once it printed
 * its URL (migrations done). Outside the e2e project (no template provided) it seeds its own DATA_DIR.
 */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  if (!fs.existsSync(path.join(ROOT, "dist/portal/index.html")))
    throw new Error("dist/portal is missing: run `npm run build` first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seller-e2e-"));
  const template = inject("e2eTemplateDir");
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return spawnServer(dataDir, env, { removeDataDir: true });
}

/** Seeds the demo marketplace into `dataDir` by starting the server there once and stopping it. */
export async function seedTemplate(dataDir: string): Promise<void> {
  const server = await spawnServer(dataDir, {}, { removeDataDir: false });
  const code = await server.stopWithCode();
  if (code !== 0) throw new Error(`the seeding server exited with ${code}`);
}

async function spawnServer(
  dataDir: string,
  env: Record<string, string>,
  opts: { removeDataDir: boolean },
): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(/Seller portal: (http:\/\/[\d.:]+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const terminate = async (): Promise<number | null> => {
    if (child.exitCode === null) {
      const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
      child.kill("SIGTERM");
      await exited;
    }
    if (opts.removeDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const api: Server["api"] = async (pathname, body = {}, token) => {
    const res = await fetch(baseUrl + pathname, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  return {
    baseUrl,
    dataDir,
    api,
    login: async (userName, password = DEMO_PASSWORD) => {
      const res = await api<{ accessToken: string }>("/api/user/login/login", {
        userName,
        password: createHash("sha256").update(password, "utf8").digest("hex"),
      });
      if (!res.success) throw new Error(`login refused: ${res.message}`);
      return res.data.accessToken;
    },
    stop: async () => {
      await terminate();
    },
    stopWithCode: terminate,
    runSweeps: async () => {
      const before = output.split("Sweeps run").length;
      child.kill("SIGUSR2");
      const deadline = Date.now() + 30_000;
      while (output.split("Sweeps run").length === before) {
        if (Date.now() > deadline) throw new Error(`sweeps did not run:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** A fresh Chromium profile (Playwright rejects --user-data-dir in args: STACK.md). */
export async function openBrowser(
  opts: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "seller-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    locale: opts.locale ?? "id-ID",
    viewport: opts.viewport ?? { width: 1366, height: 768 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot as a test artifact; answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs in through the portal's own /#/login page. */
export async function signIn(page: Page, baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.locator("#userName, input[name=userName]").first().fill(userName);
  await page.locator("#password, input[name=password]").first().fill(password);
  await page.locator("form button[type=submit]").first().click();
}

/**
 * Resolves once the page's real-time channel is open and authenticated: the server's `ready` frame on any of
 * the page's WebSockets (src/providers/realtime.tsx). Call it before the page opens the channel (before
 * signing in); an event published after it resolves reaches the page.
 */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", (frame) => {
        if (typeof frame.payload === "string" && frame.payload.includes('"type":"ready"')) resolve();
      });
    });
  });
}

/**
 * One server and one browser for a test file: started before its tests, closed after. The fields are
 * filled in beforeAll, so read them inside tests (`app.server.baseUrl`, `app.browser.page`).
 */
export function useAppInBrowser(env: Record<string, string> = {}): {
  server: Server;
  browser: Awaited<ReturnType<typeof openBrowser>>;
} {
  const app = {} as { server: Server; browser: Awaited<ReturnType<typeof openBrowser>> };
  beforeAll(async () => {
    app.server = await startServer(env);
    app.browser = await openBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
