/**
 * Home for sub-accounts (issue 3, spec §6): Home stays open to everyone, but the product figures and
 * the product quick links follow the position. Without products.list nothing is asked and a calm card
 * explains it; a 403 answer is shown the same way, never as an error.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { ShellStateTestProvider, type ShellState } from "../../../src/shell/guard/shell-state";
import type { AppRule } from "../../../src/access/ability";
import { shopInfo } from "../shell/shell-api-stub";

// The ability module reads the registry; the products resource alone keeps other resources out of the way.
vi.mock("../../../src/resources", async () => {
  const { products } = await import("../../../src/resources/products");
  return { resources: [products], getResource: () => products };
});

import { ApiFailure } from "../../../src/providers/http";
import HomePage from "../../../src/pages/home";
import { fakePost, renderView } from "../harness";

const post = fakePost();

const STATS = "/api/item/ina/stats";

function shell(rules: AppRule[]): ShellState {
  const shop = shopInfo();
  return {
    user: undefined,
    shop: { ok: true, data: shop },
    shopInfo: shop,
    userInfo: {
      userId: 8,
      userName: "staff.gudang",
      nickName: "Gudang",
      pltShowName: "Gudang",
      extendedField: "",
      role: "seller",
      shopId: 1,
      isMainAdmin: false,
      positionId: 3,
      rules,
    },
    apply: undefined,
    systemStatus: 0,
    refresh: async () => undefined,
  };
}

async function open(rules: AppRule[], lang: "en-US" | "id-ID" = "en-US") {
  return renderView(
    <ShellStateTestProvider value={shell(rules)}>
      <HomePage />
    </ShellStateTestProvider>,
    { url: "/home", path: "/home", post, lang },
  );
}

describe("/home and the position", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("without products.list: no figures request, a calm no-access card, no product quick links", async () => {
    await open([{ action: "list", subject: "orders" }]);
    expect(await screen.findByText("No access to product figures")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Gudang" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("region", { name: "Quick links" })).toBeNull();
    expect(post).not.toHaveBeenCalledWith(STATS, expect.anything());
  });

  it("a 403 answer from the figures shows the same card, in Indonesian for an Indonesian user", async () => {
    post.mockRejectedValue(new ApiFailure(403, "Maaf, Anda tidak dapat mengakses menu ini"));
    await open([{ action: "list", subject: "products" }], "id-ID");
    expect(await screen.findByText("Tidak ada akses ke angka produk")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(post).toHaveBeenCalledWith(STATS, {});
  });

  it("products.list without products.create: the list link, not 'Add product'", async () => {
    post.mockResolvedValue({ total: 0, byReviewStatus: {}, inSale: 0, lowStock: 0, recent: [] });
    await open([{ action: "list", subject: "products" }]);
    const links = await screen.findByRole("region", { name: "Quick links" });
    expect(within(links).getByRole("link", { name: "Product list" })).toHaveAttribute("href", "#/commodity/in-sale");
    expect(within(links).queryByRole("link", { name: "Add product" })).toBeNull();
    // The empty-shop invitation does not offer a page it may not open either.
    expect(await screen.findByText("Your store has no products yet")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add product" })).toBeNull();
  });

  it("without products.show the recent products are named, not links to a page it may not open", async () => {
    const recent = { itemId: 41, partNo: "BP1001", itemName: "Kampas rem depan Avanza", stockNum: 25 };
    post.mockResolvedValue({ total: 1, byReviewStatus: { "5": 1 }, inSale: 1, lowStock: 0, recent: [recent] });
    await open([{ action: "list", subject: "products" }]);
    expect(await screen.findByText("Kampas rem depan Avanza")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Kampas rem depan Avanza" })).toBeNull();
    // The figures lead to the list, which it may open.
    expect(screen.getByRole("link", { name: /^In sale\s*1$/ })).toHaveAttribute("href", "/commodity/in-sale");
  });
});
