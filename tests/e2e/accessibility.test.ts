/**
 * axe-core audit in real Chromium of the screens a seller meets first (WCAG 2 A/AA rules: labels,
 * contrast, headings, landmarks), at laptop and tablet sizes. Any violation fails with its rule id and
 * the offending elements.
 */
import { createRequire } from "node:module";
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
}

const app = useAppInBrowser();

test("the sign-in page has no axe violations", async () => {
  await app.browser.page.goto(`${app.server.baseUrl}/#/login`);
  await app.browser.page.locator("#userName").waitFor();
  expect(await audit(app.browser.page)).toEqual([]);
});

const SCREENS: [string, string, string][] = [
  ["home", "/#/home", "Halo"],
  ["product list", "/#/commodity/in-sale", "Produk Dijual"],
  ["product form", "/#/commodity/publish", "Informasi dasar"],
  ["shop application", "/#/shop-apply", "Pendaftaran Toko"],
  ["user management", "/#/store/management", "Manajemen Pengguna"],
  ["position form", "/#/store/addrole", "Tambah Jabatan"],
  ["activity log", "/#/store/sub-account-log-activity", "Log aktivitas sub-akun"],
  ["store detail", "/#/store/store-detail", "Detail Toko"],
  ["address book", "/#/store/address", "Alamat"],
  ["request list", "/#/store/request-list", "Daftar Permintaan"],
];

test.each(SCREENS)("%s has no axe violations at laptop and tablet sizes", async (name, path, text) => {
  const { page } = app.browser;
  const userName = name === "shop application" ? "seller.noshop" : "seller.active";
  await page.goto(`${app.server.baseUrl}/#/login`);
  await page.evaluate(() => localStorage.removeItem("ut"));
  await signIn(page, app.server.baseUrl, userName);
  await page.waitForURL(/#\/(home|shop-apply)/);
  for (const viewport of [{ width: 1366, height: 768 }, { width: 768, height: 1024 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`${app.server.baseUrl}${path}`);
    await page.getByText(text).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    const found = await audit(page);
    if (found.length) await screenshot(page, `axe-${name.replace(/ /g, "-")}-${viewport.width}`);
    expect(found, `${name} at ${viewport.width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
});
