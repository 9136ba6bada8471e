/**
 * Orders end to end in real Chromium (spec §2 /order, §4 "Orders", §5 "Shipment"): a workshop buyer orders
 * three parts through the buyer API, as the buyer portal would; seller.active finds it in the order list,
 * confirms it (stock is taken), the buyer pays and the gateway settles; the seller prints the delivery order
 * (checked as a PDF printed by Chromium: order no, DO no and part numbers in its text), arranges a drop-off
 * shipment with courier, tracking number and proof photo, and the buyer confirms receipt: the order is done.
 * Screenshots in test-results/e2e/order-*.png.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Page as ApiPage } from "../../src/domain/wire";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

interface ItemRow {
  itemId: number;
  partNo: string;
  stockType: number;
  stockNum: number;
}
interface ItemDetail extends ItemRow {
  tradePlatforms: number[];
  minBuyQty: number;
}

let buyer = "";
let seller = "";
let platform = "";
let orderNo = "";
let parts: { itemId: number; partNo: string; quantity: number; stockBefore: number }[] = [];

async function api<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await app.server.api<T>(path, body, token);
  if (!res.success) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

/** The PDF's text, page by page joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}

beforeAll(async () => {
  buyer = await app.server.login("buyer.workshop");
  seller = await app.server.login("seller.active");
  platform = await app.server.login("platform.admin");
  // Three in-sale parts the workshop (B2B) may buy, with actual stock for what it orders.
  const page = await api<ApiPage<ItemRow>>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 50, reviewStatus: [5] },
    seller,
  );
  for (const row of page.data) {
    if (parts.length === 3) break;
    const d = await api<ItemDetail>("/api/item/ina/detail", { itemId: row.itemId }, seller);
    if (!d.tradePlatforms.includes(1) || d.stockType !== 2 || d.stockNum < d.minBuyQty + 1) continue;
    parts.push({ itemId: d.itemId, partNo: d.partNo, quantity: d.minBuyQty, stockBefore: d.stockNum });
  }
  expect(parts).toHaveLength(3);
}, 120_000);

afterAll(() => {
  parts = [];
});

test("a buyer orders three parts; the delivery fee comes from the templates and the order waits for the seller", async () => {
  const created = await api<{ orderNo: string }>(
    "/api/buyer/order/create",
    {
      shopId: await shopIdOfSeller(),
      items: parts.map((p) => ({ itemId: p.itemId, quantity: p.quantity })),
      // Typed at checkout instead of a saved address (Pasar Baru, Jakarta Pusat: a regency the seed's
      // weight template prices as Jabodetabek).
      receiver: {
        receiverName: "Slamet Riyadi",
        receiverPhone: "081233334444",
        regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"],
        postalCode: "10710",
        detail: "Jl. Pasar Baru Selatan No. 8, Bengkel Sumber Rejeki",
      },
      paymentMethod: 1,
      licensePlate: "B 1234 KJT",
      // A client's totals are never read: the API computes them.
      total: 1,
    },
    buyer,
  );
  orderNo = created.orderNo;
  expect(orderNo).toMatch(/^ORD-\d{8}-\d{6}$/);
  const d = await api<{
    status: number;
    total: number;
    deliveryFee: number;
    goodsAmount: number;
    customerFixedDiscount: number;
    orderDiscount: number;
  }>("/api/order/ina/detail", { orderNo }, seller);
  expect(d.status).toBe(5);
  // The workshop's customer discounts active today (README choices "discounts") come off the goods.
  expect(d.total).toBe(d.goodsAmount + d.deliveryFee - d.customerFixedDiscount - d.orderDiscount);
  expect(d.total).toBeGreaterThan(1);
});

test("the seller finds it by order no in the unconfirmed tab and confirms it; stock is taken", async () => {
  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
  await page.goto(`${app.server.baseUrl}/#/order/order-list?tab=unconfirmed`);
  await page.getByRole("heading", { level: 2, name: "Daftar Pesanan" }).waitFor();
  await page.getByRole("textbox", { name: "Cari" }).fill(orderNo);
  await page.keyboard.press("Enter");
  await page.waitForURL(new RegExp(`keyword=${orderNo}`));
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  expect(await row.innerText()).toContain("Menunggu diproses");
  // Spec §6: a workshop is not a priority buyer, so the note shows on the detail until paid.
  await screenshot(page, "order-list-unconfirmed");

  await row.getByRole("button", { name: "Konfirmasi" }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Konfirmasi" }).click();
  await page.getByText(`Pesanan ${orderNo} dikonfirmasi`).waitFor();

  const d = await api<{ status: number }>("/api/order/ina/detail", { orderNo }, seller);
  expect(d.status).toBe(0);
  for (const p of parts) {
    const item = await api<ItemRow>("/api/item/ina/detail", { itemId: p.itemId }, seller);
    expect(item.stockNum).toBe(p.stockBefore - p.quantity);
  }
});

test("the buyer pays, the gateway settles; the detail shows the order waiting for delivery", async () => {
  const paid = await api<{ paymentNo: string; status: number }>(
    "/api/buyer/order/pay",
    { orderNo, paymentType: "va-bca" },
    buyer,
  );
  expect(paid.status).toBe(7);
  await api("/api/platform/order/settlePayment", { orderNo, paymentNo: paid.paymentNo }, platform);

  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/order/detail-confirm?orderNo=${orderNo}`);
  await page.getByRole("heading", { level: 2, name: "Detail Pesanan" }).waitFor();
  await page.getByText("Menunggu pengiriman").first().waitFor();
  for (const p of parts) await page.getByText(p.partNo).first().waitFor();
  expect(await page.getByText("Platform tidak bertanggung jawab").count()).toBe(0);
  await screenshot(page, "order-detail-paid");
});

test("the seller prints the delivery order: the PDF holds the order no, the DO no and every part no", async () => {
  const { page } = app.browser;
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.reload();
  await page.getByRole("button", { name: "Cetak SJ" }).click();
  await page.waitForURL(/shipment-operate\/DO-\d{8}-\d{6}/);
  const doNo = /DO-\d{8}-\d{6}/.exec(page.url())?.[0] ?? "";
  await page.getByRole("heading", { level: 2, name: "Atur Pengiriman" }).waitFor();
  // "Cetak SJ" on the detail printed it once (that makes the DO); the page's Print prints it again.
  await page.getByText("Dicetak 1 kali").waitFor();
  await page.getByRole("button", { name: /^(printer )?Cetak$/ }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.getByText("Dicetak 2 kali").waitFor();
  await screenshot(page, "order-delivery-order");

  await page.emulateMedia({ media: "print" });
  const text = await pdfText(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: "screen" });
  expect(text).toContain(doNo);
  expect(text).toContain(orderNo);
  for (const p of parts) expect(text).toContain(p.partNo);
  expect(text).toContain("Bengkel Sumber Rejeki");
  // The shell (menu, buttons) does not print: only the document.
  expect(text).not.toContain("Daftar Pesanan");
  expect(text).not.toContain("Atur pengiriman");
});

test("the seller arranges a drop-off with courier, tracking number and proof photo; the order is sent", async () => {
  const { page } = app.browser;
  await page.getByText("Antar ke agen", { exact: true }).click();
  await page.getByRole("button", { name: "Atur pengiriman" }).click();
  // Required fields refuse an empty form (spec §5 "Courier, tracking number and photo required").
  await expect.poll(() => page.locator(".ant-form-item-explain-error").count()).toBeGreaterThanOrEqual(3);
  await page.getByLabel("Nama kurir").fill("J&T Express");
  await page.getByLabel("Nomor resi").fill("JP1234567890");
  await page.locator('input[type="file"]').setInputFiles({
    name: "bukti.png",
    mimeType: "image/png",
    buffer: await proofPng(),
  });
  await page.getByRole("img", { name: "bukti.png" }).waitFor();
  await screenshot(page, "order-shipment-form");
  await page.getByRole("button", { name: "Atur pengiriman" }).click();
  await page.getByText("Pengiriman diatur: pesanan dikirim").waitFor();
  await page.waitForURL(/detail-confirm/);
  await page.getByText("Menunggu konfirmasi penerimaan").first().waitFor();
  await page.getByText("JP1234567890").first().waitFor();
  await screenshot(page, "order-detail-sent");
});

test("the buyer confirms receipt: the seller sees the order done with its whole history", async () => {
  await api("/api/buyer/order/confirmReceipt", { orderNo }, buyer);
  const { page } = app.browser;
  await page.reload();
  await page.getByRole("heading", { level: 2, name: "Detail Pesanan" }).waitFor();
  await page.getByText("Selesai").first().waitFor();
  for (const step of [
    "Pesanan dibuat",
    "Dikonfirmasi",
    "Surat jalan dicetak",
    "Dikirim",
    "Penerimaan dikonfirmasi pembeli",
  ])
    await page.getByText(step, { exact: true }).first().waitFor();
  await screenshot(page, "order-detail-done");
});

async function shopIdOfSeller(): Promise<number> {
  const info = await api<{ shopId: number }>("/api/shop/ina/myShopInfo", {}, seller);
  return info.shopId;
}

/** A small real PNG (the API checks the bytes). */
async function proofPng(): Promise<Buffer> {
  const { solidPng } = await import("../../server/modules/file/png");
  return solidPng(64, 64, [200, 40, 40]);
}
