/**
 * /customer/detail?id= (spec §3 "Customer", settlement; credit aging and held orders beyond the spec): every
 * field, the settlement card with the negative available in red, the four aging buckets, the held order
 * linking its detail, the discounts (fixed and tiers) with delete behind a confirmation, the linked
 * accounts, the edit drawer's body, the info-change banner, and "Propose partnership" only without a
 * running partnership.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import CustomerDetailView from "../../../src/resources/customers/detail";
import type { CustomerDetail } from "../../../src/resources/customers/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { customerDetail } from "./fixtures";

const post = fakePost();
let detail: CustomerDetail;

beforeEach(() => {
  detail = customerDetail(3);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/customer/ina/detail") return detail;
    if (path === "/api/customer/ina/discount/delete") return null;
    if (path === "/api/customer/ina/update") return detail;
    if (path === "/api/customer/ina/accountManagers") return [{ userId: 7, name: "Sari" }];
    if (path === "/api/partnership/ina/request") return null;
    if (path.startsWith("/api/reference/")) return [];
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async (granted?: string[]) => {
  const view = await renderView(<CustomerDetailView />, {
    url: "/customer/detail?id=3",
    path: "/customer/detail",
    post,
    granted,
  });
  await screen.findByText("Settlement", {}, { timeout: 5000 });
  return view;
};

it("shows the customer, settlement, aging, held orders, discounts and linked accounts", async () => {
  await render();
  expect(bodiesTo(post, "/api/customer/ina/detail")).toEqual([{ id: 3 }]);
  expect(screen.getByText("PT Maju 3")).toBeInTheDocument();
  expect(screen.getByText("Jl. Merdeka 1, DKI Jakarta, Jakarta Pusat, Gambir, Gambir 10110")).toBeInTheDocument();
  expect(screen.getByText("Offline with verification")).toBeInTheDocument();
  const settlement = screen.getByText("Settlement").closest(".ant-card") as HTMLElement;
  expect(within(settlement).getByText("Every month")).toBeInTheDocument();
  expect(within(settlement).getByText("2026-10-01")).toBeInTheDocument();
  expect(within(settlement).getByText("Rp 12.000.000")).toBeInTheDocument();
  expect(within(settlement).getByText("Rp -2.000.000").closest(".ant-typography-danger")).not.toBeNull();
  expect(within(settlement).getByText("14 workdays")).toBeInTheDocument();
  expect(within(settlement).getByText("Confirmed")).toBeInTheDocument();
  const aging = screen.getByText("Credit aging").closest(".ant-card") as HTMLElement;
  for (const [label, value] of [
    ["Not yet due", "Rp 1.000.000"],
    ["1-30 days", "Rp 500.000"],
    ["31-60 days", "Rp 0"],
    ["Over 60 days", "Rp 250.000"],
  ])
    expect(
      within(within(aging).getByText(label).closest(".ant-statistic") as HTMLElement).getByText(value),
    ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "ORD-20261124-000009" })).toHaveAttribute(
    "href",
    "/order/detail-confirm?orderNo=ORD-20261124-000009",
  );
  expect(screen.getByText("Over the available credit")).toBeInTheDocument();
  const discounts = screen.getByRole("table", { name: "Discounts" });
  expect(within(discounts).getByText("2.5%")).toBeInTheDocument();
  expect(within(discounts).getByText("From Rp 1.000.000: 1%")).toBeInTheDocument();
  expect(within(discounts).getByText("From Rp 5.000.000: 3%")).toBeInTheDocument();
  expect(within(discounts).getByText("Upcoming")).toBeInTheDocument();
  expect(screen.getByText("Cabang Bekasi (buyer.branch)")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Partnership detail" })).toHaveAttribute(
    "href",
    "/customer/partnershipDetail?id=5",
  );
  // A running partnership: nothing to propose; no info change waiting: no banner.
  expect(screen.queryByRole("button", { name: "Propose partnership" })).toBeNull();
  expect(screen.queryByText(/asked to change its company information/)).toBeNull();
});

it("deletes a discount only after the confirmation", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(screen.getByRole("button", { name: "Delete the discount of 2026-11-01 to 2026-12-31" }));
  const popover = (await screen.findByText("Delete this discount?")).closest(".ant-popover") as HTMLElement;
  expect(bodiesTo(post, "/api/customer/ina/discount/delete")).toHaveLength(0);
  await user.click(within(popover).getByRole("button", { name: "Delete" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/customer/ina/discount/delete")).toEqual([{ customerId: 3, discountId: 11 }]),
  );
  expect(await screen.findByText("Discount deleted")).toBeInTheDocument();
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/detail").length).toBeGreaterThan(1));
});

it("edits the customer in the drawer", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(screen.getByRole("button", { name: "Edit" }));
  const drawer = await screen.findByRole("dialog", { name: "Edit Bengkel Maju 3" });
  const name = within(drawer).getByLabelText("Company name");
  await user.clear(name);
  await user.type(name, "PT Maju Bersama");
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/update")).toHaveLength(1));
  expect(bodiesTo(post, "/api/customer/ina/update")[0]).toMatchObject({
    id: 3,
    companyName: "PT Maju Bersama",
    address: {
      regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
      postalCode: "10110",
      detail: "Jl. Merdeka 1",
    },
    invoiceAddress: null,
    billFeeMethod: "offlineVerified",
    accountManagerUserId: 7,
  });
});

it("shows the info-change banner and offers a partnership proposal without a running one", async () => {
  detail = customerDetail(3, {
    pendingInfoChangeId: 8,
    partnershipStatus: null,
    settlement: { ...customerDetail(3).settlement, partnershipId: null, settlementPeriod: null, settlementDate: null },
  });
  const user = userEvent.setup();
  await render();
  expect(screen.getByText(/asked to change its company information/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Verify the change" })).toHaveAttribute(
    "href",
    "/customer/verifyInfoChange?status=0",
  );
  expect(screen.queryByRole("link", { name: "Partnership detail" })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Propose partnership" }));
  const dialog = await screen.findByRole("dialog", { name: "Propose partnership" });
  await user.click(within(dialog).getByRole("button", { name: "Send proposal" }));
  // Settlement date required (spec §5).
  expect(await within(dialog).findByText("Settlement date is required")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/partnership/ina/request")).toHaveLength(0);
});

it("hides the writes without their authorities", async () => {
  await render(["customers.show"]);
  expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Add discount" })).toBeNull();
  expect(screen.queryByRole("button", { name: /Delete the discount/ })).toBeNull();
});
