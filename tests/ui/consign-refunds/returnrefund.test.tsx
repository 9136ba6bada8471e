/**
 * /consign/returnrefund?refundNo= (spec §2 returnrefund; §4 "Consign" after-sales): the lines with quantity,
 * unit price and what the partner still holds, the reasons, the return shipment, the history, and the
 * seller's moves of the status; after a move the detail shows the new status.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import ConsignRefundDetailView from "../../../src/resources/consign-refunds/returnrefund";
import type { ConsignRefundDetail } from "../../../src/resources/consign-refunds/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { consignRefundDetail } from "./fixtures";

const post = fakePost();
const NO = "CRF-20261124-000001";
let detail: ConsignRefundDetail;

beforeEach(() => {
  detail = consignRefundDetail(NO);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign-refund/ina/detail") return detail;
    if (path === "/api/consign-refund/ina/confirmReceipt") {
      detail = {
        ...detail,
        status: 5,
        statusName: "done",
        moves: [],
        finishTime: "2026-11-26 09:00:00",
        deadline: null,
      };
      return null;
    }
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = () =>
  renderView(<ConsignRefundDetailView />, {
    url: `/consign/returnrefund?refundNo=${NO}`,
    path: "/consign/returnrefund",
    post,
  });
const actions = () => within(screen.getByRole("group", { name: `Actions for ${NO}` }));

it("shows the lines, reason, deadline, history and the moves of a return waiting for the seller", async () => {
  await render();
  const lines = await screen.findByRole("table", { name: "Returned parts" });
  expect(bodiesTo(post, "/api/consign-refund/ina/detail")).toEqual([{ refundNo: NO }]);
  const pads = within(lines).getByText("BRK-01").closest("tr") as HTMLElement;
  expect(within(pads).getByText("Rp 150.000")).toBeInTheDocument();
  expect(within(pads).getByText("Rp 450.000")).toBeInTheDocument();
  expect(within(pads).getByText("5")).toBeInTheDocument();
  expect(screen.getAllByText("Waiting processing").length).toBeGreaterThan(0);
  expect(screen.getByText("By 26 Nov 14:00")).toBeInTheDocument();
  expect(screen.getByText("Buyer applied")).toBeInTheDocument();
  expect(screen.getByText("Not shipped yet.")).toBeInTheDocument();
  expect(actions().getByRole("button", { name: "Accept" })).toBeInTheDocument();
  expect(actions().getByRole("button", { name: "Ask to modify" })).toBeInTheDocument();
  expect(actions().getByRole("button", { name: "Reject" })).toBeInTheDocument();
  expect(actions().queryByRole("button", { name: "Detail" })).toBeNull();
});

it("a return on its way shows courier and delivery no; confirming receipt shows it done", async () => {
  detail = consignRefundDetail(NO, {
    status: 4,
    statusName: "onDelivery",
    courier: "JNE",
    deliveryNo: "JNE-777",
    shipTime: "2026-11-25 08:00:00",
    sellerReason: "Send 2 pads, one is ours",
    moves: ["confirmReceipt"],
    deadline: null,
  });
  const user = userEvent.setup();
  await render();
  expect(await screen.findByText("JNE-777")).toBeInTheDocument();
  expect(screen.getByText("Send 2 pads, one is ours")).toBeInTheDocument();
  await user.click(actions().getByRole("button", { name: "Confirm receipt" }));
  const pop = (await screen.findByText(`Confirm receipt of ${NO}?`)).closest(".ant-popover") as HTMLElement;
  expect(within(pop).getByText("3 units go back into the shop's stock.")).toBeInTheDocument();
  await user.click(within(pop).getByRole("button", { name: "Confirm receipt" }));
  await waitFor(() => expect(bodiesTo(post, "/api/consign-refund/ina/confirmReceipt")).toEqual([{ refundNo: NO }]));
  expect(await screen.findByText("2026-11-26 09:00:00")).toBeInTheDocument();
  expect(actions().queryByRole("button", { name: "Confirm receipt" })).toBeNull();
});

it("without the authorities the moves are not offered", async () => {
  await renderView(<ConsignRefundDetailView />, {
    url: `/consign/returnrefund?refundNo=${NO}`,
    path: "/consign/returnrefund",
    post,
    granted: ["consignRefunds.list", "consignRefunds.show"],
  });
  await screen.findByRole("table", { name: "Returned parts" });
  expect(actions().queryByRole("button", { name: "Accept" })).toBeNull();
  expect(actions().queryByRole("button", { name: "Reject" })).toBeNull();
});

it("a malformed refund no asks nothing", async () => {
  await renderView(<ConsignRefundDetailView />, {
    url: "/consign/returnrefund?refundNo=RFD-1",
    path: "/consign/returnrefund",
    post,
  });
  expect(await screen.findByText("No consignment return chosen")).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});
