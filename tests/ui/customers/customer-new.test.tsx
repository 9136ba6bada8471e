/**
 * /customer/new (spec §2 /customer/new, §8 'Anda telah menambahkan pelanggan ini.'): the buyer suggestions
 * (debounced lookup), the required fields, the body sent, and the 409 "already added" message shown on the
 * buyer field in the user's language.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import CustomerNewView from "../../../src/resources/customers/new";
import { bodiesTo, fakePost, renderView } from "../harness";
import { customerDetail } from "./fixtures";

const post = fakePost();
const ALREADY_ID = "Anda telah menambahkan pelanggan ini.";
let create: () => Promise<unknown>;

beforeEach(() => {
  create = async () => customerDetail(42);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/customer/ina/buyerLookup")
      return [
        {
          userName: "buyer.workshop",
          name: "Bengkel Jaya",
          email: "jaya@example.com",
          buyerType: "workshop",
          alreadyCustomer: false,
        },
        {
          userName: "buyer.workshop2",
          name: "Bengkel Dua",
          email: "dua@example.com",
          buyerType: "workshop",
          alreadyCustomer: true,
        },
      ];
    if (path === "/api/customer/ina/accountManagers") return [{ userId: 7, name: "Sari" }];
    if (path === "/api/customer/ina/create") return create();
    if (path === "/api/reference/ina/regions") return [];
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const location = () => screen.getByTestId("location").textContent;

async function fill(user: ReturnType<typeof userEvent.setup>, afterBuyer?: () => Promise<void>) {
  await user.type(screen.getByRole("combobox", { name: "Buyer" }), "buyer.workshop");
  await afterBuyer?.();
  await user.click(screen.getByRole("combobox", { name: "Company category" }));
  await user.click(await screen.findByTitle("Workshop"));
  await user.type(screen.getByLabelText("Company name"), "PT Bengkel Jaya");
  await user.type(screen.getByLabelText("Contact person"), "Andi Wijaya");
  await user.type(screen.getByLabelText("Contact phone"), "081234567890");
}

it("suggests buyers after typing stops, sends the form, and opens the new customer", async () => {
  const user = userEvent.setup();
  await renderView(<CustomerNewView />, { url: "/customer/new", path: "/customer/new", post });
  await screen.findByRole("combobox", { name: "Buyer" }, { timeout: 5000 });
  // The suggestions show while the buyer field is open: look at them before moving on to the other fields.
  await fill(user, async () => {
    // One lookup for the settled text, not one per keystroke.
    await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/buyerLookup").length).toBeGreaterThan(0));
    expect(bodiesTo(post, "/api/customer/ina/buyerLookup").at(-1)).toEqual({ keyword: "buyer.workshop" });
    expect(bodiesTo(post, "/api/customer/ina/buyerLookup").length).toBeLessThan(4);
    expect(await screen.findByText(/already a customer/)).toBeInTheDocument();
  });
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/create")).toHaveLength(1));
  expect(bodiesTo(post, "/api/customer/ina/create")[0]).toEqual({
    buyer: "buyer.workshop",
    companyCategory: "workshop",
    companyName: "PT Bengkel Jaya",
    contactPerson: "Andi Wijaya",
    contactPhone: "081234567890",
    address: null,
    invoiceAddress: null,
    deliveryFeeMethod: "online",
    billFeeMethod: "online",
    accountManagerUserId: null,
  });
  await waitFor(() => expect(location()).toBe("/customer/detail?id=42"));
});

it("requires the buyer and the company fields, and a partly filled address whole", async () => {
  const user = userEvent.setup();
  await renderView(<CustomerNewView />, { url: "/customer/new", path: "/customer/new", post });
  await screen.findByRole("combobox", { name: "Buyer" }, { timeout: 5000 });
  await user.type(screen.getByLabelText("Address: street and number"), "Jl. Merdeka 1");
  await user.click(screen.getByRole("button", { name: "Save" }));
  // Buyer, category, company name, contact person, contact phone; and the address's region and postal code.
  await waitFor(() => expect(screen.getAllByText("Can not be empty").length).toBeGreaterThanOrEqual(4));
  expect(await screen.findByText("Choose the province, city/regency, district and village")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/customer/ina/create")).toHaveLength(0);
});

it("shows the 409 'already added' message on the buyer field, in Indonesian", async () => {
  create = async () => {
    throw new ApiFailure(409, ALREADY_ID);
  };
  const user = userEvent.setup();
  await renderView(<CustomerNewView />, { url: "/customer/new", path: "/customer/new", post, lang: "id-ID" });
  await screen.findByRole("combobox", { name: "Pembeli" }, { timeout: 5000 });
  await user.type(screen.getByRole("combobox", { name: "Pembeli" }), "buyer.workshop");
  await user.click(screen.getByRole("combobox", { name: "Kategori perusahaan" }));
  await user.click(await screen.findByTitle("Bengkel"));
  await user.type(screen.getByLabelText("Nama perusahaan"), "PT Bengkel Jaya");
  await user.type(screen.getByLabelText("Narahubung"), "Andi Wijaya");
  await user.type(screen.getByLabelText("Telepon narahubung"), "081234567890");
  await user.click(screen.getByRole("button", { name: "Simpan" }));
  const message = await screen.findByText(ALREADY_ID);
  expect(message.closest(".ant-form-item")?.querySelector("input")).toHaveAttribute("id", "buyer");
  expect(location()).toBe("/customer/new");
});
