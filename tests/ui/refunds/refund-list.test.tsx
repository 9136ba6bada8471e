/**
 * /order/return-and-refund (spec §2 return-and-refund, §3 "Refund/return", §4 "Refund" statuses and
 * after-sale codes): tabs with counts under the same filters, filters kept in the URL, rows with links,
 * amounts, status, deadline and only the answers the API allows, the page's totals line, the empty states,
 * and accept behind a confirmation.
 */
import { beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import RefundListView from "../../../src/resources/refunds/list";
import type { RefundRow } from "../../../src/resources/refunds/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { refundRow } from "./fixtures";

const post = fakePost();
let rows: RefundRow[];

const ROWS: RefundRow[] = [
  refundRow("RFD-20261124-000001"),
  refundRow("RFD-20261124-000002", {
    orderNo: "ORD-20261124-000002",
    method: 1,
    status: 4,
    statusName: "refunding",
    reason: "wrongPart",
    originalAmount: 250_000,
    refundAmount: 200_000,
    moves: [],
    deadline: null,
    items: [
      { itemName: "Oil filter", partNo: "OIL-02", quantity: 1, picture: null },
      { itemName: "Spark plug", partNo: "SPK-03", quantity: 4, picture: null },
    ],
    itemCount: 3,
  }),
  refundRow("RFD-20261124-000003", {
    orderNo: "ORD-20261124-000003",
    status: 5,
    statusName: "toBeConfirmReceipt",
    afterSaleCode: 13,
    originalAmount: 150_000,
    refundAmount: 150_000,
    moves: ["confirmReceipt"],
  }),
];
const COUNTS = {
  all: 42,
  toBeProcessed: 3,
  waitingBuyer: 5,
  toBeConfirmReceipt: 1,
  refunding: 2,
  success: 25,
  closed: 6,
};

beforeEach(() => {
  rows = ROWS;
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/refund/ina/page") return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    if (path === "/api/refund/ina/counts") return COUNTS;
    if (path === "/api/refund/ina/approve") return null;
    if (path === "/api/refund/ina/export")
      return {
        fileName: "refunds-20261124.xlsx",
        mime: "application/octet-stream",
        contentBase64: "UEsDBA==",
        rows: 3,
      };
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async (url = "/order/return-and-refund") => {
  const view = await renderView(<RefundListView />, { url, path: "/order/return-and-refund", post });
  await screen.findByRole("table", { name: "Returns and refunds" }, { timeout: 5000 });
  return view;
};
const actionsOf = (refundNo: string) => screen.getByRole("group", { name: `Actions for ${refundNo}` });
const location = () => screen.getByTestId("location").textContent;

it("shows tabs with counts, each row's fields and allowed answers, the page totals, and keeps filters in the URL", async () => {
  const user = userEvent.setup();
  await render();
  const link = await screen.findByRole("link", { name: "RFD-20261124-000001" });
  expect(link).toHaveAttribute("href", "/order/return-detail?refundNo=RFD-20261124-000001");
  expect(screen.getByRole("link", { name: "ORD-20261124-000002" })).toHaveAttribute(
    "href",
    "/order/detail-confirm?orderNo=ORD-20261124-000002",
  );
  expect(await screen.findByRole("radio", { name: /To be processed\s*3/ })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /Waiting for buyer\s*5/ })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /All\s*42/ })).toBeInTheDocument();

  const table = screen.getByRole("table", { name: "Returns and refunds" });
  const row2 = within(table).getByRole("link", { name: "RFD-20261124-000002" }).closest("tr") as HTMLElement;
  expect(within(row2).getByText("Refund")).toBeInTheDocument();
  expect(within(row2).getByText("Wrong part sent")).toBeInTheDocument();
  expect(within(row2).getByText("Rp 250.000")).toBeInTheDocument();
  expect(within(row2).getByText("Rp 200.000")).toBeInTheDocument();
  expect(within(row2).getByText("+1 more")).toBeInTheDocument();
  expect(within(row2).getByText("Refunding")).toBeInTheDocument();
  const row3 = within(table).getByRole("link", { name: "RFD-20261124-000003" }).closest("tr") as HTMLElement;
  expect(within(row3).getByText("To be confirm receipt")).toBeInTheDocument();
  expect(within(row3).getByText("Returned goods sent")).toBeInTheDocument();
  expect(screen.getAllByText("Your turn, by 26 Nov 14:00")).toHaveLength(2);
  // The finance clerk's line: 800.000 + 250.000 + 150.000 asked, 200.000 + 150.000 agreed.
  expect(
    screen.getByText("This page: 3 requests · original amount Rp 1.200.000 · refund amount Rp 350.000"),
  ).toBeInTheDocument();

  const waiting = within(actionsOf("RFD-20261124-000001"));
  expect(waiting.getByRole("button", { name: "Accept" })).toBeInTheDocument();
  expect(waiting.getByRole("button", { name: "Negotiate" })).toBeInTheDocument();
  expect(waiting.getByRole("button", { name: "Reject product" })).toBeInTheDocument();
  expect(waiting.queryByRole("button", { name: "Confirm receipt" })).toBeNull();
  const paying = within(actionsOf("RFD-20261124-000002"));
  expect(paying.queryByRole("button", { name: "Accept" })).toBeNull();
  expect(paying.queryByRole("button", { name: "Negotiate" })).toBeNull();
  expect(paying.getByRole("button", { name: "Detail" })).toBeInTheDocument();

  await user.click(screen.getByRole("radio", { name: /Waiting for buyer/ }).closest("label")!);
  await waitFor(() => expect(location()).toBe("/order/return-and-refund?tab=waitingBuyer"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/refund/ina/page").at(-1)).toMatchObject({ tab: "waitingBuyer", pageNo: 1 }),
  );

  await user.type(screen.getByLabelText("Search"), "BRK-01");
  await user.click(screen.getByRole("combobox", { name: "Method" }));
  await user.click(await screen.findByTitle("Return"));
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(location()).toBe("/order/return-and-refund?tab=waitingBuyer&keyword=BRK-01&method=2"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/refund/ina/page").at(-1)).toMatchObject({
      tab: "waitingBuyer",
      keyword: "BRK-01",
      method: 2,
    }),
  );
  // The counts follow the same filters, every tab at once.
  await waitFor(() =>
    expect(bodiesTo(post, "/api/refund/ina/counts").at(-1)).toEqual({ keyword: "BRK-01", method: 2 }),
  );
});

it("reads tab, search and apply dates from the URL and sends them", async () => {
  await render("/order/return-and-refund?tab=closed&keyword=Bengkel&from=2026-11-01&to=2026-11-24");
  await waitFor(() =>
    expect(bodiesTo(post, "/api/refund/ina/page").at(-1)).toMatchObject({
      tab: "closed",
      keyword: "Bengkel",
      from: "2026-11-01",
      to: "2026-11-24",
    }),
  );
  expect(bodiesTo(post, "/api/refund/ina/counts").at(-1)).toEqual({
    keyword: "Bengkel",
    from: "2026-11-01",
    to: "2026-11-24",
  });
  expect(screen.getByLabelText("Search")).toHaveValue("Bengkel");
});

it("says why the list is empty: nothing in the tab, or nothing matching the filters", async () => {
  rows = [];
  const first = await render("/order/return-and-refund?tab=toBeProcessed");
  expect(await screen.findByText("No requests waiting for your answer.")).toBeInTheDocument();
  expect(screen.queryByText(/This page:/)).toBeNull();
  first.unmount();
  await render("/order/return-and-refund?keyword=XYZ");
  expect(await screen.findByText("No requests match these filters.")).toBeInTheDocument();
});

it("accept asks first, naming the amount, then calls the endpoint and says so", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByRole("link", { name: "RFD-20261124-000001" });
  await user.click(within(actionsOf("RFD-20261124-000001")).getByRole("button", { name: "Accept" }));
  const popover = (await screen.findByText("Accept request RFD-20261124-000001?")).closest(
    ".ant-popover",
  ) as HTMLElement;
  expect(
    within(popover).getByText("The buyer sends the parts back; once you confirm receipt, Rp 800.000 is refunded."),
  ).toBeInTheDocument();
  expect(bodiesTo(post, "/api/refund/ina/approve")).toHaveLength(0);
  const pages = bodiesTo(post, "/api/refund/ina/page").length;
  await user.click(within(popover).getByRole("button", { name: "Accept" }));
  await waitFor(() => expect(bodiesTo(post, "/api/refund/ina/approve")).toEqual([{ refundNo: "RFD-20261124-000001" }]));
  expect(await screen.findByText("Request RFD-20261124-000001 accepted")).toBeInTheDocument();
  // The list and its counts are asked again after the move.
  await waitFor(() => expect(bodiesTo(post, "/api/refund/ina/page").length).toBeGreaterThan(pages));
});

it("a refused accept shows the API's message", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === "/api/refund/ina/page") return { pageCount: 1, rowCount: 1, data: [ROWS[0]], pageSize: 10 };
    if (path === "/api/refund/ina/counts") return COUNTS;
    if (path === "/api/refund/ina/approve")
      throw new ApiFailure(409, "This request cannot be processed now (status: Cancel)");
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  await render();
  await screen.findByRole("link", { name: "RFD-20261124-000001" });
  await user.click(within(actionsOf("RFD-20261124-000001")).getByRole("button", { name: "Accept" }));
  const popover = (await screen.findByText("Accept request RFD-20261124-000001?")).closest(
    ".ant-popover",
  ) as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: "Accept" }));
  expect(await screen.findByText("This request cannot be processed now (status: Cancel)")).toBeInTheDocument();
});

it("the answers that need the detail open it", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByRole("link", { name: "RFD-20261124-000003" });
  await user.click(within(actionsOf("RFD-20261124-000003")).getByRole("button", { name: "Confirm receipt" }));
  await waitFor(() => expect(location()).toBe("/order/return-detail?refundNo=RFD-20261124-000003"));
});

it("shows no answer the user holds no authority for", async () => {
  await renderView(<RefundListView />, {
    url: "/order/return-and-refund",
    path: "/order/return-and-refund",
    post,
    granted: ["refunds.list", "refunds.show", "refunds.reject"],
  });
  await screen.findByRole("link", { name: "RFD-20261124-000001" }, { timeout: 5000 });
  const waiting = within(actionsOf("RFD-20261124-000001"));
  expect(await waiting.findByRole("button", { name: "Reject product" })).toBeInTheDocument();
  expect(waiting.queryByRole("button", { name: "Accept" })).toBeNull();
  expect(waiting.queryByRole("button", { name: "Negotiate" })).toBeNull();
  expect(screen.queryByRole("button", { name: /Export/ })).toBeNull();
});

it("exports the requests under the list's tab and filters as a file", async () => {
  const user = userEvent.setup();
  // jsdom has no object URLs; the browser hands the blob to its download.
  const created = vi.fn((_blob: Blob) => "blob:refunds");
  URL.createObjectURL = created;
  URL.revokeObjectURL = vi.fn();
  await render("/order/return-and-refund?tab=success&method=1");
  await screen.findByRole("link", { name: "RFD-20261124-000001" });
  await user.click(screen.getByRole("button", { name: /Export/ }));
  expect(await screen.findByText("The export is ready: refunds-20261124.xlsx")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/refund/ina/export")).toEqual([{ tab: "success", method: 1 }]);
  expect(created.mock.calls[0][0].size).toBe(4);
});
