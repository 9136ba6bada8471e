/**
 * /tend/get-detail (spec §2 /tend get-detail; §3 "Inquiry", "Tender", "Indent letter"; §9 part readiness): the
 * order detail of an inquiry order shows its inquiry, the tender (linking tenderAndInquiryDetail), group, claim
 * and car, each line's part status and brand, and its indent letters with print links; "Create indent letter"
 * shows only when the API allows one.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import InquiryOrderDetailRoute from "../../../src/resources/inquiry-orders/detail";
import type { InquiryOrderDetail } from "../../../src/resources/inquiry-orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { inquiryDetail } from "./fixtures";

const post = fakePost();
const ORDER_NO = "ORD-20261124-000202";
let detail: InquiryOrderDetail;

beforeEach(() => {
  detail = inquiryDetail(ORDER_NO);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry-order/ina/detail") return detail;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async () => {
  await renderView(<InquiryOrderDetailRoute />, {
    url: `/tend/get-detail?orderNo=${ORDER_NO}`,
    path: "/tend/get-detail",
    post,
  });
  await screen.findByText("Inquiry and tender", {}, { timeout: 5000 });
};

it("shows the inquiry, the tender link, part statuses and brands, and offers an indent letter", async () => {
  const user = userEvent.setup();
  await render();
  expect(bodiesTo(post, "/api/inquiry-order/ina/detail")).toEqual([{ orderNo: ORDER_NO }]);
  expect(screen.getByText("INQ-20261120-000007")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "TND-20261120-000031" })).toHaveAttribute(
    "href",
    "/tend/inquiry-order/tenderAndInquiryDetail?tenderNo=TND-20261120-000031",
  );
  expect(screen.getByText("IOG-20261124-000003")).toBeInTheDocument();
  expect(screen.getByText("CLM-88121")).toBeInTheDocument();
  expect(screen.getByText("2026-12-05")).toBeInTheDocument();

  const lines = screen.getByRole("table", { name: "Products of the order" });
  const brake = within(lines).getByText("BRK-01").closest("tr") as HTMLElement;
  expect(within(brake).getByText("On hand (1-3 days)")).toBeInTheDocument();
  expect(within(brake).getByText("Aisin")).toBeInTheDocument();
  const oil = within(lines).getByText("OIL-02").closest("tr") as HTMLElement;
  expect(within(oil).getByText("Indent (over 7 days)")).toBeInTheDocument();
  expect(within(oil).getByText("No brand")).toBeInTheDocument();

  expect(screen.getByText("No indent letter yet")).toBeInTheDocument();
  // In the header's actions and on the indent letters card.
  const buttons = screen.getAllByRole("button", { name: "Create indent letter" });
  expect(buttons).toHaveLength(2);
  await user.click(buttons[0]);
  await waitFor(() =>
    expect(screen.getByTestId("location").textContent).toBe(
      `/tend/inquiry-order/createIndentLetter?orderNo=${ORDER_NO}`,
    ),
  );
});

it("lists the indent letters with print links and offers no new one when the API says so", async () => {
  detail = inquiryDetail(ORDER_NO, {
    canCreateIndentLetter: false,
    indentLetters: [
      {
        letterNo: "IND-20261125-000004",
        orderNo: ORDER_NO,
        signaturePhoto: "/files/sign/a.png",
        courierName: "Budi Kurir",
        trackingNo: "JNE-77",
        estimatedDelivery: "2026-12-10",
        logo: "shop",
        lineIds: [2],
        createdBy: "sari.admin",
        createTime: "2026-11-25 10:00:00",
      },
    ],
  });
  await render();
  expect(screen.getByText("IND-20261125-000004")).toBeInTheDocument();
  expect(screen.getByText("Estimated delivery 2026-12-10 · Budi Kurir · tracking no JNE-77")).toBeInTheDocument();
  expect(screen.getByText("Parts: OIL-02")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Print IND-20261125-000004" })).toHaveAttribute(
    "href",
    `/tend/inquiry-order/createIndentLetter?orderNo=${ORDER_NO}&letterNo=IND-20261125-000004`,
  );
  expect(screen.queryByRole("button", { name: "Create indent letter" })).toBeNull();
});
