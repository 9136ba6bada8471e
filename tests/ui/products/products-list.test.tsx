import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProductRow } from "../../../src/resources/products/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();

import ProductListView from "../../../src/resources/products/list";

const PAGE = "/api/item/ina/page";
const row = (over: Partial<ProductRow> = {}): ProductRow => ({
  itemId: 7,
  partNo: "BRK123",
  itemName: "Brake pad Avanza",
  mainImageUrl: "/files/k1",
  categoryId: "11",
  categoryName: "Brakes",
  condition: 1,
  brandName: "Aisin",
  price: 50000,
  discount: 0,
  buyerDiscount: null,
  stockType: 2,
  stockNum: 12,
  reviewStatus: 5,
  offShelveReason: null,
  priority: false,
  fitmentSummary: "",
  updateTime: "2025-01-02 03:04:05",
  ...over,
});

function answer(rows: ProductRow[], total = rows.length) {
  post.mockImplementation(async (path) => {
    if (path === PAGE) return { pageCount: Math.ceil(total / 10), rowCount: total, data: rows, pageSize: 10 };
    throw new Error(`unexpected ${String(path)}`);
  });
}

const open = (url: string) => renderView(<ProductListView />, { url, path: "/commodity/in-sale", post });

describe("products for sale list", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("shows the in-sale tab's rows with the rupiah price and sends reviewStatus 5", async () => {
    answer([row()]);
    await open("/commodity/in-sale");
    const table = await screen.findByRole("table", { name: "Products: In sale" });
    expect(await within(table).findByText("Brake pad Avanza")).toBeInTheDocument();
    expect(within(table).getByText("Rp 50.000")).toBeInTheDocument();
    // No discount of either kind: the price stands alone.
    expect(within(table).queryByText(/Discount|Buyer/)).toBeNull();
    expect(within(table).getByText("In sale")).toBeInTheDocument();
    expect(within(table).getByRole("img", { name: "Brake pad Avanza" })).toHaveAttribute("src", "/files/k1");
    expect(bodiesTo(post, PAGE)[0]).toMatchObject({ pageNo: 1, pageSize: 10, reviewStatus: [5] });
  });

  it("the price shows the discount and the buyer discount under it, one per line", async () => {
    answer([
      row({ discount: 5, buyerDiscount: 12.5 }),
      row({ itemId: 8, partNo: "BRK124", itemName: "Brake disc", buyerDiscount: 3 }),
    ]);
    await open("/commodity/in-sale");
    const table = await screen.findByRole("table", { name: "Products: In sale" });
    const [first, second] = await within(table).findAllByRole("row", { name: /Brake/ });
    expect(within(first).getByText("Discount 5%")).toBeInTheDocument();
    expect(within(first).getByText("Buyer 12.5%")).toBeInTheDocument();
    expect(within(second).queryByText(/Discount/)).toBeNull();
    expect(within(second).getByText("Buyer 3%")).toBeInTheDocument();
  });

  it("one product column (star, image, name over part no); category over condition; date over time", async () => {
    answer([row({ stockType: 1, stockNum: 0 })]);
    await open("/commodity/in-sale");
    const table = await screen.findByRole("table", { name: "Products: In sale" });
    await within(table).findByText("Brake pad Avanza");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["", "Product", "Category / Condition", "Price", "Stock", "Status", "Last updated", "Actions"]);
    const cells = within(within(table).getByRole("row", { name: /Brake pad Avanza/ })).getAllByRole("cell");
    const product = cells[1];
    expect(
      within(product).getByRole("button", { name: "Priority Brake pad Avanza", pressed: false }),
    ).toBeInTheDocument();
    expect(within(product).getByRole("img", { name: "Brake pad Avanza" })).toBeInTheDocument();
    expect(product).toHaveTextContent("Brake pad AvanzaBRK123");
    expect(cells[2]).toHaveTextContent("BrakesOriginal");
    expect(cells[4]).toHaveTextContent("0Unlimited");
    expect(within(cells[6]).getByText("2025-01-02")).toBeInTheDocument();
    expect(within(cells[6]).getByText("03:04:05")).toBeInTheDocument();
  });

  it("sorting by stock and by last updated keeps the sort in the URL and asks for it", async () => {
    answer([row()]);
    await open("/commodity/in-sale");
    await screen.findByText("Brake pad Avanza");
    await userEvent.click(screen.getByRole("columnheader", { name: /Stock/ }));
    await waitFor(() => expect(bodiesTo(post, PAGE).at(-1)).toMatchObject({ sortField: "stockNum", sortOrder: "asc" }));
    expect(screen.getByTestId("location")).toHaveTextContent("sortField=stockNum&sortOrder=asc");
    await userEvent.click(screen.getByRole("columnheader", { name: /Last updated/ }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("sortField=updateTime&sortOrder=asc"));
  });

  it("in id-ID the discounts use a decimal comma; part no and name show in full on hover", async () => {
    const name = "Kampas Rem Depan Toyota Avanza Veloz 2019 Original";
    answer([row({ itemName: name, partNo: "AIS607995102", discount: 3.5, buyerDiscount: 12.5 })]);
    await renderView(<ProductListView />, {
      url: "/commodity/in-sale",
      path: "/commodity/in-sale",
      post,
      lang: "id-ID",
    });
    const table = await screen.findByRole("table", { name: /Dijual/ });
    expect(await within(table).findByText("Diskon 3,5%")).toBeInTheDocument();
    expect(within(table).getByText("Pembeli 12,5%")).toBeInTheDocument();
    expect(within(table).getByTitle(name)).toHaveTextContent(name);
    expect(within(table).getByTitle("AIS607995102")).toHaveTextContent("AIS607995102");
  });

  it("switching tab asks for that tab's statuses and keeps the tab in the URL", async () => {
    answer([row()]);
    await open("/commodity/in-sale");
    await screen.findByText("Brake pad Avanza");
    await userEvent.click(screen.getByRole("tab", { name: "To up shelve" }));
    await waitFor(() => expect(bodiesTo(post, PAGE).at(-1)).toMatchObject({ reviewStatus: [4, 2], pageNo: 1 }));
    expect(screen.getByTestId("location")).toHaveTextContent("/commodity/in-sale?tab=toUpShelve");
  });

  it("a reloaded URL restores tab, page, page size and keyword", async () => {
    answer([row({ reviewStatus: 7 })], 45);
    await open("/commodity/in-sale?tab=auditFailed&page=2&pageSize=20&keyword=pad");
    await screen.findByText("Brake pad Avanza");
    expect(bodiesTo(post, PAGE)[0]).toMatchObject({ reviewStatus: [7], pageNo: 2, pageSize: 20, keyword: "pad" });
    expect(screen.getByRole("tab", { name: "Audit failed", selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText("Search")).toHaveValue("pad");
  });

  it("searching sends the keyword and goes back to page 1", async () => {
    answer([row()], 30);
    await open("/commodity/in-sale?page=3");
    await screen.findByText("Brake pad Avanza");
    await userEvent.type(screen.getByLabelText("Search"), "kampas");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(bodiesTo(post, PAGE).at(-1)).toMatchObject({ keyword: "kampas", pageNo: 1 }));
    expect(screen.getByTestId("location")).toHaveTextContent("keyword=kampas");
  });

  it("an empty tab says so, in Indonesian for an Indonesian user", async () => {
    answer([]);
    await renderView(<ProductListView />, {
      url: "/commodity/in-sale?tab=underAssessment",
      path: "/commodity/in-sale",
      post,
      lang: "id-ID",
    });
    expect(await screen.findByText("Belum ada produk di sini")).toBeInTheDocument();
    expect(bodiesTo(post, PAGE)[0]).toMatchObject({ reviewStatus: [1] });
  });

  it("View and Edit open the product's pages", async () => {
    answer([row()]);
    await open("/commodity/in-sale");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Brake pad Avanza" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/commodity/update?itemId=7");
  });
});
