/**
 * Importer on whole files (issue 4 part 5): the template and the export read back unchanged, a 10,000-row
 * file, and bad files each giving a clear error. Files are produced by the worker's own code path
 * (worker-core.ts) and, for the user's edits, by exceljs.
 */
import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import {
  CREATE_COLUMNS,
  isSpreadsheetName,
  matchHeaders,
  UPDATE_COLUMNS,
} from "../../src/resources/products/import/columns";
import type { ExportRow } from "../../src/resources/products/import/file-rows";
import { matchRows, validBodies } from "../../src/resources/products/import/match-rows";
import { readWorkbook } from "../../src/resources/products/import/read-workbook";
import { createWorkerCore } from "../../src/resources/products/import/worker-core";
import type { WorkerRequest, WorkerResponse } from "../../src/resources/products/import/worker-protocol";
import { exceljsFile, MESSY_CREATE_HEADER, messyRow, REFS } from "./import-helpers";

const GUIDE = {
  sheetName: "Petunjuk",
  columnHeader: "Kolom",
  requiredHeader: "Wajib",
  acceptedHeader: "Nilai yang diterima",
  exampleHeader: "Contoh",
  yes: "Ya",
  no: "Tidak",
  notes: {},
};

/** Runs one request through the worker core and collects its answers. */
function run(msg: WorkerRequest): WorkerResponse[] {
  const out: WorkerResponse[] = [];
  createWorkerCore((m) => out.push(m)).handle(msg);
  return out;
}

function written(msg: WorkerRequest): Uint8Array {
  const last = run(msg).at(-1);
  if (last?.type !== "written") throw new Error(`expected a file, got ${JSON.stringify(last)}`);
  return last.bytes;
}

const read = (bytes: Uint8Array) => {
  const r = readWorkbook(bytes);
  if (!r.ok) throw new Error(r.error.key);
  return r.sheet;
};

describe("template and export round trips", () => {
  it("a template filled in with exceljs is read back with every field", async () => {
    for (const lang of ["id-ID", "en-US"] as const) {
      const template = written({ type: "template", id: 1, mode: "create", lang, guide: GUIDE });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(
        template.buffer.slice(template.byteOffset, template.byteOffset + template.byteLength) as ArrayBuffer,
      );
      const ws = wb.worksheets[0];
      const header = (ws.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(CREATE_COLUMNS.map((c) => (lang === "en-US" ? c.enHeader : c.idHeader)));
      const values: Record<string, string | number> = {
        partNo: "BP7",
        itemName: "Filter Oli",
        categoryId: "vp-1-3",
        condition: 2,
        grade: "B",
        brandName: "Denso",
        specification: "",
        productUnit: "pcs",
        packagingUnit: "box",
        packagingQty: 10,
        weight: 300,
        length: 10,
        width: 10,
        height: 8,
        vehicleType: 1,
        adaptType: 1,
        fitments: "",
        tradePlatforms: "2",
        priceTiers: "45.000",
        discount: 0,
        saleUnit: "pcs",
        deliveryTemplateId: "",
        stockType: 1,
        stockNum: 1000,
        minBuyQty: 1,
        autoTender: "ya",
        priority: "tidak",
        reconditioned: "",
        images: "",
        description: "Asli",
      };
      ws.addRow(CREATE_COLUMNS.map((c) => values[c.key] ?? null));
      const filled = new Uint8Array(await wb.xlsx.writeBuffer());
      const result = matchRows(read(filled), "create", REFS);
      expect(result.rows[0].errors).toEqual({});
      expect(validBodies(result)[0]).toMatchObject({
        partNo: "BP7",
        categoryId: "vp-1-3",
        autoTender: true,
        priority: false,
        priceTiers: [{ minQty: 1, maxQty: null, price: 45000 }],
        fitments: [],
      });
    }
  });

  it("the guide lists each enumeration as code = label in the user's language, and those labels read back", async () => {
    const expected = {
      "id-ID": {
        condition: "1 = Original, 2 = Merek pengganti, 3 = Rekondisi",
        tradePlatforms: "1 = B2B, 2 = B2C  |  B2B; B2C",
        stockType: "1 = Tidak terbatas, 2 = Stok aktual, 3 = Pihak ketiga",
      },
      "en-US": {
        condition: "1 = Original, 2 = Replacement brand, 3 = Reconditioned",
        tradePlatforms: "1 = B2B, 2 = B2C  |  B2B; B2C",
        stockType: "1 = Unlimited, 2 = Actual stock, 3 = Third party",
      },
    };
    for (const lang of ["id-ID", "en-US"] as const) {
      const template = written({ type: "template", id: 5, mode: "create", lang, guide: GUIDE });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(
        template.buffer.slice(template.byteOffset, template.byteOffset + template.byteLength) as ArrayBuffer,
      );
      const guide = new Map<string, string>();
      wb.worksheets[1].eachRow((row) => guide.set(String(row.getCell(1).value), String(row.getCell(3).value ?? "")));
      const exampleOf = (key: string) =>
        guide.get(CREATE_COLUMNS.find((c) => c.key === key)![lang === "en-US" ? "enHeader" : "idHeader"]) ?? "";
      expect({
        condition: exampleOf("condition"),
        tradePlatforms: exampleOf("tradePlatforms"),
        stockType: exampleOf("stockType"),
      }).toEqual(expected[lang]);
      // Fill a row with the guide's labels (the second code of each list; the sample list for trade platforms).
      const labelOf = (key: string, code: string) =>
        new RegExp(`(?:^|, )${code} = (.*?)(?=, \\S+ = |  \\||$)`).exec(exampleOf(key))?.[1] ?? "?";
      const words: Record<string, string> = {
        condition: labelOf("condition", "2"),
        grade: labelOf("grade", "B"),
        vehicleType: labelOf("vehicleType", "2"),
        adaptType: labelOf("adaptType", "1"),
        tradePlatforms: exampleOf("tradePlatforms").split("  |  ")[1],
        stockType: labelOf("stockType", "3"),
      };
      const values: Record<string, string | number> = {
        partNo: "BP8",
        itemName: "Busi Motor",
        categoryId: "vp-1-3",
        brandName: "NGK",
        productUnit: "pcs",
        packagingUnit: "box",
        packagingQty: 1,
        weight: 50,
        length: 5,
        width: 2,
        height: 2,
        priceTiers: "25.000",
        saleUnit: "pcs",
        stockNum: 10,
        minBuyQty: 1,
        ...words,
      };
      wb.worksheets[0].addRow(CREATE_COLUMNS.map((c) => values[c.key] ?? null));
      const result = matchRows(read(new Uint8Array(await wb.xlsx.writeBuffer())), "create", REFS);
      expect(result.rows[0].errors).toEqual({});
      expect(validBodies(result)[0]).toMatchObject({
        condition: 2,
        grade: "B",
        vehicleType: 2,
        adaptType: 1,
        tradePlatforms: [1, 2],
        stockType: 3,
      });
    }
  });

  it("the export of in-sale products reads back to the same rows", () => {
    const rows: ExportRow[] = [
      {
        itemId: 31,
        partNo: "A1",
        itemName: "Kampas",
        priceTiers: [{ minQty: 1, maxQty: null, price: 50000 }],
        discount: 12.5,
        stockNum: 7,
      },
      {
        itemId: 32,
        partNo: "A2",
        itemName: "Busi",
        priceTiers: [
          { minQty: 1, maxQty: 9, price: 30000 },
          { minQty: 10, maxQty: null, price: 27500 },
        ],
        discount: 0,
        stockNum: 0,
      },
    ];
    const bytes = written({ type: "export", id: 2, rows, lang: "en-US" });
    const result = matchRows(read(bytes), "update", REFS);
    expect(result.invalid).toBe(0);
    expect(validBodies(result)).toEqual(
      rows.map(({ itemId, priceTiers, discount, stockNum }) => ({ itemId, priceTiers, discount, stockNum })),
    );
  });

  it("the rows-with-errors file keeps the original cells and adds the error column", async () => {
    const bytes = written({
      type: "errors",
      id: 3,
      header: ["ID Produk", "Stok"],
      rows: [{ raw: [5, "x"], errorText: "Stok: Harus berupa angka" }],
      errorHeader: "Kesalahan",
    });
    expect(read(bytes)).toEqual([
      ["ID Produk", "Stok", "Kesalahan"],
      [5, "x", "Stok: Harus berupa angka"],
    ]);
  });
});

describe("large and bad files", () => {
  it("matches a 10,000-row file and refuses 10,001 rows", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => messyRow(i));
    const bytes = await exceljsFile([MESSY_CREATE_HEADER, ...rows]);
    const answers = run({
      type: "parse",
      id: 4,
      bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      mode: "create",
    });
    expect(answers.at(-1)).toEqual({ type: "needs", id: 4, vehicleNames: ["toyota avanza", "daihatsu xenia"] });
    const sheet = read(bytes);
    const result = matchRows(sheet, "create", REFS);
    expect(result.valid).toBe(10_000);
    const tooMany = matchRows([...sheet, messyRow(10_001)], "create", REFS);
    expect(tooMany.fileError).toEqual({ key: "import:errors.tooManyRows", params: { max: 10_000, count: 10_001 } });
  }, 60_000);

  it("an .xls file (Excel 97-2003) is read like an .xlsx", () => {
    // exceljs cannot write .xls: the old binary format is written with SheetJS here.
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ["Product ID", "Price (Rp)", "Discount (%)", "Stock"],
        [41, "1.250.000", "12,5", 3],
      ]),
      "Update",
    );
    const xls = new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xls" }) as ArrayBuffer);
    expect([...xls.slice(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const result = matchRows(read(xls), "update", REFS);
    expect(validBodies(result)).toEqual([
      { itemId: 41, priceTiers: [{ minQty: 1, maxQty: null, price: 1_250_000 }], discount: 12.5, stockNum: 3 },
    ]);
    expect(["produk.xls", "Produk.XLS", "a.b.xlsx"].map(isSpreadsheetName)).toEqual([true, true, true]);
  });

  it("other files are refused by name and by content", () => {
    expect(["produk.csv", "produk.pdf", "produk.xlsm", "produk.ods", "xlsx", "produk"].map(isSpreadsheetName)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const csv = new TextEncoder().encode("Product ID,Price (Rp),Discount (%),Stock\n41,50000,0,3\n");
    expect(readWorkbook(csv)).toEqual({ ok: false, error: { key: "import:errors.notSpreadsheet" } });
  });

  it("a PDF named .xlsx is refused as not a spreadsheet", () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF");
    expect(readWorkbook(pdf)).toEqual({ ok: false, error: { key: "import:errors.notSpreadsheet" } });
    const zipJunk = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(readWorkbook(zipJunk)).toEqual({ ok: false, error: { key: "import:errors.notSpreadsheet" } });
  });

  it("an empty sheet, or headers only, gives the empty-file message", async () => {
    for (const rows of [[], [MESSY_CREATE_HEADER]]) {
      const result = matchRows(read(await exceljsFile(rows, { trailingEmpty: 3 })), "create", REFS);
      expect(result.fileError).toEqual({ key: "import:errors.empty" });
    }
    expect(readWorkbook(new Uint8Array())).toEqual({ ok: false, error: { key: "import:errors.empty" } });
    const idTexts = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, "../../locales/id-ID/import.json"), "utf8"),
    ) as { errors: { empty: string } };
    expect(idTexts.errors.empty).toBe("Tidak ada data dalam excel, mohon periksa kembali.");
  });

  it("headers written wholly in either language match every column", () => {
    for (const [mode, columns] of [
      ["create", CREATE_COLUMNS],
      ["update", UPDATE_COLUMNS],
    ] as const) {
      for (const side of ["idHeader", "enHeader"] as const) {
        const { indexOf, missing } = matchHeaders(
          columns.map((c) => c[side].toUpperCase()),
          mode,
        );
        expect(missing).toEqual([]);
        expect(columns.map((c) => indexOf[c.key])).toEqual(columns.map((_, i) => i));
      }
    }
  });

  it("wrong headers name the required columns that are missing", async () => {
    const result = matchRows(
      read(
        await exceljsFile([
          ["Nama", "Alamat"],
          ["Budi", "Jakarta"],
        ]),
      ),
      "update",
      REFS,
    );
    expect(result.fileError).toEqual({
      key: "import:errors.missingHeaders",
      params: { headers: "ID Produk, Harga (Rp), Diskon (%), Stok" },
    });
  });

  it("a 50 MB file is refused before it is parsed", () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const started = performance.now();
    expect(readWorkbook(big)).toEqual({ ok: false, error: { key: "import:errors.tooLarge", params: { maxMb: 20 } } });
    expect(performance.now() - started).toBeLessThan(100);
  });
});
