/**
 * Portal load budget measured in real Chromium (bench/README.md "Portal load": gzipped JS loaded by
 * `/#/login`, `/#/home` and the in-sale list `/#/commodity/in-sale`, budgets in bench/bundle-size.ts).
 * Starts the built server, opens each route cold (fresh profile, empty cache), records every JavaScript
 * response the page loads until the network is idle, and sums their gzip sizes (gzip -9 of the exact
 * bytes served). The signed-in routes are opened as seller.active (token set before load).
 *
 * Run: `npm run build && npx tsx bench/portal-load.ts` (exit 1 when a route is over budget).
 * Writes bench/results/portal-load.json.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { openBrowser, startServer } from "../tests/e2e/harness";
import { BUDGET_KB } from "./bundle-size";

async function measure(route: string, baseUrl: string, token?: string) {
  const browser = await openBrowser();
  try {
    // A cold start: fresh profile and cache; a signed-in route gets its token before the first script runs.
    if (token) await browser.context.addInitScript((t) => localStorage.setItem("ut", t), token);
    const scripts = new Map<string, number>();
    browser.page.on("response", async (res) => {
      if (!res.url().endsWith(".js") && !(res.headers()["content-type"] ?? "").includes("javascript")) return;
      const body = await res.body().catch(() => null);
      if (body) scripts.set(res.url(), zlib.gzipSync(body, { level: 9 }).length);
    });
    await browser.page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    await browser.page.waitForTimeout(500);
    const gzipKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    return {
      route,
      files: scripts.size,
      gzipKb: Math.round(gzipKb * 10) / 10,
      finalUrl: browser.page.url().replace(baseUrl, ""),
    };
  } finally {
    await browser.close();
  }
}

const server = await startServer({ LOG_LEVEL: "silent" });
try {
  const token = await server.login("seller.active");
  const results = [
    await measure("/#/login", server.baseUrl),
    await measure("/#/home", server.baseUrl, token),
    await measure("/#/commodity/in-sale", server.baseUrl, token),
  ];
  process.stdout.write("| route | JS files | gzipped JS kB | budget kB |\n|---|---|---|---|\n");
  for (const r of results)
    process.stdout.write(
      `| ${r.route} (ended at ${r.finalUrl}) | ${r.files} | ${r.gzipKb} | ${BUDGET_KB[r.route]} |\n`,
    );
  const out = path.resolve(import.meta.dirname, "results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, "portal-load.json"),
    JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
  );
  process.exitCode = results.some((r) => r.gzipKb > BUDGET_KB[r.route]) ? 1 : 0;
} finally {
  await server.stop();
}
