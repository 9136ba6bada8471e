/**
 * Credit hold on the order screens (beyond the spec; README choices): a held order's detail warns with the
 * reason, keeps Confirm disabled, and releases after a confirmation (authority orders.releaseCreditHold);
 * the list marks the held row.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import OrderDetailRoute from "../../../src/resources/orders/detail";
import OrderListView from "../../../src/resources/orders/list";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { orderDetail, orderRow } from "../orders/fixtures";

const post = fakePost();
const ORDER_NO = "ORD-20261124-000009";
let detail: OrderDetail;

beforeEach(() => {
  detail = orderDetail(ORDER_NO, {
    status: 5,
    statusName: "waitingProcessing",
    paymentMethod: 2,
    moves: ["confirmOnBill", "cancel"],
    creditHold: 1,
    creditHoldReason: "overdueBill",
  });
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/order/ina/detail") return detail;
    if (path === "/api/order/ina/releaseCreditHold") {
      detail = { ...detail, creditHold: 2 };
      return null;
    }
    if (path === "/api/order/ina/page")
      return {
        pageCount: 1,
        rowCount: 2,
        pageSize: 10,
        data: [orderRow(ORDER_NO, { creditHold: 1, creditHoldReason: "overLimit" }), orderRow("ORD-20261124-000010")],
      };
    if (path === "/api/order/ina/counts") return {};
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const renderDetail = (granted?: string[]) =>
  renderView(<OrderDetailRoute />, {
    url: `/order/detail-confirm?orderNo=${ORDER_NO}`,
    path: "/order/detail-confirm",
    post,
    granted,
  });

it("warns with the reason, keeps Confirm disabled, and releases after the confirmation", async () => {
  const user = userEvent.setup();
  await renderDetail();
  const banner = (await screen.findByText("This order is on credit hold", {}, { timeout: 5000 })).closest(
    ".ant-alert",
  ) as HTMLElement;
  expect(within(banner).getByText(/The buyer has an overdue bill\./)).toBeInTheDocument();
  const actions = screen.getByRole("group", { name: `Actions for ${ORDER_NO}` });
  expect(within(actions).getByRole("button", { name: "Confirm" })).toBeDisabled();
  await user.click(within(banner).getByRole("button", { name: "Release credit hold" }));
  const popover = (await screen.findByText(`Release the credit hold of ${ORDER_NO}?`)).closest(
    ".ant-popover",
  ) as HTMLElement;
  expect(bodiesTo(post, "/api/order/ina/releaseCreditHold")).toHaveLength(0);
  await user.click(within(popover).getByRole("button", { name: "Release credit hold" }));
  await waitFor(() => expect(bodiesTo(post, "/api/order/ina/releaseCreditHold")).toEqual([{ orderNo: ORDER_NO }]));
  // The detail is asked again: no banner, Confirm enabled.
  await waitFor(() => expect(screen.queryByText("This order is on credit hold")).toBeNull());
  expect(
    within(screen.getByRole("group", { name: `Actions for ${ORDER_NO}` })).getByRole("button", { name: "Confirm" }),
  ).toBeEnabled();
});

it("offers no release without its authority", async () => {
  await renderDetail(["orders.show", "orders.confirm"]);
  await screen.findByText("This order is on credit hold", {}, { timeout: 5000 });
  expect(screen.queryByRole("button", { name: "Release credit hold" })).toBeNull();
});

it("marks the held order in the list", async () => {
  await renderView(<OrderListView />, { url: "/order/order-list", path: "/order/order-list", post });
  const held = (await screen.findByText(ORDER_NO, {}, { timeout: 5000 })).closest("tr") as HTMLElement;
  expect(within(held).getByText("Credit hold")).toBeInTheDocument();
  const other = screen.getByText("ORD-20261124-000010").closest("tr") as HTMLElement;
  expect(within(other).queryByText("Credit hold")).toBeNull();
});
