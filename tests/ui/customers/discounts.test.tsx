/**
 * /customer/detail/add-discount and /customer/detail/mulitple-set-discount (spec §3 "discount (type fixed
 * or by order amount, start/end dates)"): a percent with one decimal sent in tenths, order-amount tiers in
 * rupiah, the end-before-start refusal, the chosen customers (removable), and the 409 overlap naming the
 * customers.
 */
import { beforeEach, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import AddDiscountView from "../../../src/resources/customers/add-discount";
import MultipleSetDiscountView from "../../../src/resources/customers/multiple-set-discount";
import { bodiesTo, fakePost, renderView } from "../harness";
import { customerDetail } from "./fixtures";

const post = fakePost();
const OVERLAP = "The customer already has a discount of this type in that date range";
let multiple: () => Promise<unknown>;

beforeEach(() => {
  multiple = async () => null;
  post.mockReset();
  post.mockImplementation(async (path, body) => {
    if (path === "/api/customer/ina/detail") return customerDetail((body as { id: number }).id);
    if (path === "/api/customer/ina/discount/add") return null;
    if (path === "/api/customer/ina/discount/multipleSet") return multiple();
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const location = () => screen.getByTestId("location").textContent;

/** Types a day into an antd DatePicker and confirms it. */
async function typeDay(user: ReturnType<typeof userEvent.setup>, label: string, day: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter" });
}

it("adds a fixed discount: the percent is sent in tenths, then back to the customer", async () => {
  const user = userEvent.setup();
  await renderView(<AddDiscountView />, {
    url: "/customer/detail/add-discount?id=3",
    path: "/customer/detail/add-discount",
    post,
  });
  expect(await screen.findByText("For Bengkel Maju 3 (buyer.3)", {}, { timeout: 5000 })).toBeInTheDocument();
  await user.type(screen.getByLabelText("Discount (%)"), "2.5");
  await typeDay(user, "Start date", "2026-12-01");
  await typeDay(user, "End date", "2026-11-30");
  await user.click(screen.getByRole("button", { name: "Save discount" }));
  expect(await screen.findByText("The end date cannot be before the start date")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/customer/ina/discount/add")).toHaveLength(0);
  await typeDay(user, "End date", "2026-12-31");
  await user.click(screen.getByRole("button", { name: "Save discount" }));
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/discount/add")).toHaveLength(1));
  expect(bodiesTo(post, "/api/customer/ina/discount/add")[0]).toEqual({
    customerId: 3,
    discount: { type: 1, rate: 25, tiers: [], startDate: "2026-12-01", endDate: "2026-12-31" },
  });
  await waitFor(() => expect(location()).toBe("/customer/detail?id=3"));
});

it("by order amount: tiers of rupiah and percent, each minimum above the previous", async () => {
  const user = userEvent.setup();
  await renderView(<AddDiscountView />, {
    url: "/customer/detail/add-discount?id=3",
    path: "/customer/detail/add-discount",
    post,
  });
  await screen.findByText("For Bengkel Maju 3 (buyer.3)", {}, { timeout: 5000 });
  await user.click(screen.getByRole("radio", { name: "By order amount" }));
  await user.type(screen.getByLabelText("Tier 1: minimum order"), "1000000");
  await user.type(screen.getByLabelText("Tier 1: discount (%)"), "1");
  await user.click(screen.getByRole("button", { name: /Add tier \(up to 5\)/ }));
  await user.type(screen.getByLabelText("Tier 2: minimum order"), "500000");
  await user.type(screen.getByLabelText("Tier 2: discount (%)"), "3");
  await typeDay(user, "Start date", "2027-01-01");
  await typeDay(user, "End date", "2027-01-31");
  await user.click(screen.getByRole("button", { name: "Save discount" }));
  expect(await screen.findByText("Each minimum order must be above the previous tier's")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/customer/ina/discount/add")).toHaveLength(0);
  const second = screen.getByLabelText("Tier 2: minimum order");
  await user.clear(second);
  await user.type(second, "5000000");
  await user.click(screen.getByRole("button", { name: "Save discount" }));
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/discount/add")).toHaveLength(1));
  expect(bodiesTo(post, "/api/customer/ina/discount/add")[0]).toEqual({
    customerId: 3,
    discount: {
      type: 2,
      rate: null,
      tiers: [
        { minAmount: 1_000_000, rate: 10 },
        { minAmount: 5_000_000, rate: 30 },
      ],
      startDate: "2027-01-01",
      endDate: "2027-01-31",
    },
  });
});

it("sets one discount for the chosen customers; removing one rewrites the ids; a 409 overlap names the customers", async () => {
  multiple = async () => {
    throw new ApiFailure(409, OVERLAP, { customerIds: [2] });
  };
  const user = userEvent.setup();
  await renderView(<MultipleSetDiscountView />, {
    url: "/customer/detail/mulitple-set-discount?ids=1,2,3",
    path: "/customer/detail/mulitple-set-discount",
    post,
  });
  const table = await screen.findByRole("table", { name: "Chosen customers" }, { timeout: 5000 });
  expect(await within(table).findByText("Bengkel Maju 2")).toBeInTheDocument();
  expect(screen.getByText("Customers (3)")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Remove Bengkel Maju 3" }));
  await waitFor(() => expect(location()).toBe("/customer/detail/mulitple-set-discount?ids=1%2C2"));
  expect(screen.getByText("Customers (2)")).toBeInTheDocument();
  await user.type(screen.getByLabelText("Discount (%)"), "5");
  await typeDay(user, "Start date", "2026-12-01");
  await typeDay(user, "End date", "2026-12-31");
  await user.click(screen.getByRole("button", { name: "Save discount" }));
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/discount/multipleSet")).toHaveLength(1));
  expect(bodiesTo(post, "/api/customer/ina/discount/multipleSet")[0]).toEqual({
    customerIds: [1, 2],
    discount: { type: 1, rate: 50, tiers: [], startDate: "2026-12-01", endDate: "2026-12-31" },
  });
  expect(await screen.findByText(OVERLAP)).toBeInTheDocument();
  expect(screen.getByText(/remove them or change the dates\. Bengkel Maju 2$/)).toBeInTheDocument();
  const row2 = within(table).getByText("Bengkel Maju 2").closest("tr") as HTMLElement;
  expect(within(row2).getByText("Has an overlapping discount")).toBeInTheDocument();
  const row1 = within(table).getByText("Bengkel Maju 1").closest("tr") as HTMLElement;
  expect(within(row1).queryByText("Has an overlapping discount")).toBeNull();
});
