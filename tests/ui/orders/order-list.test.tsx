/**
 * /order/order-list (spec §2 "Order list ... with cancel, confirm, and EDT extension", §4 status tabs, §5
 * "Cancel reason: required, min 10 characters, must pick or fill one of the listed reasons"): tabs with
 * counts under the same filters, filters kept in the URL, row buttons only for the moves the API allows,
 * the cancel dialog's rule, and bulk confirm with one result per order.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import OrderListRoute from "../../../src/resources/orders/list";
import type { OrderRow } from "../../../src/resources/orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { orderRow } from "./fixtures";

const post = fakePost();

const ROWS: OrderRow[] = [
  orderRow("ORD-20261124-000001"),
  orderRow("ORD-20261124-000002", {
    status: 1,
    statusName: "waitingDelivery",
    paymentMethod: 2,
    buyerUserName: "buyer.workshop",
    buyerName: "Bengkel Maju",
    buyerType: "workshop",
    moves: ["printDeliveryOrder", "ship", "requestEdt"],
    deadline: null,
  }),
  orderRow("ORD-20261124-000003", { moves: ["confirmOnBill", "cancel"], paymentMethod: 2 }),
];
const COUNTS = { all: 120, unconfirmed: 4, waitPayment: 7, toShip: 9, sent: 30, done: 60, refunding: 0, closed: 10 };

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path, body) => {
    if (path === "/api/order/ina/page") return { pageCount: 1, rowCount: ROWS.length, data: ROWS, pageSize: 10 };
    if (path === "/api/order/ina/counts") return COUNTS;
    if (path === "/api/order/ina/cancel") return null;
    if (path === "/api/order/ina/confirm/batch") {
      const { orderNos } = body as { orderNos: string[] };
      return {
        results: orderNos.map((orderNo, i) =>
          i === 0
            ? { orderNo, ok: true }
            : { orderNo, ok: false, message: "Stock is not enough for OIL-02: 0 left, 1 ordered." },
        ),
      };
    }
    if (path === "/api/order/ina/deliveryOrder/print") return { doNo: "DO-20261124-000045" };
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async () => {
  const view = await renderView(<OrderListRoute />, { url: "/order/order-list", path: "/order/order-list", post });
  // The page's texts load with it (orderScreens namespace).
  await screen.findByRole("table", { name: "Orders" }, { timeout: 5000 });
  return view;
};
const actionsOf = (orderNo: string) => screen.getByRole("group", { name: `Actions for ${orderNo}` });
const location = () => screen.getByTestId("location").textContent;

it("shows tabs with counts, the rows' allowed moves and deadlines, and keeps tab and filters in the URL", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ORD-20261124-000001");
  expect(await screen.findByRole("radio", { name: /Unconfirmed\s*4/ })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /To ship\s*9/ })).toBeInTheDocument();
  expect(screen.getAllByText("Confirm before 25 Nov 14:00")).toHaveLength(2);
  expect(screen.getAllByText("+1 more")).toHaveLength(3);
  expect(screen.getAllByText("Rp 1.250.000")).toHaveLength(3);

  const unconfirmed = within(actionsOf("ORD-20261124-000001"));
  expect(unconfirmed.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
  expect(unconfirmed.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
  expect(unconfirmed.getByRole("button", { name: "Change" })).toBeInTheDocument();
  expect(unconfirmed.queryByRole("button", { name: "Print DO" })).toBeNull();
  const paid = within(actionsOf("ORD-20261124-000002"));
  expect(paid.queryByRole("button", { name: "Confirm" })).toBeNull();
  expect(paid.queryByRole("button", { name: "Cancel order" })).toBeNull();
  expect(paid.getByRole("button", { name: "Print DO" })).toBeInTheDocument();
  expect(paid.getByRole("button", { name: "Extend EDT" })).toBeInTheDocument();

  // antd's radio button: the label wraps the (pointer-less) input, so the visible label takes the click.
  await user.click(screen.getByRole("radio", { name: /To ship/ }).closest("label")!);
  await waitFor(() => expect(location()).toBe("/order/order-list?tab=toShip"));
  await waitFor(() => expect(bodiesTo(post, "/api/order/ina/page").at(-1)).toMatchObject({ tab: "toShip", pageNo: 1 }));

  await user.type(screen.getByLabelText("Search"), "BRK-01");
  await user.click(screen.getByRole("combobox", { name: "Payment method" }));
  await user.click(await screen.findByTitle("Bill"));
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(location()).toBe("/order/order-list?tab=toShip&keyword=BRK-01&paymentMethod=2"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/page").at(-1)).toMatchObject({
      tab: "toShip",
      keyword: "BRK-01",
      paymentMethod: 2,
    }),
  );
  // The counts follow the same filters, every tab at once.
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/counts").at(-1)).toEqual({ keyword: "BRK-01", paymentMethod: 2 }),
  );
});

it("cancel: a typed reason under 10 characters is refused; a listed reason is sent as the buyer reads it", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ORD-20261124-000001");
  await user.click(within(actionsOf("ORD-20261124-000001")).getByRole("button", { name: "Cancel order" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel order ORD-20261124-000001" });
  const ok = () => within(dialog).getAllByRole("button", { name: "Cancel order" }).at(-1)!;

  await user.click(ok());
  expect(await within(dialog).findByText("Choose or write a reason")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("radio", { name: "Other reason" }));
  await user.type(await within(dialog).findByLabelText("Write the reason"), "too short");
  await user.click(ok());
  expect(await within(dialog).findByText("At least 10 characters")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/order/ina/cancel")).toHaveLength(0);

  await user.click(within(dialog).getByRole("radio", { name: "The buyer asked to cancel the order" }));
  await user.click(ok());
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/cancel")).toEqual([
      { orderNo: "ORD-20261124-000001", reason: "The buyer asked to cancel the order" },
    ]),
  );
  expect(await screen.findByText("Order ORD-20261124-000001 canceled")).toBeInTheDocument();
});

it("a typed reason of 10 characters or more is sent as typed", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ORD-20261124-000003");
  await user.click(within(actionsOf("ORD-20261124-000003")).getByRole("button", { name: "Cancel order" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel order ORD-20261124-000003" });
  await user.click(within(dialog).getByRole("radio", { name: "Other reason" }));
  await user.type(await within(dialog).findByLabelText("Write the reason"), "  Gudang sedang banjir  ");
  await user.click(within(dialog).getAllByRole("button", { name: "Cancel order" }).at(-1)!);
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/cancel")).toEqual([
      { orderNo: "ORD-20261124-000003", reason: "Gudang sedang banjir" },
    ]),
  );
});

it("bulk confirm sends the confirmable selected orders and shows each order's result", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ORD-20261124-000001");
  const table = screen.getByRole("table", { name: "Orders" });
  for (const orderNo of ["ORD-20261124-000001", "ORD-20261124-000002", "ORD-20261124-000003"])
    await user.click(within(table).getByRole("checkbox", { name: `Select order ${orderNo}` }));
  // Different buyers cannot share one delivery order.
  expect(screen.getByText(/One delivery order is for one buyer/)).toBeInTheDocument();
  expect((screen.getByRole("button", { name: "Print delivery order (3)" }) as HTMLButtonElement).disabled).toBe(true);

  await user.click(screen.getByRole("button", { name: "Confirm selected (2)" }));
  const popover = (await screen.findByText("Confirm 2 orders?")).closest(".ant-popover") as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: "Confirm" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/confirm/batch")).toEqual([
      { orderNos: ["ORD-20261124-000001", "ORD-20261124-000003"] },
    ]),
  );
  const summary = await screen.findByText("1 confirmed, 1 refused");
  const results = summary.closest(".ant-modal") as HTMLElement;
  expect(within(results).getByText("Results of the bulk confirm")).toBeInTheDocument();
  expect(within(results).getByText("Stock is not enough for OIL-02: 0 left, 1 ordered.")).toBeInTheDocument();
});

it("bulk print of one buyer's orders opens their delivery order", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("ORD-20261124-000002");
  const table = screen.getByRole("table", { name: "Orders" });
  await user.click(within(table).getByRole("checkbox", { name: "Select order ORD-20261124-000002" }));
  await user.click(screen.getByRole("button", { name: "Print delivery order (1)" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/order/ina/deliveryOrder/print")).toEqual([{ orderNos: ["ORD-20261124-000002"] }]),
  );
  await waitFor(() => expect(location()).toBe("/order/shipment/shipment-operate/DO-20261124-000045"));
});
