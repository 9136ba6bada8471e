/**
 * /commodity/stock-list (issue 4 part 3): the raise dialog validates with the API's own rules (spec §5:
 * required, integer, not lower than the current stock, final at most 1.000.000) before any call, asks
 * for confirmation, then sends each row's new stock with the stock the user saw; a bulk raise covers the
 * selected rows; the sync period card shows the setting and refuses weekly without a weekday.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StockRow } from "../../../src/resources/stock/schema";

const post = fakePost();

import StockListView from "../../../src/resources/stock/list";
import { bodiesTo, renderView, fakePost } from "../harness";

const row = (itemId: number, partNo: string, stockType: number, stockNum: number): StockRow => ({
  itemId,
  partNo,
  itemName: `Part ${partNo}`,
  mainImageUrl: null,
  stockType,
  stockNum,
  reviewStatus: 5,
  updateTime: "2026-11-20 10:00:00",
});
const ROWS = [row(11, "BRK-01", 2, 40), row(12, "OIL-02", 1, 1000), row(13, "FLT-03", 3, 7)];

beforeEach(() => {
  post.mockReset();
  // The API stores the period: a read after a save answers the saved one.
  let period: object = { mode: "weekly", weekdays: [1, 5], hours: ["08", "17"], updateTime: "2026-11-19 09:00:00" };
  post.mockImplementation(async (path, body) => {
    if (path === "/api/stock/ina/page") return { pageCount: 1, rowCount: ROWS.length, data: ROWS, pageSize: 10 };
    if (path === "/api/stock/ina/syncPeriod/get") return period;
    if (path === "/api/stock/ina/syncPeriod/set")
      return (period = { ...(body as object), updateTime: "2026-11-20 10:00:00" });
    if (path === "/api/stock/ina/raise") {
      const items = (body as { items: { itemId: number; stockNum: number }[] }).items;
      return {
        items: items.map((i) => ({
          itemId: i.itemId,
          partNo: ROWS.find((r) => r.itemId === i.itemId)!.partNo,
          from: 0,
          to: i.stockNum,
        })),
      };
    }
    throw new Error(`unexpected ${path}`);
  });
});

/** The confirmation dialog showing `title`. */
async function confirmDialog(title: string): Promise<HTMLElement> {
  const texts = await screen.findAllByText(title);
  return texts.map((el) => el.closest(".ant-modal-confirm")).find(Boolean) as HTMLElement;
}

const render = () =>
  renderView(<StockListView />, { url: "/commodity/stock-list", path: "/commodity/stock-list", post });

it("refuses a stock lower than current, fractional, empty or above 1.000.000, then confirms and sends the raise", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(await screen.findByRole("button", { name: "Raise BRK-01" }));
  const dialog = await screen.findByRole("dialog", { name: "Raise stock" });
  const input = within(dialog).getByLabelText("New stock of BRK-01");
  const save = within(dialog).getByRole("button", { name: "Save" });

  const attempts: [string, string][] = [
    ["39", "Stock cannot be lower than the current stock (40)"],
    ["40.5", "Stock must be a whole number"],
    ["1000001", "Final stock is at most 1.000.000"],
    ["", "Stock is required"],
  ];
  for (const [value, message] of attempts) {
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(save);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
  expect(bodiesTo(post, "/api/stock/ina/raise")).toHaveLength(0);

  await user.clear(input);
  await user.type(input, "1000000");
  await user.click(save);
  const confirm = await confirmDialog("Set the stock of 1 products as entered?");
  expect(bodiesTo(post, "/api/stock/ina/raise")).toHaveLength(0);
  await user.click(within(confirm).getByRole("button", { name: "Save" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/stock/ina/raise")).toEqual([
      { items: [{ itemId: 11, stockNum: 1_000_000, version: 40 }] },
    ]),
  );
  expect(await screen.findByText("Stock saved for 1 products")).toBeInTheDocument();
});

it("raises the selected rows together, each checked against its own current stock", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByRole("button", { name: "Raise BRK-01" });
  const bulk = screen.getByRole("button", { name: /Raise selected/ });
  expect((bulk as HTMLButtonElement).disabled).toBe(true);
  const table = screen.getByRole("table", { name: "Stock of products" });
  const checkboxes = within(table).getAllByRole("checkbox");
  await user.click(checkboxes[1]);
  await user.click(checkboxes[3]);
  await user.click(screen.getByRole("button", { name: "Raise selected (2)" }));
  const dialog = await screen.findByRole("dialog", { name: "Raise stock of 2 products" });
  const first = within(dialog).getByLabelText("New stock of BRK-01");
  const third = within(dialog).getByLabelText("New stock of FLT-03");
  await user.clear(third);
  await user.type(third, "6");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText("Stock cannot be lower than the current stock (7)")).toBeInTheDocument();
  await user.clear(third);
  await user.type(third, "25");
  await user.clear(first);
  await user.type(first, "45");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  const confirm = await confirmDialog("Set the stock of 2 products as entered?");
  await user.click(within(confirm).getByRole("button", { name: "Save" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/stock/ina/raise")).toEqual([
      {
        items: [
          { itemId: 11, stockNum: 45, version: 40 },
          { itemId: 13, stockNum: 25, version: 7 },
        ],
      },
    ]),
  );
});

it("explains unlimited stock, keeps filters in the URL, and edits the sync period", async () => {
  const user = userEvent.setup();
  await render();
  expect(
    await screen.findByLabelText(
      "Unlimited: Virtual stock: when it falls to 100 or below it is reset to 1000 automatically",
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText("Every Week on Mon, Fri at 08:00, 17:00")).toBeInTheDocument();

  await user.click(screen.getByRole("switch", { name: "Low stock only" }));
  await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/commodity/stock-list?lowStock=1"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/stock/ina/page").at(-1)).toMatchObject({ lowStock: true, pageNo: 1, pageSize: 10 }),
  );

  await user.click(screen.getByRole("button", { name: "Change" }));
  // antd's test ids make several elements "test-id", so the dialog is found by its content, not its name.
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole("dialog").find((d) => within(d).queryByRole("radio", { name: "Every Day" }));
    if (!found) throw new Error("no sync period dialog");
    return found;
  });
  await user.click(within(dialog).getByRole("checkbox", { name: "Mon" }));
  await user.click(within(dialog).getByRole("checkbox", { name: "Fri" }));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText("Choose at least one weekday")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/stock/ina/syncPeriod/set")).toHaveLength(0);
  await user.click(within(dialog).getByRole("radio", { name: "Every Day" }));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/stock/ina/syncPeriod/set")).toEqual([
      { mode: "daily", weekdays: [], hours: ["08", "17"] },
    ]),
  );
  expect(await screen.findByText("Every Day at 08:00, 17:00")).toBeInTheDocument();
});
