/**
 * The product list's category filter (spec §2 "Products for sale" search; §3 "Category"): the category
 * tree is asked for when the seller first uses the filter, not on every list load, and the chosen leaf
 * is sent as categoryId; a category in the URL shows its title at once.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { bodiesTo, renderView, fakePost } from "../harness";
import ProductListView from "../../../src/resources/products/list";

const post = fakePost();
const PAGE = "/api/item/ina/page";
const CATEGORIES = "/api/reference/ina/categories";
const TREE = [
  {
    cateId: "1",
    title: "Brakes",
    isActive: true,
    subCategories: [{ cateId: "11", title: "Brake pads", isActive: true, subCategories: [] }],
  },
];

const open = (url: string) => renderView(<ProductListView />, { url, path: "/commodity/in-sale", post });

describe("product list category filter", () => {
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === PAGE) return { pageCount: 0, rowCount: 0, data: [], pageSize: 10 };
      if (path === CATEGORIES) return TREE;
      throw new Error(`unexpected ${String(path)}`);
    });
  });

  it("asks for the tree on first use and sends the chosen category", async () => {
    const user = userEvent.setup();
    await open("/commodity/in-sale");
    await waitFor(() => expect(bodiesTo(post, PAGE)).toHaveLength(1));
    expect(bodiesTo(post, CATEGORIES)).toHaveLength(0);

    await user.click(screen.getByRole("combobox", { name: "Category" }));
    // The tree select took the stand-in's place, focused and open: typing searches it.
    await screen.findByTitle("Brakes");
    await user.keyboard("pads");
    await user.click(await screen.findByTitle("Brake pads"));
    const search = screen.getByRole("search");
    await user.click(within(search).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(bodiesTo(post, PAGE).at(-1)).toMatchObject({ categoryId: "11", pageNo: 1 }));
    expect(bodiesTo(post, CATEGORIES)).toHaveLength(1);
  });

  it("a category in the URL shows its title without any click", async () => {
    await open("/commodity/in-sale?categoryId=11");
    const search = await screen.findByRole("search");
    expect(await within(search).findByTitle("Brake pads")).toBeInTheDocument();
    expect(bodiesTo(post, PAGE)[0]).toMatchObject({ categoryId: "11" });
  });
});
