/**
 * The access journey of issue 3 in real Chromium (spec §5 "Users and positions", §6): seller.active's main
 * admin creates the position "Gudang Cabang" (products list / show / create, only own activities) and a
 * sub-account holding it. The sub-account sees only what the position grants, its own rows only, and the
 * 403 sentence elsewhere; its token meets the same limits on the API; the main admin then finds its write in
 * the activity log with an estimated reward. Screenshots are saved to test-results/e2e/.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { solidPng } from "../../server/modules/file/png";
import { ROOT, screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

const locale = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, "locales/id-ID", file), "utf8"));
/** 'Sorry, you cannot access this menu, …' as the portal's default language says it. */
const FORBIDDEN: string = locale("shell.json").error.forbidden;
const SUB = { userName: "gudang.cabang", password: "Gudang#2026" };
const PART_NO = "GDC2026FLT01";
const WAIT = { timeout: 20_000 };

const rows = (page: Page) => page.locator("tr.ant-table-row");
const topMenu = (page: Page) => page.getByRole("navigation", { name: "Menu utama" });
const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Menu bagian" });

/** Ticks the leaf of the authority tree labelled `label` (a group may carry the same label). */
async function tickAuthority(page: Page, label: string) {
  const leaf = page.locator(".ant-tree-treenode:has(.ant-tree-switcher-noop)", {
    has: page.locator(".ant-tree-title", { hasText: new RegExp(`^${label}$`) }),
  });
  await leaf.locator(".ant-tree-checkbox").first().click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /^Menu pengguna/ }).click();
  await page.getByRole("menuitem", { name: "Keluar" }).click();
  await page.waitForURL(/#\/login/, WAIT);
}

test("a sub-account with an 'only own' products position sees and reaches only what it grants; the main admin sees its activity", async () => {
  const { page } = app.browser;
  const base = app.server.baseUrl;

  // The main admin's product list holds hundreds of products.
  await signIn(page, base, "seller.active");
  await page.waitForURL(/#\/home/, WAIT);
  await page.goto(`${base}/#/commodity/in-sale`);
  await expect.poll(() => page.locator(".ant-pagination-total-text").textContent(), WAIT).toMatch(/^\d{3,} produk$/);

  // 1. The position: product list, show and create (not edit), only own activities.
  await page.goto(`${base}/#/store/addrole`);
  await page.locator("#name").fill("Gudang Cabang");
  for (const label of ["Produk Dijual", "Lihat detail", "Tambah Produk"]) await tickAuthority(page, label);
  await page.getByRole("checkbox", { name: "Hanya aktivitas sendiri" }).check();
  await page.waitForTimeout(400); // let the checkbox animations end, for a faithful screenshot
  await screenshot(page, "access-position-form");
  await page.getByRole("button", { name: "Simpan" }).click();
  await page.waitForURL(/store\/management\?tab=positions/, WAIT);
  await expect
    .poll(() => rows(page).filter({ hasText: "Gudang Cabang" }).innerText(), WAIT)
    .toMatch(/3 otoritas[\s\S]*Hanya aktivitas sendiri/);

  // 2. The sub-account holding it.
  await page.goto(`${base}/#/store/management`);
  await page.getByRole("button", { name: "Tambah pengguna" }).click();
  const modal = page.locator(".ant-modal");
  await modal.locator("#userName").fill(SUB.userName);
  await modal.locator("#nickName").fill("Budi Gudang Cabang");
  await modal.locator("#email").fill("budi.gudang@majujaya.co.id");
  await modal.locator("#password").fill(SUB.password);
  await modal.locator("#confirmPassword").fill(SUB.password);
  await modal.locator("#positionId").click();
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", {
      hasText: "Gudang Cabang",
    })
    .click();
  await modal.getByRole("button", { name: "Simpan" }).click();
  const subRow = rows(page).filter({ hasText: SUB.userName });
  await expect.poll(() => subRow.count(), WAIT).toBe(1);
  expect(await subRow.innerText()).toMatch(/Gudang Cabang[\s\S]*Aktif/);
  await screenshot(page, "access-sub-account-created");

  // 3. The sub-account sees the product menus only, and no product of the main admin.
  await signOut(page);
  await signIn(page, base, SUB.userName, SUB.password);
  await page.waitForURL(/#\/home/, WAIT);
  await expect.poll(() => topMenu(page).innerText(), WAIT).toContain("Produk");
  expect(await topMenu(page).innerText()).not.toContain("Toko");
  await page.goto(`${base}/#/commodity/in-sale`);
  await expect.poll(() => page.locator(".ant-table-wrapper .ant-spin-spinning").count(), WAIT).toBe(0);
  await page.getByText("Belum ada produk di sini").waitFor(WAIT);
  expect(await rows(page).count()).toBe(0);
  expect(await sideMenu(page).innerText()).toMatch(/Tambah Produk[\s\S]*Produk Dijual/);
  expect(await sideMenu(page).innerText()).not.toMatch(/Toko|Manajemen Pengguna|Detail Toko/);
  expect(await page.getByRole("button", { name: "Tambah Produk" }).count()).toBe(1);
  await page.waitForTimeout(400); // the left submenu opens with an animation
  await screenshot(page, "access-sub-account-products-empty");

  // 4. It adds a part (fits all vehicles: no fitment); its list shows that one row, viewable, not editable.
  await page.goto(`${base}/#/commodity/publish`);
  await page.locator("#product_partNo").fill(PART_NO);
  await page.locator("#product_itemName").fill("Filter Oli Gudang Cabang");
  await page.locator("#product_categoryId").click();
  // The picker shows id-ID titles and its search finds a category by its English title too.
  await page.keyboard.type("Brake Pads");
  await page
    .locator(".ant-select-tree-node-content-wrapper", { hasText: /Kampas Rem/ })
    .first()
    .click();
  await page.locator('#product_condition input[value="1"]').check();
  await page.locator('#product_grade input[value="A"]').check();
  await page.locator("#product_brandName").fill("Sakura");
  await page.getByLabel("Harga, baris 1").fill("45000");
  for (const [field, value] of [
    ["saleUnit", "pcs"],
    ["stockNum", "12"],
    ["weight", "300"],
    ["length", "10"],
    ["width", "10"],
    ["height", "12"],
    ["productUnit", "pcs"],
    ["packagingUnit", "dus"],
    ["packagingQty", "1"],
  ]) {
    await page.locator(`#product_${field}`).fill(value);
  }
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "filter-oli.png", mimeType: "image/png", buffer: solidPng(400, 400, [40, 90, 200], true) });
  await expect.poll(() => page.locator("img[src^='/files/']").count(), WAIT).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Ajukan untuk ditinjau" }).click();
  await page.waitForURL(/commodity\/in-sale.*tab=underAssessment/, WAIT);
  await expect.poll(() => rows(page).count(), WAIT).toBe(1);
  expect(await rows(page).innerText()).toMatch(new RegExp(`${PART_NO}[\\s\\S]*Dalam penilaian`));
  expect(await page.getByRole("button", { name: /^Lihat/ }).count()).toBe(1);
  expect(await page.getByRole("button", { name: /^Ubah/ }).count()).toBe(0);
  await screenshot(page, "access-sub-account-own-product");

  // 5. Pages its position does not grant answer the 403 sentence, even typed into the address bar.
  const adminToken = await app.server.login("seller.active");
  const adminItems = await app.server.api<{ data: { itemId: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 1, reviewStatus: [5] },
    adminToken,
  );
  const adminItemId = adminItems.data.data[0].itemId;
  for (const [route, shot] of [
    ["/store/management", "access-forbidden-management"],
    [`/commodity/update?itemId=${adminItemId}`, "access-forbidden-product-edit"],
  ]) {
    await page.goto(`${base}/#${route}`);
    await page.getByText(FORBIDDEN).waitFor(WAIT);
    expect(await page.locator("tr.ant-table-row, form").count()).toBe(0);
    await screenshot(page, shot);
  }

  // 6. The API holds the same limits for its token.
  const token = await app.server.login(SUB.userName, SUB.password);
  const users = await app.server.api("/api/staff/ina/user/page", { pageNo: 1, pageSize: 10 }, token);
  expect([users.code, users.message]).toEqual([403, locale("errors.json").forbidden]);
  expect((await app.server.api("/api/item/ina/detail", { itemId: adminItemId }, token)).code).toBe(404);
  const own = await app.server.api<{ rowCount: number; data: { partNo: string }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 10 },
    token,
  );
  expect([own.data.rowCount, own.data.data.map((r) => r.partNo)]).toEqual([1, [PART_NO]]);
  expect((await app.server.api("/api/item/ina/update", { itemId: adminItemId }, token)).code).toBe(403);

  // 7. The main admin sees the sub-account's write in the activity log, with its estimated reward.
  await signOut(page);
  await signIn(page, base, "seller.active");
  await page.waitForURL(/#\/home/, WAIT);
  await page.goto(`${base}/#/store/sub-account-log-activity`);
  await page.locator("#userId").click();
  await page.keyboard.type(SUB.userName);
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: SUB.userName })
    .click();
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  // Filtered by the sub-account, the log holds exactly its one write.
  await expect.poll(() => rows(page).allInnerTexts(), WAIT).toEqual([expect.stringContaining(SUB.userName)]);
  const logRow = rows(page).first();
  const cells = logRow.locator("td");
  expect(await logRow.innerText()).toMatch(/Produk[\s\S]*Buat/);
  expect(await cells.last().innerText()).toMatch(/^Rp\s?\d/);
  await screenshot(page, "access-activity-log");
});
