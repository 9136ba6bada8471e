/**
 * /tend/inquiry-order (spec §4 inquiry order filter values "100 all, 0 awaiting payment, 1 paid, 2 shipped,
 * 3 received, 4 closed, 5 unconfirmed, 6 in process, 7 being paid, 8 cancelled"): the values as tabs with their
 * counts, the chosen value and the filters in the URL and in the body, each row's inquiry, tender, claim and car,
 * the "needs indent letter" marker and filter, and the order row actions calling the inquiry order endpoints.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import InquiryOrderListRoute from "../../../src/resources/inquiry-orders/list";
import type { InquiryOrderRow } from "../../../src/resources/inquiry-orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { inquiryRow } from "./fixtures";

const post = fakePost();
const ROWS: InquiryOrderRow[] = [
  inquiryRow("ORD-20261124-000201"),
  inquiryRow("ORD-20261124-000202", {
    status: 1,
    statusName: "waitingDelivery",
    moves: ["printDeliveryOrder", "requestEdt"],
    deadline: null,
    needsIndentLetter: true,
    tenderNo: "TND-20261120-000032",
  }),
];
const COUNTS = { 100: 40, 5: 3, 0: 6, 7: 1, 1: 9, 2: 8, 3: 7, 6: 2, 4: 3, 8: 1 };

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry-order/ina/page")
      return { pageCount: 1, rowCount: ROWS.length, data: ROWS, pageSize: 10 };
    if (path === "/api/inquiry-order/ina/counts") return COUNTS;
    if (path === "/api/inquiry-order/ina/confirm") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async (url = "/tend/inquiry-order") => {
  await renderView(<InquiryOrderListRoute />, { url, path: "/tend/inquiry-order", post });
  await screen.findByRole("table", { name: "Inquiry orders" }, { timeout: 5000 });
};
const location = () => screen.getByTestId("location").textContent;
const tab = (name: RegExp) => screen.getByRole("radio", { name }).closest("label")!;

it("shows the spec §4 filter values as tabs with counts and keeps the chosen one and the filters in the URL", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ORD-20261124-000201");
  const names = screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent);
  expect(names).toEqual([
    "All 40",
    "Unconfirmed 3",
    "Awaiting payment 6",
    "Being paid 1",
    "Paid 9",
    "Shipped 8",
    "Received 7",
    "In process 2",
    "Closed 3",
    "Cancelled 1",
  ]);
  expect(bodiesTo(post, "/api/inquiry-order/ina/page")[0]).toMatchObject({ filter: 100, pageNo: 1 });

  // 0 (awaiting payment) is a value of its own, not "no filter".
  await user.click(tab(/Awaiting payment/));
  await waitFor(() => expect(location()).toBe("/tend/inquiry-order?filter=0"));
  await waitFor(() => expect(bodiesTo(post, "/api/inquiry-order/ina/page").at(-1)).toMatchObject({ filter: 0 }));

  await user.click(tab(/Unconfirmed/));
  await user.type(screen.getByLabelText("Search"), "CLM-88121");
  await user.click(screen.getByRole("checkbox", { name: "Only POs that need an indent letter" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(location()).toBe("/tend/inquiry-order?filter=5&keyword=CLM-88121&indent=1"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/inquiry-order/ina/page").at(-1)).toMatchObject({
      filter: 5,
      keyword: "CLM-88121",
      needsIndentLetter: true,
    }),
  );
  // The counts follow the same filters, every value at once.
  await waitFor(() =>
    expect(bodiesTo(post, "/api/inquiry-order/ina/counts").at(-1)).toEqual({
      keyword: "CLM-88121",
      needsIndentLetter: true,
    }),
  );
});

it("a shared link opens on its filter value; rows show inquiry, tender, claim, car and the indent marker", async () => {
  const user = userEvent.setup();
  await render("/tend/inquiry-order?filter=1&indent=1");
  await screen.findByText("ORD-20261124-000202");
  expect(screen.getByRole("radio", { name: /Paid/ })).toBeChecked();
  expect(bodiesTo(post, "/api/inquiry-order/ina/page")[0]).toMatchObject({ filter: 1, needsIndentLetter: true });

  expect(screen.getAllByText("Inquiry INQ-20261120-000007")).toHaveLength(2);
  expect(screen.getByRole("link", { name: "Tender TND-20261120-000032" })).toHaveAttribute(
    "href",
    "/tend/inquiry-order/tenderAndInquiryDetail?tenderNo=TND-20261120-000032",
  );
  expect(screen.getAllByText("Claim CLM-88121")).toHaveLength(2);
  expect(screen.getAllByText("Toyota Avanza 2019 · B 1234 XYZ")).toHaveLength(2);
  expect(screen.getAllByText("Needs indent letter")).toHaveLength(1);

  const unconfirmed = within(screen.getByRole("group", { name: "Actions for ORD-20261124-000201" }));
  const paid = within(screen.getByRole("group", { name: "Actions for ORD-20261124-000202" }));
  expect(unconfirmed.queryByRole("button", { name: "Create indent letter" })).toBeNull();
  expect(paid.getByRole("button", { name: "Print DO" })).toBeInTheDocument();
  await user.click(paid.getByRole("button", { name: "Create indent letter" }));
  await waitFor(() => expect(location()).toBe("/tend/inquiry-order/createIndentLetter?orderNo=ORD-20261124-000202"));
});

it("bulk confirm without a batch endpoint confirms each selected PO and shows one result per PO", async () => {
  const user = userEvent.setup();
  await render();
  const table = screen.getByRole("table", { name: "Inquiry orders" });
  await within(table).findByText("ORD-20261124-000201");
  for (const orderNo of ["ORD-20261124-000201", "ORD-20261124-000202"])
    await user.click(within(table).getByRole("checkbox", { name: `Select order ${orderNo}` }));
  await user.click(screen.getByRole("button", { name: "Confirm selected (1)" }));
  const popover = (await screen.findByText("Confirm 1 orders?")).closest(".ant-popover") as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: "Confirm" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/inquiry-order/ina/confirm")).toEqual([{ orderNo: "ORD-20261124-000201" }]),
  );
  expect(await screen.findByText("1 confirmed, 0 refused")).toBeInTheDocument();
});

it("confirms through the inquiry order endpoint and links the inquiry order detail", async () => {
  const user = userEvent.setup();
  await render();
  const actions = within(await screen.findByRole("group", { name: "Actions for ORD-20261124-000201" }));
  await user.click(actions.getByRole("button", { name: "Confirm" }));
  const popover = (await screen.findByText("Confirm order ORD-20261124-000201?")).closest(
    ".ant-popover",
  ) as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: "Confirm" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/inquiry-order/ina/confirm")).toEqual([{ orderNo: "ORD-20261124-000201" }]),
  );
  await user.click(actions.getByRole("button", { name: "Detail" }));
  await waitFor(() => expect(location()).toBe("/tend/get-detail?orderNo=ORD-20261124-000201"));
});

it("without the createIndentLetter authority the row offers no indent letter", async () => {
  await renderView(<InquiryOrderListRoute />, {
    url: "/tend/inquiry-order",
    path: "/tend/inquiry-order",
    post,
    granted: ["inquiryOrders.list", "inquiryOrders.show", "inquiryOrders.printDeliveryOrder"],
  });
  const paid = within(await screen.findByRole("group", { name: "Actions for ORD-20261124-000202" }, { timeout: 5000 }));
  expect(await paid.findByRole("button", { name: "Print DO" })).toBeInTheDocument();
  expect(paid.queryByRole("button", { name: "Create indent letter" })).toBeNull();
});
