/**
 * The buyer-facing header in real Chromium (spec §1 search and vehicle search; §5 "Model search"; §9 header
 * search 500 ms after typing stops, 5-entry histories in the cookies `inputSearchHistory` and
 * `chooseModelHistory`): seller.active types a part name, the suggestions come from one call after the typing
 * stops, Enter opens the buyer portal's search in a new tab and the text joins the history cookie; the vehicle
 * search (brand -> series -> year) opens that vehicle's search and remembers it. Screenshots in
 * test-results/e2e/header-*.png.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

async function pickOption(page: Page, label: string, typed: string, option: string | RegExp) {
  const select = page.getByRole("combobox", { name: label, exact: true });
  await select.click();
  if (typed) await select.fill(typed);
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active", {
      hasText: option,
    })
    .first()
    .waitFor({ timeout: 10_000 });
  await select.press("Enter");
}

async function cookie(page: Page, name: string): Promise<unknown> {
  const found = (await page.context().cookies()).find((c) => c.name === name);
  return found ? JSON.parse(decodeURIComponent(found.value)) : undefined;
}

test("header search: suggestions after typing stops, a new tab for the search, and the history cookie", async () => {
  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home$/, { timeout: 20_000 });
  const suggestCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/search/ina/suggest")) suggestCalls.push(r.postData() ?? "");
  });

  await page.getByTestId("header-search").click();
  const box = page.getByLabel("Teks pencarian", { exact: true });
  await box.pressSequentially("Kampas", { delay: 60 });
  const items = page.getByTestId("suggest-items").locator("li");
  await items.first().waitFor({ timeout: 10_000 });
  // One call for the whole word: the 500 ms wait restarts with every key.
  expect(suggestCalls.map((b) => JSON.parse(b).keyword)).toEqual(["Kampas"]);
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(5);
  expect((await items.allInnerTexts()).every((t) => /kampas/i.test(t))).toBe(true);
  await screenshot(page, "header-search");

  const [tab] = await Promise.all([page.context().waitForEvent("page"), box.press("Enter")]);
  expect(tab.url()).toContain("/search?keyword=Kampas");
  await tab.close();
  expect(await cookie(page, "inputSearchHistory")).toEqual(["Kampas"]);
  await page.locator(".ant-modal-close").click();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
  await page.getByTestId("header-search").click();
  await expect.poll(() => page.getByTestId("search-history").innerText()).toContain("Kampas");
  await page.locator(".ant-modal-wrap:not([style*='display: none']) .ant-modal-close").click();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}, 120_000);

test("vehicle search: brand, series and year open that vehicle's search and join the model history", async () => {
  const { page } = app.browser;
  await page.getByTestId("header-vehicle").click();
  const search = page.getByRole("dialog").getByRole("button", { name: /Cari$/ });
  expect(await search.isDisabled()).toBe(true);
  await pickOption(page, "Merek", "toyota", "TOYOTA");
  await pickOption(page, "Model", "avanza", "AVANZA");
  expect(await search.isDisabled()).toBe(true);
  // Choosing the year searches (spec §5).
  const [tab] = await Promise.all([page.context().waitForEvent("page"), pickOption(page, "Tahun", "", /20\d\d/)]);
  const url = new URL(tab.url());
  expect([url.pathname, url.searchParams.get("series"), url.searchParams.get("vehicleType")]).toEqual([
    "/search",
    "AVANZA",
    "1",
  ]);
  await tab.close();
  const history = (await cookie(page, "chooseModelHistory")) as { series: string; brand: { brandName: string } }[];
  expect([history.length, history[0].brand.brandName, history[0].series]).toEqual([1, "TOYOTA", "AVANZA"]);
  await screenshot(page, "header-vehicle");
}, 120_000);
