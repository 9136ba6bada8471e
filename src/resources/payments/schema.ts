/**
 * Payment history on the wire (spec §3 "Payment history", §9 transfer fee): the page and detail bodies and
 * the shapes the API answers. Money is integer rupiah; see src/domain/settlement.ts for the arithmetic.
 */
import { z } from "zod";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { textField } from "../../domain/schema/text-field";

/** `PAY-20261120-000012` (WIB day, shop id). */
export const PAYOUT_NO_FORMAT = /^PAY-\d{8}-\d{6}$/;
export const payoutNoSchema = textField({
  max: 30,
  pattern: { regex: PAYOUT_NO_FORMAT, message: "payments:rules.payoutNo" },
});
export const payoutNoRequestSchema = z.object({ payoutNo: payoutNoSchema });

/** Filters of /api/payment/ina/page and /export: the payment time's WIB day range. */
export const paymentFiltersSchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional() })
  .superRefine(endNotBeforeStart);
export type PaymentFilters = z.input<typeof paymentFiltersSchema>;

/** The figures of a payout (and of the list's totals). */
export interface PayoutFigures {
  gross: number;
  adminFee: number;
  vat: number;
  withholdingTax: number;
  transferFee: number;
  actualPayment: number;
}

/** One row of the payment history. */
export interface PayoutRow extends PayoutFigures {
  payoutNo: string;
  paymentTime: string;
  bank: string;
  accountNo: string;
  lineCount: number;
}

/** The list's page with the totals of every payout under the filters. */
export interface PayoutPage {
  pageCount: number;
  rowCount: number;
  pageSize: number;
  data: PayoutRow[];
  totals: PayoutFigures;
}

/** One line of a payout: an order, a refund taken back, or a recap difference. */
export interface PayoutLineRow {
  kind: "order" | "refund" | "recap";
  refNo: string;
  /** The order the line concerns (an order line's own, a refund's order); null for a recap line. */
  orderNo: string | null;
  amount: number;
  goodsAmount: number;
  adminFee: number;
  vat: number;
  withholdingTax: number;
}

export interface PayoutDetail extends PayoutRow {
  accountName: string;
  lines: PayoutLineRow[];
}

/** The xlsx of /api/payment/ina/export. */
export interface PaymentExportFile {
  fileName: string;
  mime: string;
  contentBase64: string;
  rows: number;
}
