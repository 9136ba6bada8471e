/**
 * Importer on real files (issue 4 part 5): files written by exceljs with the messy cases a seller's
 * spreadsheet has, read with the importer's reader (read-workbook.ts, xlsx) and matched (match-rows.ts).
 */
import { describe, expect, it } from "vitest";
import { parseNumber } from "../../src/resources/products/import/cells";
import { matchRows, validBodies } from "../../src/resources/products/import/match-rows";
import { readWorkbook } from "../../src/resources/products/import/read-workbook";
import { exceljsFile, MESSY_CREATE_HEADER, messyRow, REFS } from "./import-helpers";

function readSheet(bytes: Uint8Array) {
  const read = readWorkbook(bytes);
  if (!read.ok) throw new Error(read.error.key);
  return read.sheet;
}

describe("import matching of messy files", () => {
  it("reads headers in either language, id-ID numbers as text, decimal commas, fitment text; ignores extra columns and trailing empty rows", async () => {
    const bytes = await exceljsFile([MESSY_CREATE_HEADER, messyRow(1), messyRow(2)], { trailingEmpty: 5 });
    const result = matchRows(readSheet(bytes), "create", REFS);
    expect(result.fileError).toBeNull();
    expect(result.rows).toHaveLength(2);
    expect(result.rows.map((r) => r.errors)).toEqual([{}, {}]);
    expect(result.valid).toBe(2);
    const [body, codesBody] = validBodies(result);
    // Row 1 gives the enumerations as words, row 2 as codes: the same product either way.
    const enums = { condition: 1, grade: "A", vehicleType: 1, adaptType: 2, tradePlatforms: [1, 2], stockType: 2 };
    expect(body).toMatchObject(enums);
    expect(codesBody).toMatchObject(enums);
    expect(body).toMatchObject({
      partNo: "BP1001",
      categoryId: "vp-1-2",
      weight: 1250,
      length: 20,
      discount: 12.5,
      stockNum: 1000,
      tradePlatforms: [1, 2],
      priceTiers: [
        { minQty: 1, maxQty: 9, price: 1_250_000 },
        { minQty: 10, maxQty: null, price: 1_200_000 },
      ],
      images: [],
      autoTender: false,
    });
    expect((body.fitments as { series: string; year: number }[]).map((f) => `${f.series} ${f.year}`)).toEqual([
      "AVANZA 2019",
      "AVANZA 2020",
      "AVANZA 2021",
      "AVANZA 2022",
      "XENIA 2021",
    ]);
  });

  it("marks each bad cell with its reason and counts valid and invalid rows", async () => {
    const bad = messyRow(3);
    bad[9] = "12,75"; // weight must be an integer
    bad[18] = "12,55"; // discount: one decimal at most
    bad[0] = null; // part no: not null
    bad[2] = "filters"; // two categories share this title
    bad[15] = "Toyota Avanza 2010"; // year the model is not offered in
    bad[21] = "banyak"; // not a number
    const bytes = await exceljsFile([MESSY_CREATE_HEADER, messyRow(1), bad]);
    const result = matchRows(readSheet(bytes), "create", REFS);
    expect(result.valid).toBe(1);
    expect(result.invalid).toBe(1);
    const row = result.rows[1];
    expect(row.status).toBe("invalid");
    expect(row.rowNumber).toBe(3);
    expect(row.body).toBeNull();
    expect(Object.fromEntries(Object.entries(row.errors).map(([k, e]) => [k, e.key]))).toEqual({
      partNo: "import:errors.required",
      weight: "import:errors.integer",
      discount: "import:errors.decimal1",
      categoryId: "import:errors.ambiguousCategory",
      fitments: "import:errors.unknownYear",
      stockNum: "import:errors.number",
    });
  });

  it("applies the product schema's own rules to the assembled row (price tiers, min buy over stock)", async () => {
    const row = messyRow(4);
    row[17] = "1-9: 50.000; 12+: 45.000"; // gap between tiers
    row[22] = "5.000"; // min buy 5000 > stock 1000 with actual stock
    const result = matchRows(readSheet(await exceljsFile([MESSY_CREATE_HEADER, row])), "create", REFS);
    expect(result.rows[0].errors.priceTiers?.key).toBe("products:errors.priceTierRange");
    expect(result.rows[0].errors.minBuyQty?.key).toBe("products:errors.minBuyOverStock");
  });

  it("update mode: reads id, price, discount and stock; refuses a duplicate id", async () => {
    const header = ["ID Produk", "Harga (Rp)", "diskon (%)", "STOK", "Nama Produk"];
    const bytes = await exceljsFile([
      header,
      [11, "75.000", "0", "10", "x"],
      ["12", 80000, 5.5, 3, "y"],
      [11, "70.000", 0, 1, "z"],
    ]);
    const result = matchRows(readSheet(bytes), "update", REFS);
    expect(result.valid).toBe(2);
    expect(result.rows[2].errors.itemId).toEqual({ key: "import:errors.duplicateId", params: { id: 11 } });
    expect(validBodies(result)).toEqual([
      { itemId: 11, priceTiers: [{ minQty: 1, maxQty: null, price: 75000 }], discount: 0, stockNum: 10 },
      { itemId: 12, priceTiers: [{ minQty: 1, maxQty: null, price: 80000 }], discount: 5.5, stockNum: 3 },
    ]);
  });

  it("reads numbers typed in either locale's form", () => {
    expect(parseNumber("1.250.000")).toBe(1_250_000);
    expect(parseNumber("1.250.000,50")).toBe(1_250_000.5);
    expect(parseNumber("1,250,000.50")).toBe(1_250_000.5);
    expect(parseNumber("Rp 50.000")).toBe(50_000);
    expect(parseNumber("12,5")).toBe(12.5);
    expect(parseNumber("12.5")).toBe(12.5);
    expect(parseNumber("1.2.3")).toBeNaN();
    expect(parseNumber("abc")).toBeNaN();
  });
});
