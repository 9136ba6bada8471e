/**
 * A bill with its documents and its print, in real Chromium (spec §2 /order bill, bill-detail, bill-upload,
 * print_bill_uncheck; §3 "Bill"; §4 "Bills and recaps"; §9 "3-day documents"): seller.active opens a bill
 * still being made whose buyer requires documents, uploads each one with the upload control, submits them
 * (the bill goes to waiting verification), and prints the bill: the PDF Chromium prints carries the bill no,
 * the buyer and the bill's order numbers. Screenshots in test-results/e2e/bill-*.png.
 */
import { beforeAll, expect, test } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Page as ApiPage } from "../../src/domain/wire";
import { ARTIFACTS, screenshot, signIn, useAppInBrowser } from "./harness";
import fs from "node:fs";
import path from "node:path";

const app = useAppInBrowser();

interface BillRow {
  billNo: string;
  status: number;
  buyerName: string;
}
interface BillDetail extends BillRow {
  documents: { id: number; title: string; required: boolean; url: string | null }[];
  missingDocuments: number;
}

let seller = "";
let bill: BillDetail;
let orderNos: string[] = [];

async function api<T>(pathname: string, body: unknown, token: string): Promise<T> {
  const res = await app.server.api<T>(pathname, body, token);
  if (!res.success) throw new Error(`${pathname}: ${res.message}`);
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

beforeAll(async () => {
  seller = await app.server.login("seller.active");
  // A bill being made whose buyer requires documents, with at least one still missing (the demo seed has them).
  const page = await api<ApiPage<BillRow>>(
    "/api/bill/ina/page",
    { pageNo: 1, pageSize: 50, tab: "generating" },
    seller,
  );
  for (const row of page.data) {
    const d = await api<BillDetail>("/api/bill/ina/detail", { billNo: row.billNo }, seller);
    if (d.missingDocuments > 0) {
      bill = d;
      break;
    }
  }
  expect(bill).toBeDefined();
  const orders = await api<ApiPage<{ orderNo: string }>>(
    "/api/bill/ina/orders",
    { billNo: bill.billNo, pageNo: 1, pageSize: 10 },
    seller,
  );
  orderNos = orders.data.map((o) => o.orderNo);
  expect(orderNos.length).toBeGreaterThan(0);
}, 120_000);

test("the seller finds the bill being made and sees which documents the buyer still requires", async () => {
  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
  await page.goto(`${app.server.baseUrl}/#/order/bill?tab=generating`);
  await page.getByRole("heading", { level: 2, name: "Tagihan" }).waitFor();
  const link = page.getByRole("link", { name: bill.billNo });
  await link.waitFor();
  await screenshot(page, "bill-list");
  await link.click();
  await page.waitForURL(/bill-detail/);
  await page.getByRole("heading", { level: 2, name: "Detail tagihan" }).waitFor();
  await page.getByText("Belum diunggah").first().waitFor();
  await screenshot(page, "bill-detail-missing");
});

test("the seller uploads every missing document with the upload control, then submits them", async () => {
  const { page } = app.browser;
  const { solidPng } = await import("../../server/modules/file/png");
  const scan = path.join(ARTIFACTS, "bill-document.png");
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(scan, solidPng(120, 160, [230, 230, 230]));
  for (const doc of bill.documents.filter((d) => d.required && !d.url)) {
    await page.goto(`${app.server.baseUrl}/#/order/bill-upload?billNo=${bill.billNo}&documentId=${doc.id}`);
    await page.getByRole("heading", { level: 2, name: "Unggah dokumen tagihan" }).waitFor();
    await expect.poll(() => page.getByLabel("Judul").inputValue()).toBe(doc.title);
    await page.locator('input[type="file"]').setInputFiles(scan);
    await page.getByLabel("Keterangan").fill(`Pindaian ${doc.title} untuk ${bill.billNo}`);
    await screenshot(page, "bill-upload");
    await page.getByRole("button", { name: "Unggah", exact: true }).click();
    await page.waitForURL(/bill-detail/);
  }
  await page.getByRole("heading", { level: 2, name: "Detail tagihan" }).waitFor();
  await page.getByRole("button", { name: "Kirim dokumen" }).click();
  const submitted = page.waitForResponse((r) => r.url().endsWith("/api/bill/ina/document/submit"));
  await page.locator(".ant-popover").getByRole("button", { name: "OK" }).click();
  expect(((await (await submitted).json()) as { success: boolean }).success).toBe(true);
  // The status tag of the detail (the list's tab of the same name is not on this page).
  await page.locator(".ant-tag", { hasText: "Menunggu verifikasi" }).first().waitFor();
  const after = await api<BillDetail>("/api/bill/ina/detail", { billNo: bill.billNo }, seller);
  expect([after.status, after.missingDocuments]).toEqual([2, 0]);
  await screenshot(page, "bill-detail-submitted");
});

test("the printable bill prints to a PDF with the bill no, the buyer and the bill's orders", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/order/print_bill_uncheck?billNo=${bill.billNo}`);
  await page.locator("article.bill-sheet").waitFor();
  await page.getByText(orderNos[0]).first().waitFor();
  await screenshot(page, "bill-print");
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  fs.writeFileSync(path.join(ARTIFACTS, "bill-print.pdf"), pdf);
  const text = await pdfText(pdf);
  expect(text).toContain(bill.billNo);
  expect(text).toContain("TAGIHAN");
  expect(text).toContain(bill.buyerName);
  for (const orderNo of orderNos) expect(text).toContain(orderNo);
  // The portal's menu and header stay off the paper.
  expect(text).not.toContain("Daftar Pesanan");
});
