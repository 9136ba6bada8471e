import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { ApiFailure } from "../../../src/providers/http";
import { ShellStateTestProvider, type ShellState } from "../../../src/shell/guard/shell-state";
import type { StoreApplication } from "../../../src/resources/store/schema";
import type { MyShopInfo } from "../../../src/resources/store/profile/application-form";

import ShopApplyPage from "../../../src/pages/shop-apply";
import ShopAdditionalInfoPage from "../../../src/pages/shop-additional-info";
import { fakePost, renderView } from "../harness";

const post = fakePost();

const MY_SHOP = "/api/shop/ina/myShopInfo";
const APPLY = "/api/shop/ina/apply";

const previous: StoreApplication = {
  storeName: "Sumber Jaya Motor",
  picName: "Budi Santoso",
  phone: "081234567890",
  email: "budi@sumberjaya.co.id",
  address: {
    regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
    postalCode: "10110",
    detail: "Jl. Gajah Mada No. 12, RT 01/RW 02",
  },
  nibNumber: "1234567890123",
  nibPhoto: "files/nib.jpg",
  siupNumber: "",
  siupPhoto: null,
  legalPersonIdNumber: "3171010101900001",
  ktpName: "Budi Santoso",
  ktpPhoto: "files/ktp.jpg",
  npwpNumber: "012345678901000",
  npwpPhoto: "files/npwp.jpg",
  companyName: "PT Sumber Jaya",
  taxable: true,
  businessType: ["retail", "workshop"],
  storeEstablishment: "2010",
  storeDescription: "Suku cadang mobil Jepang",
  storePhotos: ["files/front.jpg", "files/inside.jpg"],
  logo: null,
  bank: "014",
  accountNo: "1234567890",
  accountName: "Budi Santoso",
  leaderName: "Budi Santoso",
  leaderPhone: "6281234567890",
  leaderPosition: "owner",
};

const rejectedShop: MyShopInfo = {
  shopId: 3,
  applyStatus: 1,
  status: 1,
  storeName: previous.storeName,
  specialDiscount: 0,
  businessType: previous.businessType,
  storeEstablishment: previous.storeEstablishment,
  storeDescription: previous.storeDescription,
  accountName: previous.accountName,
  accountNo: previous.accountNo,
  bank: previous.bank,
  rejectReasons: [1, 5],
  rejectRemark: "Alamat toko tidak lengkap",
  storeLogo: null,
  application: previous,
};

const refresh = vi.fn(async () => undefined);
const shell: ShellState = {
  user: undefined,
  shop: undefined,
  shopInfo: null,
  userInfo: null,
  apply: undefined,
  systemStatus: 0,
  refresh,
};

function routes(shop: MyShopInfo | null) {
  post.mockImplementation(async (path) => {
    if (path === MY_SHOP) {
      if (!shop) throw new ApiFailure(2202, "Anda belum memiliki toko");
      return shop;
    }
    if (path === APPLY) return { ...rejectedShop, applyStatus: 0 };
    if (path === "/api/reference/ina/regions") return [];
    if (path === "/api/reference/ina/checkPostalCode") return { valid: true, expected: "10110" };
    throw new Error(`unexpected ${String(path)}`);
  });
}

async function open(lang: "en-US" | "id-ID") {
  await renderView(
    <ShellStateTestProvider value={shell}>
      <ShopApplyPage />
    </ShellStateTestProvider>,
    { url: "/shop-apply", path: "/shop-apply", post, lang },
  );
}

const bodiesTo = (path: string) => post.mock.calls.filter(([p]) => p === path).map(([, body]) => body);

describe("/shop-apply", () => {
  beforeEach(() => {
    post.mockReset();
    refresh.mockClear();
  });

  it("a wrong NPWP shows 'NPWP Salah' in id-ID, and a dotted one is accepted", async () => {
    routes(null);
    await open("id-ID");
    const npwp = await screen.findByLabelText("Nomor NPWP");
    await userEvent.type(npwp, "12.345.678");
    await userEvent.tab();
    expect(await screen.findByText("NPWP Salah")).toBeInTheDocument();
    await userEvent.clear(npwp);
    await userEvent.type(npwp, "01.234.567.8-901.000");
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText("NPWP Salah")).not.toBeInTheDocument());
  });

  it("checks phone digits, business year and the NIB pair as the seller types", async () => {
    routes(null);
    await open("id-ID");
    await userEvent.type(await screen.findByLabelText("Nomor telepon"), "0812-3456");
    expect(await screen.findByText("Nomor telepon hanya angka, 9-15 digit, diawali 0 atau 62")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Tahun berdiri usaha"), "210");
    await userEvent.tab();
    expect(await screen.findByText("Tahun usaha harus 4 angka, contoh 2010")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Nomor NIB"), "1234567890123");
    await userEvent.tab();
    expect(await screen.findByText("Nomor dan foto dokumen harus diisi keduanya")).toBeInTheDocument();
  });

  it("submitting an empty form shows the errors and sends nothing", async () => {
    routes(null);
    await open("en-US");
    await userEvent.click(await screen.findByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Choose at least 1 business type")).toBeInTheDocument();
    expect(screen.getByText("Upload at least 1 photo")).toBeInTheDocument();
    expect(screen.getAllByText("Can not be empty").length).toBeGreaterThan(5);
    expect(bodiesTo(APPLY)).toEqual([]);
  });

  it("re-applying shows the rejection, is prefilled, and sends the body the API expects", async () => {
    routes(rejectedShop);
    await open("en-US");
    expect(await screen.findByText("Store application rejected")).toBeInTheDocument();
    expect(screen.getByText("Business licence photo is unclear")).toBeInTheDocument();
    expect(screen.getByText("Alamat toko tidak lengkap")).toBeInTheDocument();

    const name = screen.getByLabelText("Store name");
    expect(name).toHaveValue("Sumber Jaya Motor");
    await userEvent.clear(name);
    await userEvent.type(name, "Sumber Jaya Motor Baru");
    const npwp = screen.getByLabelText("NPWP number");
    await userEvent.clear(npwp);
    await userEvent.type(npwp, "01.234.567.8-901.000");
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));

    expect(await screen.findByText("Application under assessment")).toBeInTheDocument();
    expect(bodiesTo(APPLY)).toEqual([
      { ...previous, storeName: "Sumber Jaya Motor Baru", npwpNumber: "012345678901000" },
    ]);
    expect(refresh).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("a postal code that does not belong to the chosen village is refused with the expected one", async () => {
    routes(rejectedShop);
    const otherRoutes = post.getMockImplementation()!;
    post.mockImplementation(async (path, body) => {
      if (path === "/api/reference/ina/checkPostalCode")
        return { valid: (body as { postalCode: string }).postalCode === "10110", expected: "10110" };
      return otherRoutes(path, body);
    });
    await open("en-US");
    const postal = await screen.findByLabelText("Postal code");
    await userEvent.clear(postal);
    await userEvent.type(postal, "10120");
    await userEvent.tab();
    expect(await screen.findByText("The postal code does not match the village (expected 10110)")).toBeInTheDocument();
    expect(bodiesTo("/api/reference/ina/checkPostalCode")).toContainEqual({
      villageCode: "31.71.01.1001",
      postalCode: "10120",
    });
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));
    await waitFor(() =>
      expect(screen.getAllByText("The postal code does not match the village (expected 10110)").length).toBeGreaterThan(
        0,
      ),
    );
    expect(bodiesTo(APPLY)).toEqual([]);
  });

  it("a server refusal keeps the form and shows the field error", async () => {
    routes(rejectedShop);
    const otherRoutes = post.getMockImplementation()!;
    post.mockImplementation(async (path, body) => {
      if (path === APPLY)
        throw new ApiFailure(400, "Data tidak valid: accountNo", {
          errors: [{ path: "accountNo", message: "Rekening sudah dipakai" }],
        });
      return otherRoutes(path, body);
    });
    await open("id-ID");
    await userEvent.click(await screen.findByRole("button", { name: "Kirim pendaftaran" }));
    expect(await screen.findByText("Rekening sudah dipakai")).toBeInTheDocument();
    expect(screen.queryByText("Pendaftaran sedang dinilai")).not.toBeInTheDocument();
  });
});

describe("/shop-additional-info", () => {
  beforeEach(() => {
    post.mockReset();
    refresh.mockClear();
  });

  it("requires the three fields, saves them, refreshes the shop info and goes home", async () => {
    const approved: MyShopInfo = {
      ...rejectedShop,
      applyStatus: 2,
      status: 1,
      businessType: [],
      storeEstablishment: "",
      storeDescription: "",
      rejectReasons: [],
    };
    post.mockImplementation(async (path) => {
      if (path === MY_SHOP) return approved;
      if (path === "/api/shop/ina/additionalInfo")
        return {
          ...approved,
          businessType: ["wholesale"],
          storeEstablishment: "2015",
          storeDescription: "Grosir suku cadang",
        };
      throw new Error(`unexpected ${String(path)}`);
    });
    await renderView(
      <ShellStateTestProvider value={shell}>
        <Routes>
          <Route path="/shop-additional-info" element={<ShopAdditionalInfoPage />} />
          <Route path="/home" element={<p>home page</p>} />
        </Routes>
      </ShellStateTestProvider>,
      { url: "/shop-additional-info", path: "*", post, lang: "id-ID" },
    );
    const save = await screen.findByRole("button", { name: "Simpan" });
    await userEvent.click(save);
    expect(await screen.findByText("Pilih minimal 1 jenis usaha")).toBeInTheDocument();
    expect(screen.getAllByText("Tidak boleh kosong")).toHaveLength(2);

    await userEvent.click(screen.getByRole("checkbox", { name: "Grosir" }));
    await userEvent.type(screen.getByLabelText("Tahun berdiri usaha"), String(new Date().getUTCFullYear() + 1));
    expect(await screen.findByText("Tahun usaha antara 1900 dan tahun ini")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Tahun berdiri usaha"));
    await userEvent.type(screen.getByLabelText("Tahun berdiri usaha"), "2015");
    await userEvent.type(screen.getByLabelText("Deskripsi toko"), "Grosir");
    expect(await screen.findByText("Minimal 10 karakter")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Deskripsi toko"), " suku cadang");
    await userEvent.click(save);

    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(bodiesTo("/api/shop/ina/additionalInfo")).toEqual([
      { businessType: ["wholesale"], storeEstablishment: "2015", storeDescription: "Grosir suku cadang" },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
