/**
 * From an insurer's inquiry to a shipped inquiry order, in real Chromium (spec §2 /tend, §3 "Inquiry",
 * "Tender", "Indent letter", §4 "Inquiry and tender", §5 "Tender, consign, inquiry", §9 part readiness): an
 * insurance buyer asks for two parts of a claimed Toyota through the buyer API, as the buyer portal would;
 * seller.active finds it in the inquiry list (its brands include Toyota), tenders from the form prefilled with
 * its own products, is refused the out-of-town fee below Rp 50.000, offers one part on hand and one to be
 * ordered in (indent); the buyer purchases the tender, which becomes an inquiry order; the seller confirms it,
 * the buyer pays, the seller writes an indent letter for the indent part (checked as a PDF printed by
 * Chromium) and ships the order with a delivery order. Screenshots in test-results/e2e/inquiry-*.png.
 */
import { beforeAll, expect, test } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Locator, Page } from "playwright-core";
import type { Page as ApiPage } from "../../src/domain/wire";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

interface ItemRow {
  itemId: number;
  partNo: string;
  itemName: string;
  stockType: number;
  stockNum: number;
}

let buyer = "";
let seller = "";
let platform = "";
let inquiryNo = "";
let tenderNo = "";
let orderNo = "";
let parts: ItemRow[] = [];
let receiver: { name: string; phone: string; regionCodes: string[]; postalCode: string; address: string };

async function api<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await app.server.api<T>(path, body, token);
  if (!res.success) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}

/** A small real PNG (the API checks the bytes): the signature photo and the shipment proof. */
async function png(): Promise<Buffer> {
  const { page } = app.browser;
  const data = await page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 40;
    c.height = 20;
    const g = c.getContext("2d");
    if (g) {
      g.fillStyle = "#123456";
      g.fillRect(0, 0, 40, 20);
    }
    return c.toDataURL("image/png").split(",")[1];
  });
  return Buffer.from(data, "base64");
}

beforeAll(async () => {
  buyer = await app.server.login("buyer.insurance");
  seller = await app.server.login("seller.active");
  platform = await app.server.login("platform.admin");
  // Two in-sale parts of the shop: the inquiry names their part numbers, so the form prefills from them.
  const page = await api<ApiPage<ItemRow>>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 50, reviewStatus: [5] },
    seller,
  );
  parts = page.data.filter((r) => /^[A-Za-z0-9]+$/.test(r.partNo)).slice(0, 2);
  expect(parts).toHaveLength(2);
  // The receiver of one of the insurer's earlier inquiries (its workshop in another city).
  const earlier = await api<ApiPage<{ inquiryNo: string }>>(
    "/api/buyer/inquiry/page",
    { pageNo: 1, pageSize: 1 },
    buyer,
  );
  const d = await api<{
    receiverName: string;
    receiverPhone: string;
    receiverRegionCodes: string[];
    receiverPostalCode: string;
    receiverAddress: string;
  }>("/api/buyer/inquiry/detail", { inquiryNo: earlier.data[0].inquiryNo }, buyer);
  receiver = {
    name: d.receiverName,
    phone: d.receiverPhone,
    regionCodes: d.receiverRegionCodes,
    postalCode: d.receiverPostalCode,
    address: d.receiverAddress,
  };
}, 120_000);

test("an insurer asks for two parts of a claimed Toyota; the seller finds it in its inquiry list", async () => {
  ({ inquiryNo } = await api<{ inquiryNo: string }>(
    "/api/buyer/inquiry/create",
    {
      vehicleType: 1,
      carBrandName: "Toyota",
      carModel: "AVANZA",
      carYear: 2019,
      vin: "MHKM1BA3JKJ012345",
      licensePlate: "B 1234 E2E",
      claimNo: "CLM-E2E-0001",
      remark: "Klaim tabrakan depan",
      deadline: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      receiver,
      parts: [
        { partName: parts[0].itemName.slice(0, 100), partNo: parts[0].partNo, quantity: 1, condition: 1 },
        { partName: parts[1].itemName.slice(0, 100), partNo: parts[1].partNo, quantity: 1, condition: 1 },
      ],
    },
    buyer,
  ));
  expect(inquiryNo).toMatch(/^INQ-\d{8}-\d{6}$/);

  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
  await page.goto(`${app.server.baseUrl}/#/tend/inquiry-list?keyword=${inquiryNo}`);
  await page.getByRole("heading", { level: 2, name: "Daftar Inquiry" }).waitFor();
  const row = page.getByRole("row").filter({ hasText: inquiryNo });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  const text = await row.innerText();
  expect(text).toContain("AVANZA 2019");
  expect(text).toContain("CLM-E2E-0001");
  await screenshot(page, "inquiry-list");
});

test("the seller tenders: prefilled from its products, the out-of-town fee below Rp 50.000 refused, one part indent", async () => {
  const { page } = app.browser;
  const row = page.getByRole("row").filter({ hasText: inquiryNo });
  await row.getByRole("button", { name: "Tender" }).click();
  await page.waitForURL(/#\/tend\/addTend/);
  const offer1 = page.getByRole("region", { name: /^Penawaran 1 untuk/ }).first();
  const offer2 = page.getByRole("region", { name: /^Penawaran 1 untuk/ }).nth(1);
  await offer1.waitFor();
  // The prefill: each part's first offer from the shop's product with that part number.
  await expect.poll(() => offer1.getByLabel("No part").inputValue(), { timeout: 15_000 }).toBe(parts[0].partNo);
  await expect.poll(() => offer2.getByLabel("No part").inputValue()).toBe(parts[1].partNo);

  // The first part ships from hand in 2 days; the second is ordered in (indent, 10 days).
  await chooseOption(page, offer1, "Status part", "Tersedia (1-3 hari)");
  await offer1.getByLabel("Perkiraan pengiriman", { exact: true }).fill("2");
  await chooseOption(page, offer2, "Status part", "Inden (lebih dari 7 hari)");
  await offer2.getByLabel("Perkiraan pengiriman", { exact: true }).fill("10");
  for (const offer of [offer1, offer2]) {
    const unit = offer.getByLabel("Satuan", { exact: true });
    if ((await unit.inputValue()) === "") await unit.fill("pcs");
    if ((await offer.getByLabel("Merek", { exact: true }).inputValue()) === "")
      await offer.getByLabel("Tanpa merek").click();
  }

  await chooseOption(page, page.locator("form"), "Metode pengiriman", "Kurir");
  await page.getByLabel("Ongkos kirim").fill("20000");
  await page.getByRole("button", { name: "Kirim tender" }).click();
  await page.getByText("Ongkos kirim minimal untuk luar kota adalah Rp 50.000").first().waitFor();
  await screenshot(page, "inquiry-tender-refused");

  await page.getByLabel("Ongkos kirim").fill("60000");
  await page.getByRole("button", { name: "Kirim tender" }).click();
  await page.waitForURL((url) => !url.hash.startsWith("#/tend/addTend"), { timeout: 15_000 });
  const tenders = await api<ApiPage<{ tenderNo: string; inquiryNo: string; status: number }>>(
    "/api/tender/ina/page",
    { pageNo: 1, pageSize: 10, keyword: inquiryNo },
    seller,
  );
  expect(tenders.data).toHaveLength(1);
  expect(tenders.data[0].status).toBe(2);
  tenderNo = tenders.data[0].tenderNo;
  await page.goto(`${app.server.baseUrl}/#/tend/tenderManageDetail?tenderNo=${tenderNo}`);
  await page.getByText(tenderNo).first().waitFor();
  await page.getByText("Inden (lebih dari 7 hari)").first().waitFor();
  await screenshot(page, "inquiry-tender-detail");
});

test("the buyer purchases the tender: an inquiry order waits for the seller, who confirms it; the buyer pays", async () => {
  const detail = await api<{ offers: { offerId: number; quantity: number }[] }>(
    "/api/buyer/tender/detail",
    { tenderNo },
    buyer,
  );
  const bought = await api<{ orders: { orderNo: string }[] }>(
    "/api/buyer/inquiry-order/create",
    {
      inquiryNo,
      paymentMethod: 1,
      tenders: [{ tenderNo, offers: detail.offers.map((o) => ({ offerId: o.offerId, quantity: o.quantity })) }],
    },
    buyer,
  );
  orderNo = bought.orders[0].orderNo;

  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/tend/inquiry-order?filter=5&keyword=${orderNo}`);
  await page.getByRole("heading", { level: 2, name: "Pesanan Inquiry" }).waitFor();
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  expect(await row.innerText()).toContain(inquiryNo);
  await screenshot(page, "inquiry-order-unconfirmed");
  await row.getByRole("button", { name: "Konfirmasi" }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Konfirmasi" }).click();
  await page.getByText(`Pesanan ${orderNo} dikonfirmasi`).waitFor();

  const paid = await api<{ paymentNo: string }>("/api/buyer/order/pay", { orderNo, paymentType: "va-bca" }, buyer);
  await api("/api/platform/order/settlePayment", { orderNo, paymentNo: paid.paymentNo }, platform);
  const d = await api<{ status: number; canCreateIndentLetter: boolean }>(
    "/api/inquiry-order/ina/detail",
    { orderNo },
    seller,
  );
  expect(d.status).toBe(1);
  expect(d.canCreateIndentLetter).toBe(true);
});

test("the seller writes an indent letter for the indent part: the printed PDF holds the letter, order and part", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/tend/get-detail?orderNo=${orderNo}`);
  await page.getByRole("button", { name: "Buat surat inden" }).first().click();
  await page.waitForURL(/createIndentLetter/);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "ttd.png", mimeType: "image/png", buffer: await png() });
  await page.getByRole("img", { name: "ttd.png" }).waitFor();
  await page.getByLabel("Nama kurir").fill("Gudang Pusat Sunter");
  await page.getByLabel("No. resi").fill("IND0001E2E");
  const edt = new Date(Date.now() + 14 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel("Estimasi pengiriman", { exact: true }).fill(edt);
  // Tab commits the typed date and closes the calendar (Enter would submit the form at once).
  await page.keyboard.press("Tab");
  const line = page.getByRole("checkbox", { name: new RegExp(parts[1].partNo) });
  if (!(await line.isChecked())) await line.check();
  await screenshot(page, "inquiry-indent-form");
  await page.getByRole("button", { name: "Buat surat inden" }).click();
  await page.waitForURL(/letterNo=IND-\d{8}-\d{6}/, { timeout: 15_000 });
  const letterNo = /IND-\d{8}-\d{6}/.exec(page.url())?.[0] ?? "";
  await page.getByRole("article", { name: `Surat inden ${letterNo}` }).waitFor();
  await screenshot(page, "inquiry-indent-letter");

  await page.emulateMedia({ media: "print" });
  const text = await pdfText(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: "screen" });
  expect(text).toContain(letterNo);
  expect(text).toContain(orderNo);
  expect(text).toContain(parts[1].partNo);
  expect(text).toContain("Gudang Pusat Sunter");
  expect(text).toContain(edt);
  // Only the letter prints, not the shell.
  expect(text).not.toContain("Manajemen Tender");
});

test("the seller prints the delivery order and ships: the inquiry order is sent", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/tend/get-detail?orderNo=${orderNo}`);
  await page.getByRole("button", { name: "Cetak SJ" }).click();
  await page.waitForURL(/shipment-operate\/inquiry\/DO-\d{8}-\d{6}/);
  await page.getByText("Antar ke agen", { exact: true }).click();
  await page.getByLabel("Nama kurir").fill("SiCepat");
  await page.getByLabel("Nomor resi").fill("SC0001E2E");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "bukti.png", mimeType: "image/png", buffer: await png() });
  await page.getByRole("img", { name: "bukti.png" }).waitFor();
  await page.getByRole("button", { name: "Atur pengiriman" }).click();
  await page.getByText("Pengiriman diatur: pesanan dikirim").waitFor();
  await page.waitForURL(/get-detail/);
  await page.getByText("Menunggu konfirmasi penerimaan").first().waitFor();
  await page.getByText("SC0001E2E").first().waitFor();
  await screenshot(page, "inquiry-order-sent");
  const d = await api<{ status: number; indentLetters: unknown[] }>(
    "/api/inquiry-order/ina/detail",
    { orderNo },
    seller,
  );
  expect(d.status).toBe(2);
  expect(d.indentLetters).toHaveLength(1);
});

/** Opens the antd Select of the form item labelled `field` inside `scope` and picks the option showing `option`. */
async function chooseOption(page: Page, scope: Locator, field: string, option: string): Promise<void> {
  await scope
    .locator(".ant-form-item")
    .filter({ has: page.locator("label", { hasText: new RegExp(`^${field}$`) }) })
    .locator(".ant-select-selector")
    .first()
    .click();
  // The dropdown just opened is the last one not hidden (an earlier one may still be closing).
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
    .filter({ hasText: option })
    .last()
    .click();
}
