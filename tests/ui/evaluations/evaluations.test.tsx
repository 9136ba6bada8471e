import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { EvaluationRow, EvaluationSummary } from "../../../src/resources/evaluations/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();
vi.mock("../../../src/resources", () => import("../priority-areas/priority-areas-registry"));

import EvaluationsView from "../../../src/resources/evaluations/list";

const PAGE = "/api/evaluation/ina/page";
const row: EvaluationRow = {
  id: 3,
  itemId: 42,
  itemName: "Kampas Rem Depan Avanza",
  partNo: "AIS1234560",
  itemImage: null,
  orderNo: "ORD-20261102-0042",
  buyerName: "Bengkel Sumber Rejeki",
  stars: 3,
  content: "Barang oke, pengiriman agak lama.",
  photos: [{ fileKey: "k".repeat(32), url: `/files/${"k".repeat(32)}` }],
  reply: null,
  createTime: "2026-11-02 09:30:00",
};
const summary: EvaluationSummary = { total: 12, average: 4.2, counts: { "1": 1, "3": 3, "5": 8 }, withPhoto: 5 };

const open = (url = "/commodity/evaluation-received") =>
  renderView(<EvaluationsView />, { url, path: "/commodity/evaluation-received", post });

describe("/commodity/evaluation-received", () => {
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === PAGE) return { pageCount: 3, rowCount: 25, data: [row], pageSize: 10 };
      if (path === "/api/evaluation/ina/summary") return summary;
      throw new Error(`unexpected ${String(path)}`);
    });
  });

  it("shows each review with its stars, photos, product link and order, under the summary", async () => {
    await open();
    const list = await screen.findByLabelText("Reviews");
    await within(list).findByText("Barang oke, pengiriman agak lama.");
    expect(within(list).getByRole("link", { name: "Kampas Rem Depan Avanza" })).toHaveAttribute(
      "href",
      "/commodity/in-detail?itemId=42",
    );
    expect(within(list).getByText("Order no: ORD-20261102-0042")).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("radio")
        .filter((s) => s.getAttribute("aria-checked") === "true"),
    ).toHaveLength(3);
    expect(within(list).getByRole("img", { name: "Review photos 1" })).toHaveAttribute("src", row.photos[0].url);
    const header = screen.getByLabelText("Review summary");
    expect(within(header).getByText("12 reviews")).toBeInTheDocument();
    expect(within(header).getByText("4.2")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "5 Stars (8)" })).toBeInTheDocument();
  });

  it("star tabs, filters and paging are sent and kept in the URL", async () => {
    await open("/commodity/evaluation-received?page=2&hasPhoto=1");
    await screen.findByText("Barang oke, pengiriman agak lama.");
    expect(bodiesTo(post, PAGE)[0]).toEqual({ pageNo: 2, pageSize: 10, hasPhoto: true });
    await userEvent.click(screen.getByRole("tab", { name: /^1 Stars/ }));
    await waitFor(() =>
      expect(bodiesTo(post, PAGE).at(-1)).toEqual({ pageNo: 1, pageSize: 10, stars: 1, hasPhoto: true }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/commodity/evaluation-received?stars=1&hasPhoto=1");
  });

  it("refuses an end date before the start date and does not search", async () => {
    await open("/commodity/evaluation-received?from=2026-11-10");
    await screen.findByText("Barang oke, pengiriman agak lama.");
    const end = screen.getByLabelText("End date");
    await userEvent.click(end);
    await userEvent.type(end, "2026-11-01{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("The end date cannot be before the start date")).toBeInTheDocument();
    expect(bodiesTo(post, PAGE)).toEqual([{ pageNo: 1, pageSize: 10, from: "2026-11-10" }]);
  });
});
