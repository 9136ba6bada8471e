/**
 * The sheets of the files the import page writes (template, export of in-sale products, rows with
 * errors), generated from the column table so that the importer reads each back unchanged. Pure.
 */
import type { Language } from "../../../domain/wire";
import type { PriceTier } from "../schema";
import { choiceAllowedText, choiceLabel, formatTiers, type RawCell } from "./cells";
import { columnsOf, type ImportColumn, type ImportMode } from "./columns";
import type { SheetSpec } from "./read-workbook";

/** A row of `/api/item/ina/export` (update mode's columns). */
export interface ExportRow {
  itemId: number;
  partNo: string;
  itemName: string;
  priceTiers: PriceTier[];
  discount: number;
  stockNum: number;
}

/** Texts of the guide sheet, translated by the page (the worker has no i18n). */
export interface GuideTexts {
  sheetName: string;
  columnHeader: string;
  requiredHeader: string;
  exampleHeader: string;
  yes: string;
  no: string;
}

const EXAMPLES: Record<string, string> = {
  partNo: "04465BZ010",
  itemName: "Kampas Rem Depan",
  categoryId: "vp-1-4 / Vehicles & Parts > Vehicle Parts & Accessories",
  fitments: "Toyota Avanza 2019-2022; Daihatsu Xenia 2021",
  priceTiers: "50.000  |  1-9: 50.000; 10+: 45.000",
  discount: "12,5",
  stockNum: "1.250",
  autoTender: "ya / tidak",
  images: "fileKey1; fileKey2",
  itemId: "1024",
};

/**
 * The guide's example of a column in `lang`. Choice columns list `code = label` (either is accepted, in
 * either language); a list column adds a sample list written with the labels (`B2B; B2C`).
 */
function exampleOf(c: ImportColumn, lang: Language): string {
  if (!c.choice) return EXAMPLES[c.key] ?? "";
  const allowed = choiceAllowedText(c.choice, lang);
  const spec = c.choice;
  return c.type === "choiceList" ? `${allowed}  |  ${spec.codes.map((code) => choiceLabel(spec, code, lang)).join("; ")}` : allowed;
}

export const headerOf = (c: ImportColumn, lang: Language) => (lang === "en-US" ? c.enHeader : c.idHeader);

/**
 * Template: the header row of the mode (in the user's language) and a guide sheet (column, required,
 * example; enumerations as `code = label` in the user's language). The first sheet holds no sample
 * row on purpose: a row left in it would be imported as a product.
 */
export function templateSheets(mode: ImportMode, lang: Language, guide: GuideTexts): SheetSpec[] {
  const columns = columnsOf(mode);
  return [
    { name: mode === "create" ? "Produk" : "Update", rows: [columns.map((c) => headerOf(c, lang))], widths: columns.map((c) => Math.max(12, headerOf(c, lang).length + 2)) },
    {
      name: guide.sheetName,
      rows: [[guide.columnHeader, guide.requiredHeader, guide.exampleHeader], ...columns.map((c) => [headerOf(c, lang), c.required ? guide.yes : guide.no, exampleOf(c, lang)])],
      widths: [24, 10, 48],
    },
  ];
}

/** Export of in-sale products: update mode's columns, one row per product, price tiers as tier text. */
export function exportSheets(rows: readonly ExportRow[], lang: Language): SheetSpec[] {
  const columns = columnsOf("update");
  const cell = (r: ExportRow, key: string): RawCell => {
    if (key === "priceTiers") return formatTiers(r.priceTiers);
    const v = (r as unknown as Record<string, unknown>)[key];
    return typeof v === "number" || typeof v === "string" ? v : null;
  };
  return [{ name: "Update", rows: [columns.map((c) => headerOf(c, lang)), ...rows.map((r) => columns.map((c) => cell(r, c.key)))], widths: columns.map(() => 18) }];
}

/** Rows with errors: the original header and cells plus an error column (translated messages). */
export function errorSheets(header: readonly RawCell[], rows: readonly { raw: readonly RawCell[]; errorText: string }[], errorHeader: string): SheetSpec[] {
  const width = header.length;
  const pad = (raw: readonly RawCell[]) => Array.from({ length: width }, (_, i) => raw[i] ?? null);
  return [{ name: "Errors", rows: [[...header, errorHeader], ...rows.map((r) => [...pad(r.raw), r.errorText])] }];
}
