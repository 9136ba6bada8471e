/**
 * /consign/sell-through (README choices; spec §1 stock placed with partners): per partner and product the
 * placed, sold, returned and on-hand quantities, the sold amount and the sell-through with a bar; each
 * partner's total row sums its products and recomputes the percentage; the search goes to the API and the URL.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sellThrough } from "../../../src/domain/consign";
import { ApiFailure } from "../../../src/providers/http";
import type { SellThroughRow } from "../../../src/resources/consignments/schema";
import SellThroughView, { withPartnerTotals } from "../../../src/resources/consignments/sell-through";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
const row = (over: Partial<SellThroughRow>): SellThroughRow => {
  const base = {
    buyerUserId: 7,
    buyerUserName: "buyer.workshop",
    buyerName: "Bengkel Maju",
    itemId: 11,
    partNo: "BRK-01",
    name: "Brake pad Avanza",
    placed: 10,
    sold: 4,
    returned: 1,
    onHand: 5,
    soldAmount: 600_000,
    ...over,
  };
  return { ...base, sellThrough: sellThrough(base.placed, base.sold) };
};
let rows: SellThroughRow[];

beforeEach(() => {
  rows = [
    row({}),
    row({
      itemId: 12,
      partNo: "OIL-02",
      name: "Oil filter Xenia",
      placed: 20,
      sold: 15,
      returned: 0,
      onHand: 5,
      soldAmount: 675_000,
    }),
    row({
      buyerUserId: 9,
      buyerUserName: "buyer.rental",
      buyerName: "Rental Jaya",
      placed: 3,
      sold: 0,
      returned: 0,
      onHand: 3,
      soldAmount: 0,
    }),
  ];
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/sellThrough")
      return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

it("sums each partner's rows and recomputes its sell-through", () => {
  const lines = withPartnerTotals(rows);
  expect(lines.map((l) => l.kind)).toEqual(["row", "row", "total", "row", "total"]);
  expect(lines[2]).toMatchObject({
    placed: 30,
    sold: 19,
    returned: 1,
    onHand: 10,
    soldAmount: 1_275_000,
    sellThrough: 633,
  });
  expect(lines[4]).toMatchObject({ buyerName: "Rental Jaya", placed: 3, sold: 0, sellThrough: 0 });
});

it("shows the figures per partner and product with bars, the partner totals, and searches", async () => {
  const user = userEvent.setup();
  await renderView(<SellThroughView />, { url: "/consign/sell-through", path: "/consign/sell-through", post });
  const table = await screen.findByRole("table", { name: "Sell-through per partner and product" });
  const pads = (await within(table).findByText("OIL-02")).closest("tr") as HTMLElement;
  expect(within(pads).getByText("Rp 675.000")).toBeInTheDocument();
  expect(within(pads).getByText("75%")).toBeInTheDocument();
  expect(within(pads).getByRole("progressbar", { name: "Sell-through Bengkel Maju OIL-02" })).toHaveAttribute(
    "aria-valuenow",
    "75",
  );
  const total = within(table).getByText("Total of Bengkel Maju").closest("tr") as HTMLElement;
  for (const figure of ["30", "19", "1", "10", "Rp 1.275.000", "63.3%"])
    expect(within(total).getByText(figure)).toBeInTheDocument();
  const rental = within(table).getByText("Total of Rental Jaya").closest("tr") as HTMLElement;
  expect(within(rental).getByText("0%")).toBeInTheDocument();
  expect(screen.getByText("3 rows")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign/ina/sellThrough")[0]).toEqual({ pageNo: 1, pageSize: 10 });

  await user.type(screen.getByLabelText("Search"), "Rental");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/consign/sell-through?keyword=Rental"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/sellThrough").at(-1)).toEqual({
      pageNo: 1,
      pageSize: 10,
      keyword: "Rental",
    }),
  );
});

it("says when nothing is placed, or nothing matches the search", async () => {
  rows = [];
  const view = await renderView(<SellThroughView />, {
    url: "/consign/sell-through",
    path: "/consign/sell-through",
    post,
  });
  expect(await screen.findByText("No consignment stock placed with partners yet.")).toBeInTheDocument();
  view.unmount();
  await renderView(<SellThroughView />, {
    url: "/consign/sell-through?keyword=XYZ",
    path: "/consign/sell-through",
    post,
  });
  expect(await screen.findByText("No partner stock matches this search.")).toBeInTheDocument();
});
