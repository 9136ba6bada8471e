/**
 * The order detail while a return or refund request is open (spec §8 "an order with pending refund shows
 * no invoice info"): a "refund pending" notice links the request and the payment details are not shown;
 * without an open request the payment details show as before. The history names the refund moves.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import OrderDetailRoute from "../../../src/resources/orders/detail";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import { fakePost, renderView } from "../harness";
import { orderDetail } from "../orders/fixtures";

const post = fakePost();
let order: OrderDetail;

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/order/ina/detail") return order;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const PAID = { paymentNo: "PAY-778899", paymentTime: "2026-11-24 09:20:00", paymentType: "" };

const render = () =>
  renderView(<OrderDetailRoute />, {
    url: "/order/detail-confirm?orderNo=ORD-20261124-000001",
    path: "/order/detail-confirm",
    post,
  });

it("an order with an open request shows the refund-pending notice linking it, and no payment details", async () => {
  const user = userEvent.setup();
  const placed = orderDetail("ORD-20261124-000001").events[0];
  order = orderDetail("ORD-20261124-000001", {
    ...PAID,
    status: 6,
    statusName: "refundPending",
    openRefundNo: "RFD-20261124-000007",
    events: [placed, { ...placed, move: "openRefund", fromStatus: 1, toStatus: 6, createTime: "2026-11-24 10:00:00" }],
  });
  await render();
  expect(
    await screen.findByText(
      "Return or refund request RFD-20261124-000007 is in process. Payment and invoice details are hidden until it ends.",
      {},
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText("PAY-778899")).toBeNull();
  expect(screen.queryByText("Payment number")).toBeNull();
  expect(screen.queryByText("Payment time")).toBeNull();
  // The rest of the order is still there, its history naming the request's opening.
  expect(screen.getByText("B 1234 XYZ")).toBeInTheDocument();
  expect(screen.getByText("Return or refund requested by the buyer")).toBeInTheDocument();
  await user.click(screen.getByRole("link", { name: "Open request RFD-20261124-000007" }));
  await waitFor(() =>
    expect(screen.getByTestId("location").textContent).toBe("/order/return-detail?refundNo=RFD-20261124-000007"),
  );
});

it("an order without an open request shows its payment details and no notice", async () => {
  order = orderDetail("ORD-20261124-000001", { ...PAID, openRefundNo: null });
  await render();
  expect(await screen.findByText("PAY-778899", {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText("Payment time")).toBeInTheDocument();
  expect(screen.queryByText("Refund pending")).toBeNull();
});
