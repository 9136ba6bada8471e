/**
 * Every control of the customer and partnership screens is named (WCAG 2.1 "4.1.2 Name, Role, Value"): axe's
 * serious and critical findings on the customer list, the customer detail, the discount form and the
 * partnership detail (colour contrast needs a real browser: the e2e audit covers it).
 */
import { beforeEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { ApiFailure } from "../../../src/providers/http";
import AddDiscountView from "../../../src/resources/customers/add-discount";
import CustomerDetailView from "../../../src/resources/customers/detail";
import CustomerListView from "../../../src/resources/customers/list";
import PartnershipDetailRoute from "../../../src/resources/partnerships/partnership-detail";
import { fakePost, renderView } from "../harness";
import { customerDetail, customerRow, pageOf, partnershipDetail } from "./fixtures";

const post = fakePost();

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/customer/ina/page") return pageOf([customerRow(1)]);
    if (path === "/api/customer/ina/detail") return customerDetail(3, { pendingInfoChangeId: 8 });
    if (path === "/api/customer/ina/accountManagers") return [{ userId: 7, name: "Sari" }];
    if (path === "/api/partnership/ina/detail")
      return partnershipDetail(5, { tempoApplied: false, pendingRequests: ["clause"] });
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

it("the customer list", async () => {
  await renderView(<CustomerListView />, { url: "/customer/list", path: "/customer/list", post });
  await screen.findByRole("link", { name: "Bengkel Maju 1" }, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});

it("the customer detail", async () => {
  await renderView(<CustomerDetailView />, { url: "/customer/detail?id=3", path: "/customer/detail", post });
  await screen.findByText("Settlement", {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});

it("the discount form", async () => {
  await renderView(<AddDiscountView />, {
    url: "/customer/detail/add-discount?id=3",
    path: "/customer/detail/add-discount",
    post,
  });
  await screen.findByText("For Bengkel Maju 3 (buyer.3)", {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});

it("the partnership detail", async () => {
  await renderView(<PartnershipDetailRoute />, {
    url: "/customer/partnershipDetail?id=5",
    path: "/customer/partnershipDetail",
    post,
  });
  await screen.findByRole("table", { name: "Credit limit history" }, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});
