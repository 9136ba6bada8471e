/**
 * exceljs, loaded on the first download that writes a workbook instead of at start: it is the largest
 * library the API holds (about 26 MB of a process's memory), and most processes never write one
 * (bench/README.md "Memory").
 */
import type ExcelJS from "exceljs";

let loading: Promise<typeof ExcelJS> | null = null;

/** A new, empty exceljs workbook; the library is imported once, on first use. */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  loading ??= import("exceljs").then((m) => m.default);
  const lib = await loading;
  return new lib.Workbook();
}
