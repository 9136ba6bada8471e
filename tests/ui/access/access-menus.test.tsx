/**
 * Issue 3 journey, portal side (spec §6): a sub-account sees only the menus and buttons its position
 * grants; any other page, even typed into the address bar, shows the 403 sentence. A main admin sees
 * everything. The whole app runs (router, guard, shell, Refine with the access-control provider) over a
 * fake `post` answering the real HTTP client's fetch (tests/ui/harness.tsx); the rules are the ones the API would send (defineRules).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { defineRules, DataListPermission, type AppRule } from "../../../src/access/ability";
import type { ProductRow } from "../../../src/resources/products/schema";
import { shopInfo, user } from "../shell/shell-api-stub";

// The products resource alone: these journeys are about it, and other resources stay out of the way.
vi.mock("../../../src/resources", async () => {
  const { products } = await import("../../../src/resources/products");
  return { resources: [products], getResource: () => products };
});

import { ApiFailure } from "../../../src/providers/http";
import { App } from "../../../src/app";
import { initI18n } from "../../../src/providers/i18n-provider";
import { answerFetchWith, fakePost } from "../harness";

const post = fakePost();

const FORBIDDEN_EN = "Sorry, you cannot access this menu, please contact the main admin to get the access.";
const FORBIDDEN_ID = "Maaf, Anda tidak dapat mengakses menu ini, silakan hubungi admin utama untuk mendapatkan akses.";
const PAGE = "/api/item/ina/page";
const STATS = "/api/item/ina/stats";
const slow = { timeout: 8000 };

const row: ProductRow = {
  itemId: 7,
  partNo: "BRK123",
  itemName: "Brake pad Avanza",
  mainImageUrl: null,
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
};

const MAIN_ADMIN: AppRule[] = [{ action: "manage", subject: "all" }];
const subAccount = (authorities: string[]) =>
  defineRules({
    userId: 8,
    role: "seller",
    shopId: 1,
    isMainAdmin: false,
    position: { authorities, dataListPermission: DataListPermission.onlyOwn },
  });

/** Answers the shell's and the product pages' calls; anything else is refused like the API would. */
function answer(rules: AppRule[]) {
  post.mockImplementation(async (path) => {
    if (path === "/api/user/queryUserInfo")
      return user({ userId: 8, isMainAdmin: rules === MAIN_ADMIN, positionId: rules === MAIN_ADMIN ? null : 3, rules });
    if (path === "/api/shop/ina/myShopInfo") return shopInfo();
    if (path === "/api/message/ina/countNewMsg") return { countNewMsg: 0 };
    if (path === PAGE) return { pageCount: 1, rowCount: 1, data: [row], pageSize: 10 };
    if (path === STATS) return { total: 1, byReviewStatus: { "5": 1 }, inSale: 1, lowStock: 0, recent: [row] };
    throw new ApiFailure(404, "Not found");
  });
}

async function open(hash: string, lang: "en-US" | "id-ID" = "en-US") {
  localStorage.setItem("ut", "tok");
  const i18n = await initI18n(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  window.location.hash = hash;
  return render(<App />);
}

const sideMenu = () => screen.findByRole("navigation", { name: "Section menu" }, slow);
const mainMenu = () => screen.findByRole("navigation", { name: "Main menu" }, slow);

beforeEach(() => {
  post.mockReset();
  answerFetchWith(post);
});
afterEach(() => {
  window.location.hash = "";
  vi.unstubAllGlobals();
});

describe("a sub-account whose position grants only products.list", () => {
  const rules = subAccount(["products.list"]);

  it("sees the product list menu and the list, but neither 'Add product' nor 'Edit'", async () => {
    answer(rules);
    await open("#/commodity/in-sale");
    const side = await sideMenu();
    expect(await within(side).findByRole("link", { name: "Products for sale" }, slow)).toHaveAttribute(
      "href",
      "#/commodity/in-sale",
    );
    expect(within(side).queryByRole("link", { name: "Add product" })).toBeNull();
    // The header group links to the first entry it may open.
    expect(within(await mainMenu()).getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "#/commodity/in-sale",
    );

    const table = await screen.findByRole("table", { name: "Products: In sale" }, slow);
    expect(await within(table).findByText("Brake pad Avanza", {}, slow)).toBeInTheDocument();
    // Neither the detail (products.show) nor the edit page (products.edit) is offered.
    expect(within(table).queryByRole("button", { name: "View Brake pad Avanza" })).toBeNull();
    expect(within(table).queryByRole("button", { name: "Edit Brake pad Avanza" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add product" })).toBeNull();
    expect(post.mock.calls.map(([p]) => p)).toContain(PAGE);
  });

  it("typing /commodity/publish shows the exact 403 sentence, in place, without the form", async () => {
    answer(rules);
    await open("#/commodity/publish");
    expect(await screen.findByText(FORBIDDEN_EN, {}, slow)).toBeInTheDocument();
    expect(window.location.hash).toBe("#/commodity/publish");
    expect(screen.queryByRole("textbox")).toBeNull();
    // Only the calls of the shell: no product call for a page it may not open.
    expect(post.mock.calls.map(([p]) => p).filter((p) => p.startsWith("/api/item/"))).toEqual([]);
  });

  it("in Indonesian the 403 screen says it in Indonesian", async () => {
    answer(rules);
    await open("#/commodity/update?itemId=7", "id-ID");
    expect(await screen.findByText(FORBIDDEN_ID, {}, slow)).toBeInTheDocument();
  });

  it("the /commodity parent goes to the first child it may open, not to a 403", async () => {
    answer(rules);
    await open("#/commodity");
    await waitFor(() => expect(window.location.hash).toBe("#/commodity/in-sale"), slow);
    expect(await screen.findByRole("table", { name: "Products: In sale" }, slow)).toBeInTheDocument();
  });
});

describe("a sub-account without any product authority", () => {
  it("has no product group in either menu and gets the 403 on the product list; Home stays", async () => {
    answer(subAccount([]));
    await open("#/commodity/in-sale");
    expect(await screen.findByText(FORBIDDEN_EN, {}, slow)).toBeInTheDocument();
    const main = await mainMenu();
    expect(within(main).getByRole("link", { name: "Home" })).toBeInTheDocument();
    expect(within(main).queryByRole("link", { name: "Products" })).toBeNull();
    // No group left: no left menu at all.
    expect(screen.queryByRole("navigation", { name: "Section menu" })).toBeNull();
  });
});

describe("the main admin", () => {
  it("sees every product menu entry, 'Add product' and 'Edit'", async () => {
    answer(MAIN_ADMIN);
    await open("#/commodity/in-sale");
    const side = await sideMenu();
    expect(await within(side).findByRole("link", { name: "Add product" }, slow)).toHaveAttribute(
      "href",
      "#/commodity/publish",
    );
    expect(within(side).getByRole("link", { name: "Products for sale" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Products: In sale" }, slow);
    expect(await within(table).findByRole("button", { name: "Edit Brake pad Avanza" }, slow)).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "View Brake pad Avanza" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add product/ })).toBeInTheDocument();
  });

  it("opens /commodity/publish: the form, no 403", async () => {
    answer(MAIN_ADMIN);
    await open("#/commodity/publish");
    expect(await screen.findByLabelText("Part number", {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(FORBIDDEN_EN)).toBeNull();
  });
});
