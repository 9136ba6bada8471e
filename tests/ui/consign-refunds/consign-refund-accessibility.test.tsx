/**
 * Every control of the consignment return screens is named (WCAG 2.1 "4.1.2 Name, Role, Value"): axe's
 * serious and critical findings on the list, the detail and its reject dialog (colour contrast needs a real
 * browser: the e2e audit covers it).
 */
import { beforeEach, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { ApiFailure } from "../../../src/providers/http";
import ConsignRefundListView from "../../../src/resources/consign-refunds/consign-refund-list";
import ConsignRefundDetailView from "../../../src/resources/consign-refunds/returnrefund";
import { fakePost, renderView } from "../harness";
import { consignRefundDetail, consignRefundRow } from "./fixtures";

const post = fakePost();
const NO = "CRF-20261124-000001";

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/consign-refund/ina/page")
      return { pageCount: 1, rowCount: 1, data: [consignRefundRow(NO)], pageSize: 10 };
    if (path === "/api/consign-refund/ina/counts")
      return {
        all: 1,
        statuses: { waitingProcessing: 1, waitingDelivery: 0, waitingModified: 0, onDelivery: 0, done: 0, closed: 0 },
      };
    if (path === "/api/consign-refund/ina/detail") return consignRefundDetail(NO);
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

it("the list has no serious or critical axe findings", async () => {
  await renderView(<ConsignRefundListView />, {
    url: "/consign/consign-refund-list",
    path: "/consign/consign-refund-list",
    post,
  });
  await screen.findByRole("link", { name: NO });
  expect(await violations()).toEqual([]);
});

it("the detail and its reject dialog have no serious or critical axe findings", async () => {
  const user = userEvent.setup();
  await renderView(<ConsignRefundDetailView />, {
    url: `/consign/returnrefund?refundNo=${NO}`,
    path: "/consign/returnrefund",
    post,
  });
  await screen.findByRole("table", { name: "Returned parts" });
  expect(await violations()).toEqual([]);
  await user.click(
    within(screen.getByRole("group", { name: `Actions for ${NO}` })).getByRole("button", { name: "Reject" }),
  );
  await screen.findByRole("dialog", { name: `Reject return ${NO}` });
  expect(await violations()).toEqual([]);
});
