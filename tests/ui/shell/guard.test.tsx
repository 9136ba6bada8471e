/**
 * The navigation guard inside the real app (spec §2 "Navigation and guard", §4 "Shop routing"),
 * with the API stubbed at fetch level.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { App } from "../../../src/app";
import { initI18n } from "../../../src/providers/i18n-provider";
import { ResultCode } from "../../../src/domain/wire";
import { fail, ok, shopInfo, stubApi, user } from "./shell-api-stub";

const USER = "/api/user/queryUserInfo";
const SHOP = "/api/shop/ina/myShopInfo";

beforeAll(async () => {
  await initI18n("id-ID");
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = "";
});

function open(hash: string, { token = "tok" }: { token?: string | null } = {}) {
  if (token) localStorage.setItem("ut", token);
  localStorage.setItem("lang", "id-ID");
  window.location.hash = hash;
  return render(<App />);
}

// The first render compiles the lazy pages: allow more than waitFor's default second.
const until = (check: () => void) => waitFor(check, { timeout: 5000 });
const hashPath = () => window.location.hash.replace(/^#/, "").split("?")[0];

describe("guard redirects", () => {
  it("no shop (code 2202) goes to /shop-apply", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: fail(ResultCode.noShop, "Belum ada toko") });
    open("#/home");
    await until(() => expect(hashPath()).toBe("/shop-apply"));
  });

  it("a pending application goes to /read-disable and shows 'under assessment'", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo({ applyStatus: 0 })) });
    open("#/home");
    await until(() => expect(hashPath()).toBe("/read-disable"));
    expect(await screen.findByRole("heading", { name: "Toko sedang dinilai" })).toBeInTheDocument();
  });

  it("an approved shop missing additional info goes to /shop-additional-info", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo({ status: 1, storeDescription: "" })) });
    open("#/home");
    await until(() => expect(hashPath()).toBe("/shop-additional-info"));
  });

  it("an active shop on /shop-apply goes to /home", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo()) });
    open("#/shop-apply");
    await until(() => expect(hashPath()).toBe("/home"));
  });

  it("a rejected shop sees the reasons as text and can apply again", async () => {
    stubApi({
      [USER]: ok(user()),
      [SHOP]: ok(shopInfo({ applyStatus: 1, rejectReasons: [1, 5], rejectRemark: "Alamat salah" })),
    });
    open("#/read-disable");
    expect(await screen.findByRole("heading", { name: "Pendaftaran toko ditolak" })).toBeInTheDocument();
    const reasons = screen.getByTestId("reject-reasons");
    expect(reasons).toHaveTextContent("Foto izin usaha tidak jelas");
    expect(reasons).toHaveTextContent("Lainnya: Alamat salah");
    fireEvent.click(screen.getByRole("button", { name: "Daftar ulang" }));
    await until(() => expect(hashPath()).toBe("/shop-apply"));
  });

  it("a login timeout goes to the login page with the current URL as back-url", async () => {
    stubApi({ [USER]: fail(ResultCode.loginTimeout, "Sesi habis") });
    open("#/commodity/in-sale");
    const before = window.location.href;
    await until(() => expect(hashPath()).toBe("/login"));
    expect(new URLSearchParams(window.location.hash.split("?")[1]).get("backUrl")).toBe(before);
    expect(localStorage.getItem("ut")).toBeNull();
  });

  it("without a token goes to the login page without calling the API", async () => {
    const calls = stubApi({ [USER]: ok(user()) });
    open("#/home", { token: null });
    await until(() => expect(hashPath()).toBe("/login"));
    expect(calls).not.toContain(USER);
  });

  it("a user info answer without userId goes to login", async () => {
    stubApi({ [USER]: ok({ userId: null }) });
    open("#/home");
    await until(() => expect(hashPath()).toBe("/login"));
  });

  it("a shop info server error sets system status -1: read-disable shows the shop load error", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: fail(500, "Kesalahan sistem") });
    open("#/home");
    await until(() => expect(hashPath()).toBe("/read-disable"));
    expect(await screen.findByRole("heading", { name: "Gagal Memuat Toko" })).toBeInTheDocument();
  });

  it("a user info server error shows the page load error", async () => {
    stubApi({ [USER]: fail(500, "Kesalahan sistem") });
    open("#/home");
    await until(() => expect(hashPath()).toBe("/read-disable"));
    expect(await screen.findByRole("heading", { name: "Gagal Memuat Halaman" })).toBeInTheDocument();
  });

  it("sets the page title and stores the current URL in the cookie", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo()) });
    open("#/home");
    await until(() => expect(document.title).toBe("Beranda - Portal Penjual"));
    expect(Cookies.get("currentUrl")).toBe(window.location.href);
  });

  it("/ redirects to /home and unknown paths show 404", async () => {
    stubApi({ [USER]: ok(user()), [SHOP]: ok(shopInfo()) });
    open("#/");
    await until(() => expect(hashPath()).toBe("/home"));
    window.location.hash = "#/no-such-page";
    expect(await screen.findByRole("heading", { name: "404" }, { timeout: 5000 })).toBeInTheDocument();
    await until(() => expect(document.title).toBe("Halaman tidak ditemukan - Portal Penjual"));
  });
});
