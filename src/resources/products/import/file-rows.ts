/**
 * The sheets of the files the import page writes (template, export of in-sale products, rows with
 * errors), generated from the column table so that the importer reads each back unchanged. Pure.
 */
import type { Language } from "../../../domain/wire";
import type { PriceTier } from "../schema";
import { choiceAllowedText, choiceLabel, formatTiers, type RawCell } from "./cells";
import { columnsOf, type ColumnType, type ImportColumn, type ImportMode } from "./columns";
import type { CategoryRef } from "./match-rows";
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
  /** Header of the accepted-values column (`code = label` lists, format notes). */
  acceptedHeader: string;
  /** Header of the example columns, numbered in the sheet (`Contoh 1`, `Contoh 2`...). */
  exampleHeader: string;
  yes: string;
  no: string;
  /** What a column of a type accepts, in words (`import:guide.notes.<type>`); choice columns list their codes instead. */
  notes: Partial<Record<ColumnType, string>>;
}

/** Column types whose guide row carries a note (`import:guide.notes.<type>` in both locales). */
export const GUIDE_NOTE_TYPES = [
  "text",
  "integer",
  "decimal1",
  "list",
  "boolean",
  "tiers",
  "fitments",
  "category",
] as const satisfies readonly ColumnType[];

/**
 * Example values per column key, each one a whole cell the importer reads as it stands (spec §5 "Import";
 * tests/unit/import-guide.test.ts types every example of the sheet into a row). Fitment years lie in the
 * sales years of both the built-in and the imported vehicle sets.
 */
const EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  partNo: ["04465BZ010"],
  itemName: ["Kampas Rem Depan"],
  brandName: ["Aisin"],
  specification: ["Keramik, tebal 10 mm"],
  productUnit: ["pcs"],
  packagingUnit: ["box"],
  packagingQty: ["10"],
  weight: ["1.250"],
  length: ["20"],
  width: ["12"],
  height: ["5"],
  fitments: ["Toyota Avanza 2022-2023; Daihatsu Xenia 2022"],
  priceTiers: ["50.000", "1-9: 50.000; 10+: 45.000"],
  discount: ["12,5", "0"],
  saleUnit: ["pcs"],
  deliveryTemplateId: ["3"],
  stockNum: ["1.250"],
  minBuyQty: ["1"],
  autoTender: ["ya", "tidak"],
  priority: ["ya", "tidak"],
  reconditioned: ["tidak", "ya"],
  images: ["fileKey1; fileKey2"],
  description: ["Kampas rem asli, satu set untuk dua roda"],
  itemId: ["1024"],
};

/** The category the guide shows when the tree has it (Brake Pads, a built-in leaf). */
const EXAMPLE_CATEGORY = "vp-1-4-1-7";

/**
 * The category examples: id, leaf title and full path of one leaf of `categories` (Brake Pads when
 * present), in the tree's language, then the leaf title in the other language. None without a tree.
 */
function categoryExamples(categories: readonly CategoryRef[]): string[] {
  const isParent = new Set(categories.map((c) => c.cateId.replace(/-\d+$/, "")));
  const leaf = categories.find((c) => c.cateId === EXAMPLE_CATEGORY) ?? categories.find((c) => !isParent.has(c.cateId));
  if (!leaf) return [];
  const other = leaf.alt?.find((a) => a.title !== leaf.title)?.title;
  return [leaf.cateId, leaf.title, leaf.path, ...(other ? [other] : [])];
}

/**
 * The guide's examples of a column in `lang`, each a value the importer accepts as typed: choice columns
 * give a code and a label (a list column: codes and labels, `;`-separated), the category column an id, a
 * title and a path of the user's category tree.
 */
export function guideExamples(c: ImportColumn, lang: Language, categories: readonly CategoryRef[]): string[] {
  const spec = c.choice;
  if (spec) {
    if (c.type === "choiceList")
      return [spec.codes.join("; "), spec.codes.map((code) => choiceLabel(spec, code, lang)).join("; ")];
    return [String(spec.codes[0]), choiceLabel(spec, spec.codes[0], lang)];
  }
  if (c.type === "category") return categoryExamples(categories);
  return [...(EXAMPLES[c.key] ?? [])];
}

/**
 * What a column accepts, in words: choice columns list `code = label` in `lang` (a list column adds a
 * sample list written with the labels, `B2B; B2C`); other columns the note of their type.
 */
function acceptedOf(c: ImportColumn, lang: Language, guide: GuideTexts): string {
  const spec = c.choice;
  if (!spec) return guide.notes[c.type] ?? "";
  const allowed = choiceAllowedText(spec, lang);
  return c.type === "choiceList"
    ? `${allowed}  |  ${spec.codes.map((code) => choiceLabel(spec, code, lang)).join("; ")}`
    : allowed;
}

export const headerOf = (c: ImportColumn, lang: Language) => (lang === "en-US" ? c.enHeader : c.idHeader);

/**
 * Template: the header row of the mode (in the user's language) and a guide sheet: column, required,
 * accepted values (enumerations as `code = label` in the user's language), then the examples, one value
 * per cell (`categories`: the user's category tree, flattened). The first sheet holds no sample row on
 * purpose: a row left in it would be imported as a product.
 */
export function templateSheets(
  mode: ImportMode,
  lang: Language,
  guide: GuideTexts,
  categories: readonly CategoryRef[] = [],
): SheetSpec[] {
  const columns = columnsOf(mode);
  const examples = columns.map((c) => guideExamples(c, lang, categories));
  const exampleCount = Math.max(1, ...examples.map((e) => e.length));
  const exampleHeaders = Array.from({ length: exampleCount }, (_, i) => `${guide.exampleHeader} ${i + 1}`);
  return [
    {
      name: mode === "create" ? "Produk" : "Update",
      rows: [columns.map((c) => headerOf(c, lang))],
      widths: columns.map((c) => Math.max(12, headerOf(c, lang).length + 2)),
    },
    {
      name: guide.sheetName,
      rows: [
        [guide.columnHeader, guide.requiredHeader, guide.acceptedHeader, ...exampleHeaders],
        ...columns.map((c, i) => [
          headerOf(c, lang),
          c.required ? guide.yes : guide.no,
          acceptedOf(c, lang, guide),
          ...examples[i],
        ]),
      ],
      widths: [24, 10, 48, ...exampleHeaders.map(() => 30)],
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
  return [
    {
      name: "Update",
      rows: [columns.map((c) => headerOf(c, lang)), ...rows.map((r) => columns.map((c) => cell(r, c.key)))],
      widths: columns.map(() => 18),
    },
  ];
}

/** Rows with errors: the original header and cells plus an error column (translated messages). */
export function errorSheets(
  header: readonly RawCell[],
  rows: readonly { raw: readonly RawCell[]; errorText: string }[],
  errorHeader: string,
): SheetSpec[] {
  const width = header.length;
  const pad = (raw: readonly RawCell[]) => Array.from({ length: width }, (_, i) => raw[i] ?? null);
  return [{ name: "Errors", rows: [[...header, errorHeader], ...rows.map((r) => [...pad(r.raw), r.errorText])] }];
}
