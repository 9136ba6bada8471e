import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProductRow } from "../../../src/resources/products/schema";
import type { BulkEditRow } from "../../../src/resources/products/bulk-schema";
import { ApiFailure } from "../../../src/providers/http";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();

import ProductListView from "../../../src/resources/products/list";
import OffShelveListView from "../../../src/resources/products/off-shelve";

const PAGE = "/api/item/ina/page";
const row = (itemId: number, itemName: string, reviewStatus: number, over: Partial<ProductRow> = {}): ProductRow => ({
  itemId,
  partNo: `P${itemId}`,
  itemName,
  mainImageUrl: null,
  categoryId: "11",
  categoryName: "Brakes",
  condition: 1,
  brandName: "Aisin",
  price: 50000,
  discount: 5,
  buyerDiscount: null,
  stockType: 2,
  stockNum: 12,
  reviewStatus,
  offShelveReason: null,
  priority: false,
  fitmentSummary: "",
  updateTime: "2025-01-02 03:04:05",
  ...over,
});
const detail = (itemId: number, itemName: string): BulkEditRow => ({
  itemId,
  partNo: `P${itemId}`,
  itemName,
  reviewStatus: 5,
  priceTiers: [{ minQty: 1, maxQty: null, price: 50000 }],
  discount: 5,
  buyerDiscount: null,
  stockType: 2,
  stockNum: 12,
  minBuyQty: 1,
});

type Handler = (body: Record<string, unknown>) => unknown;
function answer(rows: ProductRow[], handlers: Record<string, Handler> = {}) {
  post.mockImplementation(async (path, body) => {
    if (path === PAGE) return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    const handler = handlers[path];
    if (handler) return handler(body as Record<string, unknown>);
    throw new Error(`unexpected ${String(path)}`);
  });
}

const toolbar = () => screen.getByRole("toolbar", { name: "Bulk update" });
const buttonNames = () =>
  within(toolbar())
    .getAllByRole("button")
    .map((b) => b.textContent);
async function select(...names: string[]) {
  for (const name of names) await userEvent.click(await screen.findByRole("checkbox", { name: `Select ${name}` }));
}

describe("bulk bar of the product lists", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("offers only the actions valid for the in-sale tab, and asks before moving, naming the count", async () => {
    answer([row(7, "Brake pad", 5), row(8, "Oil filter", 5)], {
      "/api/item/ina/toDraft": (b) => ({ itemIds: b.itemIds, reviewStatus: 3 }),
    });
    const { toasts } = await renderView(<ProductListView />, {
      url: "/commodity/in-sale",
      path: "/commodity/in-sale",
      post,
    });
    await screen.findByText("Brake pad");
    expect(screen.queryByRole("toolbar", { name: "Bulk update" })).toBeNull();
    await select("Brake pad", "Oil filter");
    expect(within(toolbar()).getByText("2 selected")).toBeInTheDocument();
    expect(buttonNames()).toEqual(["Move to draft", "Set priority", "Remove priority", "Bulk update"]);

    await userEvent.click(within(toolbar()).getByRole("button", { name: "Move to draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Move to draft: 2 products?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(bodiesTo(post, "/api/item/ina/toDraft")).toEqual([]);

    await userEvent.click(within(toolbar()).getByRole("button", { name: "Move to draft" }));
    // The cancelled dialog may still be closing: answer the newest one.
    const again = (await screen.findAllByRole("dialog", { name: "Move to draft: 2 products?" })).at(-1)!;
    await userEvent.click(within(again).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(bodiesTo(post, "/api/item/ina/toDraft")).toEqual([{ itemIds: [7, 8] }]));
    await waitFor(() => expect(toasts).toContainEqual({ type: "success", message: "2 products updated" }));
  });

  it("the off-shelve draft tab offers submit for review and put on sale now; a refusal says nothing changed", async () => {
    const refusal = new ApiFailure(
      409,
      "Only a product that passed assessment before can be put on sale now: submit it for review",
      { refused: [8] },
    );
    answer([row(7, "Brake pad", 3), row(8, "Oil filter", 3)], {
      "/api/item/ina/putOnSale": () => Promise.reject(refusal),
    });
    const { toasts } = await renderView(<OffShelveListView />, {
      url: "/commodity/off-shelve",
      path: "/commodity/off-shelve",
      post,
    });
    await screen.findByText("Brake pad");
    expect(bodiesTo(post, PAGE)[0]).toMatchObject({ reviewStatus: [3] });
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Draft",
      "Under assessment",
      "Not passed",
    ]);
    await select("Brake pad", "Oil filter");
    expect(buttonNames()).toEqual([
      "Submit for review",
      "Put on sale now",
      "Set priority",
      "Remove priority",
      "Bulk update",
    ]);

    await userEvent.click(within(toolbar()).getByRole("button", { name: "Put on sale now" }));
    expect(await screen.findByRole("dialog", { name: "Put on sale now: 2 products?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        type: "error",
        message:
          "Only a product that passed assessment before can be put on sale now: submit it for review (1 products); nothing was changed",
      }),
    );
  });

  it("tabs under review offer priority only; the row star toggles priority without a dialog", async () => {
    answer([row(7, "Brake pad", 1)], { "/api/item/ina/setPriority": (b) => b });
    await renderView(<ProductListView />, {
      url: "/commodity/in-sale?tab=underAssessment",
      path: "/commodity/in-sale",
      post,
    });
    await select("Brake pad");
    expect(buttonNames()).toEqual(["Set priority", "Remove priority"]);
    await userEvent.click(screen.getByRole("button", { name: "Priority Brake pad", pressed: false }));
    await waitFor(() =>
      expect(bodiesTo(post, "/api/item/ina/setPriority")).toEqual([{ itemIds: [7], priority: true }]),
    );
  });

  it("the bulk edit checks the discount rule first, shows the API's per-row errors, and sends only changes", async () => {
    let refuse = true;
    answer([row(7, "Brake pad", 5)], {
      "/api/item/ina/bulkDetail": () => [detail(7, "Brake pad")],
      "/api/item/ina/bulkUpdate": (b) => {
        if (refuse)
          return Promise.reject(
            new ApiFailure(400, "stock: bad", {
              errors: [{ path: "items.0.stockNum", message: "Minimum purchase cannot exceed the stock" }],
            }),
          );
        return { itemIds: [7], body: b };
      },
    });
    await renderView(<ProductListView />, { url: "/commodity/in-sale", path: "/commodity/in-sale", post });
    await select("Brake pad");
    await userEvent.click(within(toolbar()).getByRole("button", { name: "Bulk update" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit 1 products" });
    await within(dialog).findByText("Brake pad");
    expect(bodiesTo(post, "/api/item/ina/bulkDetail")).toEqual([{ itemIds: [7] }]);

    await userEvent.type(within(dialog).getByLabelText("Buyer discount (%) P7"), "4.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Buyer discount must be greater than the product discount"),
    ).toBeInTheDocument();
    expect(bodiesTo(post, "/api/item/ina/bulkUpdate")).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText("Buyer discount (%) P7"));
    await userEvent.type(within(dialog).getByLabelText("Buyer discount (%) P7"), "7.5");
    const stock = within(dialog).getByLabelText("Stock P7");
    await userEvent.clear(stock);
    await userEvent.type(stock, "40");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Minimum purchase cannot exceed the stock")).toBeInTheDocument();
    expect(bodiesTo(post, "/api/item/ina/bulkUpdate")).toEqual([
      { items: [{ itemId: 7, buyerDiscount: 7.5, stockNum: 40 }] },
    ]);

    refuse = false;
    // jsdom never ends antd's loading-icon motion: the name keeps a "loading" prefix.
    await userEvent.click(within(dialog).getByRole("button", { name: /Save$/ }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit 1 products" })).toBeNull());
  });
});

describe("bulk edit in id-ID", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("shows the discount with a decimal comma, accepts a typed comma, and sends a number", async () => {
    answer([row(7, "Brake pad", 5)], {
      "/api/item/ina/bulkDetail": () => [{ ...detail(7, "Brake pad"), discount: 3.5 }],
      "/api/item/ina/bulkUpdate": () => ({ itemIds: [7] }),
    });
    await renderView(<ProductListView />, {
      url: "/commodity/in-sale",
      path: "/commodity/in-sale",
      post,
      lang: "id-ID",
    });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Pilih Brake pad" }));
    await userEvent.click(
      within(screen.getByRole("toolbar", { name: "Ubah massal" })).getByRole("button", { name: "Ubah massal" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Ubah 1 produk" });
    await within(dialog).findByText("Brake pad");
    expect(within(dialog).getByLabelText("Diskon (%) P7")).toHaveValue("3,5");
    await userEvent.type(within(dialog).getByLabelText("Diskon pembeli (%) P7"), "7,5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(bodiesTo(post, "/api/item/ina/bulkUpdate")).toEqual([{ items: [{ itemId: 7, buyerDiscount: 7.5 }] }]),
    );
  });
});

describe("off-shelve list state in the URL", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("a reloaded URL restores tab, category, condition, sort and page size, and sends them", async () => {
    answer([row(7, "Brake pad", 7)]);
    await renderView(<OffShelveListView />, {
      url: "/commodity/off-shelve?tab=notPassed&categoryId=11&condition=2&sortField=price&sortOrder=asc&pageSize=20",
      path: "/commodity/off-shelve",
      post,
    });
    await screen.findByText("Brake pad");
    expect(bodiesTo(post, PAGE)[0]).toMatchObject({
      reviewStatus: [7],
      categoryId: "11",
      condition: 2,
      sortField: "price",
      sortOrder: "asc",
      pageSize: 20,
      pageNo: 1,
    });
    expect(screen.getByRole("tab", { name: "Not passed", selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Draft" }));
    await waitFor(() => expect(bodiesTo(post, PAGE).at(-1)).toMatchObject({ reviewStatus: [3], categoryId: "11" }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/commodity/off-shelve?pageSize=20&categoryId=11&condition=2&sortField=price&sortOrder=asc",
    );
  });
});
