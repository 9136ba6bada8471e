/**
 * /order/return-detail (spec §3 "Refund/return": every field; §4 "Refund": the answers each status allows;
 * §5 "Reject or negotiate: amount and reason not empty", "an amount never above what was paid"): the
 * fields, only the valid buttons per status, the negotiate dialog's errors and body, a rejection offering
 * Rp 0, and confirm receipt behind a confirmation; the detail is asked again after a move.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import RefundDetailView from "../../../src/resources/refunds/detail";
import type { RefundDetail } from "../../../src/resources/refunds/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { refundDetail } from "./fixtures";

const post = fakePost();
const REFUND_NO = "RFD-20261124-000001";
let refund: RefundDetail;

beforeEach(() => {
  refund = refundDetail(REFUND_NO);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/refund/ina/detail") return refund;
    if (
      path === "/api/refund/ina/negotiate" ||
      path === "/api/refund/ina/reject" ||
      path === "/api/refund/ina/confirmReceipt" ||
      path === "/api/refund/ina/approve"
    )
      return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async (granted?: string[]) => {
  const view = await renderView(<RefundDetailView />, {
    url: `/order/return-detail?refundNo=${REFUND_NO}`,
    path: "/order/return-detail",
    post,
    granted,
  });
  await screen.findByText("Parts asked back", {}, { timeout: 5000 });
  return view;
};
const actions = () => within(screen.getByRole("group", { name: `Actions for ${REFUND_NO}` }));
const rowOf = (label: string) => screen.getByText(label).closest("tr") as HTMLElement;

it("shows every field of the request: request, order, photos, parts, amounts, shipment, deadline and history", async () => {
  refund = refundDetail(REFUND_NO, {
    status: 5,
    statusName: "toBeConfirmReceipt",
    afterSaleCode: 13,
    moves: ["confirmReceipt"],
    supplierApprovedAmount: 700_000,
    buyerApprovedAmount: 700_000,
    refundAmount: 700_000,
    courierName: "JNE",
    deliveryNo: "JNE-0012345",
    shipPhoto: "https://files.example/refund/ship.jpg",
    answerTime: "2026-11-24 12:00:00",
    shipTime: "2026-11-25 09:00:00",
    deadline: { party: "seller", at: "2026-12-02T02:00:00.000Z" },
    events: [
      refundDetail(REFUND_NO).events[0],
      {
        move: "negotiate",
        actor: "seller",
        userName: "seller.admin",
        fromStatus: 1,
        toStatus: 2,
        detail: { amount: 700_000, reason: "One pad was fitted already" },
        createTime: "2026-11-24 12:00:00",
      },
      {
        move: "acceptNegotiatedReturn",
        actor: "buyer",
        userName: "buyer.workshop",
        fromStatus: 2,
        toStatus: 3,
        detail: {},
        createTime: "2026-11-24 15:00:00",
      },
      {
        move: "ship",
        actor: "buyer",
        userName: "buyer.workshop",
        fromStatus: 3,
        toStatus: 5,
        detail: {},
        createTime: "2026-11-25 09:00:00",
      },
    ],
  });
  await render();
  expect(bodiesTo(post, "/api/refund/ina/detail")).toEqual([{ refundNo: REFUND_NO }]);
  expect(screen.getAllByText("To be confirm receipt").length).toBeGreaterThan(0);
  expect(within(rowOf("After-sale status")).getByText("Returned goods sent")).toBeInTheDocument();
  expect(within(rowOf("Receipt status")).getByText("Received")).toBeInTheDocument();
  expect(within(rowOf("Reason")).getByText("Part damaged or defective")).toBeInTheDocument();
  expect(within(rowOf("Buyer's note")).getByText("Two pads cracked on arrival")).toBeInTheDocument();
  expect(within(rowOf("Order no")).getByRole("link", { name: "ORD-20261124-000001" })).toHaveAttribute(
    "href",
    "/order/detail-confirm?orderNo=ORD-20261124-000001",
  );
  expect(within(rowOf("Order total")).getByText("Rp 2.090.000")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Proof photo 1" })).toHaveAttribute(
    "src",
    "https://files.example/refund/p1.jpg",
  );
  expect(screen.getByRole("img", { name: "Proof photo 2" })).toBeInTheDocument();

  const lines = screen.getByRole("table", { name: "Parts of the request" });
  const line = within(lines).getByText("BRK-01").closest("tr") as HTMLElement;
  for (const cell of ["Brake pad Avanza", "5", "2", "Rp 400.000", "Rp 780.000"])
    expect(within(line).getByText(cell)).toBeInTheDocument();

  const amounts = screen.getByText("Amounts").closest(".ant-card") as HTMLElement;
  for (const [label, value] of [
    ["Product refund amount", "Rp 780.000"],
    ["Delivery fee refund amount", "Rp 20.000"],
    ["Original amount", "Rp 800.000"],
    ["Supplier approved amount", "Rp 700.000"],
    ["Buyer approved amount", "Rp 700.000"],
    ["Refund amount", "Rp 700.000"],
  ]) {
    const row = within(amounts).getByText(label).closest("tr") as HTMLElement;
    expect(within(row).getByText(value)).toBeInTheDocument();
  }

  expect(within(rowOf("Courier")).getByText("JNE")).toBeInTheDocument();
  expect(within(rowOf("Delivery no")).getByText("JNE-0012345")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Shipment photo" })).toBeInTheDocument();

  expect(screen.getByText("Your turn, by 2 Dec 09:00")).toBeInTheDocument();
  expect(screen.getByText("Receipt is confirmed automatically when the time is up.")).toBeInTheDocument();

  expect(screen.getByText("Buyer applied")).toBeInTheDocument();
  expect(screen.getByText("Seller offered another amount")).toBeInTheDocument();
  expect(screen.getByText("Amount Rp 700.000")).toBeInTheDocument();
  expect(screen.getByText("One pad was fitted already")).toBeInTheDocument();
  expect(screen.getByText("Buyer accepted the offer and returns the parts")).toBeInTheDocument();
  expect(screen.getByText("Buyer sent the parts back")).toBeInTheDocument();
});

it("shows only the answers the request allows now, and those the user holds", async () => {
  const first = await render();
  expect(actions().getByRole("button", { name: "Accept" })).toBeInTheDocument();
  expect(actions().getByRole("button", { name: "Negotiate" })).toBeInTheDocument();
  expect(actions().getByRole("button", { name: "Reject product" })).toBeInTheDocument();
  expect(actions().queryByRole("button", { name: "Confirm receipt" })).toBeNull();
  first.unmount();

  refund = refundDetail(REFUND_NO, { status: 5, statusName: "toBeConfirmReceipt", moves: ["confirmReceipt"] });
  const second = await render();
  expect(actions().getByRole("button", { name: "Confirm receipt" })).toBeInTheDocument();
  expect(actions().queryByRole("button", { name: "Accept" })).toBeNull();
  expect(actions().queryByRole("button", { name: "Negotiate" })).toBeNull();
  expect(actions().queryByRole("button", { name: "Reject product" })).toBeNull();
  second.unmount();

  refund = refundDetail(REFUND_NO, {
    status: 8,
    statusName: "success",
    afterSaleCode: 2,
    moves: [],
    deadline: null,
    refundAmount: 800_000,
  });
  const third = await render();
  expect(actions().queryAllByRole("button")).toHaveLength(0);
  expect(screen.queryByText("Deadline")).toBeNull();
  third.unmount();

  refund = refundDetail(REFUND_NO);
  await render(["refunds.show", "refunds.negotiate"]);
  expect(await actions().findByRole("button", { name: "Negotiate" })).toBeInTheDocument();
  expect(actions().queryByRole("button", { name: "Accept" })).toBeNull();
  expect(actions().queryByRole("button", { name: "Reject product" })).toBeNull();
});

it("negotiate: amount and reason required, amount below the asked amount, reason of 5 characters; sends the trimmed body", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(actions().getByRole("button", { name: "Negotiate" }));
  const dialog = await screen.findByRole("dialog", { name: `Negotiate ${REFUND_NO}` });
  const send = () => user.click(within(dialog).getByRole("button", { name: "Send offer" }));
  const amount = within(dialog).getByLabelText("Amount you refund");
  const reason = within(dialog).getByLabelText("Reason");

  await send();
  expect(await within(dialog).findAllByText("Can not be empty")).toHaveLength(2);

  await user.type(amount, "800000");
  await user.type(reason, "no");
  await send();
  expect(await within(dialog).findByText("A negotiated amount must be lower than the buyer asked")).toBeInTheDocument();
  expect(within(dialog).getByText("At least 5 characters")).toBeInTheDocument();

  await user.clear(amount);
  await user.type(amount, "900000");
  await send();
  expect(
    await within(dialog).findByText("The amount cannot be more than the buyer asked (Rp 800.000)"),
  ).toBeInTheDocument();
  expect(bodiesTo(post, "/api/refund/ina/negotiate")).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, "600000");
  expect(amount).toHaveValue("600.000");
  await user.clear(reason);
  await user.type(reason, "  Only one pad is cracked  ");
  await send();
  await waitFor(() =>
    expect(bodiesTo(post, "/api/refund/ina/negotiate")).toEqual([
      { refundNo: REFUND_NO, amount: 600_000, reason: "Only one pad is cracked" },
    ]),
  );
  expect(await screen.findByText(`Your offer for ${REFUND_NO} was sent to the buyer`)).toBeInTheDocument();
  // The detail is asked again after the move.
  await waitFor(() => expect(bodiesTo(post, "/api/refund/ina/detail").length).toBeGreaterThan(1));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: `Negotiate ${REFUND_NO}` })).toBeNull());
});

it("reject: an amount of Rp 0 is allowed, above the most that may be offered is not", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(actions().getByRole("button", { name: "Reject product" }));
  const dialog = await screen.findByRole("dialog", { name: `Reject the product of ${REFUND_NO}` });
  expect(within(dialog).getByText("From Rp 0 up to Rp 800.000")).toBeInTheDocument();
  const amount = within(dialog).getByLabelText("Amount you refund");
  const ok = () => within(dialog).getByRole("button", { name: "Reject product" });

  await user.type(amount, "800001");
  await user.type(within(dialog).getByLabelText("Reason"), "Pads were fitted and worn");
  await user.click(ok());
  expect(
    await within(dialog).findByText("The amount cannot be more than the buyer asked (Rp 800.000)"),
  ).toBeInTheDocument();
  expect(bodiesTo(post, "/api/refund/ina/reject")).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, "0");
  await user.click(ok());
  await waitFor(() =>
    expect(bodiesTo(post, "/api/refund/ina/reject")).toEqual([
      { refundNo: REFUND_NO, amount: 0, reason: "Pads were fitted and worn" },
    ]),
  );
  expect(await screen.findByText(`Your rejection of ${REFUND_NO} was sent to the buyer`)).toBeInTheDocument();
});

it("the API's field errors land on the dialog's fields", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === "/api/refund/ina/detail") return refund;
    if (path === "/api/refund/ina/reject")
      throw new ApiFailure(400, "Invalid request", {
        errors: [{ path: "amount", message: "The refund is more than was paid for the order" }],
      });
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  await render();
  await user.click(actions().getByRole("button", { name: "Reject product" }));
  const dialog = await screen.findByRole("dialog", { name: `Reject the product of ${REFUND_NO}` });
  await user.type(within(dialog).getByLabelText("Amount you refund"), "500000");
  await user.type(within(dialog).getByLabelText("Reason"), "Pads were fitted and worn");
  await user.click(within(dialog).getByRole("button", { name: "Reject product" }));
  expect(await within(dialog).findByText("The refund is more than was paid for the order")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: `Reject the product of ${REFUND_NO}` })).toBeInTheDocument();
});

it("confirm receipt asks first, naming the refund, then calls the endpoint", async () => {
  const user = userEvent.setup();
  refund = refundDetail(REFUND_NO, {
    status: 5,
    statusName: "toBeConfirmReceipt",
    afterSaleCode: 13,
    moves: ["confirmReceipt"],
    refundAmount: 700_000,
  });
  await render();
  await user.click(actions().getByRole("button", { name: "Confirm receipt" }));
  const popover = (await screen.findByText(`Confirm receipt of the parts of ${REFUND_NO}?`)).closest(
    ".ant-popover",
  ) as HTMLElement;
  expect(
    within(popover).getByText("The parts go back to stock and Rp 700.000 is refunded to the buyer."),
  ).toBeInTheDocument();
  await user.click(within(popover).getByRole("button", { name: "Confirm receipt" }));
  await waitFor(() => expect(bodiesTo(post, "/api/refund/ina/confirmReceipt")).toEqual([{ refundNo: REFUND_NO }]));
  expect(await screen.findByText(`Receipt of ${REFUND_NO} confirmed`)).toBeInTheDocument();
});

it("a missing or malformed refund number asks nothing", async () => {
  await renderView(<RefundDetailView />, {
    url: "/order/return-detail?refundNo=nope",
    path: "/order/return-detail",
    post,
  });
  expect(
    await screen.findByText("Open a request from the return and refund list.", {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(bodiesTo(post, "/api/refund/ina/detail")).toHaveLength(0);
});
