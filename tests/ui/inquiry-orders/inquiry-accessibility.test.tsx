/**
 * Every control of the inquiry order screens is named (WCAG 2.1 "4.1.2 Name, Role, Value"): axe's serious and
 * critical findings on the list, the detail and the indent letter form, as the refund screens' audit (colour
 * contrast needs a real browser: the e2e audit covers it).
 */
import { beforeEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import axe from "axe-core";
import { ApiFailure } from "../../../src/providers/http";
import InquiryOrderDetailRoute from "../../../src/resources/inquiry-orders/detail";
import IndentLetterRoute from "../../../src/resources/inquiry-orders/indent-letter";
import InquiryOrderListRoute from "../../../src/resources/inquiry-orders/list";
import { fakePost, renderView } from "../harness";
import { inquiryDetail, inquiryRow } from "./fixtures";

const post = fakePost();
const ORDER_NO = "ORD-20261124-000202";

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry-order/ina/page")
      return { pageCount: 1, rowCount: 1, data: [inquiryRow(ORDER_NO, { needsIndentLetter: true })], pageSize: 10 };
    if (path === "/api/inquiry-order/ina/counts")
      return { 100: 1, 5: 1, 0: 0, 7: 0, 1: 0, 2: 0, 3: 0, 6: 0, 4: 0, 8: 0 };
    if (path === "/api/inquiry-order/ina/detail") return inquiryDetail(ORDER_NO);
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
  await renderView(<InquiryOrderListRoute />, { url: "/tend/inquiry-order", path: "/tend/inquiry-order", post });
  await screen.findByText(ORDER_NO, {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});

it("the detail has no serious or critical axe findings", async () => {
  await renderView(<InquiryOrderDetailRoute />, {
    url: `/tend/get-detail?orderNo=${ORDER_NO}`,
    path: "/tend/get-detail",
    post,
  });
  await screen.findByText("Inquiry and tender", {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});

it("the indent letter form has no serious or critical axe findings", async () => {
  await renderView(<IndentLetterRoute />, {
    url: `/tend/inquiry-order/createIndentLetter?orderNo=${ORDER_NO}`,
    path: "/tend/inquiry-order/createIndentLetter",
    post,
  });
  await screen.findByText("Current estimated delivery", {}, { timeout: 5000 });
  expect(await violations()).toEqual([]);
});
