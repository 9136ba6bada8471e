/**
 * Reading payouts (spec §2 /order historyPayment, historyPaymentDetail; §3 "Payment history"): the page with
 * a WIB payment-day range and the totals of every matching payout, one payout with its lines (orders,
 * refunds taken back, recap differences, each with its fees), and the xlsx export of the filtered list.
 * Scoped in SQL by the caller's shop. Money integer rupiah; times `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { newWorkbook } from "../../files/workbook";
import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { ResultCode, type Language } from "@src/domain/wire";
import type {
  PaymentExportFile,
  PaymentFilters,
  PayoutDetail,
  PayoutFigures,
  PayoutRow,
} from "@src/resources/payments/schema";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/order";
import { payoutLines, payouts } from "../../db/schema/settlement";
import { ApiError } from "../../http/envelope";
import { translate } from "../../http/i18n";
import type { RowScope } from "../../http/scope";
import { XLSX_MIME } from "../priority-area/workbook";

const DAY_MS = 24 * 3_600_000;
/** Payouts in one export at most (a year of daily payouts is 366). */
export const MAX_EXPORT_PAYOUTS = 10_000;

const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

export const payoutNotFound = () => new ApiError(ResultCode.notFound, "payments:errors.notFound");

function where(scope: RowScope, f: PaymentFilters): SQL | undefined {
  return and(
    eq(payouts.shopId, scope.shopId),
    f.from ? gte(payouts.paymentTime, dayStart(f.from)) : undefined,
    f.to ? lt(payouts.paymentTime, new Date(dayStart(f.to).getTime() + DAY_MS)) : undefined,
  );
}

function toRow(p: typeof payouts.$inferSelect): PayoutRow {
  return {
    payoutNo: p.payoutNo,
    paymentTime: formatDateTime(p.paymentTime),
    bank: p.bank,
    accountNo: p.accountNo,
    lineCount: p.lineCount,
    gross: p.gross,
    adminFee: p.adminFee,
    vat: p.vat,
    withholdingTax: p.withholdingTax,
    transferFee: p.transferFee,
    actualPayment: p.actualPayment,
  };
}

/** A page of the shop's payouts under `f`, newest first, and the totals of every matching payout. */
export async function pagePayouts(
  db: Db,
  scope: RowScope,
  f: PaymentFilters,
  limit: number,
  offset: number,
): Promise<{ rows: PayoutRow[]; rowCount: number; totals: PayoutFigures }> {
  const w = where(scope, f);
  const [rows, [agg]] = await Promise.all([
    db.select().from(payouts).where(w).orderBy(desc(payouts.paymentTime), desc(payouts.id)).limit(limit).offset(offset),
    db
      .select({
        n: sql<number>`count(*)::int`,
        gross: sql<string>`coalesce(sum(${payouts.gross}), 0)`,
        adminFee: sql<string>`coalesce(sum(${payouts.adminFee}), 0)`,
        vat: sql<string>`coalesce(sum(${payouts.vat}), 0)`,
        withholdingTax: sql<string>`coalesce(sum(${payouts.withholdingTax}), 0)`,
        transferFee: sql<string>`coalesce(sum(${payouts.transferFee}), 0)`,
        actualPayment: sql<string>`coalesce(sum(${payouts.actualPayment}), 0)`,
      })
      .from(payouts)
      .where(w),
  ]);
  return {
    rows: rows.map(toRow),
    rowCount: agg.n,
    totals: {
      gross: Number(agg.gross),
      adminFee: Number(agg.adminFee),
      vat: Number(agg.vat),
      withholdingTax: Number(agg.withholdingTax),
      transferFee: Number(agg.transferFee),
      actualPayment: Number(agg.actualPayment),
    },
  };
}

/** One payout of the shop with its lines. 404 payments:errors.notFound when missing or another shop's. */
export async function payoutDetail(db: Db, scope: RowScope, payoutNo: string): Promise<PayoutDetail> {
  const [p] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.payoutNo, payoutNo), eq(payouts.shopId, scope.shopId)));
  if (!p) throw payoutNotFound();
  const lines = await db
    .select({ line: payoutLines, orderNo: orders.orderNo })
    .from(payoutLines)
    .leftJoin(orders, eq(orders.id, payoutLines.orderId))
    .where(eq(payoutLines.payoutId, p.id))
    .orderBy(asc(payoutLines.id));
  return {
    ...toRow(p),
    accountName: p.accountName,
    lines: lines.map(({ line: l, orderNo }) => ({
      kind: l.kind as "order" | "refund" | "recap",
      refNo: l.refNo,
      // The order a line concerns (an order line's own number, a refund's order); null for a recap line.
      orderNo: l.kind === "recap" ? null : orderNo,
      amount: l.amount,
      goodsAmount: l.goodsAmount,
      adminFee: l.adminFee,
      vat: l.vat,
      withholdingTax: l.withholdingTax,
    })),
  };
}

const COLUMNS = [
  ["payoutNo", "payments:fields.payoutNo"],
  ["paymentTime", "payments:fields.paymentTime"],
  ["bank", "payments:fields.bank"],
  ["accountNo", "payments:fields.accountNo"],
  ["lineCount", "payments:fields.lineCount"],
  ["gross", "payments:fields.gross"],
  ["adminFee", "payments:fields.adminFee"],
  ["vat", "payments:fields.vat"],
  ["withholdingTax", "payments:fields.withholdingTax"],
  ["transferFee", "payments:fields.transferFee"],
  ["actualPayment", "payments:fields.actualPayment"],
] as const;
const MONEY = new Set<string>(["gross", "adminFee", "vat", "withholdingTax", "transferFee", "actualPayment"]);

/** The xlsx of the shop's payouts under `f` (newest first, at most MAX_EXPORT_PAYOUTS), with a totals row. */
export async function exportPayouts(
  db: Db,
  scope: RowScope,
  f: PaymentFilters,
  now: Date,
  lang: Language,
): Promise<PaymentExportFile> {
  const { rows, totals } = await pagePayouts(db, scope, f, MAX_EXPORT_PAYOUTS, 0);
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(translate(lang, "payments:export.sheet"));
  sheet.columns = COLUMNS.map(([key, title]) => ({
    header: translate(lang, title),
    key,
    width: key === "payoutNo" || key === "paymentTime" ? 22 : 16,
    style: MONEY.has(key) ? { numFmt: "#,##0" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  const total = sheet.addRow({ ...totals, payoutNo: translate(lang, "payments:detail.total") });
  total.font = { bold: true };
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return {
    fileName: `payments-${stamp}.xlsx`,
    mime: XLSX_MIME,
    contentBase64: bytes.toString("base64"),
    rows: rows.length,
  };
}
