/**
 * The consignment lists (spec §2 /consign consign-request-list, consign-offer-list, consign-order-list; §3
 * "Consign"; §4 "Consign"): each list asks for its own stage; rows show the §3 fields; a request offers
 * Confirm (the offer page) and Reject (a reason the buyer reads, never empty); the order list has status
 * tabs with counts and "Arrange shipment" for consignments waiting to be delivered; the search stays in the URL.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import ConsignOfferListView from "../../../src/resources/consignments/consign-offer-list";
import ConsignOrderListView from "../../../src/resources/consignments/consign-order-list";
import ConsignRequestListView from "../../../src/resources/consignments/consign-request-list";
import type { ConsignRow } from "../../../src/resources/consignments/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { consignRow } from "./fixtures";

const post = fakePost();
let rows: ConsignRow[];
const REQUEST = "CSG-20261124-000001";

const ORDER_ROWS: ConsignRow[] = [
  consignRow("CSG-20261120-000010", {
    status: 3,
    statusName: "waitingDelivered",
    qtyOffer: 10,
    totalPrice: 1_080_000,
    edtInitialDays: 5,
    edtAdditionalDays: 2,
    deadline: null,
  }),
  consignRow("CSG-20261118-000007", {
    status: 5,
    statusName: "done",
    qtyOffer: 3,
    totalPrice: 450_000,
    edtInitialDays: 3,
    edtAdditionalDays: 0,
    deadline: null,
  }),
];

beforeEach(() => {
  rows = [consignRow(REQUEST)];
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/page") return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    if (path === "/api/consign/ina/counts")
      return {
        lists: { request: 0, offer: 0, order: 9 },
        statuses: { buyerApply: 0, waitingConfirm: 0, waitingDelivered: 3, onDelivery: 2, done: 4, closed: 0 },
      };
    if (path === "/api/consign/ina/reject") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const location = () => screen.getByTestId("location").textContent;
const actionsOf = (consignNo: string) => within(screen.getByRole("group", { name: `Actions for ${consignNo}` }));

it("the request list shows each request's fields and its two answers; Confirm opens the offer page", async () => {
  const user = userEvent.setup();
  await renderView(<ConsignRequestListView />, {
    url: "/consign/consign-request-list",
    path: "/consign/consign-request-list",
    post,
  });
  const table = await screen.findByRole("table", { name: "Consignment requests" });
  const link = await within(table).findByRole("link", { name: REQUEST });
  expect(link).toHaveAttribute("href", `/consign/consign-offer-detail?consignNo=${REQUEST}`);
  expect(bodiesTo(post, "/api/consign/ina/page")[0]).toMatchObject({ list: "request", pageNo: 1 });
  // The request list has a single status: no tabs, no counts asked.
  expect(screen.queryByRole("radiogroup", { name: "Consignment status" })).toBeNull();
  expect(bodiesTo(post, "/api/consign/ina/counts")).toHaveLength(0);

  const row = link.closest("tr") as HTMLElement;
  expect(within(row).getByText("Bengkel Maju")).toBeInTheDocument();
  expect(within(row).getByText("Stock for the rainy season at our workshop")).toBeInTheDocument();
  expect(within(row).getByText("2 items")).toBeInTheDocument();
  expect(within(row).getByText("14 / -")).toBeInTheDocument();
  expect(within(row).getByText("Buyer apply")).toBeInTheDocument();
  expect(within(row).getByText("By 26 Nov 14:00")).toBeInTheDocument();

  expect(actionsOf(REQUEST).queryByRole("button", { name: "Arrange shipment" })).toBeNull();
  await user.click(actionsOf(REQUEST).getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(location()).toBe(`/consign/consign-confirm?consignNo=${REQUEST}`));
});

it("Reject asks for a reason the buyer reads (never empty, at least 10 characters) and sends it", async () => {
  const user = userEvent.setup();
  await renderView(<ConsignRequestListView />, {
    url: "/consign/consign-request-list",
    path: "/consign/consign-request-list",
    post,
  });
  await screen.findByRole("link", { name: REQUEST });
  const pages = bodiesTo(post, "/api/consign/ina/page").length;
  await user.click(actionsOf(REQUEST).getByRole("button", { name: "Reject" }));
  const dialog = await screen.findByRole("dialog", { name: `Reject request ${REQUEST}` });
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  expect(await within(dialog).findByText("Can not be empty")).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText("Reason"), "   no   ");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  expect(await within(dialog).findByText("At least 10 characters")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign/ina/reject")).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText("Reason"));
  await user.type(within(dialog).getByLabelText("Reason"), "  Out of stock until January  ");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/reject")).toEqual([
      { consignNo: REQUEST, reason: "Out of stock until January" },
    ]),
  );
  expect(await screen.findByText(`Request ${REQUEST} rejected`)).toBeInTheDocument();
  await waitFor(() => expect(bodiesTo(post, "/api/consign/ina/page").length).toBeGreaterThan(pages));
});

it("a refused reject shows the API's message and keeps the dialog open", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/page") return { pageCount: 1, rowCount: 1, data: rows, pageSize: 10 };
    if (path === "/api/consign/ina/reject")
      throw new ApiFailure(409, "This consignment cannot be processed now (status: Closed)");
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  await renderView(<ConsignRequestListView />, {
    url: "/consign/consign-request-list",
    path: "/consign/consign-request-list",
    post,
  });
  await screen.findByRole("link", { name: REQUEST });
  await user.click(actionsOf(REQUEST).getByRole("button", { name: "Reject" }));
  const dialog = await screen.findByRole("dialog", { name: `Reject request ${REQUEST}` });
  await user.type(within(dialog).getByLabelText("Reason"), "Out of stock until January");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  expect(await screen.findByText("This consignment cannot be processed now (status: Closed)")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: `Reject request ${REQUEST}` })).toBeInTheDocument();
});

it("the offer list asks for offers and leads to the detail only", async () => {
  rows = [
    consignRow("CSG-20261124-000002", {
      status: 2,
      statusName: "waitingConfirm",
      qtyOffer: 10,
      totalPrice: 1_080_000,
      edtInitialDays: 5,
    }),
  ];
  const user = userEvent.setup();
  await renderView(<ConsignOfferListView />, {
    url: "/consign/consign-offer-list",
    path: "/consign/consign-offer-list",
    post,
  });
  const table = await screen.findByRole("table", { name: "Consignment offers" });
  const row = (await within(table).findByRole("link", { name: "CSG-20261124-000002" })).closest("tr") as HTMLElement;
  expect(bodiesTo(post, "/api/consign/ina/page")[0]).toMatchObject({ list: "offer" });
  expect(within(row).getByText("14 / 10")).toBeInTheDocument();
  expect(within(row).getByText("Rp 1.080.000")).toBeInTheDocument();
  expect(within(row).getByText("5 + 0 days")).toBeInTheDocument();
  expect(within(row).getByText("Waiting confirm")).toBeInTheDocument();
  const actions = actionsOf("CSG-20261124-000002");
  expect(actions.queryByRole("button", { name: "Confirm" })).toBeNull();
  expect(actions.queryByRole("button", { name: "Reject" })).toBeNull();
  await user.click(actions.getByRole("button", { name: "Detail" }));
  await waitFor(() => expect(location()).toBe("/consign/consign-offer-detail?consignNo=CSG-20261124-000002"));
});

it("the order list has status tabs with counts, keeps tab and search in the URL, and arranges shipment", async () => {
  rows = ORDER_ROWS;
  const user = userEvent.setup();
  await renderView(<ConsignOrderListView />, {
    url: "/consign/consign-order-list",
    path: "/consign/consign-order-list",
    post,
  });
  const table = await screen.findByRole("table", { name: "Consignment orders" });
  await within(table).findByRole("link", { name: "CSG-20261120-000010" });
  expect(await screen.findByRole("radio", { name: /All\s*9/ })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /Waiting to be delivered\s*3/ })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /On delivery\s*2/ })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /Done\s*4/ })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /Closed\s*0/ })).toBeInTheDocument();
  expect(within(table).getByText("5 + 2 days")).toBeInTheDocument();

  expect(actionsOf("CSG-20261118-000007").queryByRole("button", { name: "Arrange shipment" })).toBeNull();
  await user.click(screen.getByRole("radio", { name: /On delivery/ }).closest("label")!);
  await waitFor(() => expect(location()).toBe("/consign/consign-order-list?status=4"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/page").at(-1)).toMatchObject({ list: "order", status: 4, pageNo: 1 }),
  );

  await user.type(screen.getByLabelText("Search"), "BRK-01");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(location()).toBe("/consign/consign-order-list?keyword=BRK-01&status=4"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/counts").at(-1)).toEqual({ list: "order", keyword: "BRK-01" }),
  );

  // The search's page is still loading (antd's Spin marks it aria-busy and takes pointer events from the table
  // while it spins); a user clicks the row once it has loaded.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  await user.click(actionsOf("CSG-20261120-000010").getByRole("button", { name: "Arrange shipment" }));
  await waitFor(() => expect(location()).toBe("/consign/shipment/shipment-operate/consign/CSG-20261120-000010"));
});

it("reads the search and creation days from the URL, and says when nothing matches", async () => {
  rows = [];
  await renderView(<ConsignOrderListView />, {
    url: "/consign/consign-order-list?keyword=Bengkel&from=2026-11-01&to=2026-11-24",
    path: "/consign/consign-order-list",
    post,
  });
  expect(await screen.findByText("No consignments match these filters.")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign/ina/page").at(-1)).toMatchObject({
    list: "order",
    keyword: "Bengkel",
    from: "2026-11-01",
    to: "2026-11-24",
  });
  expect(screen.getByLabelText("Search")).toHaveValue("Bengkel");
});

it("an empty request list says nothing waits for an offer", async () => {
  rows = [];
  await renderView(<ConsignRequestListView />, {
    url: "/consign/consign-request-list",
    path: "/consign/consign-request-list",
    post,
  });
  expect(await screen.findByText("No consignment requests waiting for your offer.")).toBeInTheDocument();
});
