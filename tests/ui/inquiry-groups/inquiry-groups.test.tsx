/**
 * Inquiry order groups (spec §2 /tend inquiryordergroup, shipment/shipment-operate/inquiryGroup/{id},
 * multiple-po-single-do; §4 group tabs "0 unconfirmed, 1 awaiting payment, 2 ready to ship, 3 shipped, 4 done";
 * §5 "At least 1 multiple PO must be chosen for a multiple print"): the tabs with counts in the URL, a ready
 * group's one delivery order for all its POs printed and shipped together, and the choice of one buyer's paid
 * POs for one DO.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import InquiryGroupListRoute from "../../../src/resources/inquiry-groups/list";
import MultiplePoRoute from "../../../src/resources/inquiry-groups/multiple-po";
import GroupShipmentOperateRoute from "../../../src/resources/inquiry-groups/shipment-operate";
import type { InquiryGroupDetail } from "../../../src/resources/inquiry-groups/schema";
import type { DeliveryOrderDocument } from "../../../src/resources/orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { inquiryRow } from "../inquiry-orders/fixtures";
import { deliveryOrder } from "../orders/fixtures";
import { GROUP_NO, PO_A, PO_B, groupDetail, groupRow } from "./fixtures";

const post = fakePost();
const DO_NO = "DO-20261124-000077";
const location = () => screen.getByTestId("location").textContent;

describe("/tend/inquiryordergroup", () => {
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === "/api/inquiry-group/ina/page")
        return { pageCount: 1, rowCount: 1, data: [groupRow()], pageSize: 10 };
      if (path === "/api/inquiry-group/ina/counts") return { 0: 2, 1: 4, 2: 1, 3: 6, 4: 12 };
      throw new ApiFailure(500, `unexpected ${path}`);
    });
  });

  it("shows the group tabs with counts, keeps the tab in the URL, and opens a ready group's shipment", async () => {
    const user = userEvent.setup();
    await renderView(<InquiryGroupListRoute />, {
      url: "/tend/inquiryordergroup",
      path: "/tend/inquiryordergroup",
      post,
    });
    const table = await screen.findByRole("table", { name: "Inquiry order groups" }, { timeout: 5000 });
    await within(table).findByText(GROUP_NO);
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      "Unconfirmed 2",
      "Awaiting payment 4",
      "Ready to ship 1",
      "Shipped 6",
      "Done 12",
    ]);
    expect(bodiesTo(post, "/api/inquiry-group/ina/page")[0]).toMatchObject({ tab: 0, pageNo: 1 });
    expect(within(table).getByRole("link", { name: PO_A })).toHaveAttribute("href", `/tend/get-detail?orderNo=${PO_A}`);

    await user.click(screen.getByRole("radio", { name: /Ready to ship/ }).closest("label")!);
    await waitFor(() => expect(location()).toBe("/tend/inquiryordergroup?tab=2"));
    await waitFor(() => expect(bodiesTo(post, "/api/inquiry-group/ina/page").at(-1)).toMatchObject({ tab: 2 }));
    await user.click(within(table).getByRole("button", { name: "Arrange shipment" }));
    await waitFor(() => expect(location()).toBe(`/tend/shipment/shipment-operate/inquiryGroup/${GROUP_NO}`));
  });
});

describe("/tend/shipment/shipment-operate/inquiryGroup/:id", () => {
  let group: InquiryGroupDetail;
  let doc: DeliveryOrderDocument;
  const print = vi.fn();
  beforeEach(() => {
    group = groupDetail();
    doc = deliveryOrder(DO_NO, {
      orders: [
        { orderNo: PO_A, orderTime: "2026-11-24 08:00:00", status: 1, paymentMethod: 1 },
        { orderNo: PO_B, orderTime: "2026-11-24 08:00:00", status: 1, paymentMethod: 1 },
      ],
    });
    print.mockReset();
    vi.stubGlobal("print", print);
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === "/api/inquiry-group/ina/detail") return group;
      if (path === "/api/inquiry-group/ina/deliveryOrder/print") {
        doc = { ...doc, printCount: doc.printCount + 1, printTime: "2026-11-24 10:00:00" };
        return { doNo: DO_NO };
      }
      if (path === "/api/inquiry-group/ina/deliveryOrder/detail") return doc;
      if (path === "/api/store/ina/address/page") return { pageCount: 1, rowCount: 0, pageSize: 20, data: [] };
      throw new ApiFailure(500, `unexpected ${path}`);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("creates one delivery order for every PO of the group, then prints it through the group endpoints", async () => {
    const user = userEvent.setup();
    await renderView(<GroupShipmentOperateRoute />, {
      url: `/tend/shipment/shipment-operate/inquiryGroup/${GROUP_NO}`,
      path: "/tend/shipment/shipment-operate/inquiryGroup/:id",
      post,
    });
    const create = await screen.findByRole("button", { name: "Create delivery order" }, { timeout: 5000 });
    expect(bodiesTo(post, "/api/inquiry-group/ina/detail")).toEqual([{ groupNo: GROUP_NO }]);
    expect(
      screen.getByText("Every PO is paid: create one delivery order for the 2 POs of this group."),
    ).toBeInTheDocument();
    await user.click(create);
    await waitFor(() =>
      expect(bodiesTo(post, "/api/inquiry-group/ina/deliveryOrder/print")).toEqual([{ orderNos: [PO_A, PO_B] }]),
    );
    const sheet = await screen.findByRole("article", { name: `Delivery order ${DO_NO}` });
    expect(bodiesTo(post, "/api/inquiry-group/ina/deliveryOrder/detail")).toEqual([{ doNo: DO_NO }]);
    for (const orderNo of [PO_A, PO_B]) expect(within(sheet).getByText(orderNo)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Print$/ }));
    await waitFor(() => expect(bodiesTo(post, "/api/inquiry-group/ina/deliveryOrder/print")).toHaveLength(2));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Arrange shipment" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("a group whose POs share a DO opens it at once; an unpaid group cannot ship yet", async () => {
    group = groupDetail({
      orders: groupRow().orders.map((o) => ({ ...o, doNo: DO_NO })),
    });
    const view = await renderView(<GroupShipmentOperateRoute />, {
      url: `/tend/shipment/shipment-operate/inquiryGroup/${GROUP_NO}`,
      path: "/tend/shipment/shipment-operate/inquiryGroup/:id",
      post,
    });
    await screen.findByRole("article", { name: `Delivery order ${DO_NO}` }, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: "Create delivery order" })).toBeNull();
    view.unmount();

    group = groupDetail({ readyToShip: false, tab: 1 });
    await renderView(<GroupShipmentOperateRoute />, {
      url: `/tend/shipment/shipment-operate/inquiryGroup/${GROUP_NO}`,
      path: "/tend/shipment/shipment-operate/inquiryGroup/:id",
      post,
    });
    expect(
      await screen.findByText("The group ships once every PO is paid.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create delivery order" })).toBeNull();
  });
});

describe("/tend/multiple-po-single-do", () => {
  const CANDIDATES = [
    inquiryRow(PO_A, { status: 1, statusName: "waitingDelivery" }),
    inquiryRow(PO_B, { status: 1, statusName: "waitingDelivery" }),
    inquiryRow("ORD-20261124-000303", {
      status: 1,
      statusName: "waitingDelivery",
      buyerUserName: "bengkel.maju",
      buyerName: "Bengkel Maju",
    }),
  ];
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path, body) => {
      if (path === "/api/inquiry-group/ina/candidates") {
        const buyer = (body as { buyerUserName?: string }).buyerUserName;
        return CANDIDATES.filter((c) => !buyer || c.buyerUserName === buyer);
      }
      if (path === "/api/inquiry-group/ina/deliveryOrder/print") return { doNo: DO_NO };
      throw new ApiFailure(500, `unexpected ${path}`);
    });
  });

  it("needs at least one PO, one buyer only, then prints one DO for the chosen POs and opens it", async () => {
    const user = userEvent.setup();
    await renderView(<MultiplePoRoute />, {
      url: "/tend/multiple-po-single-do",
      path: "/tend/multiple-po-single-do",
      post,
    });
    const table = await screen.findByRole(
      "table",
      { name: "Paid inquiry POs without a delivery order" },
      { timeout: 5000 },
    );
    await within(table).findByText("ORD-20261124-000303");

    await user.click(screen.getByRole("button", { name: "Print one DO (0)" }));
    expect(await screen.findByText("At least 1 PO must be chosen")).toBeInTheDocument();
    expect(bodiesTo(post, "/api/inquiry-group/ina/deliveryOrder/print")).toHaveLength(0);

    await user.click(within(table).getByRole("checkbox", { name: `Select order ${PO_A}` }));
    await user.click(within(table).getByRole("checkbox", { name: "Select order ORD-20261124-000303" }));
    expect(screen.getByText(/One delivery order is for one buyer/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Print one DO (2)" }));
    expect(bodiesTo(post, "/api/inquiry-group/ina/deliveryOrder/print")).toHaveLength(0);

    // Narrowing to one buyer clears the choice and asks for that buyer's POs.
    await user.click(screen.getByRole("combobox", { name: "Buyer" }));
    await user.click(await screen.findByTitle("Asuransi Sinar (asuransi.sinar)"));
    await waitFor(() =>
      expect(bodiesTo(post, "/api/inquiry-group/ina/candidates").at(-1)).toEqual({ buyerUserName: "asuransi.sinar" }),
    );
    await waitFor(() => expect(within(table).queryByText("ORD-20261124-000303")).toBeNull());
    await user.click(within(table).getByRole("checkbox", { name: `Select order ${PO_A}` }));
    await user.click(within(table).getByRole("checkbox", { name: `Select order ${PO_B}` }));
    await user.click(screen.getByRole("button", { name: "Print one DO (2)" }));
    await waitFor(() =>
      expect(bodiesTo(post, "/api/inquiry-group/ina/deliveryOrder/print")).toEqual([{ orderNos: [PO_A, PO_B] }]),
    );
    await waitFor(() => expect(location()).toBe(`/tend/shipment/shipment-operate/inquiry/${DO_NO}`));
  });
});
