/**
 * /consign/shipment/shipment-operate/consign/:id (spec §2; §5 "Shipment: courier, tracking number and photo
 * required"): the printable delivery note lists the offered lines and their total quantity and prints;
 * Ship is refused on the fields until courier, tracking no and proof photo are given, then sends them and
 * opens the order detail.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import ConsignShipmentOperateView from "../../../src/resources/consignments/shipment-operate";
import type { ConsignDetail } from "../../../src/resources/consignments/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { confirmedDetail } from "./fixtures";

const post = fakePost();
const NO = "CSG-20261120-000010";
const print = vi.fn();
let detail: ConsignDetail;

beforeEach(() => {
  detail = confirmedDetail(NO, {
    items: [
      ...confirmedDetail(NO).items,
      {
        itemId: 13,
        partNo: "SPK-03",
        name: "Spark plug",
        picture: null,
        qtyRequest: 2,
        qtyOffer: 0,
        unitPrice: 20_000,
        amount: 0,
        shopStock: 9,
      },
    ],
  });
  post.mockReset();
  print.mockReset();
  vi.stubGlobal("print", print);
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/detail") return detail;
    if (path === "/api/consign/ina/ship") return null;
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

const render = (id = NO) =>
  renderView(<ConsignShipmentOperateView />, {
    url: `/consign/shipment/shipment-operate/consign/${id}`,
    path: "/consign/shipment/shipment-operate/consign/:id",
    post,
  });
const itemOf = (label: string) => screen.getByLabelText(label).closest(".ant-form-item") as HTMLElement;

it("prints a delivery note of the offered lines", async () => {
  const user = userEvent.setup();
  await render();
  const note = await screen.findByRole("article", { name: `Delivery note ${NO}` });
  expect(bodiesTo(post, "/api/consign/ina/detail")).toEqual([{ consignNo: NO }]);
  expect(within(note).getByText("Andi Bengkel")).toBeInTheDocument();
  expect(within(note).getByText("Jl. Merdeka 10, Bandung 40111")).toBeInTheDocument();
  expect(within(note).getByText("BRK-01")).toBeInTheDocument();
  // A line offered at 0 does not ship.
  expect(within(note).queryByText("SPK-03")).toBeNull();
  const total = within(note).getByText("Total quantity").closest("tr") as HTMLElement;
  expect(within(total).getByText("10")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: /Print delivery note/ }));
  expect(print).toHaveBeenCalledTimes(1);
});

it("refuses Ship without courier, tracking no and photo, then ships and opens the detail", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByRole("article", { name: `Delivery note ${NO}` });
  const ship = screen.getByRole("button", { name: "Ship" });
  await user.click(ship);
  expect(await within(itemOf("Courier")).findByText("Can not be empty")).toBeInTheDocument();
  expect(within(itemOf("Tracking no")).getByText("Can not be empty")).toBeInTheDocument();
  expect(within(itemOf("Proof photo")).getByText("Can not be empty")).toBeInTheDocument();

  await user.type(screen.getByLabelText("Courier"), "JNE");
  await user.type(screen.getByLabelText("Tracking no"), "JNE 001");
  await user.click(ship);
  expect(
    await within(itemOf("Tracking no")).findByText("Tracking no: letters, digits and hyphens only"),
  ).toBeInTheDocument();
  expect(bodiesTo(post, "/api/consign/ina/ship")).toHaveLength(0);

  await user.clear(screen.getByLabelText("Tracking no"));
  await user.type(screen.getByLabelText("Tracking no"), "JNE-001");
  await user.upload(
    screen.getByLabelText("Proof photo"),
    new File([new Uint8Array(2048)], "parcel.png", { type: "image/png" }),
  );
  await screen.findByRole("img", { name: "parcel.png" });
  await user.click(ship);
  await waitFor(() =>
    expect(bodiesTo(post, "/api/consign/ina/ship")).toEqual([
      { consignNo: NO, courier: "JNE", trackingNo: "JNE-001", proofPhoto: "proof/parcel.png" },
    ]),
  );
  expect(await screen.findByText(`Consignment ${NO} shipped`)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId("location").textContent).toBe(`/consign/consign-order-detail?consignNo=${NO}`),
  );
});

it("a refused ship (e.g. not enough stock) shows the API's message and stays", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign/ina/detail") return detail;
    if (path === "/api/consign/ina/ship") throw new ApiFailure(409, "Not enough shop stock for BRK-01");
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  await render();
  await screen.findByRole("article", { name: `Delivery note ${NO}` });
  await user.type(screen.getByLabelText("Courier"), "JNE");
  await user.type(screen.getByLabelText("Tracking no"), "JNE-001");
  await user.upload(
    screen.getByLabelText("Proof photo"),
    new File([new Uint8Array(2048)], "parcel.png", { type: "image/png" }),
  );
  await screen.findByRole("img", { name: "parcel.png" });
  await user.click(screen.getByRole("button", { name: "Ship" }));
  expect(await screen.findByText("Not enough shop stock for BRK-01")).toBeInTheDocument();
  expect(screen.getByTestId("location").textContent).toBe(`/consign/shipment/shipment-operate/consign/${NO}`);
});

it("a consignment not waiting to be delivered cannot be shipped; a malformed id asks nothing", async () => {
  detail = confirmedDetail(NO, { status: 4, statusName: "onDelivery", moves: [] });
  const view = await render();
  expect(await screen.findByText("This consignment is not waiting to be delivered.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Ship" })).toBeDisabled();
  view.unmount();
  post.mockClear();
  await render("nope");
  expect(await screen.findByText("Invalid consign number")).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});
