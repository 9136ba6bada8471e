/**
 * The import/export column table (spec §5 "Import"; issue 4 part 5). One table drives the template, the
 * export, the header matcher and the cell validation, so the four can never disagree.
 *
 * - `create` mode: every product field, one product per row (fitment and price tiers as text).
 * - `update` mode: product id plus price, discount and stock of in-sale products; part no and name are
 *   written by the export for the reader's benefit and ignored on import.
 */

import { ADAPT_TYPES, CONDITIONS, GRADES, STOCK_TYPES, TRADE_PLATFORMS, VEHICLE_TYPES } from "../../../domain/product";

export type ImportMode = "create" | "update";
export const IMPORT_MODES: readonly ImportMode[] = ["create", "update"];

/**
 * How a cell is read:
 * text; integer (whole number); decimal1 / decimal2 (at most one / two decimals); money (integer rupiah);
 * list (`;`-separated texts); intList (`;`-separated integers); boolean (1/0, ya/tidak, yes/no, true/false);
 * tiers (`50.000` or `1-9: 50.000; 10+: 45.000`); fitments (`Toyota Avanza 2019-2022; Daihatsu Xenia 2021`);
 * category (id, full path or leaf title); choice / choiceList (one / a `;`-separated list of an enumeration's
 * codes, each given as the code or its label in either language: see ChoiceSpec).
 */
export type ColumnType =
  | "text"
  | "integer"
  | "decimal1"
  | "decimal2"
  | "money"
  | "list"
  | "intList"
  | "boolean"
  | "tiers"
  | "fitments"
  | "category"
  | "choice"
  | "choiceList";

/** Label groups of locales/<lang>/products.json keyed by an enumeration's codes (`products:condition.1`). */
export type ChoiceLabels = "condition" | "grade" | "vehicleType" | "adaptType" | "tradePlatform" | "stockType";

/**
 * An enumerated column (spec §3 "Product"): the codes come from src/domain/product.ts, the labels from
 * the same `products:<labels>.<code>` keys the product form and list show. A cell may hold the code, the
 * label in id-ID or en-US, either part of a label written `Head (detail)` when that part names one code
 * only, or one of `aliases`; case, spacing and punctuation are ignored.
 */
export interface ChoiceSpec {
  codes: readonly (number | string)[];
  labels: ChoiceLabels;
  /** Extra words a dealer types for a code (the spec's own words where the labels differ). */
  aliases?: Readonly<Record<string, readonly string[]>>;
}

export interface ImportColumn {
  /** Field of the row body (categories land in `categoryId`). */
  key: string;
  /** Header as written in id-ID and en-US files; either is accepted, case and spacing ignored. */
  idHeader: string;
  enHeader: string;
  type: ColumnType;
  /** An empty cell is an error ("not null"). */
  required: boolean;
  /** Written by the export, ignored by the importer (update mode's part no and name). */
  informational?: boolean;
  /** Codes and labels of a choice / choiceList column. */
  choice?: ChoiceSpec;
}

const col = (
  key: string,
  idHeader: string,
  enHeader: string,
  type: ColumnType,
  required = true,
  informational = false,
): ImportColumn => ({
  key,
  idHeader,
  enHeader,
  type,
  required,
  informational,
});

const choice = (key: string, idHeader: string, enHeader: string, spec: ChoiceSpec, list = false): ImportColumn => ({
  ...col(key, idHeader, enHeader, list ? "choiceList" : "choice"),
  choice: spec,
});

/** Columns of create mode, in template order. Codes follow src/domain/product.ts (guide sheet lists them). */
export const CREATE_COLUMNS: readonly ImportColumn[] = [
  col("partNo", "No. Part", "Part No", "text"),
  col("itemName", "Nama Produk", "Product Name", "text"),
  col("categoryId", "Kategori", "Category", "category"),
  choice("condition", "Kondisi", "Condition", {
    codes: CONDITIONS,
    labels: "condition",
    aliases: { 1: ["asli", "orisinal"] },
  }),
  choice("grade", "Grade", "Grade", { codes: GRADES, labels: "grade" }),
  col("brandName", "Merek", "Brand", "text"),
  col("specification", "Spesifikasi", "Specification", "text", false),
  col("productUnit", "Satuan Produk", "Product Unit", "text"),
  col("packagingUnit", "Satuan Kemasan", "Packaging Unit", "text"),
  col("packagingQty", "Isi per Kemasan", "Packaging Quantity", "integer"),
  col("weight", "Berat (gram)", "Weight (gram)", "integer"),
  col("length", "Panjang (cm)", "Length (cm)", "integer"),
  col("width", "Lebar (cm)", "Width (cm)", "integer"),
  col("height", "Tinggi (cm)", "Height (cm)", "integer"),
  choice("vehicleType", "Jenis Kendaraan", "Vehicle Type", {
    codes: VEHICLE_TYPES,
    labels: "vehicleType",
    aliases: { 2: ["sepeda motor"] },
  }),
  choice("adaptType", "Kecocokan", "Adapt Type", { codes: ADAPT_TYPES, labels: "adaptType" }),
  col("fitments", "Kendaraan Cocok", "Fitment", "fitments", false),
  choice(
    "tradePlatforms",
    "Platform Dagang",
    "Trade Platform",
    { codes: TRADE_PLATFORMS, labels: "tradePlatform" },
    true,
  ),
  col("priceTiers", "Harga (Rp)", "Price (Rp)", "tiers"),
  col("discount", "Diskon (%)", "Discount (%)", "decimal1", false),
  col("saleUnit", "Satuan Jual", "Sale Unit", "text"),
  col("deliveryTemplateId", "ID Template Ongkir", "Delivery Template ID", "integer", false),
  choice("stockType", "Jenis Stok", "Stock Type", {
    codes: STOCK_TYPES,
    labels: "stockType",
    aliases: { 1: ["virtual"], 2: ["actual", "aktual"] },
  }),
  col("stockNum", "Stok", "Stock", "integer"),
  col("minBuyQty", "Minimal Beli", "Minimum Buy Qty", "integer"),
  col("autoTender", "Tender Otomatis", "Auto Tender", "boolean", false),
  col("priority", "Prioritas", "Priority", "boolean", false),
  col("reconditioned", "Rekondisi", "Reconditioned", "boolean", false),
  col("images", "Gambar (kunci file)", "Images (file keys)", "list", false),
  col("description", "Deskripsi", "Description", "text", false),
];

/** Columns of update mode: only price, discount and stock change; the id names the product. */
export const UPDATE_COLUMNS: readonly ImportColumn[] = [
  col("itemId", "ID Produk", "Product ID", "integer"),
  col("partNo", "No. Part", "Part No", "text", false, true),
  col("itemName", "Nama Produk", "Product Name", "text", false, true),
  col("priceTiers", "Harga (Rp)", "Price (Rp)", "tiers"),
  col("discount", "Diskon (%)", "Discount (%)", "decimal1"),
  col("stockNum", "Stok", "Stock", "integer"),
];

export function columnsOf(mode: ImportMode): readonly ImportColumn[] {
  return mode === "create" ? CREATE_COLUMNS : UPDATE_COLUMNS;
}

/** Most rows one import may carry (issue 4). */
export const MAX_IMPORT_ROWS = 10_000;
/** Largest file the portal reads (bytes); bigger files are refused before parsing. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ["xlsx", "xls"] as const;

/** Header comparison key: lower case, letters and digits only ("Berat (gram)" = "berat gram" = "BERAT(GRAM)"). */
export function headerKey(text: unknown): string {
  return String(text ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]/g, "");
}

export interface HeaderMatch {
  /** Column of the sheet for each column of the table, or -1 when the sheet lacks it. */
  indexOf: Record<string, number>;
  /** Required columns the header row lacks. */
  missing: ImportColumn[];
}

/**
 * Matches a header row against the mode's columns: id-ID or en-US header (or the field key), case,
 * spacing and punctuation ignored; extra columns are ignored; the first occurrence wins.
 */
export function matchHeaders(header: readonly unknown[], mode: ImportMode): HeaderMatch {
  const positions = new Map<string, number>();
  header.forEach((cell, i) => {
    const k = headerKey(cell);
    if (k && !positions.has(k)) positions.set(k, i);
  });
  const indexOf: Record<string, number> = {};
  const missing: ImportColumn[] = [];
  for (const c of columnsOf(mode)) {
    const at = [c.idHeader, c.enHeader, c.key].map((h) => positions.get(headerKey(h))).find((i) => i !== undefined);
    indexOf[c.key] = at ?? -1;
    if (at === undefined && c.required) missing.push(c);
  }
  return { indexOf, missing };
}

/** True for a file name the importer accepts (.xlsx or .xls, any case). */
export function isSpreadsheetName(name: string): boolean {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  return (IMPORT_EXTENSIONS as readonly string[]).includes(ext);
}
