/**
 * axe-core audit in real Chromium of every screen (WCAG 2.0/2.1 A and AA rules: labels, contrast, ARIA,
 * headings, landmarks), at laptop and tablet sizes: the sign-in page, the shell's screens and every route
 * of the registry (derived from it, so a new route is audited without editing this file; a record's route
 * opens the first seeded record). Any violation fails with its rule id and the offending elements.
 * AXE_SCREENSHOTS=1 saves every screen to test-results/e2e/.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { resources as registry } from "../../src/resources";
import type { ResourceDescriptor } from "../../src/resources/types";

/** The registry read through the general descriptor shape (the literal tuple has no optional slots). */
const resources: readonly ResourceDescriptor[] = registry;
import { screenshot, signIn, useAppInBrowser } from "./harness";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function audit(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the portal's CSP (rightly) refuses an injected <script> tag.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
}

const app = useAppInBrowser();

test("the sign-in page has no axe violations", async () => {
  await app.browser.page.goto(`${app.server.baseUrl}/#/login`);
  await app.browser.page.locator("#userName").waitFor();
  expect(await audit(app.browser.page)).toEqual([]);
});

/** Shell screens outside the registry, with the user who reaches them. */
const SHELL_SCREENS: Screen[] = [
  { name: "home", path: "/home", userName: "seller.active" },
  { name: "shop application", path: "/shop-apply", userName: "seller.noshop" },
];

interface Screen {
  name: string;
  path: string;
  userName: string;
  /** The route shows one record (a descriptor's edit / show slot): an id is picked from the seed. */
  record?: { listEndpoint: string; idField: string };
}

/** Every route of the registry (DESIGN.md §3), as the demo seller (main admin of an active shop). */
const REGISTRY_SCREENS: Screen[] = resources.flatMap((d) =>
  Object.entries(d.routes).map(([key, route]) => {
    const oneRecord = (key === d.edit || key === d.show) && d.endpoints.list !== undefined;
    return {
      name: `${d.name}.${key}`,
      path: route.path,
      userName: "seller.active",
      ...(oneRecord && d.endpoints.list
        ? { record: { listEndpoint: d.endpoints.list, idField: d.idField ?? "id" } }
        : {}),
    };
  }),
);

/**
 * The first record of a list through the API (answers a Page or a plain array), as the screen's URL: it
 * fills the route's `:<idField>` parameter when the path has one, else goes in the query.
 */
async function recordPath(screen: Screen): Promise<string> {
  if (!screen.record) return screen.path;
  const param = `:${screen.record.idField}`;
  const id = await firstId(screen);
  return screen.path.includes(param)
    ? screen.path.replace(param, encodeURIComponent(id))
    : `${screen.path}?${screen.record.idField}=${id}`;
}

/** The id of the first record of the screen's list. */
async function firstId(screen: Screen): Promise<string> {
  if (!screen.record) return "";
  const token = await app.server.login(screen.userName);
  const res = await app.server.api<unknown>(screen.record.listEndpoint, { pageNo: 1, pageSize: 1 }, token);
  const rows = (Array.isArray(res.data) ? res.data : ((res.data as { data?: unknown[] } | null)?.data ?? [])) as Record<
    string,
    unknown
  >[];
  const id = rows[0]?.[screen.record.idField];
  if (id === undefined)
    throw new Error(
      `no seeded record for ${screen.name} (${screen.record.listEndpoint}): ${JSON.stringify(res).slice(0, 200)}`,
    );
  return String(id);
}

/** Waits until the screen shows content and nothing is loading any more; the pointer rests off the page. */
async function settled(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      (document.querySelector("main")?.textContent ?? "").trim() !== "" &&
      document.querySelector(".ant-spin-spinning, .ant-skeleton-active") === null,
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(500);
}

test("the audit covers every route of the registry", () => {
  const audited = new Set(REGISTRY_SCREENS.map((s) => s.path));
  const routes = resources.flatMap((d) => Object.values(d.routes).map((r) => r.path));
  expect(routes.filter((p) => !audited.has(p))).toEqual([]);
  expect(audited.size).toBeGreaterThanOrEqual(25);
});

let signedInAs = "";

test.each([...SHELL_SCREENS, ...REGISTRY_SCREENS].map((s) => [s.name, s] as const))(
  "%s has no axe violations at laptop and tablet sizes",
  async (name, screen) => {
    const { page } = app.browser;
    if (signedInAs !== screen.userName) {
      await page.goto(`${app.server.baseUrl}/#/login`);
      await page.evaluate(() => localStorage.removeItem("ut"));
      await signIn(page, app.server.baseUrl, screen.userName);
      await page.waitForURL(/#\/(home|shop-apply)/);
      signedInAs = screen.userName;
    }
    const target = await recordPath(screen);
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.server.baseUrl}/#${target}`);
      await settled(page);
      const found = await audit(page);
      const shot = `axe-${name.replace(/[^\w-]+/g, "-")}-${viewport.width}`;
      if (found.length || process.env.AXE_SCREENSHOTS) await screenshot(page, shot);
      expect(found, `${name} (${screen.path}) at ${viewport.width}px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  },
);
