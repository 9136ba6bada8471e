/**
 * /tend/tender, tender management (spec §2 tender, §4 tender statuses): a tab per status with its count, the
 * filters kept in the URL and sent, rows with the inquiry, car, status, total, the deadline while the tender
 * may change, the owner and the inquiry order once purchased.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import TenderListView from "../../../src/resources/tenders/list";
import { bodiesTo, fakePost, renderView } from "../harness";
import { tenderRow } from "../inquiries/fixtures";

const post = fakePost();
const PAGE = "/api/tender/ina/page";
const ROWS = [
  tenderRow("TND-20261124-000001"),
  tenderRow("TND-20261124-000002", {
    inquiryNo: "INQ-20261124-000005",
    status: 5,
    statusName: "purchased",
    total: 1_250_000,
    orderNo: "PO-20261124-000031",
    moves: [],
  }),
];
const COUNTS = {
  all: 20,
  unprocessed: 1,
  wait: 4,
  tended: 2,
  waitPurchase: 1,
  purchased: 7,
  notPurchased: 3,
  cancelled: 1,
  expired: 1,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === PAGE) return { pageCount: 1, rowCount: ROWS.length, data: ROWS, pageSize: 10 };
    if (path === "/api/tender/ina/counts") return COUNTS;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async (url = "/tend/tender") => {
  await renderView(<TenderListView />, { url, path: "/tend/tender", post });
  await screen.findByRole("link", { name: "TND-20261124-000001" }, { timeout: 5000 });
};
const rowOf = (tenderNo: string) => within(screen.getByRole("link", { name: tenderNo }).closest("tr") as HTMLElement);
const location = () => screen.getByTestId("location").textContent ?? "";

it("shows a tab per status with counts and each tender's inquiry, status, total, deadline, owner and order", async () => {
  await render();
  expect(screen.getByRole("radio", { name: /All\s*20/ })).toBeChecked();
  for (const [name, n] of [
    ["Unprocessed", 1],
    ["Wait", 4],
    ["Tended", 2],
    ["Wait to be purchased", 1],
    ["Purchased", 7],
    ["Not purchased", 3],
    ["Cancelled", 1],
    ["Expired", 1],
  ] as const)
    expect(screen.getByRole("radio", { name: new RegExp(`^${name}\\s*${n}$`) })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "TND-20261124-000001" })).toHaveAttribute(
    "href",
    "/tend/tenderManageDetail?tenderNo=TND-20261124-000001",
  );
  const open = rowOf("TND-20261124-000001");
  expect(open.getByRole("link", { name: "INQ-20261124-000001" })).toHaveAttribute(
    "href",
    "/tend/inquirydetail?inquiryNo=INQ-20261124-000001",
  );
  expect(open.getByText("Toyota Avanza 2019")).toBeInTheDocument();
  expect(open.getByText("Wait")).toBeInTheDocument();
  expect(open.getByText("Rp 680.000")).toBeInTheDocument();
  expect(open.getByText("2 offers")).toBeInTheDocument();
  expect(open.getByText("Under 12 hours")).toBeInTheDocument();
  expect(open.getByText("sales.budi")).toBeInTheDocument();
  const bought = rowOf("TND-20261124-000002");
  expect(bought.getByText("Purchased")).toBeInTheDocument();
  // No countdown once the tender is final.
  expect(bought.queryByRole("timer")).toBeNull();
  expect(bought.getByRole("link", { name: "PO-20261124-000031" })).toHaveAttribute(
    "href",
    "/tend/get-detail?orderNo=PO-20261124-000031",
  );
});

it("keeps the tab and search in the URL and sends them", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(screen.getByRole("radio", { name: /^Wait\s*4$/ }).closest("label") as HTMLElement);
  await waitFor(() => expect(location()).toBe("/tend/tender?tab=wait"));
  await user.type(screen.getByLabelText("Search"), "B 1234");
  await user.click(screen.getByRole("button", { name: /Search/ }));
  await waitFor(() => expect(location()).toBe("/tend/tender?tab=wait&keyword=B+1234"));
  await waitFor(() =>
    expect(bodiesTo(post, PAGE).at(-1)).toEqual({ pageNo: 1, pageSize: 10, tab: "wait", keyword: "B 1234" }),
  );
  expect(bodiesTo(post, "/api/tender/ina/counts").at(-1)).toEqual({ keyword: "B 1234" });
});

it("reads the state of a shared link", async () => {
  await render("/tend/tender?tab=purchased&from=2026-11-01&to=2026-11-24");
  expect(screen.getByRole("radio", { name: /^Purchased\s*7$/ })).toBeChecked();
  expect(bodiesTo(post, PAGE)[0]).toEqual({
    pageNo: 1,
    pageSize: 10,
    tab: "purchased",
    from: "2026-11-01",
    to: "2026-11-24",
  });
});
