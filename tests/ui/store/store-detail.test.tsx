/**
 * /store/store-detail and /store/store-detail-edit (issue 3 part 6): the detail shows the store's fields
 * and images; the edit form (the /shop-apply sections plus the extras) refuses a wrong NPWP with
 * 'NPWP Salah' before sending, and sends every field to /api/store/ina/update.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StoreDetail } from "../../../src/resources/store/schema";

const post = fakePost();

import StoreDetailView from "../../../src/resources/store/show";
import StoreDetailEditView from "../../../src/resources/store/edit";
import { bodiesTo, renderView, fakePost } from "../harness";

const DETAIL: StoreDetail = {
  shopId: 1,
  sellerUserName: "seller.active",
  storeName: "Sinar Jaya Motor Parts",
  picName: "Budi Santoso",
  phone: "081311223344",
  email: "admin@sinarjaya.co.id",
  address: {
    regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
    postalCode: "10110",
    detail: "Jl. Kebon Sirih No. 45, RT 02/RW 05",
  },
  nibNumber: "9120001234567",
  nibPhoto: "demo/nib.jpg",
  siupNumber: "",
  siupPhoto: null,
  legalPersonIdNumber: "3171011503850002",
  ktpName: "Budi Santoso",
  ktpPhoto: "demo/ktp.jpg",
  npwpNumber: "012345678073000",
  npwpPhoto: "demo/npwp.jpg",
  companyName: "PT Sinar Jaya",
  taxable: true,
  businessType: ["retail", "distributor"],
  storeEstablishment: "2008",
  storeDescription: "Distributor suku cadang Toyota.",
  storePhotos: ["demo/store-1.jpg"],
  logo: "demo/logo.png",
  bank: "014",
  accountNo: "1234567890",
  accountName: "Budi Santoso",
  leaderName: "Budi Santoso",
  leaderPhone: "081298765432",
  leaderPosition: "director",
  banner: null,
  skbDocument: null,
  invoiceAddress: "",
  partConditions: [1, 2],
  partBrands: ["Denso"],
  regionNames: ["DKI Jakarta", "Jakarta Pusat", "Gambir", "Gambir"],
  fileUrls: {
    logo: "/files/demo/logo.png",
    banner: null,
    nibPhoto: "/files/demo/nib.jpg",
    siupPhoto: null,
    ktpPhoto: "/files/demo/ktp.jpg",
    npwpPhoto: "/files/demo/npwp.jpg",
    skbDocument: null,
  },
  storePhotoUrls: ["/files/demo/store-1.jpg"],
  updateTime: "2026-11-20 10:00:00",
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/store/ina/detail") return DETAIL;
    if (path === "/api/store/ina/update") return DETAIL;
    if (path === "/api/reference/ina/regions") return [];
    if (path === "/api/reference/ina/checkPostalCode") return { valid: true, expected: "10110" };
    throw new Error(`unexpected ${path}`);
  });
});

describe("/store/store-detail", () => {
  it("shows the store's fields, images and an Edit button", async () => {
    await renderView(<StoreDetailView />, { url: "/store/store-detail", path: "/store/store-detail", post });
    expect(await screen.findByText("Sinar Jaya Motor Parts")).toBeTruthy();
    expect(screen.getByText("seller.active")).toBeTruthy();
    expect(screen.getByText("DKI Jakarta, Jakarta Pusat, Gambir, Gambir")).toBeTruthy();
    expect(screen.getByText("Replacement brand")).toBeTruthy();
    expect(screen.getByText("Denso")).toBeTruthy();
    expect((screen.getByAltText("KTP photo") as HTMLImageElement).src).toContain("/files/demo/ktp.jpg");
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
  });
});

describe("/store/store-detail-edit", () => {
  it("refuses a wrong NPWP with 'NPWP Salah' and sends nothing", async () => {
    const user = userEvent.setup();
    await renderView(<StoreDetailEditView />, {
      url: "/store/store-detail-edit",
      path: "/store/store-detail-edit",
      post,
      lang: "id-ID",
    });
    const npwp = await screen.findByLabelText("Nomor NPWP");
    await user.clear(npwp);
    await user.type(npwp, "12.345");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("NPWP Salah")).toBeTruthy();
    expect(bodiesTo(post, "/api/store/ina/update")).toEqual([]);
  });

  it("sends every field, the changed ones included, and goes back to the detail", async () => {
    const user = userEvent.setup();
    const view = await renderView(<StoreDetailEditView />, {
      url: "/store/store-detail-edit",
      path: "/store/store-detail-edit",
      post,
    });
    const pic = await screen.findByLabelText("PIC name");
    await user.clear(pic);
    await user.type(pic, "Rudi Hartono");
    await user.click(screen.getByRole("checkbox", { name: "Reconditioned" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodiesTo(post, "/api/store/ina/update")).toHaveLength(1));
    const [body] = bodiesTo(post, "/api/store/ina/update");
    expect(body).toMatchObject({
      picName: "Rudi Hartono",
      npwpNumber: "012345678073000",
      partConditions: [1, 2, 3],
      partBrands: ["Denso"],
      ktpPhoto: "demo/ktp.jpg",
      storePhotos: ["demo/store-1.jpg"],
      address: DETAIL.address,
      bank: "014",
    });
    await waitFor(() => expect(view.getByTestId("location").textContent).toBe("/store/store-detail"));
  });
});
