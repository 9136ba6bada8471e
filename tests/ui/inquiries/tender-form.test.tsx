/**
 * /tend/addTend (spec §3 "Tender", §5 "Tender, consign, inquiry", §8 "Submit failed", "leaving a page warns
 * unsaved data is lost", §9 part readiness and the out-of-town minimum): the form prefilled from the shop's
 * matching products with a picker of the others, the live net price, every offer rule with its message, the
 * delivery-fee rules, 'Submit failed' for a row without part no and price, the body sent for Submit and Save
 * draft, a saved draft reopening with its offers, and the leave warning.
 */
import { beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import TenderFormView from "../../../src/resources/inquiries/tender-form";
import type { InquiryDetail } from "../../../src/resources/inquiries/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { inquiryDetail, prefill, tenderDetail } from "./fixtures";

const NO = "INQ-20261124-000001";
const TENDER = "/api/inquiry/ina/tender";
const post = fakePost();
let inquiry: InquiryDetail;

beforeEach(() => {
  inquiry = inquiryDetail(NO);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry/ina/detail") return inquiry;
    if (path === "/api/inquiry/ina/prefill") return prefill(NO);
    if (path === TENDER) return { tenderNo: "TND-20261124-000042" };
    if (path === "/api/tender/ina/detail") return tenderDetail("TND-20261124-000007");
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const open = async () => {
  const view = await renderView(<TenderFormView />, {
    url: `/tend/addTend?inquiryNo=${NO}`,
    path: "/tend/addTend",
    post,
  });
  await screen.findByRole("region", { name: "Offer 1 for Brake pad" }, { timeout: 5000 });
  return view;
};
const offer = (name: string) => within(screen.getByRole("region", { name }));
const pad = () => offer("Offer 1 for Brake pad");
const lamp = () => offer("Offer 1 for Head lamp");
const location = () => screen.getByTestId("location").textContent ?? "";

/** Opens the antd Select `combobox` and clicks the option titled `option`. */
async function choose(combobox: HTMLElement, option: string) {
  const user = userEvent.setup();
  await user.click(combobox);
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
      ),
    ].find((el) => el.getAttribute("title") === option);
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  await user.click(item);
}

async function fillShipping(fee: string) {
  const user = userEvent.setup();
  await choose(screen.getByRole("combobox", { name: "Shipping method" }), "Courier");
  const input = screen.getByLabelText("Delivery fee");
  await user.clear(input);
  await user.type(input, fee);
  await user.tab();
}

it("prefills each part from the first matching product, with a picker of the others and the live net price", async () => {
  await open();
  expect(pad().getByLabelText("Part no")).toHaveValue("044650K240");
  expect(pad().getByLabelText("Brand")).toHaveValue("Toyota");
  expect(pad().getByLabelText("Unit price")).toHaveValue("350.000");
  expect(pad().getByLabelText("Qty offer")).toHaveValue("2");
  expect(pad().getByLabelText("Unit")).toHaveValue("set");
  // 2 x Rp 350.000 less 10%.
  expect(pad().getByLabelText("Net price of Offer 1 for Brake pad")).toHaveTextContent("Rp 630.000");
  // No match for the head lamp: an empty offer asking the buyer's quantity.
  expect(lamp().getByLabelText("Part no")).toHaveValue("");
  expect(lamp().getByLabelText("Unit price")).toHaveValue("");
  expect(lamp().queryByRole("combobox", { name: /Fill offer/ })).toBeNull();

  await choose(
    pad().getByRole("combobox", { name: "Fill offer 1 for Brake pad from your product" }),
    "Kampas rem Aspira · BP2019AV · Rp 180.000 · stock 40 · fits the car",
  );
  expect(pad().getByLabelText("Part no")).toHaveValue("BP2019AV");
  expect(pad().getByLabelText("Brand")).toHaveValue("Aspira");
  expect(pad().getByLabelText("Estimated delivery")).toHaveValue("4");
  expect(pad().getByText("Central (4-7 days)")).toBeInTheDocument();
  expect(pad().getByLabelText("Net price of Offer 1 for Brake pad")).toHaveTextContent("Rp 360.000");

  const user = userEvent.setup();
  const qty = pad().getByLabelText("Qty offer");
  await user.clear(qty);
  await user.type(qty, "3");
  expect(pad().getByLabelText("Net price of Offer 1 for Brake pad")).toHaveTextContent("Rp 540.000");
  expect(screen.getByTestId("tender-total")).toHaveTextContent("Rp 540.000");
});

it("stops with 'Submit failed' when an offered part lacks both part no and unit price, sending nothing", async () => {
  const { toasts } = await open();
  await fillShipping("60000");
  await userEvent.click(screen.getByRole("button", { name: "Submit tender" }));
  await waitFor(() =>
    expect(toasts).toContainEqual({
      type: "error",
      message: "Submit failed: a product lacks its part no and unit price",
    }),
  );
  expect(await lamp().findByText("Part number is required")).toBeInTheDocument();
  expect(await lamp().findByText("Unit price is required")).toBeInTheDocument();
  expect(bodiesTo(post, TENDER)).toEqual([]);
});

it("checks the part number: letters and digits, and a reason once changed from the prefilled one", async () => {
  const user = userEvent.setup();
  await open();
  const partNo = pad().getByLabelText("Part no");
  await user.clear(partNo);
  await user.type(partNo, "0446-50K");
  await user.tab();
  expect(await pad().findByText("Part number: letters and digits only")).toBeInTheDocument();
  // A part number changed from the prefilled one asks a reason.
  await user.clear(partNo);
  await user.type(partNo, "044650K999");
  const reason = await pad().findByLabelText("Reason for the changed part no");
  expect(pad().getByText("Prefilled part no: 044650K240")).toBeInTheDocument();
  await user.type(reason, "ok");
  await user.tab();
  expect(await pad().findByText("Give a reason for modifying the part number")).toBeInTheDocument();
  await user.type(reason, " newer");
  await waitFor(() => expect(pad().queryByText("Give a reason for modifying the part number")).toBeNull());
  // Back to the prefilled number: no reason asked.
  await user.clear(partNo);
  await user.type(partNo, "044650K240");
  await waitFor(() => expect(pad().queryByLabelText("Reason for the changed part no")).toBeNull());
});

it("checks the quantity, estimated delivery, unit and brand with their messages", async () => {
  const user = userEvent.setup();
  await open();
  const qty = pad().getByLabelText("Qty offer");
  await user.clear(qty);
  await user.tab();
  expect(await pad().findByText("Qty offer is required")).toBeInTheDocument();
  const edt = pad().getByLabelText("Estimated delivery");
  await user.clear(edt);
  await user.type(edt, "9");
  await user.tab();
  expect(await pad().findByText("The estimated delivery does not fit the part status")).toBeInTheDocument();
  const unit = pad().getByLabelText("Unit");
  await user.clear(unit);
  await user.tab();
  expect(await pad().findByText("Unit is required")).toBeInTheDocument();
  // A brand or "no brand".
  const brand = pad().getByLabelText("Brand");
  await user.clear(brand);
  await user.tab();
  expect(await pad().findByText("Enter the brand or switch on No brand")).toBeInTheDocument();
  await user.click(pad().getByRole("switch", { name: "No brand" }));
  await waitFor(() => expect(pad().queryByText("Enter the brand or switch on No brand")).toBeNull());
  expect(brand).toBeDisabled();
});

it("asks the shipping method and holds the out-of-town minimum delivery fee unless shipment is free", async () => {
  const user = userEvent.setup();
  await open();
  expect(
    screen.getByText(
      "Out of town (your shop: Kota Jakarta Selatan, receiver: Kota Bandung): the delivery fee is at least Rp 50.000 unless shipment is free",
    ),
  ).toBeInTheDocument();
  await user.click(lamp().getByRole("button", { name: "Remove Offer 1 for Head lamp" }));
  await user.click(screen.getByRole("button", { name: "Submit tender" }));
  expect(await screen.findByText("Choose the shipping method")).toBeInTheDocument();
  expect(await screen.findByText("Delivery fee is required")).toBeInTheDocument();
  await fillShipping("20000");
  expect(await screen.findByText("Minimum delivery fee for out-of-town is Rp 50.000")).toBeInTheDocument();
  await user.click(screen.getByRole("switch", { name: "Free shipment" }));
  await waitFor(() => expect(screen.queryByText("Minimum delivery fee for out-of-town is Rp 50.000")).toBeNull());
  expect(screen.getByLabelText("Delivery fee")).toHaveValue("0");
  expect(screen.getByLabelText("Delivery fee")).toBeDisabled();
  expect(bodiesTo(post, TENDER)).toEqual([]);
});

it("submits the offered parts only (a part left unoffered sends nothing) and opens the new tender", async () => {
  const user = userEvent.setup();
  await open();
  await user.click(lamp().getByRole("button", { name: "Remove Offer 1 for Head lamp" }));
  expect(screen.getByText("Not offered: this part gets no offer from you.")).toBeInTheDocument();
  await fillShipping("60000");
  await user.type(screen.getByLabelText("Notes"), "Stock ready");
  expect(screen.getByTestId("tender-total")).toHaveTextContent("Rp 690.000");
  await user.click(screen.getByRole("button", { name: "Submit tender" }));
  await waitFor(() => expect(bodiesTo(post, TENDER)).toHaveLength(1));
  expect(bodiesTo(post, TENDER)[0]).toEqual({
    inquiryNo: NO,
    submit: true,
    offers: [
      {
        inquiryPartId: 11,
        itemId: 501,
        partNo: "044650K240",
        originalPartNo: "044650K240",
        partNoReason: "",
        brand: "Toyota",
        unitPrice: 350_000,
        quantity: 2,
        discountTenths: 100,
        partStatus: 1,
        estimatedDelivery: 1,
        estimatedDeliveryUnit: "day",
        deliveryLine: "",
        unit: "set",
        condition: 1,
        notes: "",
      },
    ],
    shippingMethod: "courier",
    deliveryFee: 60_000,
    freeShipment: false,
    notes: "Stock ready",
  });
  await waitFor(() => expect(location()).toBe("/tend/tenderManageDetail?tenderNo=TND-20261124-000042"));
});

it("saves a draft (submit false) and shows the API's field errors on their offer", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry/ina/detail") return inquiry;
    if (path === "/api/inquiry/ina/prefill") return prefill(NO);
    if (path === TENDER)
      throw new ApiFailure(400, "Invalid request", {
        errors: [{ path: "offers.0.unitPrice", message: "Unit price is required" }],
      });
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  const { toasts } = await open();
  await user.click(lamp().getByRole("button", { name: "Remove Offer 1 for Head lamp" }));
  await fillShipping("60000");
  await user.click(screen.getByRole("button", { name: "Save draft" }));
  await waitFor(() => expect(bodiesTo(post, TENDER)).toHaveLength(1));
  expect(bodiesTo(post, TENDER)[0]).toMatchObject({ submit: false });
  expect(await pad().findByText("Unit price is required")).toBeInTheDocument();
  expect(toasts).toContainEqual({ type: "error", message: "Invalid request" });
  expect(location()).toBe(`/tend/addTend?inquiryNo=${NO}`);
});

it("reopens a saved draft with its own offers", async () => {
  inquiry = inquiryDetail(NO, { tenderNo: "TND-20261124-000007", tenderStatus: 1, tenderStatusName: "unprocessed" });
  await open();
  expect(screen.getByText("Your draft TND-20261124-000007 is loaded: complete it and submit")).toBeInTheDocument();
  expect(pad().getByLabelText("Delivery line")).toHaveValue("JNE");
  expect(pad().getByLabelText("Estimated delivery")).toHaveValue("2");
  // The draft offers nothing for the head lamp.
  expect(screen.queryByRole("region", { name: "Offer 1 for Head lamp" })).toBeNull();
  expect(screen.getByLabelText("Delivery fee")).toHaveValue("50.000");
  expect(bodiesTo(post, "/api/tender/ina/detail")).toEqual([{ tenderNo: "TND-20261124-000007" }]);
});

it("shows why an inquiry cannot be tendered instead of the form", async () => {
  inquiry = inquiryDetail(NO, { canTender: false, passed: true, tenderRefusal: "inquiries:errors.passed" });
  await renderView(<TenderFormView />, { url: `/tend/addTend?inquiryNo=${NO}`, path: "/tend/addTend", post });
  expect(await screen.findByText("You cannot tender on this inquiry", {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText("You passed on this inquiry: undo the pass to tender")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Submit tender" })).toBeNull();
});

it("leaving with unsaved changes asks first; cancelling stays on the form", async () => {
  const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
  await open();
  await userEvent.type(pad().getByLabelText("Delivery line"), "JNE");
  await userEvent.click(screen.getByRole("link", { name: "leave" }));
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(location()).toBe(`/tend/addTend?inquiryNo=${NO}`);
  confirm.mockRestore();
});

it("refuses a tender offering no part at all", async () => {
  const user = userEvent.setup();
  const { toasts } = await open();
  await user.click(pad().getByRole("button", { name: "Remove Offer 1 for Brake pad" }));
  await user.click(lamp().getByRole("button", { name: "Remove Offer 1 for Head lamp" }));
  expect(screen.getAllByText("Not offered: this part gets no offer from you.")).toHaveLength(2);
  await user.click(screen.getByRole("button", { name: "Submit tender" }));
  await waitFor(() =>
    expect(toasts).toContainEqual({ type: "error", message: "At least one product must be offered" }),
  );
  expect(bodiesTo(post, TENDER)).toEqual([]);
  // Offering the part again starts from its first matching product.
  await user.click(screen.getByRole("button", { name: "Add an offer for Brake pad" }));
  expect(pad().getByLabelText("Part no")).toHaveValue("044650K240");
});
