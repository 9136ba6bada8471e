/**
 * /order/detail-confirm and /order/change-confirm (spec §3 "Order", §4 "waiting to be modified", §6
 * unpaid-goods note): the detail shows the order's totals and, for a non-priority buyer, the §6 warning;
 * the change screen previews the totals with the domain's arithmetic, refuses a change of nothing and
 * sends only the changed lines.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import OrderDetailRoute from "../../../src/resources/orders/detail";
import ChangeConfirmRoute from "../../../src/resources/orders/change-confirm";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { orderDetail } from "./fixtures";

const post = fakePost();
let order: OrderDetail;

beforeEach(() => {
  order = orderDetail("ORD-20261124-000001");
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/order/ina/detail") return order;
    if (path === "/api/order/ina/changeConfirm") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const WARNING = "The platform bears no responsibility for unpaid goods shipped before the order status is paid.";

it("shows every total, the vehicle, the lines and the spec §6 warning for a non-priority buyer", async () => {
  order = orderDetail("ORD-20261124-000001", { unpaidGoodsWarning: true });
  await renderView(<OrderDetailRoute />, {
    url: "/order/detail-confirm?orderNo=ORD-20261124-000001",
    path: "/order/detail-confirm",
    post,
  });
  expect(await screen.findByText(WARNING, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(bodiesTo(post, "/api/order/ina/detail")).toEqual([{ orderNo: "ORD-20261124-000001" }]);
  const totals = (await screen.findByText("Totals")).closest(".ant-card") as HTMLElement;
  for (const [label, value] of [
    ["Goods", "Rp 1.160.000"],
    ["Item discount", "Rp 40.000"],
    ["Delivery fee", "Rp 90.000"],
    ["Additional fee", "Rp 10.000"],
    ["Total", "Rp 1.250.000"],
  ]) {
    const row = within(totals).getByText(label).closest("tr") as HTMLElement;
    expect(within(row).getByText(value)).toBeInTheDocument();
  }
  expect(screen.getByText("B 1234 XYZ")).toBeInTheDocument();
  expect(screen.getByText("MHKA1BA1JKK012345")).toBeInTheDocument();
  const lines = screen.getByRole("table", { name: "Products of the order" });
  expect(within(lines).getByText("10%")).toBeInTheDocument();
  expect(within(lines).getByText("Replacement brand")).toBeInTheDocument();
  expect(screen.getByText("Order placed")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
});

it("shows no warning for a priority buyer", async () => {
  order = orderDetail("ORD-20261124-000001", { buyerType: "priority", unpaidGoodsWarning: false });
  await renderView(<OrderDetailRoute />, {
    url: "/order/detail-confirm?orderNo=ORD-20261124-000001",
    path: "/order/detail-confirm",
    post,
  });
  await screen.findByText("Totals", {}, { timeout: 5000 });
  expect(screen.queryByText(WARNING)).toBeNull();
});

it("change-confirm previews the new totals, refuses no change, and sends only the changed lines", async () => {
  const user = userEvent.setup();
  await renderView(<ChangeConfirmRoute />, {
    url: "/order/change-confirm?orderNo=ORD-20261124-000001",
    path: "/order/change-confirm",
    post,
  });
  const qty = await screen.findByLabelText("New quantity of OIL-02", {}, { timeout: 5000 });
  const preview = screen.getByText("Totals after the change").closest(".ant-card") as HTMLElement;
  const after = (label: string) =>
    within(within(preview).getByText(label).closest("tr") as HTMLElement)
      .getAllByRole("strong")
      .at(-1)?.textContent;
  expect(within(preview).getByText("Recomputed by the system")).toBeInTheDocument();

  await user.type(screen.getByLabelText("Reason for the buyer"), "Harga pemasok naik");
  await user.click(screen.getByRole("button", { name: "Send the change to the buyer" }));
  expect(await screen.findByText("Change at least one quantity or price.")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/order/ina/changeConfirm")).toHaveLength(0);

  // 2 x 400.000 + 2 x 100.000 - 10% = 800.000 + 180.000
  await user.clear(qty);
  await user.type(qty, "2");
  await waitFor(() => expect(after("Goods")).toBe("Rp 980.000"));
  expect(after("Item discount")).toBe("Rp 20.000");
  // goods 980.000 + delivery 90.000 + additional 10.000 - 5.000 - 5.000
  expect(after("Total")).toBe("Rp 1.070.000");

  await user.click(screen.getByRole("button", { name: "Send the change to the buyer" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/changeConfirm")).toEqual([
      {
        orderNo: "ORD-20261124-000001",
        lines: [{ lineId: 2, quantity: 2, unitPrice: 100_000 }],
        reason: "Harga pemasok naik",
      },
    ]),
  );
  await waitFor(() =>
    expect(screen.getByTestId("location").textContent).toBe("/order/detail-confirm?orderNo=ORD-20261124-000001"),
  );
  expect(await screen.findByText("The change was sent to the buyer")).toBeInTheDocument();
});
