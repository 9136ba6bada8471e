import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ModelChoice } from "../../../src/domain/reference";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();

// The shared model search is another control's concern: here it hands over a fixed choice.
const choice: ModelChoice = {
  brand: { id: "1:TOY", brandId: "TOY", brandName: "Toyota" },
  series: "Avanza",
  year: { year: 2019, desc: "2019" },
  desc: "Toyota Avanza 2019",
};
vi.mock("../../../src/forms/vehicle-model-search", () => ({
  VehicleModelSearch: ({ onSearch, vehicleType }: { onSearch: (c: ModelChoice) => void; vehicleType: number }) => (
    <button type="button" onClick={() => onSearch(choice)}>
      {`pick model (type ${vehicleType})`}
    </button>
  ),
}));

import ProductCreateView from "../../../src/resources/products/create";

const CATEGORIES = "/api/reference/ina/categories";
const CREATE = "/api/item/ina/create";

function routes(create: () => Promise<unknown> = async () => ({ itemId: 41 })) {
  post.mockImplementation(async (path) => {
    if (path === CATEGORIES)
      return [
        {
          cateId: "1",
          title: "Brakes",
          isActive: true,
          subCategories: [{ cateId: "11", title: "Brake pads", isActive: true, subCategories: [] }],
        },
      ];
    if (path === CREATE) return create();
    throw new Error(`unexpected ${String(path)}`);
  });
}

const open = (lang: "en-US" | "id-ID" = "en-US") =>
  renderView(<ProductCreateView />, { url: "/commodity/publish", path: "/commodity/publish", post, lang });

describe("product form", () => {
  beforeEach(() => {
    post.mockReset();
    routes();
  });

  it("a required field left empty shows the error in the user's language", async () => {
    await open("id-ID");
    expect(screen.getByRole("heading", { level: 2, name: "Tambah Produk" })).toBeInTheDocument();
    const partNo = await screen.findByLabelText("Nomor part");
    await userEvent.click(partNo);
    await userEvent.tab();
    expect(await screen.findByText("Tidak boleh kosong")).toBeInTheDocument();
    await userEvent.type(partNo, "AB-1");
    expect(await screen.findByText("Nomor part hanya boleh berisi huruf dan angka")).toBeInTheDocument();
  });

  it("a gap between price tiers shows the range error", async () => {
    await open();
    await userEvent.click(await screen.findByRole("button", { name: "Add price tier" }));
    const tiers = screen.getByRole("group", { name: "Price tiers" });
    expect(within(tiers).getByLabelText("Maximum quantity, row 1")).toHaveValue("1");
    await userEvent.type(within(tiers).getByLabelText("Price, row 1"), "50000");
    await userEvent.type(within(tiers).getByLabelText("Price, row 2"), "45000");
    expect(within(tiers).getByLabelText("Price, row 1")).toHaveValue("50.000");
    expect(screen.queryByText(/Quantity ranges must start/)).toBeNull();
    const secondMin = within(tiers).getByLabelText("Minimum quantity, row 2");
    expect(secondMin).toHaveValue("2");
    await userEvent.clear(secondMin);
    await userEvent.type(secondMin, "5");
    fireEvent.blur(secondMin);
    expect(
      await screen.findByText(/Quantity ranges must start at 1 and follow each other without gaps/),
    ).toBeInTheDocument();
  });

  it("a partial fit needs vehicles; a model search choice adds one removable tag, once", async () => {
    await open();
    await userEvent.click(await screen.findByRole("radio", { name: "Partial (listed vehicles)" }));
    const pick = await screen.findByRole("button", { name: "pick model (type 1)" });
    await userEvent.click(pick);
    await userEvent.click(pick);
    const list = screen.getByRole("list", { name: "Chosen vehicles" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByText("Toyota Avanza 2019")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Remove Toyota Avanza 2019" }));
    expect(await screen.findByText("Add at least one vehicle the part fits")).toBeInTheDocument();
  });

  it("submitting an incomplete form sends nothing and marks the fields", async () => {
    await open();
    await userEvent.click(await screen.findByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Add at least one image")).toBeInTheDocument();
    expect(screen.getAllByText("Can not be empty").length).toBeGreaterThan(3);
    expect(bodiesTo(post, CREATE)).toEqual([]);
  });

  it("leaving with unsaved changes asks first; cancelling stays on the form", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await open();
    await userEvent.type(await screen.findByLabelText("Product name"), "Kampas rem");
    await userEvent.click(screen.getByRole("link", { name: "leave" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("location")).toHaveTextContent("/commodity/publish");
    confirm.mockRestore();
  });
});
