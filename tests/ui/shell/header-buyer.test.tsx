/**
 * The buyer-facing header (spec §1; §4 "Other"; §7 "Header search requests suggestions 500 ms after typing
 * stops"; §9 search max 150, 5-entry histories in cookies, badge 99+) and the survey modal (spec §2).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { answerFetchWith, bodiesTo, fakePost, renderView } from "../harness";
import { ShellHeader, type ShellHeaderProps } from "../../../src/shell/layout/header";
import { HeaderSearchPanel } from "../../../src/shell/layout/header-search-panel";
import { SUGGEST_PATH } from "../../../src/shell/layout/use-search-suggestions";
import { CART_COUNT_PATH } from "../../../src/shell/layout/use-header-counts";
import { SURVEY_PENDING_PATH } from "../../../src/shell/layout/survey";
import { SURVEY_ANSWER_PATH } from "../../../src/shell/layout/survey-modal";
import {
  addSearchText,
  parseSearchHistory,
  readSearchHistory,
  removeSearchText,
} from "../../../src/shell/layout/search-history";
import { vehicleSearchUrl } from "../../../src/shell/layout/vehicle-search-panel";
import { SEARCH_HISTORY_COOKIE } from "../../../src/domain/search";

const post = fakePost();
const SUGGESTIONS = {
  itemData: [{ itemId: 7, name: "Kampas rem Avanza", partNo: "BP-7", picture: null, price: 150000 }],
  shopData: [{ shopId: 3, shopName: "Sinar Jaya Motor", cityName: "Kota Bandung", storeLogo: null }],
};

const headerProps: ShellHeaderProps = {
  storeName: "Sinar Jaya Motor",
  nickName: "Budi",
  showMenu: true,
  showOms: false,
  sections: [],
  pathname: "/home",
  unread: 0,
  shopId: 3,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === SUGGEST_PATH) return SUGGESTIONS;
    if (path === CART_COUNT_PATH) return { count: 120 };
    if (path === SURVEY_PENDING_PATH) return null;
    if (path.startsWith("/api/reference/ina/vehicle")) return [];
    return null;
  });
  answerFetchWith(post);
  Cookies.remove(SEARCH_HISTORY_COOKIE, { path: "/" });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Cookies.remove(SEARCH_HISTORY_COOKIE, { path: "/" });
});

describe("text search history (pure)", () => {
  it("keeps 5, newest first, without duplicates or empty text", () => {
    let h: string[] = [];
    for (const s of ["a", "b", "c", "d", "e", "f"]) h = addSearchText(h, s);
    expect(h).toEqual(["f", "e", "d", "c", "b"]);
    expect(addSearchText(h, " c ")).toEqual(["c", "f", "e", "d", "b"]);
    expect(addSearchText(h, "   ")).toEqual(h);
    expect(removeSearchText(h, "d")).toEqual(["f", "e", "c", "b"]);
    expect(parseSearchHistory("{bad")).toEqual([]);
    expect(parseSearchHistory(JSON.stringify(["x", 5, "", "y"]))).toEqual(["x", "y"]);
  });
});

describe("header search panel", () => {
  it("asks for suggestions 500 ms after typing stops, once for the last text", async () => {
    await renderView(<HeaderSearchPanel open onClose={() => undefined} />, { post });
    vi.useFakeTimers();
    const box = screen.getByRole("searchbox", { name: "Search text" });
    fireEvent.change(box, { target: { value: "kam" } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    fireEvent.change(box, { target: { value: "kampas" } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(499)));
    expect(bodiesTo(post, SUGGEST_PATH)).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(bodiesTo(post, SUGGEST_PATH)).toEqual([{ keyword: "kampas" }]);
    vi.useRealTimers();
    const items = await screen.findByTestId("suggest-items");
    expect(within(items).getByRole("link", { name: "Kampas rem Avanza" })).toHaveAttribute("target", "_blank");
    expect(within(screen.getByTestId("suggest-shops")).getByText("Sinar Jaya Motor")).toBeInTheDocument();
    expect(screen.getByText(/Kota Bandung/)).toBeInTheDocument();
  });

  it("limits the text to 150 characters and asks nothing for blank text", async () => {
    await renderView(<HeaderSearchPanel open onClose={() => undefined} />, { post });
    const box = screen.getByRole("searchbox", { name: "Search text" });
    expect(box).toHaveAttribute("maxlength", "150");
    fireEvent.change(box, { target: { value: "    " } });
    await new Promise((r) => setTimeout(r, 700));
    expect(bodiesTo(post, SUGGEST_PATH)).toEqual([]);
  });

  it("opens the buyer portal's search in a new tab and keeps 5 searches in the inputSearchHistory cookie", async () => {
    const opened = vi.fn();
    vi.stubGlobal("open", opened);
    await renderView(<HeaderSearchPanel open onClose={() => undefined} />, { post });
    const box = screen.getByRole("searchbox", { name: "Search text" });
    for (const text of ["rem", "oli", "aki", "busi", "filter", "rem", "ban"]) {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
      fireEvent.keyUp(box, { key: "Enter", code: "Enter", keyCode: 13 });
    }
    expect(opened).toHaveBeenCalledTimes(7);
    expect(opened).toHaveBeenLastCalledWith(
      expect.stringMatching(/\/search\?keyword=ban$/),
      "_blank",
      "noopener,noreferrer",
    );
    expect(JSON.parse(Cookies.get(SEARCH_HISTORY_COOKIE) ?? "[]")).toEqual(["ban", "rem", "filter", "busi", "aki"]);
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    expect(readSearchHistory()).toHaveLength(5);
    // Entries are removable one by one.
    const history = screen.getByTestId("search-history");
    fireEvent.click(within(history).getByRole("button", { name: 'Remove "filter" from recent searches' }));
    expect(readSearchHistory()).toEqual(["ban", "rem", "busi", "aki"]);
    expect(within(history).queryByText("filter")).toBeNull();
  });
});

describe("buyer-facing header", () => {
  it("shows search, vehicle search, inquiry Mobil / Motor, the cart with its count (99+) and the shop page", async () => {
    await renderView(<ShellHeader {...headerProps} />, { post });
    // The buyer part loads after the frame (its own chunk).
    expect(await screen.findByRole("button", { name: "Search products and stores" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search by vehicle" })).toBeInTheDocument();
    const cart = screen.getByTestId("cart-link");
    await waitFor(() => expect(cart).toHaveTextContent("99+"));
    expect(cart).toHaveAccessibleName("Cart, 99+ items");
    expect(cart).toHaveAttribute("href", expect.stringMatching(/\/cart$/));
    expect(screen.getByTestId("shop-link")).toHaveAttribute("href", expect.stringMatching(/\/shop\/3$/));
    fireEvent.click(screen.getByTestId("header-inquiry"));
    const car = await screen.findByRole("link", { name: "Mobil" });
    expect(car).toHaveAttribute("href", expect.stringMatching(/\/inquiry\?vehicleType=1$/));
    expect(screen.getByRole("link", { name: "Motor" })).toHaveAttribute(
      "href",
      expect.stringMatching(/vehicleType=2$/),
    );
  });

  it("loads the search panel on first use", async () => {
    await renderView(<ShellHeader {...headerProps} />, { post });
    const open = await screen.findByRole("button", { name: "Search products and stores" });
    expect(screen.queryByRole("searchbox")).toBeNull();
    fireEvent.click(open);
    expect(await screen.findByRole("searchbox", { name: "Search text" })).toBeInTheDocument();
  });

  it("opens the vehicle panel with car and motorbike, and a vehicle search names brand, series and year", async () => {
    await renderView(<ShellHeader {...headerProps} />, { post });
    fireEvent.click(await screen.findByRole("button", { name: "Search by vehicle" }));
    expect(await screen.findByRole("dialog", { name: "Search by vehicle" })).toBeInTheDocument();
    const url = vehicleSearchUrl(1, {
      brand: { id: "1:toyota", brandId: "toyota", brandName: "TOYOTA" },
      series: "AVANZA",
      year: { year: 2024, desc: "2024" },
      desc: "TOYOTA AVANZA 2024",
    });
    expect(url).toMatch(/\/search\?vehicleType=1&brandId=toyota&series=AVANZA&year=2024$/);
  });

  it("workshop mode shows only the logo and the user menu", async () => {
    await renderView(<ShellHeader {...headerProps} workshop />, { post });
    const header = screen.getByTestId("workshop-header");
    expect(within(header).getByRole("link", { name: "Sinar Jaya Motor" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "User menu of Budi" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Search products and stores" })).toBeNull();
    expect(screen.queryByTestId("message-link")).toBeNull();
    expect(screen.queryByTestId("cart-link")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("signed out shows a sign-in icon instead of the name", async () => {
    await renderView(<ShellHeader {...headerProps} signedIn={false} nickName="" />, { post });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/#/login");
    expect(screen.queryByRole("button", { name: /User menu/ })).toBeNull();
    expect(bodiesTo(post, SURVEY_PENDING_PATH)).toEqual([]);
  });

  it("marks the message menu entry with a dot while messages are unread", async () => {
    const sections = [
      { group: "message", link: "/message/message-notification", labelKey: "common:menu.group.message", entries: [] },
    ];
    const view = await renderView(
      <ShellHeader {...headerProps} sections={sections as unknown as ShellHeaderProps["sections"]} unread={2} />,
      { post },
    );
    expect(screen.getByTestId("message-menu-dot")).toBeInTheDocument();
    view.unmount();
    await renderView(
      <ShellHeader {...headerProps} sections={sections as unknown as ShellHeaderProps["sections"]} unread={0} />,
      { post },
    );
    expect(screen.queryByTestId("message-menu-dot")).toBeNull();
  });
});

describe("survey modal (spec §2)", () => {
  it("shows once when a survey is pending; Later stores a dismissal", async () => {
    post.mockImplementation(async (path: string) =>
      path === SURVEY_PENDING_PATH ? { surveyKey: "portal-2026" } : null,
    );
    await renderView(<ShellHeader {...headerProps} />, { post });
    const dialog = await screen.findByRole("dialog", { name: "How do you like the seller portal?" });
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Later" }));
    await waitFor(() =>
      expect(bodiesTo(post, SURVEY_ANSWER_PATH)).toEqual([{ surveyKey: "portal-2026", dismissed: true }]),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "How do you like the seller portal?" })).toBeNull(),
    );
  });

  it("sends the score and the comment", async () => {
    post.mockImplementation(async (path: string) =>
      path === SURVEY_PENDING_PATH ? { surveyKey: "portal-2026" } : null,
    );
    await renderView(<ShellHeader {...headerProps} />, { post });
    const dialog = await screen.findByRole("dialog", { name: "How do you like the seller portal?" });
    const stars = within(dialog).getAllByRole("radio");
    fireEvent.click(stars[3]!);
    fireEvent.change(within(dialog).getByLabelText("Comment (optional)"), { target: { value: " Mantap " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(bodiesTo(post, SURVEY_ANSWER_PATH)).toEqual([{ surveyKey: "portal-2026", score: 4, comment: "Mantap" }]),
    );
  });
});
