/**
 * /consign/consign-confirm?consignNo= (spec §2 consign-confirm; §5 "Tender, consign, inquiry": qty offer and
 * unit price required, at least one product offered; "Consign needs at least 1 item"): each line offers what
 * was asked within the shop's stock; the total follows the quantities and prices as they are typed (rupiah
 * with dot thousands); a quantity above the stock, a missing price, a missing EDT and an offer of nothing are
 * refused before any call; a line at 0 is dropped from the body; a 409 insufficientStock names the part.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import ConsignConfirmView from "../../../src/resources/consignments/consign-confirm";
import type { ConsignDetail } from "../../../src/resources/consignments/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { consignDetail } from "./fixtures";

const post = fakePost();
const NO = "CSG-20261124-000001";
let detail: ConsignDetail;

beforeEach(() => {
  detail = consignDetail(NO);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/detail") return detail;
    if (path === "/api/consign/ina/offer") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async (url = `/consign/consign-confirm?consignNo=${NO}`) => {
  const view = await renderView(<ConsignConfirmView />, { url, path: "/consign/consign-confirm", post });
  await screen.findByRole("table", { name: "Parts to offer" });
  return view;
};
const qty = (partNo: string) => screen.getByLabelText(`Qty offer for ${partNo}`);
const price = (partNo: string) => screen.getByLabelText(`Unit price for ${partNo}`);
const itemOf = (input: HTMLElement) => input.closest(".ant-form-item") as HTMLElement;
const location = () => screen.getByTestId("location").textContent;

it("offers what was asked within the shop's stock, totals live, and sends the offer", async () => {
  const user = userEvent.setup();
  await render();
  expect(bodiesTo(post, "/api/consign/ina/detail")).toEqual([{ consignNo: NO }]);
  expect(screen.getByText("Stock for the rainy season at our workshop")).toBeInTheDocument();
  expect(
    screen.getByText(
      "Offer at least 1 item. A quantity of 0 drops the line; a quantity cannot be more than the shop's stock.",
    ),
  ).toBeInTheDocument();
  // 10 pads asked, 6 in stock: 6 offered; 4 filters asked, 50 in stock: 4 offered.
  expect(qty("BRK-01")).toHaveValue("6");
  expect(qty("OIL-02")).toHaveValue("4");
  expect(screen.getByText("Total price: Rp 0")).toBeInTheDocument();

  await user.type(price("BRK-01"), "150000");
  expect(price("BRK-01")).toHaveValue("150.000");
  expect(await screen.findByText("Total price: Rp 900.000")).toBeInTheDocument();
  await user.type(price("OIL-02"), "45000");
  expect(await screen.findByText("Total price: Rp 1.080.000")).toBeInTheDocument();
  await user.clear(qty("OIL-02"));
  await user.type(qty("OIL-02"), "2");
  expect(await screen.findByText("Total price: Rp 990.000")).toBeInTheDocument();
  expect(screen.getByText("Rp 90.000")).toBeInTheDocument();

  await user.type(screen.getByLabelText("Initial EDT (days)"), "5");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/offer")).toEqual([
      {
        consignNo: NO,
        items: [
          { itemId: 11, qtyOffer: 6, unitPrice: 150_000 },
          { itemId: 12, qtyOffer: 2, unitPrice: 45_000 },
        ],
        edtInitialDays: 5,
      },
    ]),
  );
  expect(await screen.findByText(`Offer for ${NO} sent to the buyer`)).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe(`/consign/consign-offer-detail?consignNo=${NO}`));
});

it("refuses a quantity above the stock, a missing price and a missing EDT before any call", async () => {
  const user = userEvent.setup();
  await render();
  await user.clear(qty("BRK-01"));
  await user.type(qty("BRK-01"), "7");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  expect(await within(itemOf(qty("BRK-01"))).findByText("At most 6 (the shop's stock)")).toBeInTheDocument();
  expect(await within(itemOf(price("BRK-01"))).findByText("Can not be empty")).toBeInTheDocument();
  expect(await within(itemOf(price("OIL-02"))).findByText("Can not be empty")).toBeInTheDocument();
  expect(
    await within(itemOf(screen.getByLabelText("Initial EDT (days)"))).findByText("Can not be empty"),
  ).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign/ina/offer")).toHaveLength(0);
});

it("a line at 0 is dropped and needs no price; offering nothing shows the rule", async () => {
  const user = userEvent.setup();
  await render();
  await user.clear(qty("OIL-02"));
  await user.type(qty("OIL-02"), "0");
  const row = qty("OIL-02").closest("tr") as HTMLElement;
  expect(await within(row).findByText("Dropped")).toBeInTheDocument();
  expect(screen.getByText("1 of 2 lines offered")).toBeInTheDocument();
  await user.type(price("BRK-01"), "150000");
  await user.type(screen.getByLabelText("Initial EDT (days)"), "3");
  await user.clear(qty("BRK-01"));
  await user.type(qty("BRK-01"), "0");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  expect(await screen.findByText("A consignment needs at least 1 item")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign/ina/offer")).toHaveLength(0);

  await user.clear(qty("BRK-01"));
  await user.type(qty("BRK-01"), "3");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/offer")).toEqual([
      { consignNo: NO, items: [{ itemId: 11, qtyOffer: 3, unitPrice: 150_000 }], edtInitialDays: 3 },
    ]),
  );
});

it("a 409 insufficient stock shows the API's message naming the part and marks its line", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/detail") return detail;
    if (path === "/api/consign/ina/offer")
      throw new ApiFailure(409, "Not enough shop stock for BRK-01", { partNo: "BRK-01" });
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  await render();
  await user.type(price("BRK-01"), "150000");
  await user.type(price("OIL-02"), "45000");
  await user.type(screen.getByLabelText("Initial EDT (days)"), "5");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  // Once above the form, once on the line.
  await waitFor(() => expect(screen.getAllByText("Not enough shop stock for BRK-01")).toHaveLength(2));
  expect(within(itemOf(qty("BRK-01"))).getByText("Not enough shop stock for BRK-01")).toBeInTheDocument();
  expect(location()).toBe(`/consign/consign-confirm?consignNo=${NO}`);
});

it("a consignment no longer waiting for an offer shows no form", async () => {
  detail = consignDetail(NO, { status: 6, statusName: "closed", moves: [] });
  await renderView(<ConsignConfirmView />, {
    url: `/consign/consign-confirm?consignNo=${NO}`,
    path: "/consign/consign-confirm",
    post,
  });
  expect(await screen.findByText("This consignment is no longer waiting for an offer.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Send offer" })).toBeNull();
});

it("a malformed consign no asks nothing", async () => {
  await renderView(<ConsignConfirmView />, {
    url: "/consign/consign-confirm?consignNo=nope",
    path: "/consign/consign-confirm",
    post,
  });
  expect(await screen.findByText("No consignment chosen")).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});
