/**
 * /tend/ReturnandRefund and /tend/ReturnandRefundDetail (spec §2 /tend; §4 "Refund"): the return-and-refund
 * screens bound to the inquiry orders: the list reads /api/inquiry-order/ina/refund/page with the tab and filters
 * and links the inquiry order detail; the detail reads refund/detail and every answer goes to refund/answer as
 * `{ refundNo, move, ... }` under the inquiryOrders.answerRefund authority.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import InquiryRefundDetailRoute from "../../../src/resources/inquiry-orders/refund-detail";
import InquiryRefundListRoute from "../../../src/resources/inquiry-orders/refund-list";
import type { RefundDetail, RefundRow } from "../../../src/resources/refunds/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { refundDetail, refundRow } from "../refunds/fixtures";

const post = fakePost();
const REFUND_NO = "RFD-20261124-000011";
const ORDER_NO = "ORD-20261124-000202";
let detail: RefundDetail;
let rows: RefundRow[];

beforeEach(() => {
  rows = [refundRow(REFUND_NO, { orderNo: ORDER_NO })];
  detail = refundDetail(REFUND_NO, { orderNo: ORDER_NO });
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry-order/ina/refund/page")
      return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    if (path === "/api/inquiry-order/ina/refund/detail") return detail;
    if (path === "/api/inquiry-order/ina/refund/answer") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

it("the list reads the inquiry refund page with its tab in the URL and links the inquiry order", async () => {
  const user = userEvent.setup();
  await renderView(<InquiryRefundListRoute />, { url: "/tend/ReturnandRefund", path: "/tend/ReturnandRefund", post });
  const table = await screen.findByRole("table", { name: "Inquiry return and refund requests" }, { timeout: 5000 });
  await within(table).findByText(REFUND_NO);
  expect(bodiesTo(post, "/api/inquiry-order/ina/refund/page")[0]).toMatchObject({ pageNo: 1, tab: "all" });
  expect(within(table).getByRole("link", { name: ORDER_NO })).toHaveAttribute(
    "href",
    `/tend/get-detail?orderNo=${ORDER_NO}`,
  );
  expect(within(table).getByRole("link", { name: REFUND_NO })).toHaveAttribute(
    "href",
    `/tend/ReturnandRefundDetail?refundNo=${REFUND_NO}`,
  );
  const second = screen.getAllByRole("radio")[1];
  await user.click(second.closest("label")!);
  await waitFor(() => expect(screen.getByTestId("location").textContent).toMatch(/^\/tend\/ReturnandRefund\?tab=/));
  await waitFor(() => expect(bodiesTo(post, "/api/inquiry-order/ina/refund/page").length).toBeGreaterThan(1));
});

it("the detail answers through refund/answer with the move, behind inquiryOrders.answerRefund", async () => {
  const user = userEvent.setup();
  await renderView(<InquiryRefundDetailRoute />, {
    url: `/tend/ReturnandRefundDetail?refundNo=${REFUND_NO}`,
    path: "/tend/ReturnandRefundDetail",
    post,
    granted: ["inquiryOrders.answerRefund"],
  });
  const accept = await screen.findByRole("button", { name: "Accept" }, { timeout: 5000 });
  expect(bodiesTo(post, "/api/inquiry-order/ina/refund/detail")).toEqual([{ refundNo: REFUND_NO }]);
  expect(screen.getByRole("link", { name: ORDER_NO })).toHaveAttribute("href", `/tend/get-detail?orderNo=${ORDER_NO}`);
  await user.click(accept);
  const popover = (await screen.findByText(`Accept request ${REFUND_NO}?`)).closest(".ant-popover") as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: "Accept" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/inquiry-order/ina/refund/answer")).toEqual([{ refundNo: REFUND_NO, move: "approve" }]),
  );
});
