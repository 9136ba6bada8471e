/**
 * Export of the seller's filtered orders to xlsx (spec §4 "Orders", the list's export button), written with
 * exceljs like the priority-area file: one row per order line, newest order first, at most
 * MAX_EXPORT_ORDERS orders. Column titles follow the caller's language. Answered inside the JSON envelope
 * as base64 (`{ fileName, mime, contentBase64, rows }`), so the portal saves it without a second request.
 */
import { newWorkbook } from "../../files/workbook";
import { asc, inArray } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { orderStatusName } from "@src/domain/order";
import type { Language } from "@src/domain/wire";
import type { Db } from "../../db/client";
import { orderItems } from "../../db/schema/order";
import type { RowScope } from "../../http/scope";
import type { OrderExportFile } from "@src/resources/orders/schema";
import { translate } from "../../http/i18n";
import { XLSX_MIME } from "../priority-area/workbook";
import { selectRows, sellerWhere, type OrderFilters } from "./order-query-service";

/** Orders in one export at most. */
export const MAX_EXPORT_ORDERS = 10_000;

/** The answer of /api/order/ina/export (src/resources/orders/schema.ts). */
export type OrderExport = OrderExportFile;

const COLUMNS = [
  ["orderNo", "orders:export.orderNo"],
  ["orderTime", "orders:export.orderTime"],
  ["status", "orders:export.status"],
  ["buyer", "orders:export.buyer"],
  ["receiverName", "orders:export.receiver"],
  ["paymentMethod", "orders:export.paymentMethod"],
  ["partNo", "orders:export.partNo"],
  ["itemName", "orders:export.itemName"],
  ["quantity", "orders:export.quantity"],
  ["unitPrice", "orders:export.unitPrice"],
  ["amount", "orders:export.amount"],
  ["deliveryFee", "orders:export.deliveryFee"],
  ["total", "orders:export.total"],
  ["logisticNo", "orders:export.logisticNo"],
] as const;
const MONEY = new Set(["unitPrice", "amount", "deliveryFee", "total", "quantity"]);

/** Builds the xlsx of the scope's orders under `f`. */
export async function exportOrders(
  db: Db,
  scope: RowScope,
  f: OrderFilters,
  now: Date,
  lang: Language,
): Promise<OrderExport> {
  const rows = await selectRows(db, sellerWhere(scope, f)).limit(MAX_EXPORT_ORDERS);
  const ids = rows.map((r) => r.order.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = new Map<number, typeof lines>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);

  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(translate(lang, "orders:titles.orderList"));
  sheet.columns = COLUMNS.map(([key, title]) => ({
    header: translate(lang, title),
    key,
    width: key === "itemName" ? 40 : 20,
    style: MONEY.has(key) ? { numFmt: "#,##0" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const o = r.order;
    const common = {
      orderNo: o.orderNo,
      orderTime: formatDateTime(o.orderTime),
      status: translate(lang, `orders:statusName.${orderStatusName(o.status, o.modificationStatus)}`),
      buyer: r.buyerNickName || r.buyerUserName,
      receiverName: o.receiverName,
      paymentMethod: translate(lang, `orders:paymentMethod.${o.paymentMethod}`),
      deliveryFee: o.deliveryFee,
      total: o.total,
      logisticNo: o.logisticNo ?? "",
    };
    for (const l of byOrder.get(o.id) ?? []) {
      sheet.addRow({
        ...common,
        partNo: l.partNo,
        itemName: l.itemName,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: l.amount,
      });
    }
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return {
    fileName: `orders-${stamp}.xlsx`,
    mime: XLSX_MIME,
    contentBase64: bytes.toString("base64"),
    rows: rows.length,
  };
}
