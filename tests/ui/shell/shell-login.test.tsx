/**
 * The portal's own sign-in page (/#/login) and the auth provider's login contract (spec §7): SHA-256 hex
 * of the password, token under `ut`, back-url after success, envelope message on failure.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createHash } from "node:crypto";
import { App } from "../../../src/app";
import { initI18n } from "../../../src/providers/i18n-provider";
import { backPathFrom, loginUrlFor, sha256Hex } from "../../../src/providers/auth-provider";
import { fail, ok, shopInfo, stubApi, user } from "./shell-api-stub";

const LOGIN = "/api/user/login/login";

beforeAll(async () => {
  await initI18n("id-ID");
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = "";
  delete window.__PORTAL_CONFIG__;
});

function openLogin(backUrl?: string) {
  localStorage.setItem("lang", "id-ID");
  window.location.hash = backUrl ? `#/login?backUrl=${encodeURIComponent(backUrl)}` : "#/login";
  return render(<App />);
}

async function submit(userName: string, password: string) {
  fireEvent.change(await screen.findByLabelText("Nama pengguna", {}, { timeout: 5000 }), {
    target: { value: userName },
  });
  fireEvent.change(screen.getByLabelText("Kata sandi"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Masuk" }));
}

describe("sign-in page", () => {
  it("posts the user name and the SHA-256 hex of the password, stores the token and opens the back-url", async () => {
    const bodies: unknown[] = [];
    stubApi({
      [LOGIN]: (body) => {
        bodies.push(body);
        return ok({ accessToken: "new-token" });
      },
      "/api/user/queryUserInfo": ok(user()),
      "/api/shop/ina/myShopInfo": ok(shopInfo({ applyStatus: 0 })),
    });
    openLogin(`${window.location.origin}/#/read-disable`);
    await screen.findByRole("heading", { name: "Masuk ke Portal Penjual" }, { timeout: 5000 });
    expect(document.title).toBe("Masuk - Portal Penjual");
    await submit("seller.active", "Rahasia#123");
    await waitFor(() => expect(window.location.hash).toBe("#/read-disable"), { timeout: 5000 });
    expect(bodies).toEqual([
      { userName: "seller.active", password: createHash("sha256").update("Rahasia#123", "utf8").digest("hex") },
    ]);
    expect(localStorage.getItem("ut")).toBe("new-token");
  });

  it("shows the envelope message when sign-in is refused", async () => {
    stubApi({ [LOGIN]: fail(400, "Nama pengguna atau kata sandi salah") });
    openLogin();
    await submit("seller.active", "salah");
    expect(await screen.findByRole("alert")).toHaveTextContent("Nama pengguna atau kata sandi salah");
    expect(localStorage.getItem("ut")).toBeNull();
  });

  it("the password can be shown and hidden", async () => {
    stubApi({});
    openLogin();
    const password = await screen.findByLabelText("Kata sandi", {}, { timeout: 5000 });
    expect(password).toHaveAttribute("type", "password");
    fireEvent.click(screen.getByRole("button", { name: "Tampilkan" }));
    expect(password).toHaveAttribute("type", "text");
  });
});

describe("auth helpers", () => {
  it("sha256Hex is lowercase hex of the UTF-8 bytes", async () => {
    expect(await sha256Hex("kata sandi é")).toBe(createHash("sha256").update("kata sandi é", "utf8").digest("hex"));
  });

  it("login URL: own /#/login by default, LOGIN_URL when configured, with the encoded back-url", () => {
    expect(loginUrlFor("http://localhost:3000/#/home")).toBe(
      "/#/login?backUrl=http%3A%2F%2Flocalhost%3A3000%2F%23%2Fhome",
    );
    window.__PORTAL_CONFIG__ = { loginUrl: "https://sso.example.com/login?app=seller" };
    expect(loginUrlFor("http://localhost:3000/#/home")).toBe(
      "https://sso.example.com/login?app=seller&backUrl=http%3A%2F%2Flocalhost%3A3000%2F%23%2Fhome",
    );
  });

  it("the back path is a same-origin portal route, else /home (no open redirect)", () => {
    const origin = "http://localhost:3000";
    expect(backPathFrom(`${origin}/#/commodity/in-sale?tab=2`, origin)).toBe("/commodity/in-sale?tab=2");
    expect(backPathFrom("https://evil.example.com/#/home", origin)).toBe("/home");
    expect(backPathFrom(`${origin}/#/login?backUrl=x`, origin)).toBe("/home");
    expect(backPathFrom(null, origin)).toBe("/home");
  });
});
