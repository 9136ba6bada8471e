/**
 * /order/shipment/shipment-operate/:id (spec §4 "shipment arrangement follows printing", §5 "Shipment":
 * courier, tracking number and photo required, sender name and phone required, pickup needs logistics and
 * the parcel's dimensions; §6 unpaid-goods note): the delivery order shows its POs with barcodes; the form
 * is disabled until Print marks the DO printed; pickup without dimensions is refused on the fields; the
 * body sent carries grams and whole centimetres.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import ShipmentOperateRoute from "../../../src/resources/orders/shipment-operate";
import type { DeliveryOrderDocument } from "../../../src/resources/orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { deliveryOrder } from "./fixtures";

const post = fakePost();
const DO_NO = "DO-20261124-000045";
let doc: DeliveryOrderDocument;
const print = vi.fn();

beforeEach(() => {
  doc = deliveryOrder(DO_NO, { unpaidGoodsWarning: true });
  post.mockReset();
  print.mockReset();
  vi.stubGlobal("print", print);
  post.mockImplementation(async (path) => {
    if (path === "/api/order/ina/deliveryOrder/detail") return doc;
    if (path === "/api/order/ina/deliveryOrder/print") {
      doc = { ...doc, printCount: doc.printCount + 1, printTime: "2026-11-24 10:00:00" };
      return { doNo: DO_NO };
    }
    if (path === "/api/store/ina/address/page")
      return {
        pageCount: 1,
        rowCount: 1,
        pageSize: 20,
        data: [{ id: 3, contactName: "Sari Gudang", contactPhone: "081377778888", isDefault: true }],
      };
    if (path === "/api/order/ina/deliveryOrder/ship") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  // The proof photo goes through the multipart upload (fetch), not the data provider.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const name = ((init.body as FormData).get("file") as File).name;
      return new Response(
        JSON.stringify({
          success: true,
          code: 200,
          message: "ok",
          data: {
            fileKey: `proof/${name}`,
            url: `/files/proof/${name}`,
            fileName: name,
            size: 2048,
            type: "image/png",
          },
        }),
        { headers: { "Content-Type": "application/json" } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const PICKUP_NEEDS = "Pickup needs the logistics company, weight, height, length and width";

it("prints the delivery order first, then refuses pickup without dimensions and sends grams and centimetres", async () => {
  const user = userEvent.setup();
  await renderView(<ShipmentOperateRoute />, {
    url: `/order/shipment/shipment-operate/${DO_NO}`,
    path: "/order/shipment/shipment-operate/:id",
    post,
  });
  const sheet = await screen.findByRole("article", { name: `Delivery order ${DO_NO}` }, { timeout: 5000 });
  expect(bodiesTo(post, "/api/order/ina/deliveryOrder/detail")).toEqual([{ doNo: DO_NO }]);
  for (const orderNo of ["ORD-20261124-000101", "ORD-20261124-000102"]) {
    const code = within(sheet).getByRole("img", { name: `Barcode of ${orderNo}` });
    expect(code.querySelectorAll("rect").length).toBeGreaterThan(10);
  }
  expect(within(sheet).getByText("Jl. Merdeka 10, Bandung 40111")).toBeInTheDocument();
  expect(within(sheet).getByText("Toko Suku Cadang Jaya")).toBeInTheDocument();
  const total = within(sheet).getByText("Total quantity").closest("tr") as HTMLElement;
  expect(within(total).getByText("7")).toBeInTheDocument();
  expect(
    screen.getByText("The platform bears no responsibility for unpaid goods shipped before the order status is paid."),
  ).toBeInTheDocument();

  // Before printing: the arrangement waits.
  expect(screen.getByText("Print the delivery order first: shipment is arranged after printing.")).toBeInTheDocument();
  const submit = () => screen.getByRole("button", { name: "Arrange shipment" });
  expect((submit() as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByLabelText("Courier name") as HTMLInputElement).disabled).toBe(true);

  // The label paper switches the page rule.
  await user.click(screen.getByText("Label 100 x 150 mm"));
  expect([...document.querySelectorAll("style")].some((s) => s.textContent?.includes("size: 100mm 150mm"))).toBe(true);

  await user.click(screen.getByRole("button", { name: /Print$/ }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/deliveryOrder/print")).toEqual([
      { orderNos: ["ORD-20261124-000101", "ORD-20261124-000102"] },
    ]),
  );
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));

  // Sender prefilled from the shop's default address.
  await waitFor(() => expect((screen.getByLabelText("Sender name") as HTMLInputElement).value).toBe("Sari Gudang"));
  expect((screen.getByLabelText("Sender phone") as HTMLInputElement).value).toBe("081377778888");

  await user.type(screen.getByLabelText("Courier name"), "Budi Kurir");
  await user.type(screen.getByLabelText("Tracking number"), "JNE-0012345");
  await user.click(submit());
  expect(await screen.findAllByText(PICKUP_NEEDS)).toHaveLength(5);
  const photo = screen.getByLabelText("Proof photo").closest(".ant-form-item") as HTMLElement;
  expect(within(photo).getByText("Can not be empty")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/order/ina/deliveryOrder/ship")).toHaveLength(0);

  await user.type(screen.getByLabelText("Logistics company"), "JNE Trucking");
  await user.type(screen.getByLabelText("Weight (kg)"), "2.5");
  await user.type(screen.getByLabelText("Length (cm)"), "40");
  await user.type(screen.getByLabelText("Width (cm)"), "30");
  await user.type(screen.getByLabelText("Height (cm)"), "20");
  await user.upload(
    screen.getByLabelText("Proof photo"),
    new File([new Uint8Array(2048)], "parcel.png", { type: "image/png" }),
  );
  await screen.findByRole("img", { name: "parcel.png" });
  await user.click(submit());
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/deliveryOrder/ship")).toEqual([
      {
        doNo: DO_NO,
        shipmentMethod: 1,
        logisticsName: "JNE Trucking",
        weightGrams: 2500,
        lengthCm: 40,
        widthCm: 30,
        heightCm: 20,
        courierName: "Budi Kurir",
        trackingNo: "JNE-0012345",
        proofPhoto: "proof/parcel.png",
        senderName: "Sari Gudang",
        senderPhone: "081377778888",
      },
    ]),
  );
  // Two orders on the DO: back to the list.
  await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/order/order-list"));
});

it("drop-off needs no dimensions", async () => {
  doc = deliveryOrder(DO_NO, {
    printCount: 1,
    printTime: "2026-11-24 10:00:00",
    orders: [deliveryOrder(DO_NO).orders[0]],
  });
  const user = userEvent.setup();
  await renderView(<ShipmentOperateRoute />, {
    url: `/order/shipment/shipment-operate/${DO_NO}`,
    path: "/order/shipment/shipment-operate/:id",
    post,
  });
  await screen.findByRole("article", { name: `Delivery order ${DO_NO}` }, { timeout: 5000 });
  expect(screen.queryByText(/unpaid goods/)).toBeNull();
  await user.click(screen.getByText("Drop-off"));
  expect(screen.queryByLabelText("Weight (kg)")).toBeNull();
  await user.type(screen.getByLabelText("Courier name"), "SiCepat");
  await user.type(screen.getByLabelText("Tracking number"), "SC123");
  await user.upload(
    screen.getByLabelText("Proof photo"),
    new File([new Uint8Array(2048)], "drop.png", { type: "image/png" }),
  );
  await screen.findByRole("img", { name: "drop.png" });
  await waitFor(() => expect((screen.getByLabelText("Sender name") as HTMLInputElement).value).toBe("Sari Gudang"));
  await user.click(screen.getByRole("button", { name: "Arrange shipment" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/deliveryOrder/ship")).toEqual([
      {
        doNo: DO_NO,
        shipmentMethod: 2,
        courierName: "SiCepat",
        trackingNo: "SC123",
        proofPhoto: "proof/drop.png",
        senderName: "Sari Gudang",
        senderPhone: "081377778888",
      },
    ]),
  );
  await waitFor(() =>
    expect(screen.getByTestId("location").textContent).toBe("/order/detail-confirm?orderNo=ORD-20261124-000101"),
  );
});
