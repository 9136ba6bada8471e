/**
 * A credit-limit change verified by the platform, in real Chromium (spec §2 /customer partnership,
 * partnershipDetail, /store formlimit; §3 "Partnership", "Request ticket"; §4 "Partnership"; §5 "New credit
 * limit cannot exceed max credit limit"; §8 'Permintaan gagal, silahkan menunggu ...'): seller.active opens its
 * partnership with the workshop buyer, asks for a higher limit from the detail (the form opens with the buyer
 * chosen), is refused a limit above the max, sends the request; while it waits the detail refuses a second one
 * with the §8 text; the platform confirms it through its API, as the platform portal would; the detail then
 * shows the new limit, and the limit history names the ticket. The customer list shows the new available
 * credit. Screenshots in test-results/e2e/partnership-*.png.
 */
import { beforeAll, expect, test } from "vitest";
import type { Page as ApiPage } from "../../src/domain/wire";
import type { PartnershipRow } from "../../src/resources/partnerships/schema";
import { screenshot, signIn, useAppInBrowser } from "./harness";

const app = useAppInBrowser();

let seller = "";
let platform = "";
let partnership: PartnershipRow;
let ticketNumber = "";
const PENDING = "Permintaan gagal, silahkan menunggu hingga proses permintaan sebelumnya selesai terlebih dahulu";

async function api<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await app.server.api<T>(path, body, token);
  if (!res.success) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

beforeAll(async () => {
  seller = await app.server.login("seller.active");
  platform = await app.server.login("platform.admin");
  const page = await api<ApiPage<PartnershipRow>>(
    "/api/partnership/ina/page",
    { pageNo: 1, pageSize: 10, tab: "active", keyword: "buyer.workshop" },
    seller,
  );
  const found = page.data.find((p) => p.buyerUserName === "buyer.workshop");
  if (!found) throw new Error("the demo's workshop partnership is missing");
  partnership = found;
  expect(partnership.pendingRequests).not.toContain("creditLimit");
  expect(partnership.maxCreditLimit).toBeGreaterThan(partnership.creditLimit);
}, 120_000);

test("from the partnership detail the seller asks for a higher limit; above the max it is refused", async () => {
  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
  await page.goto(`${app.server.baseUrl}/#/customer/partnership?tab=active`);
  const row = page.getByRole("row").filter({ hasText: "buyer.workshop" });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  await screenshot(page, "partnership-list");
  await row.getByRole("link").first().click();
  await page.waitForURL(/#\/customer\/partnershipDetail/);
  await page.getByText(rupiah(partnership.creditLimit)).first().waitFor();

  await page.getByRole("button", { name: "Ubah limit kredit" }).click();
  await page.waitForURL(/#\/store\/formlimit\?buyerUserId=/);
  // The buyer is chosen already: its max credit limit shows under the field.
  await page.getByText(`Limit kredit maksimal: ${rupiah(partnership.maxCreditLimit)}`).waitFor();
  const limit = page.getByLabel("Limit kredit baru");
  await limit.fill(String(partnership.maxCreditLimit + 1_000_000));
  await page.getByLabel("Alasan").fill("Volume pembelian bengkel naik dua kali lipat sejak bulan lalu.");
  await page.getByRole("button", { name: "Kirim permintaan" }).click();
  await page.getByText("Limit kredit baru tidak boleh melebihi limit kredit maksimal").waitFor();
  await screenshot(page, "partnership-limit-refused");

  const requested = Math.min(partnership.maxCreditLimit, partnership.creditLimit + 10_000_000);
  await limit.fill(String(requested));
  await page.getByRole("button", { name: "Kirim permintaan" }).click();
  await page.getByText("Permintaan terkirim").waitFor({ timeout: 15_000 });
  const subtitle = await page.getByText(/Nomor tiket REQ-\d{8}-\d{4}/).innerText();
  ticketNumber = /REQ-\d{8}-\d{4}/.exec(subtitle)?.[0] ?? "";
  expect(ticketNumber).not.toBe("");
  await screenshot(page, "partnership-limit-sent");
});

test("while the request waits, the detail refuses another one with the spec §8 text", async () => {
  const { page } = app.browser;
  await page.goto(`${app.server.baseUrl}/#/customer/partnershipDetail?id=${partnership.id}`);
  const button = page.getByRole("button", { name: "Ubah limit kredit" });
  await button.waitFor();
  await expect.poll(() => button.isDisabled(), { timeout: 15_000 }).toBe(true);
  await page.getByText(PENDING).first().waitFor();
  // The API refuses it too, whatever the portal shows.
  const again = await app.server.api(
    "/api/request/ina/create",
    {
      kind: "creditLimit",
      buyerUserId: partnership.buyerUserId,
      requestedLimit: partnership.creditLimit + 1_000,
      reason: "Permintaan kedua sebelum yang pertama selesai",
    },
    seller,
  );
  expect(again.message).toBe(PENDING);
  await screenshot(page, "partnership-pending");
});

test("the platform confirms; the new limit and its history show on the detail and in the customer list", async () => {
  const tickets = await api<ApiPage<{ id: number; number: string }>>(
    "/api/platform/request/page",
    { pageNo: 1, pageSize: 50, kind: "creditLimit", status: 0 },
    platform,
  );
  const ticket = tickets.data.find((x) => x.number === ticketNumber);
  if (!ticket) throw new Error(`ticket ${ticketNumber} not found by the platform`);
  await api("/api/platform/request/confirm", { id: ticket.id }, platform);
  const requested = Math.min(partnership.maxCreditLimit, partnership.creditLimit + 10_000_000);

  const { page } = app.browser;
  // The detail is open since the last step: a reload reads the partnership again (the platform acted elsewhere).
  await page.goto(`${app.server.baseUrl}/#/customer/partnershipDetail?id=${partnership.id}`);
  await page.reload();
  const history = page.getByRole("table", { name: "Riwayat limit kredit" });
  const line = history.getByRole("row").filter({ hasText: ticketNumber });
  await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
  const text = await line.innerText();
  expect(text).toContain(rupiah(partnership.creditLimit));
  expect(text).toContain(rupiah(requested));
  expect(text).toContain("Permintaan");
  await expect.poll(() => page.getByRole("button", { name: "Ubah limit kredit" }).isDisabled()).toBe(false);
  // The history names the confirmed ticket by its kind.
  await page.getByText("Permintaan Limit kredit disetujui platform").last().waitFor();
  await screenshot(page, "partnership-confirmed");

  await page.goto(`${app.server.baseUrl}/#/customer/list?keyword=buyer.workshop`);
  const row = page.getByRole("row").filter({ hasText: "buyer.workshop" });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  expect(await row.innerText()).toContain(rupiah(requested));
  await screenshot(page, "partnership-customer-list");
});
