/** Shared fixtures of the import tests: reference data and files written with exceljs (not the importer's xlsx). */
import ExcelJS from "exceljs";
import type { ImportReferences } from "../../src/resources/products/import/match-rows";

export const REFS: ImportReferences = {
  categories: [
    { cateId: "vp-1", title: "Vehicle Parts", path: "Vehicles & Parts > Vehicle Parts" },
    { cateId: "vp-1-2", title: "Brake Pads", path: "Vehicles & Parts > Vehicle Parts > Brake Pads" },
    { cateId: "vp-1-3", title: "Filters", path: "Vehicles & Parts > Vehicle Parts > Filters" },
    { cateId: "vp-2-3", title: "Filters", path: "Vehicles & Parts > Motorcycle Parts > Filters" },
  ],
  vehicles: [
    {
      vehicleType: 1,
      brandId: "toyota",
      brandName: "TOYOTA",
      series: "AVANZA",
      years: [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023],
    },
    { vehicleType: 1, brandId: "daihatsu", brandName: "DAIHATSU", series: "XENIA", years: [2019, 2020, 2021, 2022] },
    { vehicleType: 2, brandId: "honda", brandName: "HONDA", series: "BEAT", years: [] },
  ],
};

/** English headers of create mode, in a shuffled order with odd case and spacing, plus an extra column. */
export const MESSY_CREATE_HEADER = [
  "  part no ",
  "PRODUCT NAME",
  "kategori",
  "Kondisi",
  "grade",
  "Merek",
  "Satuan  Produk",
  "packaging unit",
  "Isi per kemasan",
  "berat(gram)",
  "Length (CM)",
  "lebar (cm)",
  "Height(cm)",
  "vehicle type",
  "kecocokan",
  "Fitment",
  "trade platform",
  "harga (rp)",
  "Diskon (%)",
  "sale unit",
  "Jenis Stok",
  "stock",
  "minimum buy qty",
  "Catatan internal",
];

/**
 * A valid messy row: numbers as id-ID text, decimal comma, fitment text, category by leaf title.
 * Odd rows give the enumerations as words (mixed languages and case), even rows as codes; both read the same.
 */
export function messyRow(i: number): (string | number | null)[] {
  const words = i % 2 === 1;
  return [
    `BP${1000 + i}`,
    `Kampas Rem Depan ${i}`,
    "brake pads",
    words ? "ORIGINAL" : "1",
    words ? "a (100% baru)" : "A",
    "Aisin",
    "pcs",
    "box",
    2,
    "1.250",
    "20",
    10,
    5,
    words ? "Mobil" : 1,
    words ? "partial" : 2,
    "Toyota Avanza 2019-2022; Daihatsu Xenia 2021",
    words ? "B2B; b2c" : "1; 2",
    "1-9: 1.250.000; 10+: 1.200.000",
    "12,5",
    "pcs",
    words ? "Stok  Aktual" : 2,
    "1.000",
    "1",
    "ignored",
  ];
}

/** An .xlsx written by exceljs with these rows (first sheet) and optional trailing empty rows. */
export async function exceljsFile(
  rows: (string | number | null)[][],
  opts: { trailingEmpty?: number; sheetName?: string } = {},
): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(opts.sheetName ?? "Sheet1");
  for (const r of rows) ws.addRow(r);
  // Rows holding only blank strings / formatting: what a spreadsheet leaves after deleting data.
  for (let i = 0; i < (opts.trailingEmpty ?? 0); i++) {
    const row = ws.addRow(["", null, " "]);
    row.getCell(1).numFmt = "0";
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A valid create row by column key (the category and the enumerations as codes). */
export const CREATE_BASE: Record<string, string | number> = {
  partNo: "GD1",
  itemName: "Kampas Rem",
  categoryId: "vp-1-4-1-7",
  condition: 1,
  grade: "A",
  brandName: "Aisin",
  productUnit: "pcs",
  packagingUnit: "box",
  packagingQty: 1,
  weight: 300,
  length: 10,
  width: 10,
  height: 5,
  vehicleType: 1,
  adaptType: 1,
  tradePlatforms: "1",
  priceTiers: "50.000",
  saleUnit: "pcs",
  stockType: 2,
  stockNum: 10,
  minBuyQty: 1,
};
