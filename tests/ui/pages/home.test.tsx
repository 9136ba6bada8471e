import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShellStateTestProvider, type ShellState } from "../../../src/shell/guard/shell-state";
import type { ShopInfo } from "../../../src/domain/shop";
import type { ProductRow } from "../../../src/resources/products/schema";
import type { HomeStats } from "../../../src/pages/home/use-home-stats";

import HomePage from "../../../src/pages/home";
import { fakePost, renderView } from "../harness";

const post = fakePost();

const shopInfo: ShopInfo = {
  shopId: 3,
  applyStatus: 2,
  status: 0,
  storeName: "Sumber Jaya Motor",
  specialDiscount: 0,
  businessType: ["retail"],
  storeEstablishment: "2010",
  storeDescription: "Suku cadang mobil",
  accountName: "Budi",
  accountNo: "1234567890",
  bank: "014",
  rejectReasons: [],
  rejectRemark: "",
  storeLogo: null,
};

const shell: ShellState = {
  user: undefined,
  shop: { ok: true, data: shopInfo },
  shopInfo,
  userInfo: {
    userId: 9,
    userName: "budi",
    nickName: "Pak Budi",
    pltShowName: "Budi",
    extendedField: "",
    role: "seller",
    shopId: 3,
    isMainAdmin: true,
    positionId: null,
    rules: [{ action: "manage", subject: "all" }],
  },
  apply: undefined,
  systemStatus: 0,
  refresh: async () => undefined,
};

const row = (itemId: number, itemName: string, partNo: string, stockNum: number): ProductRow => ({
  itemId,
  partNo,
  itemName,
  mainImageUrl: null,
  categoryId: "11",
  categoryName: "Brake pads",
  condition: 1,
  brandName: "Aisin",
  price: 150000,
  discount: 0,
  buyerDiscount: null,
  stockType: 2,
  stockNum,
  reviewStatus: 5,
  offShelveReason: null,
  priority: false,
  fitmentSummary: "",
  updateTime: "2025-01-02 03:04:05",
});

const STATS: HomeStats = {
  total: 1290,
  byReviewStatus: { "1": 12, "3": 7, "5": 1234, "7": 4 },
  inSale: 1234,
  lowStock: 9,
  recent: [row(41, "Kampas rem depan Avanza", "BP1001", 25), row(42, "Filter oli Xenia", "OF2002", 3)],
};

async function open(lang: "en-US" | "id-ID" = "en-US") {
  return renderView(
    <ShellStateTestProvider value={shell}>
      <HomePage />
    </ShellStateTestProvider>,
    { url: "/home", path: "/home", post, lang },
  );
}

describe("/home", () => {
  beforeEach(() => post.mockReset());

  it("greets the seller and shows the shop's own figures from the stats answer", async () => {
    post.mockResolvedValue(STATS);
    await open();
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Pak Budi" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /^In sale\s*1.234$/ })).toHaveAttribute(
      "href",
      "/commodity/in-sale",
    );
    expect(screen.getByRole("link", { name: /^Under assessment\s*12$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Audit failed\s*4$/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Drafts\s*7$/ })).toHaveAttribute("href", "/commodity/off-shelve");
    expect(screen.getByRole("link", { name: /^Low stock\s*9$/ })).toBeInTheDocument();
    // Thousands separated by a dot (id-ID style, spec §9).
    expect(screen.getByText("1.234")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/api/item/ina/stats", {});
  });

  it("lists recent products linking to their detail, and the quick links", async () => {
    post.mockResolvedValue(STATS);
    await open();
    const recent = await screen.findByRole("link", { name: "Kampas rem depan Avanza" });
    expect(recent).toHaveAttribute("href", "/commodity/in-detail?itemId=41");
    expect(screen.getByText(/OF2002 · Stock: 3/)).toBeInTheDocument();
    const links = screen.getByRole("region", { name: "Quick links" });
    expect(within(links).getByRole("link", { name: "Add product" })).toHaveAttribute("href", "#/commodity/publish");
    expect(within(links).getByRole("link", { name: "Product list" })).toHaveAttribute("href", "#/commodity/in-sale");
  });

  it("shows the empty state to a new shop, in Indonesian", async () => {
    post.mockResolvedValue({ total: 0, byReviewStatus: {}, inSale: 0, lowStock: 0, recent: [] } satisfies HomeStats);
    await open("id-ID");
    expect(await screen.findByText("Toko Anda belum memiliki produk")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Sedang dijual/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Tambah produk" }).length).toBeGreaterThan(0);
  });

  it("shows an error with a retry that loads again", async () => {
    post.mockRejectedValueOnce(new Error("Ada kesalahan, silahkan coba kembali!")).mockResolvedValue(STATS);
    await open();
    expect(await screen.findByText("Could not load your store summary")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /^In sale\s*1.234$/ })).toBeInTheDocument();
  });
});
