/**
 * /customer/list (spec §3 "Customer"): rows with the buyer, category, company, contact, account manager,
 * partnership status and credit figures (available in red below 0), filters kept in the URL and sent, the
 * empty states, and the selection's "Set discount" opening the multiple page with the chosen ids.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import CustomerListView from "../../../src/resources/customers/list";
import type { CustomerRow } from "../../../src/resources/customers/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { customerRow, pageOf } from "./fixtures";

const post = fakePost();
let rows: CustomerRow[];

beforeEach(() => {
  rows = [
    customerRow(1),
    customerRow(2, {
      companyCategory: "priority",
      partnershipStatus: null,
      accountManagerName: null,
      credit: { limit: 1_000_000, used: 1_500_000, available: -500_000 },
      transactionTime: null,
    }),
  ];
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/customer/ina/page") return pageOf(rows);
    if (path === "/api/customer/ina/accountManagers") return [{ userId: 7, name: "Sari" }];
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const location = () => screen.getByTestId("location").textContent;
const render = async (url = "/customer/list", granted?: string[]) => {
  const view = await renderView(<CustomerListView />, { url, path: "/customer/list", post, granted });
  await screen.findByRole("table", { name: "Customers" }, { timeout: 5000 });
  return view;
};

it("shows each customer's fields and credit figures, the negative available in red", async () => {
  await render();
  const link = await screen.findByRole("link", { name: "Bengkel Maju 1" });
  expect(link).toHaveAttribute("href", "/customer/detail?id=1");
  const row1 = link.closest("tr") as HTMLElement;
  expect(within(row1).getByText("Workshop")).toBeInTheDocument();
  expect(within(row1).getByText("PT Maju 1")).toBeInTheDocument();
  expect(within(row1).getByText("Sari")).toBeInTheDocument();
  expect(within(row1).getByText("Active")).toBeInTheDocument();
  expect(within(row1).getByText("Rp 10.000.000")).toBeInTheDocument();
  expect(within(row1).getByText("Rp 2.500.000")).toBeInTheDocument();
  expect(within(row1).getByText("Rp 7.500.000")).toBeInTheDocument();
  expect(within(row1).getByText("2026-11-20 10:00:00")).toBeInTheDocument();
  const row2 = screen.getByRole("link", { name: "Bengkel Maju 2" }).closest("tr") as HTMLElement;
  expect(within(row2).getByText("Priority")).toBeInTheDocument();
  expect(within(row2).getByText("None")).toBeInTheDocument();
  const negative = within(row2).getByText("Rp -500.000");
  expect(negative.closest(".ant-typography-danger")).not.toBeNull();
  expect(screen.getByText("2 customers")).toBeInTheDocument();
});

it("sends the filters and keeps them in the URL; reads them back from it", async () => {
  const user = userEvent.setup();
  const first = await render();
  await screen.findByRole("link", { name: "Bengkel Maju 1" });
  await user.type(screen.getByLabelText("Search"), "Maju");
  await user.click(screen.getByRole("combobox", { name: "Company category" }));
  await user.click(await screen.findByTitle("Workshop"));
  await user.click(screen.getByRole("checkbox", { name: "Credit alert only" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(location()).toBe("/customer/list?keyword=Maju&category=workshop&alert=1"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/customer/ina/page").at(-1)).toEqual({
      pageNo: 1,
      pageSize: 10,
      keyword: "Maju",
      companyCategory: "workshop",
      creditAlert: true,
    }),
  );
  first.unmount();
  await render("/customer/list?manager=7&category=priority");
  await waitFor(() =>
    expect(bodiesTo(post, "/api/customer/ina/page").at(-1)).toMatchObject({
      companyCategory: "priority",
      accountManagerUserId: 7,
    }),
  );
});

it("says why the list is empty", async () => {
  rows = [];
  const first = await render();
  expect(await screen.findByText("No customers yet")).toBeInTheDocument();
  first.unmount();
  await render("/customer/list?keyword=zzz");
  expect(await screen.findByText("No customers match the filters")).toBeInTheDocument();
});

it("the selection's Set discount opens the multiple page with the chosen ids", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByRole("link", { name: "Bengkel Maju 1" });
  const setDiscount = screen.getByRole("button", { name: "Set discount (0)" });
  expect(setDiscount).toBeDisabled();
  await user.click(screen.getByRole("checkbox", { name: "Select Bengkel Maju 1" }));
  await user.click(screen.getByRole("checkbox", { name: "Select Bengkel Maju 2" }));
  await user.click(screen.getByRole("button", { name: "Set discount (2)" }));
  expect(location()).toBe("/customer/detail/mulitple-set-discount?ids=1,2");
});

it("hides Add customer and Set discount without their authorities", async () => {
  await render("/customer/list", ["customers.list"]);
  await screen.findByRole("link", { name: "Bengkel Maju 1" });
  expect(screen.queryByRole("button", { name: "Add customer" })).toBeNull();
  expect(screen.queryByRole("button", { name: /Set discount/ })).toBeNull();
});
