/**
 * The home dashboard (spec §2 "Home dashboard"): to-do counts linking to their filtered lists, sales and
 * orders over the chosen period, top products, the shop rating; only the sections the API answers.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { bodiesTo, fakePost, renderView } from "../harness";
import { HomeDashboardView } from "../../../src/pages/home/dashboard";
import { TODO_LINKS, type HomeDashboard } from "../../../src/domain/home";
import axe from "axe-core";

const post = fakePost();
const DASHBOARD_PATH = "/api/home/ina/dashboard";

const full: HomeDashboard = {
  days: 30,
  from: "2026-10-22",
  to: "2026-11-20",
  todo: [
    { key: "toConfirm", count: 4, to: TODO_LINKS.toConfirm },
    { key: "toShip", count: 1250, to: TODO_LINKS.toShip },
    { key: "edtWaiting", count: 1, to: TODO_LINKS.edtWaiting },
    { key: "edtRejected", count: 0, to: TODO_LINKS.edtRejected },
    { key: "refundsToAnswer", count: 2, to: TODO_LINKS.refundsToAnswer },
    { key: "inquiriesNearDeadline", count: 3, to: TODO_LINKS.inquiriesNearDeadline },
    { key: "billDocumentsDue", count: 5, to: TODO_LINKS.billDocumentsDue },
  ],
  sales: {
    days: [
      { day: "2026-11-19", amount: 1_500_000, orders: 3 },
      { day: "2026-11-20", amount: 250_000, orders: 1 },
    ],
    totalAmount: 1_750_000,
    totalOrders: 4,
  },
  topProducts: {
    byQuantity: [{ itemId: 1, name: "Kampas rem", partNo: "BP-1", quantity: 12, amount: 600_000 }],
    byAmount: [{ itemId: 2, name: "Aki GS", partNo: "AK-2", quantity: 1, amount: 1_200_000 }],
  },
  rating: { average: 4.3, total: 27 },
};

/** Serious and critical axe findings in the page (contrast is checked by the e2e audit in Chromium). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function open(answer: Partial<HomeDashboard> = full) {
  post.mockImplementation(async (path: string) => (path === DASHBOARD_PATH ? { ...full, ...answer } : null));
  return renderView(<HomeDashboardView />, { post, url: "/home", path: "/home" });
}

describe("home dashboard", () => {
  beforeEach(() => post.mockReset());

  it("links each to-do to its filtered list", async () => {
    await open();
    const todo = await screen.findByTestId("home-todo");
    expect(within(todo).getByRole("link", { name: /^Orders to confirm\s*4$/ })).toHaveAttribute(
      "href",
      "/order/order-list?tab=unconfirmed",
    );
    expect(within(todo).getByRole("link", { name: /^Orders to ship\s*1.250$/ })).toHaveAttribute(
      "href",
      "/order/order-list?tab=toShip",
    );
    expect(within(todo).getByRole("link", { name: /^Refunds to answer\s*2$/ })).toHaveAttribute(
      "href",
      "/order/return-and-refund?tab=toBeProcessed",
    );
    expect(within(todo).getByRole("link", { name: /^Inquiries closing within 24 h\s*3$/ })).toHaveAttribute(
      "href",
      "/tend/inquiry-list",
    );
    expect(within(todo).getByRole("link", { name: /^Bill documents due\s*5$/ })).toHaveAttribute(
      "href",
      "/order/bill?tab=generating",
    );
    expect(bodiesTo(post, DASHBOARD_PATH)).toEqual([{ days: 30 }]);
  });

  it("shows the period's sales in rupiah, the order count, top products and the rating", async () => {
    await open();
    expect(
      await screen.findByRole("heading", { name: "Sales and orders, 2026-10-22 to 2026-11-20" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Rp 1.750.000")).toBeInTheDocument();
    expect(screen.getByText("Kampas rem")).toBeInTheDocument();
    expect(screen.getByText(/BP-1 · 12 units/)).toBeInTheDocument();
    expect(screen.getByText(/AK-2 · Rp 1.200.000/)).toBeInTheDocument();
    expect(screen.getByTestId("home-rating")).toHaveAttribute("href", "/commodity/evaluation-received");
    expect(screen.getByTestId("home-rating")).toHaveTextContent("4,3");
    expect(screen.getByText("27 evaluations")).toBeInTheDocument();
  });

  it("asks again for another period", async () => {
    await open();
    await screen.findByTestId("home-todo");
    fireEvent.click(screen.getByText("7 days"));
    await waitFor(() => expect(bodiesTo(post, DASHBOARD_PATH)).toContainEqual({ days: 7 }));
  });

  it("shows only the sections the API answers (the position's authorities)", async () => {
    await open({
      todo: [{ key: "billDocumentsDue", count: 1, to: TODO_LINKS.billDocumentsDue }],
      sales: undefined,
      topProducts: undefined,
      rating: undefined,
    });
    const todo = await screen.findByTestId("home-todo");
    expect(within(todo).getAllByRole("link")).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: /Sales and orders/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Top products" })).toBeNull();
    expect(screen.queryByTestId("home-rating")).toBeNull();
  });

  it("says so when the period has no orders, and passes axe", async () => {
    await open({ sales: { days: [], totalAmount: 0, totalOrders: 0 } });
    expect(await screen.findAllByText("No orders in this period.")).not.toHaveLength(0);
    expect(await violations()).toEqual([]);
  });
});
