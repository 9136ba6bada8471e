/**
 * /store/address and /store/address-edit (issue 3 part 6): the list tags the default and sets another
 * default / deletes after confirmation; the edit form shows the API's postal-code refusal on its field.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import type { AddressRow } from "../../../src/resources/addresses/schema";

const post = fakePost();

import AddressListView from "../../../src/resources/addresses/list";
import AddressEditView from "../../../src/resources/addresses/edit";
import { bodiesTo, renderView, fakePost } from "../harness";

const row = (id: number, over: Partial<AddressRow>): AddressRow => ({
  id,
  contactName: "Budi Santoso",
  contactPhone: "081311223344",
  label: "Gudang",
  regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"],
  regionNames: ["DKI Jakarta", "Jakarta Pusat", "Sawah Besar", "Pasar Baru"],
  postalCode: "10710",
  detail: "Jl. Pasar Baru Selatan No. 21",
  photo: null,
  photoUrl: null,
  remark: "",
  isDefault: false,
  createTime: "2026-11-19 10:00:00",
  updateTime: "2026-11-19 10:00:00",
  ...over,
});
const ROWS = [row(1, { isDefault: true }), row(2, { label: "Kantor", contactName: "Rudi Hartono" })];

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/store/ina/address/page") return { pageCount: 1, rowCount: 2, data: ROWS, pageSize: 10 };
    if (path === "/api/store/ina/address/detail") return ROWS[1];
    if (path === "/api/store/ina/address/setDefault") return { id: 2 };
    if (path === "/api/store/ina/address/delete") return { id: 2, defaultId: 1 };
    if (path === "/api/reference/ina/regions") return [];
    if (path === "/api/reference/ina/checkPostalCode") return { valid: true, expected: "10710" };
    if (path === "/api/store/ina/address/update") {
      throw new ApiFailure(
        400,
        "Invalid data: postalCode: The postal code does not match the village (expected 10710)",
        {
          errors: [{ path: "postalCode", message: "The postal code does not match the village (expected 10710)" }],
        },
      );
    }
    throw new Error(`unexpected ${path}`);
  });
});

describe("/store/address", () => {
  it("tags the default, sets another default and deletes after confirmation", async () => {
    const user = userEvent.setup();
    await renderView(<AddressListView />, { url: "/store/address", path: "/store/address", post });
    await screen.findByText("Kantor");
    const rows = screen.getAllByRole("row");
    const [gudang, kantor] = rows.filter((r) => r.classList.contains("ant-table-row"));
    expect(within(gudang).getByText("Default")).toBeTruthy();
    expect(within(gudang).queryByRole("button", { name: "Set default" })).toBeNull();
    await user.click(within(kantor).getByRole("button", { name: "Set default" }));
    await waitFor(() => expect(bodiesTo(post, "/api/store/ina/address/setDefault")).toEqual([{ id: 2 }]));

    await user.click(within(kantor).getByRole("button", { name: "Delete" }));
    expect(bodiesTo(post, "/api/store/ina/address/delete")).toEqual([]);
    expect(await screen.findByText("Delete this address?")).toBeTruthy();
    // The confirmation's own "Delete" button is the last one rendered.
    await user.click(screen.getAllByRole("button", { name: "Delete" }).at(-1)!);
    await waitFor(() => expect(bodiesTo(post, "/api/store/ina/address/delete")).toEqual([{ id: 2 }]));
  });
});

describe("/store/address-edit", () => {
  it("loads the address and shows the API's postal-code refusal on the field", async () => {
    const user = userEvent.setup();
    await renderView(<AddressEditView />, { url: "/store/address-edit?id=2", path: "/store/address-edit", post });
    expect(((await screen.findByLabelText("Contact name")) as HTMLInputElement).value).toBe("Rudi Hartono");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodiesTo(post, "/api/store/ina/address/update")).toHaveLength(1));
    expect(bodiesTo(post, "/api/store/ina/address/update")[0]).toMatchObject({
      id: 2,
      label: "Kantor",
      postalCode: "10710",
      photo: null,
      isDefault: false,
    });
    expect(await screen.findByText("The postal code does not match the village (expected 10710)")).toBeTruthy();
  });
});
