/**
 * /consign/consign-order-detail and consign-offer-detail (spec §2; §3 "Consign": consign no, buyer, EDT
 * initial and additional, reason, qty offer, total price; §5 "EDT extension: value not 0 and reason
 * required"): every field, the lines with amounts, the receiver, the shipment with its proof photo, the
 * history, the EDT extension dialog when the API allows it, and the seller moves as buttons.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import ConsignOfferDetailView from "../../../src/resources/consignments/consign-offer-detail";
import ConsignOrderDetailView from "../../../src/resources/consignments/consign-order-detail";
import type { ConsignDetail } from "../../../src/resources/consignments/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { confirmedDetail, consignDetail } from "./fixtures";

const post = fakePost();
const NO = "CSG-20261124-000001";
let detail: ConsignDetail;

beforeEach(() => {
  detail = confirmedDetail(NO);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/detail") return detail;
    if (path === "/api/consign/ina/extendEdt") {
      detail = { ...detail, edtAdditionalDays: detail.edtAdditionalDays + 3 };
      return null;
    }
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const renderOrder = () =>
  renderView(<ConsignOrderDetailView />, {
    url: `/consign/consign-order-detail?consignNo=${NO}`,
    path: "/consign/consign-order-detail",
    post,
  });
const location = () => screen.getByTestId("location").textContent;
const field = (label: string) =>
  screen.getByText(label, { selector: ".ant-descriptions-item-label" }).nextElementSibling as HTMLElement;

it("shows every field, the lines with amounts, the receiver and the history", async () => {
  await renderOrder();
  const lines = await screen.findByRole("table", { name: "Consignment parts" });
  expect(bodiesTo(post, "/api/consign/ina/detail")).toEqual([{ consignNo: NO }]);
  expect(screen.getAllByText("Waiting to be delivered").length).toBeGreaterThan(0);
  expect(field("Buyer")).toHaveTextContent("Bengkel Maju (buyer.workshop)");
  expect(field("Reason")).toHaveTextContent("Stock for the rainy season at our workshop");
  expect(field("Qty offer")).toHaveTextContent("10");
  expect(field("Total price")).toHaveTextContent("Rp 1.080.000");
  expect(field("Initial EDT (days)")).toHaveTextContent("5");
  expect(field("Additional EDT (days)")).toHaveTextContent("2");
  expect(field("Total EDT")).toHaveTextContent("7 days");
  expect(field("EDT extension reason")).toHaveTextContent("Waiting for the supplier's truck");
  expect(field("Address")).toHaveTextContent("Jl. Merdeka 10, Bandung 40111");
  expect(field("Buyer confirmed")).toHaveTextContent("2026-11-24 12:00:00");
  const pads = within(lines).getByText("BRK-01").closest("tr") as HTMLElement;
  expect(within(pads).getByText("Rp 150.000")).toBeInTheDocument();
  expect(within(pads).getByText("Rp 900.000")).toBeInTheDocument();
  expect(screen.getByText("Not shipped yet.")).toBeInTheDocument();
  expect(screen.getByText("Buyer confirmed the offer")).toBeInTheDocument();
  expect(screen.getByText("2026-11-24 13:00:00 · seller.active")).toBeInTheDocument();
});

it("extends the EDT with days above 0 and a reason, then shows the new figure", async () => {
  const user = userEvent.setup();
  await renderOrder();
  const actions = within(await screen.findByRole("group", { name: `Actions for ${NO}` }));
  await user.click(actions.getByRole("button", { name: "Extend EDT" }));
  const dialog = await screen.findByRole("dialog", { name: `Extend the EDT of ${NO}` });
  await user.type(within(dialog).getByLabelText("Additional days"), "0");
  await user.click(within(dialog).getByRole("button", { name: "Extend" }));
  expect(await within(dialog).findByText("At least 1")).toBeInTheDocument();
  expect(await within(dialog).findByText("Can not be empty")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign/ina/extendEdt")).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText("Additional days"));
  await user.type(within(dialog).getByLabelText("Additional days"), "3");
  await user.type(within(dialog).getByLabelText("Reason"), "The courier is fully booked");
  await user.click(within(dialog).getByRole("button", { name: "Extend" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/extendEdt")).toEqual([
      { consignNo: NO, days: 3, reason: "The courier is fully booked" },
    ]),
  );
  expect(await screen.findByText(`EDT of ${NO} extended`)).toBeInTheDocument();
  await waitFor(() => expect(field("Additional EDT (days)")).toHaveTextContent("5"));
});

it("Arrange shipment opens the shipment page; a shipped consignment shows courier, tracking no and photo", async () => {
  const user = userEvent.setup();
  const view = await renderOrder();
  const actions = within(await screen.findByRole("group", { name: `Actions for ${NO}` }));
  await user.click(actions.getByRole("button", { name: "Arrange shipment" }));
  await waitFor(() => expect(location()).toBe(`/consign/shipment/shipment-operate/consign/${NO}`));
  view.unmount();

  detail = confirmedDetail(NO, {
    status: 4,
    statusName: "onDelivery",
    courier: "JNE",
    trackingNo: "JNE-0012345",
    proofPhotoUrl: "https://files.example/consign/proof.jpg",
    shipTime: "2026-11-25 09:00:00",
    moves: [],
    canExtendEdt: false,
  });
  await renderOrder();
  expect(await screen.findByText("JNE-0012345")).toBeInTheDocument();
  expect(field("Courier")).toHaveTextContent("JNE");
  expect(screen.getByRole("img", { name: `Shipment proof photo of ${NO}` })).toBeInTheDocument();
  const group = within(screen.getByRole("group", { name: `Actions for ${NO}` }));
  expect(group.queryByRole("button", { name: "Arrange shipment" })).toBeNull();
  expect(group.queryByRole("button", { name: "Extend EDT" })).toBeNull();
});

it("a request on the offer detail offers Confirm and Reject, and shows its deadline", async () => {
  detail = consignDetail(NO);
  const user = userEvent.setup();
  await renderView(<ConsignOfferDetailView />, {
    url: `/consign/consign-offer-detail?consignNo=${NO}`,
    path: "/consign/consign-offer-detail",
    post,
  });
  const actions = within(await screen.findByRole("group", { name: `Actions for ${NO}` }));
  expect(screen.getByText("By 26 Nov 14:00")).toBeInTheDocument();
  expect(field("Total price")).toHaveTextContent("-");
  expect(actions.getByRole("button", { name: "Reject" })).toBeInTheDocument();
  await user.click(actions.getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(location()).toBe(`/consign/consign-confirm?consignNo=${NO}`));
});

it("without the authorities the moves are not offered", async () => {
  await renderView(<ConsignOrderDetailView />, {
    url: `/consign/consign-order-detail?consignNo=${NO}`,
    path: "/consign/consign-order-detail",
    post,
    granted: ["consignments.list", "consignments.show"],
  });
  const group = within(await screen.findByRole("group", { name: `Actions for ${NO}` }));
  await screen.findByRole("table", { name: "Consignment parts" });
  expect(group.queryByRole("button", { name: "Arrange shipment" })).toBeNull();
  expect(group.queryByRole("button", { name: "Extend EDT" })).toBeNull();
});
