/**
 * /consign/consign-refund-list (spec §2; §4 "Consign" after-sales statuses): status tabs with counts under
 * the same search, rows with their fields, the seller's moves by status (accept after a confirmation, ask
 * to modify and reject with a reason, confirm receipt after a confirmation), and the search in the URL.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import ConsignRefundListView from "../../../src/resources/consign-refunds/consign-refund-list";
import type { ConsignRefundRow } from "../../../src/resources/consign-refunds/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { consignRefundRow } from "./fixtures";

const post = fakePost();
const WAITING = "CRF-20261124-000001";
const ON_THE_WAY = "CRF-20261122-000004";
let rows: ConsignRefundRow[];

beforeEach(() => {
  rows = [
    consignRefundRow(WAITING),
    consignRefundRow(ON_THE_WAY, { status: 4, statusName: "onDelivery", qty: 2, totalAmount: 90_000, deadline: null }),
  ];
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign-refund/ina/page")
      return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    if (path === "/api/consign-refund/ina/counts")
      return {
        all: 12,
        statuses: { waitingProcessing: 1, waitingDelivery: 2, waitingModified: 0, onDelivery: 1, done: 5, closed: 3 },
      };
    if (
      [
        "/api/consign-refund/ina/accept",
        "/api/consign-refund/ina/askModify",
        "/api/consign-refund/ina/reject",
        "/api/consign-refund/ina/confirmReceipt",
      ].includes(path)
    )
      return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = (url = "/consign/consign-refund-list") =>
  renderView(<ConsignRefundListView />, { url, path: "/consign/consign-refund-list", post });
const actionsOf = (refundNo: string) => within(screen.getByRole("group", { name: `Actions for ${refundNo}` }));
const location = () => screen.getByTestId("location").textContent;

it("shows the six status tabs with counts, the rows, and only the moves of each status", async () => {
  const user = userEvent.setup();
  await render();
  const table = await screen.findByRole("table", { name: "Consignment returns" });
  const link = await within(table).findByRole("link", { name: WAITING });
  expect(link).toHaveAttribute("href", `/consign/returnrefund?refundNo=${WAITING}`);
  expect(await screen.findByRole("radio", { name: /All\s*12/ })).toBeInTheDocument();
  // One query for the tabs (role queries are slow on a big table): each tab's label with its count.
  const tabs = within(screen.getByLabelText("Return status"))
    .getAllByRole("radio")
    .map((r) => r.closest("label")?.textContent?.replace(/\s+/g, " ").trim());
  expect(tabs).toEqual([
    "All 12",
    "Waiting processing 1",
    "Waiting delivery 2",
    "Waiting modified 0",
    "On delivery 1",
    "Done 5",
    "Closed 3",
  ]);

  const row = link.closest("tr") as HTMLElement;
  expect(within(row).getByText("Bengkel Maju")).toBeInTheDocument();
  expect(within(row).getByText("Slow moving at our workshop")).toBeInTheDocument();
  expect(within(row).getByText("Rp 450.000")).toBeInTheDocument();
  expect(within(row).getByText("By 26 Nov 14:00")).toBeInTheDocument();

  const waiting = actionsOf(WAITING);
  expect(waiting.getByRole("button", { name: "Accept" })).toBeInTheDocument();
  expect(waiting.getByRole("button", { name: "Ask to modify" })).toBeInTheDocument();
  expect(waiting.getByRole("button", { name: "Reject" })).toBeInTheDocument();
  expect(waiting.queryByRole("button", { name: "Confirm receipt" })).toBeNull();
  const onTheWay = actionsOf(ON_THE_WAY);
  expect(onTheWay.getByRole("button", { name: "Confirm receipt" })).toBeInTheDocument();
  expect(onTheWay.queryByRole("button", { name: "Accept" })).toBeNull();

  await user.click(screen.getByRole("radio", { name: /Waiting delivery/ }).closest("label")!);
  await waitFor(() => expect(location()).toBe("/consign/consign-refund-list?status=2"));
  await waitFor(() => expect(bodiesTo(post, "/api/consign-refund/ina/page").at(-1)).toMatchObject({ status: 2 }));
  await user.type(screen.getByLabelText("Search"), "BRK-01");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(location()).toBe("/consign/consign-refund-list?status=2&keyword=BRK-01"));
  await waitFor(() => expect(bodiesTo(post, "/api/consign-refund/ina/counts").at(-1)).toEqual({ keyword: "BRK-01" }));
});

it("accept and confirm receipt ask first, naming the quantity, then call their endpoints", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByRole("link", { name: WAITING });
  await user.click(actionsOf(WAITING).getByRole("button", { name: "Accept" }));
  const accept = (await screen.findByText(`Accept return ${WAITING}?`)).closest(".ant-popover") as HTMLElement;
  expect(within(accept).getByText("The partner then ships 3 units back to you.")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign-refund/ina/accept")).toHaveLength(0);
  await user.click(within(accept).getByRole("button", { name: "Accept" }));
  await waitFor(() => expect(bodiesTo(post, "/api/consign-refund/ina/accept")).toEqual([{ refundNo: WAITING }]));
  expect(await screen.findByText(`Return ${WAITING} accepted`)).toBeInTheDocument();

  await user.click(actionsOf(ON_THE_WAY).getByRole("button", { name: "Confirm receipt" }));
  const receipt = (await screen.findByText(`Confirm receipt of ${ON_THE_WAY}?`)).closest(".ant-popover") as HTMLElement;
  expect(within(receipt).getByText("2 units go back into the shop's stock.")).toBeInTheDocument();
  await user.click(within(receipt).getByRole("button", { name: "Confirm receipt" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign-refund/ina/confirmReceipt")).toEqual([{ refundNo: ON_THE_WAY }]),
  );
  expect(await screen.findByText(`Receipt of ${ON_THE_WAY} confirmed`)).toBeInTheDocument();
});

it("ask to modify and reject need a reason the partner reads", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByRole("link", { name: WAITING });
  await user.click(actionsOf(WAITING).getByRole("button", { name: "Ask to modify" }));
  let dialog = await screen.findByRole("dialog", { name: `Ask to modify return ${WAITING}` });
  await user.click(within(dialog).getByRole("button", { name: "Ask to modify" }));
  expect(await within(dialog).findByText("Can not be empty")).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText("Reason"), "Send 2 pads, one is ours");
  await user.click(within(dialog).getByRole("button", { name: "Ask to modify" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign-refund/ina/askModify")).toEqual([
      { refundNo: WAITING, reason: "Send 2 pads, one is ours" },
    ]),
  );
  expect(await screen.findByText(`Asked the partner to modify return ${WAITING}`)).toBeInTheDocument();

  await user.click(actionsOf(WAITING).getByRole("button", { name: "Reject" }));
  dialog = await screen.findByRole("dialog", { name: `Reject return ${WAITING}` });
  await user.type(within(dialog).getByLabelText("Reason"), "short");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  expect(await within(dialog).findByText("At least 10 characters")).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText("Reason"));
  await user.type(within(dialog).getByLabelText("Reason"), "These pads were sold to you outright");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign-refund/ina/reject")).toEqual([
      { refundNo: WAITING, reason: "These pads were sold to you outright" },
    ]),
  );
});

it("a refused move shows the API's message", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign-refund/ina/page") return { pageCount: 1, rowCount: 1, data: [rows[0]], pageSize: 10 };
    if (path === "/api/consign-refund/ina/counts")
      return {
        all: 0,
        statuses: { waitingProcessing: 0, waitingDelivery: 0, waitingModified: 0, onDelivery: 0, done: 0, closed: 0 },
      };
    if (path === "/api/consign-refund/ina/accept")
      throw new ApiFailure(409, "This return cannot be processed now (status: Closed)");
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  await render();
  await screen.findByRole("link", { name: WAITING });
  expect(await screen.findByRole("radio", { name: /All\s*0/ })).toBeInTheDocument();
  await user.click(actionsOf(WAITING).getByRole("button", { name: "Accept" }));
  const accept = (await screen.findByText(`Accept return ${WAITING}?`)).closest(".ant-popover") as HTMLElement;
  await user.click(within(accept).getByRole("button", { name: "Accept" }));
  expect(await screen.findByText("This return cannot be processed now (status: Closed)")).toBeInTheDocument();
});

it("says why the list is empty", async () => {
  rows = [];
  const view = await render("/consign/consign-refund-list?status=5");
  expect(await screen.findByText("No consignment returns here.")).toBeInTheDocument();
  view.unmount();
  await render("/consign/consign-refund-list?keyword=XYZ&from=2026-11-01");
  expect(await screen.findByText("No consignment returns match these filters.")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign-refund/ina/page").at(-1)).toMatchObject({ keyword: "XYZ", from: "2026-11-01" });
});
