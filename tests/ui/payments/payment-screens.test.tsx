/**
 * Payment history screens (spec §2 /order historyPayment, historyPaymentDetail; §3 "Payment history"; §9
 * transfer fee): the list shows every payout's fees and the totals in Rp with id-ID separators, sends the
 * day range, and exports an xlsx; a failed export says 'Download file failed'; the detail shows the fee
 * breakdown and the lines (an order paid, a refund taken back) with their fees.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import PaymentListView from "../../../src/resources/payments/list";
import PaymentDetailView from "../../../src/resources/payments/detail";
import type { PayoutDetail, PayoutPage, PayoutRow } from "../../../src/resources/payments/schema";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
let exportFails = false;

const row = (over: Partial<PayoutRow> = {}): PayoutRow => ({
  payoutNo: "PAY-20261120-000001",
  paymentTime: "2026-11-20 10:00:00",
  bank: "014",
  accountNo: "1234567890",
  lineCount: 2,
  gross: 5_100_000,
  adminFee: 75_000,
  vat: 8_250,
  withholdingTax: 25_000,
  transferFee: 7_500,
  actualPayment: 4_984_250,
  ...over,
});

const detail: PayoutDetail = {
  ...row(),
  accountName: "PT Suku Cadang Jaya",
  lines: [
    {
      kind: "order",
      refNo: "ORD-20261110-000001",
      orderNo: "ORD-20261110-000001",
      amount: 5_350_000,
      goodsAmount: 5_250_000,
      adminFee: 78_750,
      vat: 8_663,
      withholdingTax: 26_250,
    },
    {
      kind: "refund",
      refNo: "RFD-20261115-000001",
      orderNo: "ORD-20261101-000004",
      amount: -250_000,
      goodsAmount: -250_000,
      adminFee: -3_750,
      vat: -413,
      withholdingTax: -1_250,
    },
  ],
};

beforeEach(() => {
  exportFails = false;
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/payment/ina/page") {
      const rows = [
        row(),
        row({
          payoutNo: "PAY-20261121-000001",
          bank: "153",
          transferFee: 0,
          actualPayment: 100_000,
          gross: 100_000,
          adminFee: 0,
          vat: 0,
          withholdingTax: 0,
        }),
      ];
      const answer: PayoutPage = {
        pageCount: 1,
        rowCount: 2,
        pageSize: 10,
        data: rows,
        totals: {
          gross: 5_200_000,
          adminFee: 75_000,
          vat: 8_250,
          withholdingTax: 25_000,
          transferFee: 7_500,
          actualPayment: 5_084_250,
        },
      };
      return answer;
    }
    if (path === "/api/payment/ina/detail") return detail;
    if (path === "/api/payment/ina/export") {
      if (exportFails) throw new ApiFailure(500, "");
      return {
        fileName: "payments-20261124.xlsx",
        mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        contentBase64: btoa("PK"),
        rows: 2,
      };
    }
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

it("lists payouts with every fee and the totals in Rp, and sends the day range", async () => {
  await renderView(<PaymentListView />, { url: "/order/historyPayment?from=2026-11-01&to=2026-11-30", post });
  const table = await screen.findByRole("table", { name: "Payments" }, { timeout: 5000 });
  expect(await within(table).findByRole("button", { name: "PAY-20261120-000001" })).toBeInTheDocument();
  for (const text of ["Rp 4.984.250", "Rp 8.250", "Rp 7.500", "Rp 5.084.250", "Rp 5.200.000"])
    expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
  expect(bodiesTo(post, "/api/payment/ina/page")[0]).toEqual({
    pageNo: 1,
    pageSize: 10,
    from: "2026-11-01",
    to: "2026-11-30",
  });
});

it("exports the filtered payments to xlsx; a failure says 'Download file failed'", async () => {
  const user = userEvent.setup();
  const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:payments");
  vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockReturnValue(undefined);
  await renderView(<PaymentListView />, { url: "/order/historyPayment?from=2026-11-01", post });
  await screen.findByRole("table", { name: "Payments" }, { timeout: 5000 });
  await user.click(screen.getByRole("button", { name: /Export/ }));
  await waitFor(() => expect(bodiesTo(post, "/api/payment/ina/export")).toEqual([{ from: "2026-11-01" }]));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(created).toHaveBeenCalled();
  expect(await screen.findByText("Saved payments-20261124.xlsx")).toBeInTheDocument();
  exportFails = true;
  await user.click(screen.getByRole("button", { name: /Export/ }));
  expect(await screen.findByText("Download file failed")).toBeInTheDocument();
});

it("the detail shows the fee breakdown and each line's amount and fees", async () => {
  await renderView(<PaymentDetailView />, {
    url: "/order/historyPaymentDetail?payoutNo=PAY-20261120-000001",
    path: "/order/historyPaymentDetail",
    post,
  });
  const lines = await screen.findByRole("table", { name: "What the payment paid" }, { timeout: 5000 });
  expect(within(lines).getByText("Refund")).toBeInTheDocument();
  expect(within(lines).getByText("ORD-20261101-000004")).toBeInTheDocument();
  expect(within(lines).getAllByText("Rp -250.000")).toHaveLength(2);
  expect(within(lines).getAllByText("Rp 5.100.000").length).toBeGreaterThan(0);
  expect(screen.getByText("- Rp 7.500")).toBeInTheDocument();
  expect(screen.getByText("Rp 4.984.250")).toBeInTheDocument();
  expect(screen.getByText("PT Suku Cadang Jaya")).toBeInTheDocument();
  // The bank by its name, not its transfer code.
  expect(screen.getByText("BCA")).toBeInTheDocument();
  expect(screen.queryByText("014")).toBeNull();
  expect(bodiesTo(post, "/api/payment/ina/detail")).toEqual([{ payoutNo: "PAY-20261120-000001" }]);
});
