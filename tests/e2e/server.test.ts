/**
 * The real server process as deployed (issue 2 part 2): `/healthz` after migrations, the portal and the API
 * on one port, LOGIN_URL / PORTAL_HOME_URL injected into the portal at run time, compressed answers,
 * immutable hashed assets, envelope answers for unknown API paths, a bad env value stopping start with a
 * clear message, and a clean exit on SIGTERM.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ROOT, startServer, type Server } from "./harness";

let server: Server;

beforeAll(async () => {
  server = await startServer({
    LOGIN_URL: "https://login.example.co.id/masuk",
    PORTAL_HOME_URL: "https://example.co.id/",
  });
});
afterAll(async () => {
  await server?.stop();
});

test("healthz answers 200 once the server is up", async () => {
  const res = await fetch(`${server.baseUrl}/healthz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

test("the portal page carries the runtime login and home URLs; it and its scripts travel compressed from 1 kB", async () => {
  const res = await fetch(`${server.baseUrl}/`, { headers: { "accept-encoding": "gzip" } });
  const html = await res.text();
  // @fastify/compress threshold 1024 bytes (server/app.ts): a smaller page is not worth compressing.
  expect(res.headers.get("content-encoding")).toBe(Buffer.byteLength(html) >= 1024 ? "gzip" : null);
  expect(html).toContain('"loginUrl":"https://login.example.co.id/masuk"');
  expect(html).toContain('"portalHomeUrl":"https://example.co.id/"');
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${server.baseUrl}${script}`, { headers: { "accept-encoding": "gzip" } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toContain("immutable");
  expect(asset.headers.get("content-encoding")).toBe("gzip");
});

test("an unknown API path answers the not-found envelope in the caller's language; other paths get the portal", async () => {
  const api = await fetch(`${server.baseUrl}/api/nothing/here`, {
    method: "POST",
    headers: { "accept-language": "en-US", "content-type": "application/json" },
    body: "{}",
  });
  expect(api.status).toBe(404);
  expect(await api.json()).toEqual({ success: false, code: 404, message: "Not found", data: null });
  const page = await fetch(`${server.baseUrl}/some/old/link`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});

test("a broken JSON body answers a clear envelope error, never a stack", async () => {
  const res = await fetch(`${server.baseUrl}/api/user/login/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{not json",
  });
  const body = await res.json();
  expect(body).toMatchObject({ success: false, code: 400 });
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
});

test("a bad configuration value stops start with a message naming it", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "lots", DATABASE_URL: "mysql://x" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("Invalid configuration");
  expect(run.stderr).toContain("PORT");
  expect(run.stderr).toContain("DATABASE_URL");
});

test("SIGTERM closes the server cleanly (exit code 0)", async () => {
  const own = await startServer();
  const code = await own.stopWithCode();
  expect(code).toBe(0);
});
