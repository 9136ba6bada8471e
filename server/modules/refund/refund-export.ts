/**
 * Export of the seller's filtered return and refund requests to xlsx (spec §4 "Refund", the list's export
 * button; a finance clerk opens it in Excel), written with exceljs like the order export: one row per
 * request line, newest request first, at most MAX_EXPORT_REFUNDS requests. Column titles follow the
 * caller's language; money columns are integer rupiah with thousands separators. Answered inside the JSON
 * envelope as base64 (`{ fileName, mime, contentBase64, rows }`, the orders' OrderExportFile shape).
 */
import { newWorkbook } from "../../files/workbook";
import { asc, eq, inArray } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { refundStatusName } from "@src/domain/refund";
import type { Language } from "@src/domain/wire";
import type { OrderExportFile } from "@src/resources/orders/schema";
import type { Db } from "../../db/client";
import { orderItems } from "../../db/schema/order";
import { refundItems } from "../../db/schema/refund";
import { translate } from "../../http/i18n";
import type { RowScope } from "../../http/scope";
import { XLSX_MIME } from "../priority-area/workbook";
import { selectRefunds, sellerWhere, type RefundFilters } from "./refund-query-service";

/** Requests in one export at most. */
export const MAX_EXPORT_REFUNDS = 10_000;

const COLUMNS = [
  "refundNo",
  "orderNo",
  "applyTime",
  "method",
  "status",
  "buyer",
  "reason",
  "partNo",
  "itemName",
  "quantity",
  "amount",
  "productAmount",
  "deliveryFeeAmount",
  "originalAmount",
  "refundAmount",
  "deliveryNo",
] as const;
const NUMBERS = new Set<string>([
  "quantity",
  "amount",
  "productAmount",
  "deliveryFeeAmount",
  "originalAmount",
  "refundAmount",
]);

/** Builds the xlsx of the scope's requests under `f`; `rows` counts requests. */
export async function exportRefunds(
  db: Db,
  scope: RowScope,
  f: RefundFilters,
  now: Date,
  lang: Language,
): Promise<OrderExportFile> {
  const rows = await selectRefunds(db, sellerWhere(scope, f)).limit(MAX_EXPORT_REFUNDS);
  const ids = rows.map((r) => r.refund.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({ ask: refundItems, partNo: orderItems.partNo, itemName: orderItems.itemName })
          .from(refundItems)
          .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
          .where(inArray(refundItems.refundId, ids))
          .orderBy(asc(refundItems.refundId), asc(refundItems.id));
  const byRefund = new Map<number, typeof lines>();
  for (const l of lines) byRefund.set(l.ask.refundId, [...(byRefund.get(l.ask.refundId) ?? []), l]);

  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(translate(lang, "refunds:export.sheet"));
  sheet.columns = COLUMNS.map((key) => ({
    header: translate(lang, `refunds:export.${key}`),
    key,
    width: key === "itemName" ? 40 : 20,
    style: NUMBERS.has(key) ? { numFmt: "#,##0" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const j of rows) {
    const r = j.refund;
    const common = {
      refundNo: r.refundNo,
      orderNo: j.orderNo,
      applyTime: formatDateTime(r.applyTime),
      method: translate(lang, `refunds:method.${r.method}`),
      status: translate(lang, `refunds:status.${refundStatusName(r.status)}`),
      buyer: j.buyerNickName || j.buyerUserName,
      reason: translate(lang, `refunds:reasons.${r.reason}`),
      productAmount: r.productAmount,
      deliveryFeeAmount: r.deliveryFeeAmount,
      originalAmount: r.originalAmount,
      refundAmount: r.refundAmount ?? "",
      deliveryNo: r.deliveryNo ?? "",
    };
    for (const l of byRefund.get(r.id) ?? []) {
      sheet.addRow({
        ...common,
        partNo: l.partNo,
        itemName: l.itemName,
        quantity: l.ask.quantity,
        amount: l.ask.amount,
      });
    }
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return {
    fileName: `refunds-${stamp}.xlsx`,
    mime: XLSX_MIME,
    contentBase64: bytes.toString("base64"),
    rows: rows.length,
  };
}
