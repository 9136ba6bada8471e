/**
 * Every control of the consignment screens is named (WCAG 2.1 "4.1.2 Name, Role, Value"): axe's serious and
 * critical findings on the order list, the offer form, the order detail with its EDT dialog, the shipment
 * page and the sell-through report, as in tests/ui/refunds (colour contrast needs a real browser: the e2e
 * audit covers it).
 */
import { beforeEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { sellThrough } from "../../../src/domain/consign";
import { ApiFailure } from "../../../src/providers/http";
import ConsignConfirmView from "../../../src/resources/consignments/consign-confirm";
import ConsignOrderDetailView from "../../../src/resources/consignments/consign-order-detail";
import ConsignOrderListView from "../../../src/resources/consignments/consign-order-list";
import SellThroughView from "../../../src/resources/consignments/sell-through";
import ConsignShipmentOperateView from "../../../src/resources/consignments/shipment-operate";
import { fakePost, renderView } from "../harness";
import { confirmedDetail, consignDetail, consignRow } from "./fixtures";

const post = fakePost();
const NO = "CSG-20261124-000001";
let status = 3;

beforeEach(() => {
  status = 3;
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/page")
      return {
        pageCount: 1,
        rowCount: 1,
        data: [consignRow(NO, { status: 3, statusName: "waitingDelivered", qtyOffer: 10, totalPrice: 1_080_000 })],
        pageSize: 10,
      };
    if (path === "/api/consign/ina/counts")
      return {
        lists: { request: 0, offer: 0, order: 1 },
        statuses: { buyerApply: 0, waitingConfirm: 0, waitingDelivered: 1, onDelivery: 0, done: 0, closed: 0 },
      };
    if (path === "/api/consign/ina/detail") return status === 1 ? consignDetail(NO) : confirmedDetail(NO);
    if (path === "/api/consign/ina/sellThrough")
      return {
        pageCount: 1,
        rowCount: 1,
        pageSize: 10,
        data: [
          {
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
            sellThrough: sellThrough(10, 4),
          },
        ],
      };
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

it("the order list has no serious or critical axe findings", async () => {
  await renderView(<ConsignOrderListView />, {
    url: "/consign/consign-order-list",
    path: "/consign/consign-order-list",
    post,
  });
  await screen.findByRole("link", { name: NO });
  expect(await violations()).toEqual([]);
});

it("the offer form has no serious or critical axe findings", async () => {
  status = 1;
  await renderView(<ConsignConfirmView />, {
    url: `/consign/consign-confirm?consignNo=${NO}`,
    path: "/consign/consign-confirm",
    post,
  });
  await screen.findByRole("table", { name: "Parts to offer" });
  expect(await violations()).toEqual([]);
});

it("the order detail and its EDT dialog have no serious or critical axe findings", async () => {
  const user = userEvent.setup();
  await renderView(<ConsignOrderDetailView />, {
    url: `/consign/consign-order-detail?consignNo=${NO}`,
    path: "/consign/consign-order-detail",
    post,
  });
  await screen.findByRole("table", { name: "Consignment parts" });
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Extend EDT" }));
  await screen.findByRole("dialog", { name: `Extend the EDT of ${NO}` });
  expect(await violations()).toEqual([]);
});

it("the shipment page and the sell-through report have no serious or critical axe findings", async () => {
  const view = await renderView(<ConsignShipmentOperateView />, {
    url: `/consign/shipment/shipment-operate/consign/${NO}`,
    path: "/consign/shipment/shipment-operate/consign/:id",
    post,
  });
  await screen.findByRole("article", { name: `Delivery note ${NO}` });
  expect(await violations()).toEqual([]);
  view.unmount();
  await renderView(<SellThroughView />, { url: "/consign/sell-through", path: "/consign/sell-through", post });
  await screen.findByText("Total of Bengkel Maju");
  expect(await violations()).toEqual([]);
});
