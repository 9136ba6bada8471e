/**
 * Every control of the refund screens is named (WCAG 2.1 "4.1.2 Name, Role, Value"): axe's serious and
 * critical findings on the list, the detail and the negotiate dialog, as in tests/e2e/accessibility.test.ts
 * (colour contrast needs a real browser: the e2e audit covers it).
 */
import { beforeEach, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { ApiFailure } from "../../../src/providers/http";
import RefundDetailView from "../../../src/resources/refunds/detail";
import RefundListView from "../../../src/resources/refunds/list";
import { fakePost, renderView } from "../harness";
import { refundDetail, refundRow } from "./fixtures";

const post = fakePost();
const REFUND_NO = "RFD-20261124-000001";

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/refund/ina/page")
      return { pageCount: 1, rowCount: 1, data: [refundRow(REFUND_NO)], pageSize: 10 };
    if (path === "/api/refund/ina/counts")
      return { all: 1, toBeProcessed: 1, waitingBuyer: 0, toBeConfirmReceipt: 0, refunding: 0, success: 0, closed: 0 };
    if (path === "/api/refund/ina/detail") return refundDetail(REFUND_NO);
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
  await renderView(<RefundListView />, { url: "/order/return-and-refund", path: "/order/return-and-refund", post });
  await screen.findByRole("link", { name: REFUND_NO }, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});

it("the detail and its negotiate dialog have no serious or critical axe findings", async () => {
  const user = userEvent.setup();
  await renderView(<RefundDetailView />, {
    url: `/order/return-detail?refundNo=${REFUND_NO}`,
    path: "/order/return-detail",
    post,
  });
  await screen.findByText("Parts asked back", {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
  await user.click(
    within(screen.getByRole("group", { name: `Actions for ${REFUND_NO}` })).getByRole("button", { name: "Negotiate" }),
  );
  await screen.findByRole("dialog", { name: `Negotiate ${REFUND_NO}` });
  expect(await violations()).toEqual([]);
});
