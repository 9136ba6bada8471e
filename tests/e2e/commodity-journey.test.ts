/**
 * The /commodity screens of issue 4 in real Chromium, as seller.active uses them: the product list fitting a
 * 1366 px laptop without sideways scrolling (and scrolling on a tablet), the product lists' view state
 * in the URL (reload and shared link), bulk edit / priority / status moves, raising stock and the sync period,
 * reviews received with a star filter, the priority-part-area download (generated in the background, the page
 * refreshing every 10 s) and the detail / update pages. Screenshots: test-results/e2e/commodity-*.png.
 */
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { screenshot, signIn, useAppInBrowser } from "./harness";

// The download sweep runs only when the test asks (SIGUSR2), so "generating" is seen before "done".
const app = useAppInBrowser({ DOWNLOAD_SWEEP_SECONDS: "3600" });

const rows = (page: Page) => page.locator("tr.ant-table-row");
/** The open (not hidden) antd select dropdown. */
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
/** The confirmation dialog (antd Modal.confirm). */
const confirmDialog = (page: Page) => page.locator(".ant-modal-confirm");

/** The visible rows' texts once the table stopped loading. */
async function rowTexts(page: Page): Promise<string[]> {
  await page
    .locator(".ant-table-wrapper .ant-spin-spinning")
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  return rows(page).allInnerTexts();
}

/** Waits until the table shows `n` rows (and no loading spinner). */
async function expectRowCount(page: Page, n: number) {
  await expect
    .poll(
      async () => {
        if ((await page.locator(".ant-table-wrapper .ant-spin-spinning").count()) > 0) return -1;
        return rows(page).count();
      },
      { timeout: 15_000 },
    )
    .toBe(n);
}

/** The product cell of a row (after the checkbox): star, image, the name over the part no. */
const productCell = (row: Locator) => row.locator("td").nth(1);

/** The part number shown in a product row (under the name, in secondary text). */
async function partNoOf(row: Locator): Promise<string> {
  return (await productCell(row).locator(".ant-typography-secondary").innerText()).trim();
}

/**
 * Opens a portal path; a hash-only change keeps the previous screen up until the new (lazy) view renders,
 * so wait for the new screen's heading.
 */
async function goTo(page: Page, hashPath: string, heading: string) {
  await page.goto(`${app.server.baseUrl}/#${hashPath}`);
  await page.getByRole("heading", { level: 2, name: heading, exact: true }).waitFor({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
}

test("seller.active signs in", async () => {
  const { page } = app.browser;
  await signIn(page, app.server.baseUrl, "seller.active");
  await page.waitForURL(/#\/home/);
});

test("in-sale fits a 1366 px laptop with the side menu open: every column shows without sideways scrolling", async () => {
  const { page } = app.browser;
  await page.setViewportSize({ width: 1366, height: 900 });
  try {
    await goTo(page, "/commodity/in-sale", "Produk Dijual");
    await expectRowCount(page, 10);
    expect((await page.locator(".ant-layout-sider").boundingBox())?.width).toBe(220);
    const scroller = page.locator(".ant-table-content");
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBe(clientWidth);
    expect(await page.locator(".ant-table-thead th").allInnerTexts()).toEqual([
      "",
      "Produk",
      "Kategori / Kondisi",
      "Harga",
      "Stok",
      "Status",
      "Terakhir diubah",
      "Aksi",
    ]);
    // The row actions, the column sellers reach for most, lie inside the screen.
    const edit = await rows(page)
      .first()
      .getByRole("button", { name: /^Ubah / })
      .boundingBox();
    expect(edit).not.toBeNull();
    expect((edit?.x ?? 0) + (edit?.width ?? 0)).toBeLessThanOrEqual(1366);
    // Nothing spills over the next cell: every text shown (not clipped by an ellipsis) lies inside its cell.
    const spilling = await page.locator(".ant-table-thead th, tr.ant-table-row td").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const out: string[] = [];
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          let clipped = false;
          for (let el = node.parentElement; el && el !== cell; el = el.parentElement)
            clipped ||= getComputedStyle(el).overflowX === "hidden";
          const range = document.createRange();
          range.selectNodeContents(node);
          const r = range.getBoundingClientRect();
          if (!clipped && r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
            out.push(node.textContent ?? "");
        }
        return out;
      }),
    );
    expect(spilling).toEqual([]);
    await screenshot(page, "commodity-in-sale-1366");

    // A tablet scrolls the table sideways instead of squeezing it.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.waitForTimeout(300); // the side menu collapses with an animation
    await screenshot(page, "commodity-in-sale-768");
  } finally {
    await page.setViewportSize({ width: 1366, height: 768 });
  }
});

test("in-sale keeps tab, keyword, page, page size and sort in the URL: a reload and a shared link show the same view", async () => {
  const { page, context } = app.browser;
  await goTo(page, "/commodity/in-sale", "Produk Dijual");
  await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(10);
  expect(await page.locator(".ant-tabs-tab").allInnerTexts()).toEqual([
    "Dijual",
    "Dalam penilaian",
    "Gagal audit",
    "Siap ditayangkan",
  ]);

  await page.getByRole("tab", { name: "Gagal audit" }).click();
  await page.waitForURL(/tab=auditFailed/);
  await expect.poll(async () => (await rowTexts(page)).every((r) => r.includes("Diturunkan (melanggar)"))).toBe(true);

  await page.getByRole("textbox", { name: "Cari" }).fill("a");
  await page.getByRole("search").getByRole("button", { name: "Cari" }).click();
  await page.waitForURL(/keyword=a/);

  await page.locator(".ant-pagination-options .ant-select").click();
  await dropdown(page).locator(".ant-select-item-option", { hasText: "20 / halaman" }).click();
  await page.waitForURL(/pageSize=20/);
  await expectRowCount(page, 20);
  await page.locator(".ant-pagination-item-2").click();
  await page.waitForURL(/page=2/);
  // The router commits the new URL before React shows it: act on what the user sees (page 2 active).
  await expect.poll(() => page.locator(".ant-pagination-item-active").innerText()).toBe("2");

  await page.getByRole("columnheader", { name: "Harga" }).click();
  await page.waitForURL(/sortField=price&sortOrder=asc/);
  // The sorted page replaces the previous one once it arrives: wait until the prices shown ascend.
  await expect
    .poll(
      async () => {
        const prices = await rows(page).locator("td:nth-child(4)").allInnerTexts();
        const values = prices.map((p) => Number(/Rp\s*([\d.]+)/.exec(p)?.[1].replace(/\./g, "")));
        return values.length > 0 && values.every((v, i) => i === 0 || v >= values[i - 1]);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const before = await rowTexts(page);
  expect(before.length).toBeGreaterThan(0);
  expect(before.length).toBeLessThanOrEqual(20);
  const url = page.url();
  for (const part of ["tab=auditFailed", "page=2", "pageSize=20", "keyword=a", "sortField=price", "sortOrder=asc"])
    expect(url).toContain(part);

  const assertSameView = async (p: Page) => {
    await expect.poll(() => p.locator(".ant-tabs-tab-active").innerText(), { timeout: 15_000 }).toBe("Gagal audit");
    expect(await p.getByRole("textbox", { name: "Cari" }).inputValue()).toBe("a");
    expect(await p.locator(".ant-pagination-item-active").innerText()).toBe("2");
    expect(await p.locator(".ant-pagination-options .ant-select-selection-item").innerText()).toBe("20 / halaman");
    expect(await p.getByRole("columnheader", { name: "Harga" }).getAttribute("aria-sort")).toBe("ascending");
    await expect.poll(() => rowTexts(p), { timeout: 15_000 }).toEqual(before);
  };

  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(page.url()).toBe(url);
  await assertSameView(page);
  await screenshot(page, "commodity-in-sale-url-state");

  // A shared link: the same URL in a new tab of the signed-in browser.
  const shared = await context.newPage();
  try {
    await shared.goto(url);
    await shared.waitForLoadState("networkidle");
    await assertSameView(shared);
  } finally {
    await shared.close();
  }
});

test("bulk edit of price, discount and stock; priority star; in sale -> draft -> under assessment", async () => {
  const { page } = app.browser;
  await goTo(page, "/commodity/in-sale?keyword=Kampas", "Produk Dijual");
  await expect
    .poll(
      async () => {
        const texts = await rows(page).locator("td:nth-child(2)").allInnerTexts();
        return texts.length === 10 && texts.every((t) => t.includes("Kampas"));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const [first, second] = [rows(page).nth(0), rows(page).nth(1)];
  const picked = [await partNoOf(first), await partNoOf(second)];
  await first.locator("input[type=checkbox]").check();
  await second.locator("input[type=checkbox]").check();
  const toolbar = page.getByRole("toolbar", { name: "Ubah massal" });
  expect(await toolbar.innerText()).toContain("2 dipilih");
  await toolbar.getByRole("button", { name: "Ubah massal" }).click();

  const modal = page.locator(".ant-modal", { hasText: "Ubah 2 produk" });
  await expect.poll(() => modal.locator("tr.ant-table-row").count(), { timeout: 15_000 }).toBe(2);
  const prices = [98_765, 98_766];
  for (const [i, partNo] of picked.entries()) {
    const row = modal.locator("tr.ant-table-row", { hasText: partNo });
    await row.getByLabel("Harga, baris 1").fill(String(prices[i]));
    await row.getByLabel(`Diskon (%) ${partNo}`).fill("3.5");
    await row.getByLabel(`Diskon pembeli (%) ${partNo}`).fill("12.5");
    await row.getByLabel(`Stok ${partNo}`).fill(String(777 + i));
  }
  await screenshot(page, "commodity-bulk-edit");
  await modal.getByRole("button", { name: "Simpan" }).click();
  await modal.waitFor({ state: "detached", timeout: 15_000 });

  for (const [i, partNo] of picked.entries()) {
    const row = rows(page).filter({ hasText: partNo });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain(`Rp ${prices[i].toLocaleString("id-ID")}`);
    const text = await row.innerText();
    expect(text).toContain(String(777 + i));
    expect(text).toMatch(/Diskon 3,5%/);
    expect(text).toMatch(/Pembeli 12[.,]5%/);
  }

  // Priority star of one row: pressed once set, and still after the list reloads.
  const starRow = rows(page).filter({ hasText: picked[0] });
  const star = starRow.getByRole("button", { name: /^Prioritas / });
  const wasOn = (await star.getAttribute("aria-pressed")) === "true";
  await star.click();
  await expect.poll(() => star.getAttribute("aria-pressed"), { timeout: 15_000 }).toBe(String(!wasOn));
  if (wasOn) {
    await star.click();
    await expect.poll(() => star.getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("true");
  }
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect
    .poll(
      () =>
        rows(page)
          .filter({ hasText: picked[0] })
          .getByRole("button", { name: /^Prioritas / })
          .getAttribute("aria-pressed"),
      { timeout: 15_000 },
    )
    .toBe("true");
  await screenshot(page, "commodity-in-sale-after-bulk");

  // In sale -> draft, after a confirmation.
  const moving = picked[1];
  await rows(page).filter({ hasText: moving }).locator("input[type=checkbox]").check();
  await page.getByRole("toolbar", { name: "Ubah massal" }).getByRole("button", { name: "Pindahkan ke draf" }).click();
  await expect.poll(() => confirmDialog(page).innerText()).toContain("Pindahkan ke draf: 1 produk?");
  await confirmDialog(page).getByRole("button", { name: "Ya" }).click();
  await expect.poll(() => rows(page).filter({ hasText: moving }).count(), { timeout: 15_000 }).toBe(0);

  await goTo(page, `/commodity/off-shelve?keyword=${moving}`, "Produk Tidak Dijual");
  expect(await page.locator(".ant-tabs-tab-active").innerText()).toBe("Draf");
  await expectRowCount(page, 1);
  expect(await rows(page).first().innerText()).toContain("Draf");
  await screenshot(page, "commodity-off-shelve-draft");

  // Draft -> under assessment.
  await rows(page).first().locator("input[type=checkbox]").check();
  await page
    .getByRole("toolbar", { name: "Ubah massal" })
    .getByRole("button", { name: "Ajukan untuk ditinjau" })
    .click();
  await expect.poll(() => confirmDialog(page).innerText()).toContain("Ajukan untuk ditinjau: 1 produk?");
  await confirmDialog(page).getByRole("button", { name: "Ya" }).click();
  await expectRowCount(page, 0);
  await page.getByRole("tab", { name: "Dalam penilaian" }).click();
  await page.waitForURL(/tab=underAssessment/);
  await expectRowCount(page, 1);
  const assessed = await rows(page).first().innerText();
  expect(assessed).toContain(moving);
  expect(assessed).toContain("Dalam penilaian");
});

test("stock list: a lower stock is refused with the spec's rule, a higher one is saved; the sync period is saved", async () => {
  const { page } = app.browser;
  await goTo(page, "/commodity/stock-list?stockType=2", "Manajemen Stok");
  await expectRowCount(page, 10);
  const row = rows(page).first();
  const partNo = (await row.locator("td").nth(1).locator(".ant-typography-secondary").innerText()).trim();
  const current = Number((await row.locator("td").nth(3).innerText()).replace(/\./g, ""));
  expect(Number.isInteger(current)).toBe(true);

  await row.getByRole("button", { name: `Tambah ${partNo}` }).click();
  const modal = page.locator(".ant-modal", { hasText: "Tambah stok" });
  const input = modal.getByLabel(`Stok baru ${partNo}`);
  await input.fill(String(current - 1));
  await modal.getByRole("button", { name: "Simpan" }).click();
  const refusal = `Stok tidak boleh lebih rendah dari stok saat ini (${current})`;
  await expect.poll(() => modal.locator(".ant-form-item-explain-error").allInnerTexts()).toEqual([refusal]);
  await screenshot(page, "commodity-stock-raise-refused");

  // The API refuses it too, with the same words (the portal's check is not the only guard).
  const token = await app.server.login("seller.active");
  const found = await app.server.api<{ data: { itemId: number; stockNum: number }[] }>(
    "/api/stock/ina/page",
    { pageNo: 1, pageSize: 10, keyword: partNo },
    token,
  );
  const refused = await app.server.api(
    "/api/stock/ina/raise",
    { items: [{ itemId: found.data.data[0].itemId, stockNum: current - 1 }] },
    token,
  );
  expect(refused.success).toBe(false);
  expect(JSON.stringify(refused)).toContain(refusal);

  const raised = current + 25;
  await input.fill(String(raised));
  await modal.getByRole("button", { name: "Simpan" }).click();
  await expect.poll(() => confirmDialog(page).innerText()).toContain("Simpan stok 1 produk sesuai isian?");
  await confirmDialog(page).getByRole("button", { name: "Simpan" }).click();
  await page.getByText("Stok 1 produk tersimpan").waitFor();
  await expect
    .poll(() => rows(page).filter({ hasText: partNo }).locator("td").nth(3).innerText(), { timeout: 15_000 })
    .toBe(raised.toLocaleString("id-ID"));

  // Sync period: every week on Monday and Wednesday at 00:00 and 08:00.
  const card = page.locator(".ant-card", { hasText: "Periode sinkronisasi stok" });
  expect(await card.locator(".ant-card-body").innerText()).toBe("Setiap Hari pukul 00:00 · Belum diatur (bawaan)");
  await card.getByRole("button", { name: "Ubah" }).click();
  const dialog = page
    .locator(".ant-modal", { hasText: "Periode sinkronisasi" })
    .filter({ has: page.getByRole("button", { name: "Simpan" }) });
  await dialog.getByLabel("Setiap Minggu").check();
  // The weekdays appear once "every week" is chosen; tick each until it shows ticked.
  for (const day of ["Sen", "Rab"]) {
    const box = dialog.getByRole("checkbox", { name: day, exact: true });
    await expect
      .poll(async () => {
        if (!(await box.isChecked())) await box.click();
        return box.isChecked();
      })
      .toBe(true);
  }
  // The hour list opens with an animation: pick 08:00 until the select shows it chosen.
  const hours = dialog.locator(".ant-select", { has: page.getByRole("combobox", { name: "Jam" }) });
  await expect
    .poll(async () => {
      if ((await hours.locator(".ant-select-selection-item", { hasText: "08:00" }).count()) === 0) {
        await dialog.getByRole("combobox", { name: "Jam" }).click();
        await dropdown(page)
          .locator(".ant-select-item-option", { hasText: "08:00" })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      }
      return hours.locator(".ant-select-selection-item", { hasText: "08:00" }).count();
    })
    .toBe(1);
  await dialog.locator(".ant-modal-title").click();
  await dropdown(page)
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  await screenshot(page, "commodity-sync-period");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await page.getByText("Periode sinkronisasi stok tersimpan").waitFor();
  await expect
    .poll(() => card.locator(".ant-card-body").innerText())
    .toBe("Setiap Minggu pada Sen, Rab pukul 00:00, 08:00");
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() =>
      page.locator(".ant-card", { hasText: "Periode sinkronisasi stok" }).locator(".ant-card-body").innerText(),
    )
    .toBe("Setiap Minggu pada Sen, Rab pukul 00:00, 08:00");
  await screenshot(page, "commodity-stock-list");
});

test("evaluation-received lists the buyers' reviews; a star tab narrows the list", async () => {
  const { page } = app.browser;
  await goTo(page, "/commodity/evaluation-received", "Ulasan Diterima");
  const items = page.locator(".ant-list-item");
  await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(10);
  expect(await page.getByText("Total 40 ulasan").count()).toBe(1);
  expect(await page.getByLabel("Ringkasan ulasan").innerText()).toMatch(
    /Rata-rata penilaian\s+4,3[\s\S]*40 ulasan\s+17 dengan foto/,
  );
  expect(await page.locator(".ant-tabs-tab").allInnerTexts()).toEqual([
    "Semua (40)",
    "5 Bintang (27)",
    "3 Bintang (12)",
    "1 Bintang (1)",
  ]);
  await screenshot(page, "commodity-evaluations");

  await page.getByRole("tab", { name: "1 Bintang (1)" }).click();
  await page.waitForURL(/stars=1/);
  await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(1);
  expect(await items.first().locator("[aria-label]").first().getAttribute("aria-label")).toBe("1 dari 5 bintang");

  await page.getByRole("tab", { name: "3 Bintang (12)" }).click();
  await page.waitForURL(/stars=3/);
  await expect.poll(() => page.getByText("Total 12 ulasan").count(), { timeout: 15_000 }).toBe(1);
  expect(await items.count()).toBe(10);
  await screenshot(page, "commodity-evaluations-3-stars");
});

test("area: choose a city, request the priority-part-area file, see it generating, then done, and download an xlsx", async () => {
  const { page } = app.browser;
  await goTo(page, "/commodity/area", "Area Prioritas");
  await page.getByRole("combobox", { name: "Provinsi" }).click();
  await dropdown(page).locator(".ant-select-item-option", { hasText: "Daerah Khusus Ibukota Jakarta" }).click();
  await page.getByRole("combobox", { name: "Kota/Kabupaten" }).click();
  await dropdown(page).locator(".ant-select-item-option", { hasText: "Kota Administrasi Jakarta Pusat" }).click();
  await page.keyboard.press("Escape");
  expect(
    await page
      .getByRole("listitem")
      .filter({ hasText: "Kota Administrasi Jakarta Pusat, Daerah Khusus Ibukota Jakarta" })
      .count(),
  ).toBe(1);
  await page.getByRole("button", { name: "Simpan kota" }).click();
  await page.getByText("Kota prioritas disimpan").waitFor();

  await page.getByRole("button", { name: "Minta unduhan" }).click();
  await page.getByText("File sedang dibuat, halaman diperbarui setiap 10 detik").waitFor();
  await expect.poll(() => rows(page).first().innerText(), { timeout: 10_000 }).toContain("Sedang dibuat");
  expect(await page.getByText("Diperbarui otomatis setiap 10 detik selama file dibuat").count()).toBe(1);
  await screenshot(page, "commodity-area-generating");

  // No reload: the page's own 10-second refresh must show it done once the sweep wrote the file.
  await app.server.runSweeps();
  await expect.poll(() => rows(page).first().innerText(), { timeout: 25_000, interval: 1_000 }).toContain("Selesai");
  expect(await page.getByText("Diperbarui otomatis setiap 10 detik selama file dibuat").count()).toBe(0);
  await screenshot(page, "commodity-area-done");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    rows(page).first().getByRole("link", { name: "Unduh" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  const { readFile } = await import("node:fs/promises");
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
});

test("in-detail and update open for a product from the list", async () => {
  const { page } = app.browser;
  await goTo(page, "/commodity/in-sale", "Produk Dijual");
  await expectRowCount(page, 10);
  const row = rows(page).first();
  const partNo = await partNoOf(row);
  const itemName = (await productCell(row).locator("[title]").first().innerText()).trim();
  await row.getByRole("button", { name: /^Lihat / }).click();
  await page.waitForURL(/#\/commodity\/in-detail\?itemId=\d+/);
  await page.locator(".ant-card-head-title", { hasText: "Informasi dasar" }).waitFor({ timeout: 15_000 });
  expect(await page.locator(".ant-card-head-title").allInnerTexts()).toEqual(
    expect.arrayContaining(["Informasi dasar", "Harga dan stok", "Kendaraan yang cocok"]),
  );
  expect(await page.getByRole("main").innerText()).toContain(partNo);
  expect(await page.getByRole("heading", { level: 2 }).innerText()).toBe(itemName);
  await screenshot(page, "commodity-in-detail");

  await page.getByRole("button", { name: "Ubah" }).click();
  await page.waitForURL(/#\/commodity\/update\?itemId=\d+/);
  await expect.poll(() => page.locator("#product_partNo").inputValue(), { timeout: 15_000 }).toBe(partNo);
  await page.waitForLoadState("networkidle");
  await screenshot(page, "commodity-update");
});
