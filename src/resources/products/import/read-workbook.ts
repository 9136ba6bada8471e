/**
 * Reading and writing spreadsheets with xlsx (SheetJS 0.18.5). Runs ONLY inside import.worker.ts in the
 * browser (and in Node tests): the package carries published advisories (prototype pollution, ReDoS; see
 * STACK.md), so it never runs on the server or the page's main thread, and sheets are read as arrays of
 * cell values (`header: 1`): nothing parsed is ever merged into an object.
 */
import * as XLSX from "xlsx";
import type { CellError, RawCell } from "./cells";
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from "./columns";

export type ReadResult = { ok: true; sheet: RawCell[][] } | { ok: false; error: CellError };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/**
 * The first sheet of an .xlsx (ZIP) or .xls (compound file) as rows of cell values (numbers, text,
 * booleans, null for blanks); formulas answer their cached values. Anything else is refused by its bytes,
 * whatever its name says. Reads at most MAX_IMPORT_ROWS + 1 data rows (enough to tell "too many").
 * Errors: import:errors.tooLarge, import:errors.empty (no bytes or no sheet), import:errors.notSpreadsheet.
 */
export function readWorkbook(bytes: Uint8Array): ReadResult {
  if (bytes.byteLength > MAX_IMPORT_FILE_BYTES)
    return {
      ok: false,
      error: { key: "import:errors.tooLarge", params: { maxMb: MAX_IMPORT_FILE_BYTES / 1024 / 1024 } },
    };
  if (bytes.byteLength === 0) return { ok: false, error: { key: "import:errors.empty" } };
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, CFB))
    return { ok: false, error: { key: "import:errors.notSpreadsheet" } };
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, {
      type: "array",
      sheetRows: MAX_IMPORT_ROWS + 2,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    return { ok: false, error: { key: "import:errors.notSpreadsheet" } };
  }
  const first = wb.SheetNames[0];
  const ws = first === undefined ? undefined : wb.Sheets[first];
  if (!ws) return { ok: false, error: { key: "import:errors.empty" } };
  const rows = XLSX.utils.sheet_to_json<RawCell[]>(ws, { header: 1, raw: true, defval: null, blankrows: true });
  return { ok: true, sheet: rows.map((r) => r.map((c) => (c === undefined ? null : c))) };
}

export interface SheetSpec {
  name: string;
  rows: RawCell[][];
  /** Column widths in characters. */
  widths?: number[];
}

/** Writes sheets into an .xlsx file (bytes). */
export function writeWorkbook(sheets: readonly SheetSpec[]): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const s of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(s.rows);
    if (s.widths) ws["!cols"] = s.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(wb, ws, s.name);
  }
  const out: ArrayBuffer = XLSX.write(wb, { type: "array", bookType: "xlsx", compression: true });
  return new Uint8Array(out);
}
