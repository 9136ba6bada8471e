import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Product } from "../../../src/resources/products/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();
vi.mock("../../../src/forms/vehicle-model-search", () => ({ VehicleModelSearch: () => null }));

import { ApiFailure } from "../../../src/providers/http";
import ProductEditView from "../../../src/resources/products/edit";
import ProductShowView from "../../../src/resources/products/show";

const product: Product = {
  itemId: 41,
  shopId: 3,
  partNo: "BRK123",
  itemName: "Brake pad Avanza",
  categoryId: "11",
  condition: 1,
  grade: "A",
  brandName: "Aisin",
  specification: "",
  productUnit: "pcs",
  packagingUnit: "box",
  packagingQty: 1,
  weight: 500,
  length: 10,
  width: 8,
  height: 4,
  vehicleType: 1,
  adaptType: 2,
  fitments: [{ brandId: "TOY", brandName: "Toyota", series: "Avanza", year: 2019, subModel: "" }],
  tradePlatforms: [1, 2],
  priceTiers: [
    { minQty: 1, maxQty: 5, price: 50000 },
    { minQty: 6, maxQty: null, price: 45000 },
  ],
  discount: 0,
  buyerDiscount: null,
  saleUnit: "set",
  deliveryTemplateId: null,
  stockType: 2,
  stockNum: 12,
  minBuyQty: 1,
  autoTender: false,
  priority: false,
  reconditioned: false,
  images: [{ fileKey: "k1", isMain: true, url: "/files/k1" }],
  description: "Front brake pads",
  reviewStatus: 7,
  offShelveReason: 3,
  createTime: "2025-01-01 00:00:00",
  updateTime: "2025-01-02 00:00:00",
};

function routes(update: () => Promise<unknown>, detail: Product = product) {
  post.mockImplementation(async (path) => {
    if (path === "/api/reference/ina/categories")
      return [{ cateId: "11", title: "Brake pads", isActive: true, subCategories: [] }];
    if (path === "/api/item/ina/detail") return detail;
    if (path === "/api/item/ina/update") return update();
    throw new Error(`unexpected ${String(path)}`);
  });
}

describe("product edit and detail", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("submitting a loaded product sends the full body and lands on the under-assessment tab", async () => {
    routes(async () => ({ itemId: 41 }));
    const { toasts } = await renderView(<ProductEditView />, {
      url: "/commodity/update?itemId=41",
      path: "/commodity/update",
      post,
    });
    expect(await screen.findByDisplayValue("BRK123")).toBeInTheDocument();
    expect(screen.getByText("Toyota Avanza 2019")).toBeInTheDocument();
    expect(screen.getAllByDisplayValue("50.000").length).toBeGreaterThan(0);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await userEvent.type(screen.getByLabelText("Description"), " and rear");
    await userEvent.click(screen.getByRole("button", { name: "Submit for review" }));
    // Saved changes are not "unsaved": no leave prompt on the way to the list.
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/commodity/in-sale?tab=underAssessment"),
    );
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
    expect(bodiesTo(post, "/api/item/ina/detail")[0]).toEqual({ itemId: 41 });
    expect(bodiesTo(post, "/api/item/ina/update")[0]).toMatchObject({
      itemId: 41,
      submit: true,
      partNo: "BRK123",
      description: "Front brake pads and rear",
      images: [{ fileKey: "k1", isMain: true }],
      fitments: product.fitments,
      priceTiers: product.priceTiers,
      buyerDiscount: null,
    });
    expect(toasts).toContainEqual({ type: "success", message: "Product submitted for review" });
  });

  it("server validation errors show on their fields", async () => {
    routes(async () => {
      throw new ApiFailure(400, "Invalid request", {
        errors: [{ path: "partNo", message: "Part number already used in your shop" }],
      });
    });
    await renderView(<ProductEditView />, { url: "/commodity/update?itemId=41", path: "/commodity/update", post });
    await screen.findByDisplayValue("BRK123");
    await userEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(await screen.findByText("Part number already used in your shop")).toBeInTheDocument();
    expect(bodiesTo(post, "/api/item/ina/update")[0]).toMatchObject({ submit: false });
    expect(screen.getByTestId("location")).toHaveTextContent("/commodity/update?itemId=41");
  });

  it("the detail page shows the fields, the off-shelve reason and an Edit button", async () => {
    routes(async () => ({}));
    await renderView(<ProductShowView />, {
      url: "/commodity/in-detail?itemId=41",
      path: "/commodity/in-detail",
      post,
      lang: "id-ID",
    });
    expect(await screen.findByRole("heading", { name: "Brake pad Avanza" })).toBeInTheDocument();
    expect(screen.getByText("Harga tidak wajar")).toBeInTheDocument();
    expect(screen.getByText("Diturunkan (melanggar)")).toBeInTheDocument();
    expect(screen.getByText("Rp 45.000")).toBeInTheDocument();
    expect(screen.getByText(">= 6")).toBeInTheDocument();
    expect(await screen.findByText("Brake pads")).toBeInTheDocument();
    // No buyer discount reads as a dash next to its label.
    expect(screen.getByText("Diskon pembeli (%)").closest("tr")).toHaveTextContent("Diskon pembeli (%)—");
    await userEvent.click(screen.getByRole("button", { name: "Ubah" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/commodity/update?itemId=41");
  });

  it("the detail page shows a set buyer discount", async () => {
    routes(async () => ({}), { ...product, discount: 5, buyerDiscount: 12.5 });
    await renderView(<ProductShowView />, {
      url: "/commodity/in-detail?itemId=41",
      path: "/commodity/in-detail",
      post,
    });
    expect(await screen.findByText("Buyer discount (%)")).toBeInTheDocument();
    expect(screen.getByText("Buyer discount (%)").closest("tr")).toHaveTextContent("Buyer discount (%)12.5%");
  });

  it("in id-ID the detail page writes the discounts with a decimal comma", async () => {
    routes(async () => ({}), { ...product, discount: 3.5, buyerDiscount: 12.5 });
    await renderView(<ProductShowView />, {
      url: "/commodity/in-detail?itemId=41",
      path: "/commodity/in-detail",
      post,
      lang: "id-ID",
    });
    expect(await screen.findByText("Diskon (%)")).toBeInTheDocument();
    expect(screen.getByText("Diskon (%)").closest("tr")).toHaveTextContent("Diskon (%)3,5%");
    expect(screen.getByText("Diskon pembeli (%)").closest("tr")).toHaveTextContent("Diskon pembeli (%)12,5%");
  });

  it("the update page is titled; in id-ID its discount shows and accepts a decimal comma and is sent as a number", async () => {
    routes(async () => ({ itemId: 41 }), { ...product, discount: 3.5, buyerDiscount: 12.5 });
    await renderView(<ProductEditView />, {
      url: "/commodity/update?itemId=41",
      path: "/commodity/update",
      post,
      lang: "id-ID",
    });
    expect(screen.getByRole("heading", { level: 2, name: "Ubah Produk" })).toBeInTheDocument();
    await screen.findByDisplayValue("BRK123");
    const discount = screen.getByLabelText("Diskon (%)");
    await waitFor(() => expect(discount).toHaveValue("3,5"));
    expect(screen.getByLabelText("Diskon pembeli (%)")).toHaveValue("12,5");
    await userEvent.clear(discount);
    await userEvent.type(discount, "7,5");
    fireEvent.blur(discount);
    await waitFor(() => expect(discount).toHaveValue("7,5"));
    await userEvent.click(screen.getByRole("button", { name: "Simpan sebagai draf" }));
    await waitFor(() => expect(bodiesTo(post, "/api/item/ina/update")).toHaveLength(1));
    expect(bodiesTo(post, "/api/item/ina/update")[0]).toMatchObject({
      discount: 7.5,
      buyerDiscount: 12.5,
      submit: false,
    });
  });

  it("a discount raised to the buyer discount is refused on the buyer discount field; emptying it saves none", async () => {
    routes(async () => ({ itemId: 41 }), { ...product, buyerDiscount: 10 });
    await renderView(<ProductEditView />, { url: "/commodity/update?itemId=41", path: "/commodity/update", post });
    await screen.findByDisplayValue("BRK123");
    const buyer = screen.getByLabelText("Buyer discount (%)");
    await waitFor(() => expect(buyer).toHaveValue("10.0"));
    const discount = screen.getByLabelText("Discount (%)");
    await userEvent.clear(discount);
    await userEvent.type(discount, "10");
    fireEvent.blur(discount);
    expect(await screen.findByText("Buyer discount must be greater than the product discount")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Submit for review" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/commodity/update?itemId=41"));
    expect(bodiesTo(post, "/api/item/ina/update")).toEqual([]);

    await userEvent.clear(buyer);
    fireEvent.blur(buyer);
    await waitFor(() =>
      expect(screen.queryByText("Buyer discount must be greater than the product discount")).toBeNull(),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(bodiesTo(post, "/api/item/ina/update")).toHaveLength(1));
    expect(bodiesTo(post, "/api/item/ina/update")[0]).toMatchObject({
      itemId: 41,
      discount: 10,
      buyerDiscount: null,
      submit: false,
    });
  });

  it("a server refusal of the discount shows on the discount field", async () => {
    routes(async () => {
      throw new ApiFailure(400, "Invalid request", {
        errors: [{ path: "discount", message: "The discount must be below this product's buyer discount (10%)" }],
      });
    });
    await renderView(<ProductEditView />, { url: "/commodity/update?itemId=41", path: "/commodity/update", post });
    await screen.findByDisplayValue("BRK123");
    await userEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    const message = await screen.findByText("The discount must be below this product's buyer discount (10%)");
    expect(message.closest(".ant-form-item")).toContainElement(screen.getByLabelText("Discount (%)"));
  });
});
