/**
 * The priority-part-area file (spec §2, §4): one row per priority product in sale x chosen city, with the
 * city, its province, part no, name, stock and price (rupiah, the first tier's). Written with exceljs
 * (server-side writing only: spreadsheets are never parsed on the server). Column titles follow the
 * language the file was asked in.
 */
import { newWorkbook } from "../../files/workbook";
import { aliasedTable, and, asc, eq, inArray } from "drizzle-orm";
import { ReviewStatus } from "@src/domain/product";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { items } from "../../db/schema/item";
import { regions } from "../../db/schema/reference";
import { translate } from "../../http/i18n";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Column keys and their titles' i18n keys (the portal's labels, so the file reads like the screens). */
const COLUMNS = [
  ["provinceName", "priorityAreas:cities.province"],
  ["regencyCode", "priorityAreas:file.code"],
  ["regencyName", "priorityAreas:cities.city"],
  ["partNo", "products:fields.partNo"],
  ["itemName", "products:fields.itemName"],
  ["stock", "products:fields.stockNum"],
  ["price", "priorityAreas:file.price"],
] as const;

/** The workbook's bytes and its row count (header excluded). */
export async function buildPriorityWorkbook(
  db: Db | Tx,
  job: { shopId: number; regencyCodes: string[]; lang: Language },
): Promise<{ bytes: Buffer; rows: number }> {
  const province = aliasedTable(regions, "province");
  const cities =
    job.regencyCodes.length === 0
      ? []
      : await db
          .select({ regencyCode: regions.code, regencyName: regions.name, provinceName: province.name })
          .from(regions)
          .innerJoin(province, eq(province.code, regions.parentCode))
          .where(and(inArray(regions.code, job.regencyCodes), eq(regions.level, 2)))
          .orderBy(asc(province.name), asc(regions.name));
  const products = await db
    .select({ partNo: items.partNo, itemName: items.itemName, stock: items.stockNum, price: items.minPrice })
    .from(items)
    .where(and(eq(items.shopId, job.shopId), eq(items.priority, true), eq(items.reviewStatus, ReviewStatus.inSale)))
    .orderBy(asc(items.partNo), asc(items.id));

  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(translate(job.lang, "priorityAreas:titles.area"));
  sheet.columns = COLUMNS.map(([key, title]) => ({
    header: translate(job.lang, title),
    key,
    width: key === "itemName" ? 40 : key === "provinceName" || key === "regencyName" ? 30 : 16,
    style: key === "price" || key === "stock" ? { numFmt: "#,##0" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const city of cities) {
    for (const p of products) sheet.addRow({ ...city, ...p });
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, rows: cities.length * products.length };
}
