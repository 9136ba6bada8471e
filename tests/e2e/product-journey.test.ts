/**
 * The product journey of issue 2 in real Chromium: seller.active signs in, creates a product with vehicle
 * fitment and a photo, sees it "under assessment"; the platform approves it (platform API); the seller sees it
 * "in sale". Screenshots are saved to test-results/e2e/.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { solidPng } from "../../server/modules/file/png";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

async function pickOption(page: Page, label: string, typed: string, option: string) {
  const select = page.getByRole("combobox", { name: label, exact: true });
  await select.click();
  await select.fill(typed);
  // The option list is virtual and animates: wait for the wanted option to be the active one, then Enter.
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active", {
      hasText: option,
    })
    .first()
    .waitFor();
  await select.press("Enter");
  await page.waitForTimeout(350);
}

test("a seller creates a product with fitment and a photo; it is under assessment, then in sale once approved", async () => {
  const { page } = app.browser;
  const partNo = "KRD2026AVZ";
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);

  await page.goto(`${app.server.baseUrl}/#/commodity/publish`);
  await page.locator("#product_partNo").fill(partNo);
  await page.locator("#product_itemName").fill("Kampas Rem Depan Avanza Uji");
  await page.locator("#product_categoryId").click();
  // The picker shows id-ID titles and its search finds a category by its English title too.
  await page.keyboard.type("Brake Pads");
  await page
    .locator(".ant-select-tree-node-content-wrapper", { hasText: /Kampas Rem/ })
    .first()
    .click();
  await page.locator('#product_condition input[value="1"]').check();
  await page.locator('#product_grade input[value="A"]').check();
  await page.locator("#product_brandName").fill("Aisin");
  await page.locator('#product_adaptType input[value="2"]').check();
  await pickOption(page, "Merek", "toyota", "TOYOTA");
  await pickOption(page, "Model", "avanza", "AVANZA");
  const year = page.getByRole("combobox", { name: "Tahun", exact: true });
  await year.click();
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active", {
      hasText: /20\d\d/,
    })
    .first()
    .waitFor();
  await year.press("Enter");
  await expect.poll(() => page.locator("#product_fitments li").count()).toBe(1);

  await page.getByLabel("Harga, baris 1").fill("185000");
  await page.locator("#product_saleUnit").fill("set");
  await page.locator("#product_stockNum").fill("40");
  await page.locator("#product_weight").fill("900");
  await page.locator("#product_length").fill("25");
  await page.locator("#product_width").fill("15");
  await page.locator("#product_height").fill("8");
  await page.locator("#product_productUnit").fill("set");
  await page.locator("#product_packagingUnit").fill("dus");
  await page.locator("#product_packagingQty").fill("1");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "kampas-rem.png", mimeType: "image/png", buffer: solidPng(400, 400, [200, 60, 40], true) });
  await expect.poll(() => page.locator("img[src^='/files/']").count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await screenshot(page, "product-form-filled");

  await page.getByRole("button", { name: "Ajukan untuk ditinjau" }).click();
  await page.waitForURL(/commodity\/in-sale.*tab=underAssessment/, { timeout: 15_000 });
  const row = page.locator("tr.ant-table-row", { hasText: partNo });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  expect(await row.innerText()).toContain("Dalam penilaian");
  await screenshot(page, "product-under-assessment");

  // The platform approves it (its own portal is not part of this product: the platform API).
  const sellerToken = await app.server.login("seller.active");
  const found = await app.server.api<{ data: { itemId: number; reviewStatus: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 10, keyword: partNo },
    sellerToken,
  );
  expect(found.data.data).toHaveLength(1);
  expect(found.data.data[0].reviewStatus).toBe(1);
  const platformToken = await app.server.login("platform.admin");
  const approved = await app.server.api(
    "/api/platform/item/approve",
    { itemId: found.data.data[0].itemId },
    platformToken,
  );
  expect(approved.success).toBe(true);

  await page.goto(`${app.server.baseUrl}/#/commodity/in-sale?tab=inSale&keyword=${partNo}`);
  // The previous tab's table stays on screen until the new page arrives: wait for the in-sale row itself.
  const saleRow = page.locator("tr.ant-table-row", { hasText: partNo }).filter({ hasText: "Dijual" });
  await expect.poll(() => saleRow.count(), { timeout: 15_000 }).toBe(1);
  expect(await page.locator(".ant-tabs-tab-active").innerText()).toBe("Dijual");
  await screenshot(page, "product-in-sale");
});
