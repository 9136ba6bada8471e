/**
 * The store application in real Chromium (spec §3 "Store", §5 "Store"): seller.noshop fills every required
 * field, including the region cascader and document photos, is told a wrong NPWP is 'NPWP Salah', submits,
 * and lands on the "under assessment" screen; the platform approves and the seller is sent on.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { solidPng } from "../../server/modules/file/png";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

const png = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: "image/png",
  buffer: solidPng(300, 200, rgb),
});

async function uploadInto(page: Page, fieldId: string, name: string, rgb: [number, number, number]) {
  await page.locator(`#${fieldId}`).setInputFiles(png(name, rgb));
  await page.locator(`.ant-form-item:has(#${fieldId}) img[src^='/files/']`).first().waitFor({ timeout: 15_000 });
}

async function choose(page: Page, fieldId: string, option: string) {
  await page.locator(`#${fieldId}`).click();
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: option })
    .first()
    .click();
}

test("a seller without a shop applies for one and waits for assessment; once approved they reach home", async () => {
  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.noshop");
  await page.waitForURL(/#\/shop-apply$/);

  await page.locator("#storeName").fill("Bengkel Maju Jaya Parts");
  await page.locator("#picName").fill("Agus Salim");
  await page.locator("#phone").fill("081234567890");
  await page.locator("#email").fill("agus@majujaya.co.id");
  await uploadInto(page, "storePhotos", "toko.png", [30, 90, 160]);
  await page.getByRole("checkbox", { name: "Grosir" }).check();
  await page.locator("#storeEstablishment").fill("2012");
  await page.locator("#storeDescription").fill("Grosir suku cadang mobil Jepang sejak 2012 di Jakarta Pusat.");

  await page.locator("#address_regionCodes").click();
  for (const [column, name] of [
    [0, "Daerah Khusus Ibukota Jakarta"],
    [1, "Kota Administrasi Jakarta Pusat"],
    [2, "Gambir"],
    [3, "Cideng"],
  ] as const) {
    await page
      .locator(".ant-cascader-menu")
      .nth(column)
      .locator(".ant-cascader-menu-item", { hasText: new RegExp(`^${name}$`) })
      .click();
  }
  await expect.poll(() => page.locator("#address_postalCode").inputValue()).toBe("10150");
  await page.locator("#address_detail").fill("Jl. Cideng Barat No. 12, RT 3 RW 5");

  await page.locator("#legalPersonIdNumber").fill("3171012345678901");
  await page.locator("#ktpName").fill("Agus Salim");
  await uploadInto(page, "ktpPhoto", "ktp.png", [200, 200, 200]);
  await page.locator("#npwpNumber").fill("12.345");
  await page.locator("#npwpNumber").blur();
  await page.getByText("NPWP Salah").waitFor();
  await page.locator("#npwpNumber").fill("01.234.567.8-901.000");
  await page.locator("#npwpNumber").blur();
  await expect.poll(() => page.getByText("NPWP Salah").count()).toBe(0);
  await uploadInto(page, "npwpPhoto", "npwp.png", [220, 180, 60]);

  await choose(page, "bank", "BCA");
  await page.locator("#accountNo").fill("1234567890");
  await page.locator("#accountName").fill("Agus Salim");
  await page.locator("#leaderName").fill("Agus Salim");
  await page.locator("#leaderPhone").fill("081234567890");
  await choose(page, "leaderPosition", "Pemilik");
  await screenshot(page, "shop-apply-filled");

  await page.getByRole("button", { name: "Kirim pendaftaran" }).click();
  await page.getByText("Pendaftaran sedang dinilai").waitFor({ timeout: 15_000 });
  await screenshot(page, "shop-apply-submitted");

  // The API holds the application as written, photos included.
  const token = await app.server.login("seller.noshop");
  const shop = await app.server.api<{
    applyStatus: number;
    storeName: string;
    shopId: number;
    application: Record<string, unknown>;
  }>("/api/shop/ina/myShopInfo", {}, token);
  expect(shop.data.applyStatus).toBe(0);
  expect(shop.data.storeName).toBe("Bengkel Maju Jaya Parts");
  expect(String(shop.data.application.ktpPhoto)).toMatch(/^[A-Za-z0-9_-]{16,}$/);

  const platform = await app.server.login("platform.admin");
  expect((await app.server.api("/api/platform/shop/approve", { shopId: shop.data.shopId }, platform)).success).toBe(
    true,
  );
  await page.goto(`${app.server.baseUrl}/#/home`);
  await page.reload();
  await page.waitForURL(/#\/home$/, { timeout: 15_000 });
  await page.getByText("Halo").first().waitFor();
});
