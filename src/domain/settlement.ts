/**
 * Payouts (spec §3 "Payment history", §9 "Transfer fee Rp 7.500 per settlement for a non-partner bank; free
 * for one named bank (Bank Sinarmas). Admin fee is charged to the buyer only in some cases"): the arithmetic
 * of a payout in integer rupiah, and the reconciliation identity the payout service keeps. Pure; the API and
 * the portal share it. README "Payment history" documents every rule here.
 *
 * A payout pays a shop, at most once per WIB day, for lines of three kinds:
 * - `order`: a finished order not paid out yet, for `total - refundedAmount` (normal payment: done or
 *   unreviewed; bill payment: once its bill is paid), with no refund request open;
 * - `refund`: a successful refund of an order that was already paid out, for `-refundAmount`;
 * - `recap`: a delivery-fee recap the buyer settled, for the difference its accepted disputes made.
 * Fees are computed per line on the line's goods amount (products only: the delivery fee carries none):
 * - admin fee 1.5% of the goods amount, except where the buyer pays it (`buyerPaysAdminFee`): bill-payment
 *   orders of priority buyers, whose bill carries the fee instead;
 * - VAT 11% of the admin fee;
 * - withholding tax (PPh 22 for marketplace sellers) 0.5% of the goods amount, unless the shop has an SKB
 *   (tax exemption letter) on file;
 * - transfer fee Rp 7.500 per payout, free when the shop's bank is Bank Sinarmas (code 153, SBJKIDJA).
 * A refund line's fees are negative: the fees taken on the refunded goods come back. Each percentage rounds
 * half away from zero per line, and a payout's fee is the exact sum of its lines' fees.
 * actual payment = gross - admin fee - VAT - withholding tax - transfer fee; a payout whose actual payment
 * would not be positive is not made (its lines stay open for the next day).
 */
import { PaymentMethod } from "./order";

/** Rates in basis points (1/100 of a percent). */
export const ADMIN_FEE_BP = 150;
export const VAT_BP = 1100;
export const WITHHOLDING_TAX_BP = 50;
/** Rupiah per payout to a bank other than the partner bank. */
export const TRANSFER_FEE = 7_500;
/** The partner bank (spec §9): Bank Sinarmas, Bank Indonesia code 153 (SWIFT SBJKIDJA). */
export const PARTNER_BANK_CODES: readonly string[] = ["153", "SBJKIDJA"];

/** `base` x `bp` / 10,000, rounded half away from zero, exact for |base| up to 2^53 / 10,000. */
export function applyRate(base: number, bp: number): number {
  if (!Number.isInteger(base) || !Number.isInteger(bp)) throw new RangeError("rate arguments must be integers");
  const abs = (BigInt(Math.abs(base)) * BigInt(bp) + 5_000n) / 10_000n;
  return base < 0 ? -Number(abs) : Number(abs);
}

/** True when `bank` (shops.bank: a code or a name) is the partner bank: no transfer fee. */
export function isPartnerBank(bank: string): boolean {
  const b = bank.trim().toUpperCase();
  return PARTNER_BANK_CODES.includes(b) || b.includes("SINARMAS");
}

/** The transfer fee of one payout to `bank`, rupiah. */
export function transferFeeOf(bank: string): number {
  return isPartnerBank(bank) ? 0 : TRANSFER_FEE;
}

/**
 * Whether the buyer pays the admin fee of an order instead of the seller (spec §9 "only in some cases"; our
 * cases): bill-payment orders of priority buyers. Their bill carries the fee.
 */
export function buyerPaysAdminFee(order: { paymentMethod: number; buyerType: string }): boolean {
  return order.paymentMethod === PaymentMethod.bill && order.buyerType === "priority";
}

/** What the shop's tax status changes: the withholding tax applies unless it holds an SKB. */
export interface PayeeTax {
  /** The shop has an SKB PPh (exemption letter) on file: no withholding tax. */
  hasSkb: boolean;
}

/** One line before fees: its signed amount and goods amount (the fee base), and whether the seller bears the admin fee. */
export interface LineInput {
  amount: number;
  goodsAmount: number;
  sellerPaysAdminFee: boolean;
}

export interface LineFees {
  adminFee: number;
  vat: number;
  withholdingTax: number;
}

/** The fees of one line (signed as its goods amount). */
export function lineFees(line: LineInput, tax: PayeeTax): LineFees {
  const adminFee = line.sellerPaysAdminFee ? applyRate(line.goodsAmount, ADMIN_FEE_BP) : 0;
  return {
    adminFee,
    vat: applyRate(adminFee, VAT_BP),
    withholdingTax: tax.hasSkb ? 0 : applyRate(line.goodsAmount, WITHHOLDING_TAX_BP),
  };
}

export interface PayoutFigures {
  gross: number;
  adminFee: number;
  vat: number;
  withholdingTax: number;
  transferFee: number;
  actualPayment: number;
  lines: (LineInput & LineFees)[];
}

/**
 * A payout's figures from its lines (rupiah): gross = sum of amounts, each fee the sum of the lines' fees,
 * the transfer fee by bank, actual payment = gross - every fee. Does not decide whether it is paid: see
 * `payable`.
 */
export function payoutFigures(lines: readonly LineInput[], tax: PayeeTax, bank: string): PayoutFigures {
  const withFees = lines.map((l) => ({ ...l, ...lineFees(l, tax) }));
  const sum = (f: (l: (typeof withFees)[number]) => number) => withFees.reduce((a, l) => a + f(l), 0);
  const gross = sum((l) => l.amount);
  const adminFee = sum((l) => l.adminFee);
  const vat = sum((l) => l.vat);
  const withholdingTax = sum((l) => l.withholdingTax);
  const transferFee = transferFeeOf(bank);
  return {
    gross,
    adminFee,
    vat,
    withholdingTax,
    transferFee,
    actualPayment: gross - adminFee - vat - withholdingTax - transferFee,
    lines: withFees,
  };
}

/** A payout is made only when it pays something and no fee total is negative. */
export function payable(f: PayoutFigures): boolean {
  return f.actualPayment > 0 && f.adminFee >= 0 && f.vat >= 0 && f.withholdingTax >= 0;
}

/** Sum of a payout's fees. */
export const feesOf = (f: Pick<PayoutFigures, "adminFee" | "vat" | "withholdingTax" | "transferFee">) =>
  f.adminFee + f.vat + f.withholdingTax + f.transferFee;

/**
 * The goods amount (fee base) of an order line: what is left of the products after refunds, i.e. total less
 * delivery and additional fees, less the refunded amount that was not delivery fee; never below 0.
 */
export function orderGoodsAmount(o: {
  total: number;
  deliveryFee: number;
  additionalFee: number;
  refundedAmount: number;
  refundedDeliveryFee: number;
}): number {
  return Math.max(0, o.total - o.deliveryFee - o.additionalFee - (o.refundedAmount - o.refundedDeliveryFee));
}

/** The goods amount of a refund line (negative): the refunded amount less its delivery-fee part. */
export function refundGoodsAmount(r: { refundAmount: number; deliveryFeeAmount: number }): number {
  const goods = Math.max(0, r.refundAmount - Math.min(r.deliveryFeeAmount, r.refundAmount));
  return goods === 0 ? 0 : -goods;
}

/** The money of a set of orders, refunds and payouts, for the reconciliation identity. */
export interface Ledger {
  /** Totals of the orders that count (every order but canceled and closed ones). */
  orderTotals: number;
  /** refundAmount of the successful refunds. */
  refunds: number;
  /** Differences paid for settled delivery-fee recaps (0 without recaps). */
  recapAdjustments: number;
  /** Actual payments of every payout. */
  payouts: number;
  /** Every fee of every payout. */
  fees: number;
  /**
   * What is still to pay out: `total - refundedAmount` of counted orders not paid out, minus `refundAmount`
   * of successful refunds not paid out whose order was, plus recap differences not paid out.
   */
  open: number;
}

/**
 * The reconciliation identity (issue: "payouts + fees + open amounts = order totals - refunds"), with the
 * recap differences on the right: answers the gap, 0 when the books reconcile.
 */
export function reconciliationGap(l: Ledger): number {
  return l.payouts + l.fees + l.open - (l.orderTotals - l.refunds + l.recapAdjustments);
}
