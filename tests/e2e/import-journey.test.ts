/**
 * The Excel import journey of issue 4 in real Chromium: seller.active uploads a file (written with exceljs)
 * holding one bad row, sees the matching step with the bad cell marked (screenshot), drops the bad row,
 * confirms, sees the result, and finds the imported products in the product list.
 */
import ExcelJS from "exceljs";
import { expect, test } from "vitest";
import { CREATE_COLUMNS } from "../../src/resources/products/import/columns";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

async function importFile(fileKey: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Produk");
  ws.addRow(CREATE_COLUMNS.map((c) => c.idHeader));
  const row = (partNo: string, weight: string | number): Record<string, string | number> => ({
    partNo,
    itemName: `Filter Udara ${partNo}`,
    categoryId: "Brake Pads",
    condition: 1,
    grade: "A",
    brandName: "Denso",
    productUnit: "pcs",
    packagingUnit: "box",
    packagingQty: 1,
    weight,
    length: 20,
    width: 15,
    height: 5,
    vehicleType: 1,
    adaptType: 2,
    fitments: "Toyota Avanza 2019-2021",
    tradePlatforms: "1; 2",
    priceTiers: "1-9: 125.000; 10+: 120.000",
    discount: "2,5",
    saleUnit: "pcs",
    stockType: 2,
    stockNum: "1.500",
    minBuyQty: 1,
    images: fileKey,
  });
  for (const r of [row("IMPE2E1", 300), row("IMPE2E2", "3,5"), row("IMPE2E3", "450")])
    ws.addRow(CREATE_COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test("a seller imports products from Excel: matching with a bad row, drop it, confirm, see them listed", async () => {
  const { page } = app.browser;
  const token = await app.server.login("seller.active");
  const list = await app.server.api<{ data: { itemId: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 1 },
    token,
  );
  const detail = await app.server.api<{ images: { fileKey: string }[] }>(
    "/api/item/ina/detail",
    { itemId: list.data.data[0].itemId },
    token,
  );
  const fileKey = detail.data.images[0].fileKey;

  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
  await page.goto(`${app.server.baseUrl}/#/commodity/import`);

  // Anything but .xlsx / .xls is refused with the file's name.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "produk.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n1,2") });
  await expect.poll(() => page.getByRole("alert").textContent()).toContain("produk.csv bukan file Excel");

  await page.locator('input[type="file"]').setInputFiles({
    name: "produk.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await importFile(fileKey),
  });
  await page.getByTestId("import-valid").waitFor({ timeout: 30_000 });
  expect(await page.getByTestId("import-valid").textContent()).toBe("Valid: 2");
  expect(await page.getByTestId("import-invalid").textContent()).toBe("Bermasalah: 1");
  const bad = page.locator('.import-cell-error[data-column="weight"]');
  expect(await bad.count()).toBe(1);
  expect(await bad.textContent()).toContain("Harus bilangan bulat");
  expect(await page.locator("tr.ant-table-row").count()).toBe(3);
  await screenshot(page, "import-matching");

  await page.getByRole("button", { name: "Hapus baris bermasalah" }).click();
  await page
    .locator(".ant-popover", { hasText: "Hapus 1 baris bermasalah" })
    .getByRole("button", { name: "OK" })
    .click();
  await expect.poll(() => page.locator("tr.ant-table-row").count()).toBe(2);
  expect(await page.getByTestId("import-invalid").textContent()).toBe("Bermasalah: 0");

  await page.getByRole("button", { name: "Konfirmasi dan kirim" }).click();
  await page.locator(".ant-popover", { hasText: "Simpan 2 baris valid?" }).getByRole("button", { name: "OK" }).click();
  await page.getByText("Impor selesai").waitFor({ timeout: 30_000 });
  expect(await page.locator(".ant-result-subtitle").textContent()).toBe(
    "2 produk dibuat: 2 dikirim untuk penilaian, 0 sebagai draf.",
  );
  await screenshot(page, "import-result");

  await page.goto(`${app.server.baseUrl}/#/commodity/in-sale?tab=underAssessment&keyword=IMPE2E`);
  await expect
    .poll(() => page.locator("tr.ant-table-row").allTextContents(), { timeout: 15_000 })
    .toEqual([expect.stringContaining("IMPE2E3"), expect.stringContaining("IMPE2E1")]);
});
