/**
 * The frame (spec §2): menus generated from the registry, header menu rule, OMS link for ERP users,
 * unread badge (99+) and its polling, user Exit, footer language switch, toasts (spec §9).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { App } from "../../../src/app";
import { resources } from "../../../src/resources";
import i18next from "i18next";
import { initI18n } from "../../../src/providers/i18n-provider";
import { LanguageSwitch } from "../../../src/shell/layout/language-switch";
import { COUNT_NEW_MSG_PATH, MESSAGE_POLL_MS, useMessageCount } from "../../../src/shell/layout/use-message-count";
import { TOAST_CONFIG, toastText } from "../../../src/providers/notification-provider";
import { fail, ok, shopInfo, stubApi, user } from "./shell-api-stub";

const USER = "/api/user/queryUserInfo";
const SHOP = "/api/shop/ina/myShopInfo";
const until = (check: () => void) => waitFor(check, { timeout: 5000 });

beforeAll(async () => {
  await initI18n("id-ID");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.location.hash = "";
});

function open(hash: string) {
  localStorage.setItem("ut", "tok");
  localStorage.setItem("lang", "id-ID");
  window.location.hash = hash;
  return render(<App />);
}

const menuRoutes = resources.flatMap((r) => Object.values(r.routes).filter((route) => route.menu));

describe("menus", () => {
  it("the left menu lists every menu route of the registry, grouped, and follows the URL", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo()), [COUNT_NEW_MSG_PATH]: ok({ countNewMsg: 0 }) });
    open("#/home");
    const side = await screen.findByRole("navigation", { name: "Menu bagian" }, { timeout: 5000 });
    for (const group of new Set(resources.map((r) => r.group))) {
      const title = within(side).getByText(i18next.t(`common:menu.group.${group}`));
      fireEvent.click(title);
    }
    // A screen may show in two groups under one title (notification settings: /store and /settings).
    for (const route of menuRoutes) {
      const links = await within(side).findAllByRole("link", { name: i18next.t(route.titleKey) });
      expect(links.map((a) => a.getAttribute("href"))).toContain(`#${route.path}`);
    }
    // One main landmark per page (antd's Layout.Content is it): screen-reader users jump to it.
    expect(screen.getAllByRole("main")).toHaveLength(1);
    const first = menuRoutes[0];
    window.location.hash = `#${first.path}`;
    await until(() =>
      expect(
        within(side)
          .getByRole("link", { name: i18next.t(first.titleKey) })
          .closest("li"),
      ).toHaveClass("ant-menu-item-selected"),
    );
  });

  it("the header menu links each group to its first entry when applyStatus is 2 and the fields are filled", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo()) });
    open("#/home");
    const main = await screen.findByRole("navigation", { name: "Menu utama" }, { timeout: 5000 });
    const products = await within(main).findByRole("link", { name: "Produk" });
    expect(products).toHaveAttribute("href", `#${menuRoutes.find((r) => r.path.startsWith("/commodity/"))!.path}`);
  });

  it("the header menu is hidden while an additional field is empty", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo({ status: 0, storeDescription: "" })) });
    open("#/home");
    const main = await screen.findByRole("navigation", { name: "Menu utama" }, { timeout: 5000 });
    await screen.findAllByText("Toko Maju");
    expect(within(main).queryByRole("link", { name: "Produk" })).toBeNull();
  });
});

describe("header", () => {
  it("shows the OMS link (new tab) only for extendedField ERP", async () => {
    stubApi({ [USER]: ok(user({ extendedField: "ERP" })), [SHOP]: ok(shopInfo()) });
    const view = open("#/home");
    const oms = await screen.findByTestId("oms-link", {}, { timeout: 5000 });
    expect(oms).toHaveAttribute("target", "_blank");
    expect(oms).toHaveAttribute("rel", expect.stringContaining("noopener"));
    view.unmount();

    stubApi({ [USER]: ok(user({ extendedField: "" })), [SHOP]: ok(shopInfo()) });
    open("#/home");
    await screen.findAllByText("Budi", {}, { timeout: 5000 });
    expect(screen.queryByTestId("oms-link")).toBeNull();
  });

  it("the unread badge shows 99+ above 99", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo()), [COUNT_NEW_MSG_PATH]: ok({ countNewMsg: 150 }) });
    open("#/home");
    const link = await screen.findByTestId("message-link", {}, { timeout: 5000 });
    await until(() => expect(link).toHaveTextContent("99+"));
    expect(link).toHaveAccessibleName("Pesan, 99+ belum dibaca");
  });

  it("Exit logs out, clears the token and goes to the portal home (default /#/login)", async () => {
    const calls = stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo()), "/api/user/login/logout": ok(null) });
    open("#/home");
    fireEvent.click(await screen.findByRole("button", { name: "Menu pengguna Budi" }, { timeout: 5000 }));
    fireEvent.click(await screen.findByText("Keluar"));
    await until(() => expect(window.location.hash).toBe("#/login"));
    expect(calls).toContain("/api/user/login/logout");
    expect(localStorage.getItem("ut")).toBeNull();
  });
});

describe("unread count polling (spec §7)", () => {
  it("repeats every 60 s and stops silently after a failure", async () => {
    vi.useFakeTimers();
    let answer = ok({ countNewMsg: 3 });
    const calls = stubApi({ [COUNT_NEW_MSG_PATH]: () => answer });
    const { result } = renderHook(() => useMessageCount(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(3);
    answer = fail(404, "Not found");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 3);
    });
    expect(calls.filter((c) => c === COUNT_NEW_MSG_PATH)).toHaveLength(2);
    expect(result.current).toBe(3);
  });
});

describe("footer language switch", () => {
  it("stores the choice under `lang` and reloads", () => {
    const reload = vi.fn();
    render(<LanguageSwitch reload={reload} />);
    fireEvent.click(screen.getByRole("radio", { name: "English" }));
    expect(localStorage.getItem("lang")).toBe("en-US");
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("toasts (spec §9)", () => {
  it("show at most one at a time for 1.5 s", () => {
    expect(TOAST_CONFIG.message).toEqual({ maxCount: 1, duration: 1.5 });
    expect(TOAST_CONFIG.notification).toEqual({ maxCount: 1, duration: 1.5 });
  });
  it("error toasts show the envelope message, success toasts their message", () => {
    expect(
      toastText({ type: "error", message: "Error (status code: 409)", description: "Nama Pengguna Penjual Sudah Ada" }),
    ).toBe("Nama Pengguna Penjual Sudah Ada");
    expect(toastText({ type: "success", message: "Berhasil", description: "" })).toBe("Berhasil");
  });
});
