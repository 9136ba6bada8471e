/**
 * Notifications end to end in real Chromium (spec §2 toasts: at most 1, 1.5 s, a click goes to
 * /#/message/message-notification, closing marks read; §9): seller.active's portal is open on /home; a
 * workshop buyer orders through the buyer API, as the buyer portal would; the toast appears within 2 s
 * without a reload (the real-time channel); clicking it opens the notification list with the order's
 * message; a second order's toast closed with its close button leaves that message read.
 * Screenshots in test-results/e2e/notification-*.png.
 */
import { expect, test } from "vitest";
import type { Page as ApiPage } from "../../src/domain/wire";
import { realtimeReady, screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

interface ItemRow {
  itemId: number;
}
interface ItemDetail {
  itemId: number;
  tradePlatforms: number[];
  stockType: number;
  stockNum: number;
  minBuyQty: number;
}
interface MessageRow {
  id: number;
  title: string;
  summary: string;
  isRead: boolean;
}

async function api<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await app.server.api<T>(path, body, token);
  if (!res.success) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

/** A buyer.workshop order of one in-sale B2B part of seller.active with stock; answers its number. */
async function buyerOrders(seller: string, buyer: string): Promise<string> {
  const shop = await api<{ shopId: number }>("/api/shop/ina/myShopInfo", {}, seller);
  const page = await api<ApiPage<ItemRow>>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 30, reviewStatus: [5] },
    seller,
  );
  for (const row of page.data) {
    const d = await api<ItemDetail>("/api/item/ina/detail", { itemId: row.itemId }, seller);
    if (!d.tradePlatforms.includes(1) || d.stockType !== 2 || d.stockNum < d.minBuyQty + 1) continue;
    const created = await api<{ orderNo: string }>(
      "/api/buyer/order/create",
      {
        shopId: shop.shopId,
        items: [{ itemId: d.itemId, quantity: d.minBuyQty }],
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
    return created.orderNo;
  }
  throw new Error("no orderable part");
}

test("a buyer's order shows a toast within 2 s without reload; clicking it opens the list; closing one marks it read", async () => {
  const { page } = app.browser;
  const seller = await app.server.login("seller.active");
  const buyer = await app.server.login("buyer.workshop");
  const ready = realtimeReady(page);
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home$/, { timeout: 20_000 });
  await page.getByRole("banner").waitFor();
  // The order's event is sent to the sockets open when it is written: wait for the portal's to say "ready".
  await ready;
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !frame.url().includes("#/")) navigations++;
  });

  const orderNo = await buyerOrders(seller, buyer);
  const started = Date.now();
  const toast = page.locator(".ant-notification-notice").filter({ hasText: orderNo });
  await toast.waitFor({ state: "visible", timeout: 2000 });
  expect(Date.now() - started).toBeLessThan(2000);
  expect(page.url()).toMatch(/#\/home$/);
  expect(navigations).toBe(0);
  await expect.poll(() => page.locator(".ant-notification-notice").count()).toBeLessThanOrEqual(1);
  await screenshot(page, "notification-toast");
  await toast.click();
  await page.waitForURL(/#\/message\/message-notification$/, { timeout: 5000 });
  await page.getByRole("heading", { level: 2, name: "Notifikasi" }).waitFor();
  await page.getByText(orderNo, { exact: false }).first().waitFor({ timeout: 10_000 });
  await screenshot(page, "notification-list");

  // A second order: its toast closed with the close button marks that message read.
  const second = await buyerOrders(seller, buyer);
  const toast2 = page.locator(".ant-notification-notice").filter({ hasText: second });
  await toast2.waitFor({ state: "visible", timeout: 2000 });
  await toast2.hover();
  await toast2.getByLabel("Tutup notifikasi").click();
  await expect
    .poll(
      async () => {
        const list = await api<ApiPage<MessageRow>>(
          "/api/message/tkod/sysmsg/history/list",
          { pageNo: 1, pageSize: 20 },
          seller,
        );
        return list.data.find((m) => m.summary.includes(second))?.isRead;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  // The first order's toast was clicked, not closed: its message stays unread.
  const list = await api<ApiPage<MessageRow>>(
    "/api/message/tkod/sysmsg/history/list",
    { pageNo: 1, pageSize: 20 },
    seller,
  );
  expect(list.data.find((m) => m.summary.includes(orderNo))?.isRead).toBe(false);
}, 120_000);
