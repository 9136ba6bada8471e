/**
 * A negotiated return in real Chromium (spec §2 /order return-and-refund, return-detail; §4 "Refund"; §5
 * "Refund"): a workshop buyer received five parts of one kind and asks, through the buyer API as the buyer
 * portal would, to return two of them with a photo; seller.active finds the request in its list, opens it and
 * offers a lower amount with a reason; the buyer accepts and sends the parts back with courier and delivery
 * no; the seller confirms receipt (the two units go back to stock) and the platform pays the refund: the
 * request succeeds and the order is done again, with the refund on it. Screenshots in
 * test-results/e2e/refund-*.png.
 */
import { beforeAll, expect, test } from "vitest";
import type { Page as ApiPage } from "../../src/domain/wire";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

interface ItemDetail {
  itemId: number;
  partNo: string;
  stockType: number;
  stockNum: number;
  tradePlatforms: number[];
  minBuyQty: number;
}
interface RefundDetail {
  refundNo: string;
  status: number;
  originalAmount: number;
  refundAmount: number | null;
  supplierApprovedAmount: number | null;
}

const ORDERED = 5;
const RETURNED = 2;
let buyer = "";
let seller = "";
let platform = "";
let orderNo = "";
let refundNo = "";
let part: ItemDetail;
let offer = 0;

async function api<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await app.server.api<T>(path, body, token);
  if (!res.success) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

/** Uploads a small real PNG as `token` (the buyer's proof, the seller's shipment proof); its file key. */
async function upload(token: string, name: string): Promise<string> {
  const { solidPng } = await import("../../server/modules/file/png");
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(solidPng(64, 64, [40, 90, 200]))], { type: "image/png" }), name);
  const res = await fetch(`${app.server.baseUrl}/api/file/ina/upload`, {
    method: "POST",
    headers: { authorization: token },
    body: form,
  });
  const body = (await res.json()) as { success: boolean; message: string; data: { fileKey: string } };
  if (!body.success) throw new Error(`upload: ${body.message}`);
  return body.data.fileKey;
}

beforeAll(async () => {
  buyer = await app.server.login("buyer.workshop");
  seller = await app.server.login("seller.active");
  platform = await app.server.login("platform.admin");
  const page = await api<ApiPage<{ itemId: number }>>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 50, reviewStatus: [5] },
    seller,
  );
  for (const row of page.data) {
    const d = await api<ItemDetail>("/api/item/ina/detail", { itemId: row.itemId }, seller);
    if (d.tradePlatforms.includes(1) && d.stockType === 2 && d.minBuyQty <= ORDERED && d.stockNum >= ORDERED + 1) {
      part = d;
      break;
    }
  }
  expect(part).toBeDefined();
  // The order, as earlier journeys take it: ordered, confirmed, paid, printed, shipped and received.
  const { shopId } = await api<{ shopId: number }>("/api/shop/ina/myShopInfo", {}, seller);
  const created = await api<{ orderNo: string }>(
    "/api/buyer/order/create",
    {
      shopId,
      items: [{ itemId: part.itemId, quantity: ORDERED }],
      receiver: {
        receiverName: "Slamet Riyadi",
        receiverPhone: "081233334444",
        regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"],
        postalCode: "10710",
        detail: "Jl. Pasar Baru Selatan No. 8, Bengkel Sumber Rejeki",
      },
      paymentMethod: 1,
    },
    buyer,
  );
  orderNo = created.orderNo;
  await api("/api/order/ina/confirm", { orderNo }, seller);
  const paid = await api<{ paymentNo: string }>("/api/buyer/order/pay", { orderNo, paymentType: "va-bca" }, buyer);
  await api("/api/platform/order/settlePayment", { orderNo, paymentNo: paid.paymentNo }, platform);
  const { doNo } = await api<{ doNo: string }>("/api/order/ina/deliveryOrder/print", { orderNos: [orderNo] }, seller);
  await api(
    "/api/order/ina/deliveryOrder/ship",
    {
      doNo,
      shipmentMethod: 2,
      courierName: "JNE",
      trackingNo: "JNE-77001234",
      proofPhoto: await upload(seller, "do.png"),
      senderName: "Agus Prasetyo",
      senderPhone: "081234567890",
    },
    seller,
  );
  await api("/api/buyer/order/confirmReceipt", { orderNo }, buyer);
}, 120_000);

test("the buyer asks to return two of five parts with a photo; the seller finds it waiting for its answer", async () => {
  const order = await api<{ lines: { lineId: number }[]; status: number }>(
    "/api/order/ina/detail",
    { orderNo },
    seller,
  );
  expect(order.status).toBe(3);
  const applied = await api<{ refundNo: string }>(
    "/api/buyer/refund/apply",
    {
      orderNo,
      method: 2,
      receiptStatus: 1,
      reason: "damaged",
      note: "Dua kampas rem retak saat dibuka dari kemasan",
      photos: [await upload(buyer, "retak.png")],
      items: [{ lineId: order.lines[0].lineId, quantity: RETURNED }],
    },
    buyer,
  );
  refundNo = applied.refundNo;
  expect(refundNo).toMatch(/^RFD-\d{8}-\d{6}$/);

  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
  await page.goto(`${app.server.baseUrl}/#/order/return-and-refund?tab=toBeProcessed`);
  await page.getByRole("heading", { level: 2, name: "Pengembalian dan pengembalian dana" }).waitFor();
  const link = page.getByRole("link", { name: refundNo });
  await link.waitFor();
  await screenshot(page, "refund-list");
  await link.click();
  await page.waitForURL(/return-detail/);
  await page.getByRole("heading", { level: 2, name: "Detail pengembalian" }).waitFor();
  await page.getByText("Menunggu diproses").first().waitFor();
  await page.getByText(part.partNo).first().waitFor();
  await page.getByText("Dua kampas rem retak saat dibuka dari kemasan").waitFor();
});

test("the seller negotiates a lower amount with a reason; the request waits for the buyer", async () => {
  const before = await api<RefundDetail>("/api/refund/ina/detail", { refundNo }, seller);
  offer = Math.floor(before.originalAmount / 2);
  const { page } = app.browser;
  await page.getByRole("button", { name: "Negosiasi" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Jumlah yang Anda kembalikan").fill(String(offer));
  await dialog.getByLabel("Alasan").fill("Kemasan sudah dibuka, kami tanggung separuh nilai");
  await screenshot(page, "refund-negotiate");
  await dialog.getByRole("button", { name: "Kirim penawaran" }).click();
  await page.getByText("Menunggu diubah").first().waitFor();
  const after = await api<RefundDetail>("/api/refund/ina/detail", { refundNo }, seller);
  expect(after.status).toBe(2);
  expect(after.supplierApprovedAmount).toBe(offer);
  await screenshot(page, "refund-negotiated");
});

test("the buyer accepts and sends the parts back; the seller confirms receipt and the parts go back to stock", async () => {
  await api("/api/buyer/refund/accept", { refundNo }, buyer);
  await api(
    "/api/buyer/refund/ship",
    { refundNo, courierName: "J&T Express", deliveryNo: "JT-99001122", photo: await upload(buyer, "resi.png") },
    buyer,
  );
  const stockBefore = (await api<ItemDetail>("/api/item/ina/detail", { itemId: part.itemId }, seller)).stockNum;
  const { page } = app.browser;
  await page.reload();
  await page.getByText("Menunggu konfirmasi penerimaan").first().waitFor();
  await page.getByText("JT-99001122").waitFor();
  await page.getByRole("button", { name: "Konfirmasi penerimaan" }).click();
  // A pop-confirm beside the button (not a modal dialog).
  await page.locator(".ant-popover").getByRole("button", { name: "Konfirmasi penerimaan" }).click();
  await page.getByText("Pengembalian dana diproses").first().waitFor();
  const stockAfter = (await api<ItemDetail>("/api/item/ina/detail", { itemId: part.itemId }, seller)).stockNum;
  expect(stockAfter).toBe(stockBefore + RETURNED);
  await screenshot(page, "refund-received");
});

test("the platform pays the refund: the request succeeds and the order is done again with the refund on it", async () => {
  await api("/api/platform/refund/settle", { refundNo }, platform);
  const { page } = app.browser;
  await page.reload();
  await page.getByText("Berhasil").first().waitFor();
  const refund = await api<RefundDetail>("/api/refund/ina/detail", { refundNo }, seller);
  expect([refund.status, refund.refundAmount]).toEqual([8, offer]);
  const order = await api<{ status: number; openRefundNo: string | null }>(
    "/api/order/ina/detail",
    { orderNo },
    seller,
  );
  expect([order.status, order.openRefundNo]).toEqual([3, null]);
  await screenshot(page, "refund-success");
});
