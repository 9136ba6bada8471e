/**
 * Sign-in for every demo account in real Chromium, landing where spec §4 "Shop routing" says, on the screen
 * the README promises; the language switch (spec §2 footer: stores `lang`, reloads, English everywhere);
 * exit (logout, then the portal home). Screenshots go to test-results/e2e/.
 */
import { expect, test } from "vitest";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

const LANDINGS: [userName: string, hash: RegExp, heading: string][] = [
  ["seller.active", /#\/home$/, "Halo, Budi Santoso"],
  ["seller.noshop", /#\/shop-apply$/, "Pendaftaran Toko"],
  ["seller.pending", /#\/read-disable$/, "Toko sedang dinilai"],
  ["seller.rejected", /#\/read-disable$/, "Pendaftaran toko ditolak"],
  ["seller.additional", /#\/shop-additional-info$/, "Informasi Tambahan Toko"],
  ["seller.restricted", /#\/read-disable$/, "Pendaftaran toko ditolak"],
  ["seller.closed", /#\/read-disable$/, "Toko ditutup"],
  ["seller.frozen", /#\/read-disable$/, "Toko dibekukan"],
  ["seller.special", /#\/home$/, "Halo"],
  ["platform.admin", /#\/403$/, "403"],
];

test.each(LANDINGS)("%s lands on %s", async (userName, hash, heading) => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/login`);
  await page.evaluate(() => localStorage.removeItem("ut"));
  await signIn(page, app.server.baseUrl, userName);
  await page.waitForURL(hash, { timeout: 20_000 });
  await page.getByText(heading, { exact: false }).first().waitFor({ timeout: 15_000 });
  await screenshot(page, `landing-${userName}`);
});

test("the rejected shop's screen lists its rejection reasons as text", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/login`);
  await page.evaluate(() => localStorage.removeItem("ut"));
  await signIn(page, app.server.baseUrl, "seller.rejected");
  await page.waitForURL(/#\/read-disable$/);
  await page.getByText("Foto izin usaha tidak jelas").waitFor();
  await page.getByRole("button", { name: "Daftar ulang" }).click();
  await page.waitForURL(/#\/shop-apply$/);
});

test("a wrong password is refused with a clear message and no session", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/login`);
  await page.evaluate(() => localStorage.removeItem("ut"));
  await signIn(page, app.server.baseUrl, "seller.active", "Salah#2026");
  await page.getByRole("alert").waitFor();
  expect(await page.getByRole("alert").innerText()).toMatch(/salah|tidak/i);
  expect(await page.evaluate(() => localStorage.getItem("ut"))).toBeNull();
  expect(page.url()).toMatch(/#\/login/);
});

test("an unauthenticated visit goes to login with a back-url, and signing in returns there", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/login`);
  await page.evaluate(() => localStorage.removeItem("ut"));
  await page.goto(`${app.server.baseUrl}/#/commodity/in-sale?tab=draft`);
  await page.waitForURL(/#\/login\?backUrl=/);
  await page.locator("#userName").fill("seller.active");
  await page.locator("#password").fill("Demo#2026");
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/#\/commodity\/in-sale/);
});

test("the footer switch changes the language, reloads, and is remembered; exit signs out", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home$/);
  await page.getByText("Halo, Budi Santoso").waitFor();
  await page.getByText("English", { exact: true }).click();
  await page.getByText("Hello, Budi Santoso").waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en-US");
  expect(await page.locator("html").getAttribute("lang")).toMatch(/^en/);
  await screenshot(page, "home-en-US");
  // API messages follow the language too.
  await page.goto(`${app.server.baseUrl}/#/commodity/in-sale`);
  await page.getByRole("tab", { name: "In sale" }).waitFor();

  await page.getByText("Budi Santoso").first().click();
  await page.getByText("Exit", { exact: true }).click();
  await page.waitForURL(/#\/login/);
  expect(await page.evaluate(() => localStorage.getItem("ut"))).toBeNull();
  await page.getByText("Sign in to Portal Penjual").waitFor();
  await page.getByText("Bahasa Indonesia", { exact: true }).click();
  await page.getByText("Masuk ke Portal Penjual").waitFor({ timeout: 15_000 });
});
