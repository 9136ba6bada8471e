/**
 * The server as `npm start` runs it (README "Running in production"): the esbuild bundle of server/main.ts
 * started by package.json's "serve" script finds its migrations, translations and the built portal from
 * the project root, and serves.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { productionServerCommand } from "../../../build/server-command";
import { ROOT, spawnServer, type ServerProcess } from "./server-process";

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.cleanup();
});

it("the production bundle migrates, answers ready and speaks the caller's language", async () => {
  server = spawnServer({}, { command: productionServerCommand() });
  const baseUrl = await server.baseUrl();
  const ready = await fetch(`${baseUrl}/readyz`);
  expect(ready.status).toBe(200);
  const missing = await fetch(`${baseUrl}/api/nothing/here`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "id-ID" },
    body: "{}",
  });
  expect(await missing.json()).toEqual({ success: false, code: 404, message: "Data tidak ditemukan", data: null });
  if (fs.existsSync(path.join(ROOT, "dist/portal/index.html"))) {
    const page = await fetch(`${baseUrl}/`);
    expect(await page.text()).toContain('<div id="root">');
  }
});
