/**
 * Importer on whole files (issue 4 part 5): the template and the export read back unchanged, a 10,000-row
 * file, and bad files each giving a clear error. Files are produced by the worker's own code path
 * (worker-core.ts) and, for the user's edits, by exceljs.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { CREATE_COLUMNS } from "../../src/resources/products/import/columns";
import type { ExportRow } from "../../src/resources/products/import/file-rows";
import { matchRows, validBodies } from "../../src/resources/products/import/match-rows";
import { readWorkbook } from "../../src/resources/products/import/read-workbook";
import { createWorkerCore } from "../../src/resources/products/import/worker-core";
import type { WorkerRequest, WorkerResponse } from "../../src/resources/products/import/worker-protocol";
import { exceljsFile, MESSY_CREATE_HEADER, messyRow, REFS } from "./import-helpers";

const GUIDE = { sheetName: "Petunjuk", columnHeader: "Kolom", requiredHeader: "Wajib", exampleHeader: "Contoh", yes: "Ya", no: "Tidak" };

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
      await wb.xlsx.load(template.buffer.slice(template.byteOffset, template.byteOffset + template.byteLength) as ArrayBuffer);
      const ws = wb.worksheets[0];
      const header = (ws.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(CREATE_COLUMNS.map((c) => (lang === "en-US" ? c.enHeader : c.idHeader)));
      const values: Record<string, string | number> = {
        partNo: "BP7", itemName: "Filter Oli", categoryId: "vp-1-3", condition: 2, grade: "B", brandName: "Denso", specification: "",
        productUnit: "pcs", packagingUnit: "box", packagingQty: 10, weight: 300, length: 10, width: 10, height: 8, vehicleType: 1,
        adaptType: 1, fitments: "", tradePlatforms: "2", priceTiers: "45.000", discount: 0, saleUnit: "pcs", deliveryTemplateId: "",
        stockType: 1, stockNum: 1000, minBuyQty: 1, autoTender: "ya", priority: "tidak", reconditioned: "", images: "", description: "Asli",
      };
      ws.addRow(CREATE_COLUMNS.map((c) => values[c.key] ?? null));
      const filled = new Uint8Array(await wb.xlsx.writeBuffer());
      const result = matchRows(read(filled), "create", REFS);
      expect(result.rows[0].errors).toEqual({});
      expect(validBodies(result)[0]).toMatchObject({ partNo: "BP7", categoryId: "vp-1-3", autoTender: true, priority: false, priceTiers: [{ minQty: 1, maxQty: null, price: 45000 }], fitments: [] });
    }
  });

  it("the export of in-sale products reads back to the same rows", () => {
    const rows: ExportRow[] = [
      { itemId: 31, partNo: "A1", itemName: "Kampas", priceTiers: [{ minQty: 1, maxQty: null, price: 50000 }], discount: 12.5, stockNum: 7 },
      { itemId: 32, partNo: "A2", itemName: "Busi", priceTiers: [{ minQty: 1, maxQty: 9, price: 30000 }, { minQty: 10, maxQty: null, price: 27500 }], discount: 0, stockNum: 0 },
    ];
    const bytes = written({ type: "export", id: 2, rows, lang: "en-US" });
    const result = matchRows(read(bytes), "update", REFS);
    expect(result.invalid).toBe(0);
    expect(validBodies(result)).toEqual(rows.map(({ itemId, priceTiers, discount, stockNum }) => ({ itemId, priceTiers, discount, stockNum })));
  });

  it("the rows-with-errors file keeps the original cells and adds the error column", async () => {
    const bytes = written({ type: "errors", id: 3, header: ["ID Produk", "Stok"], rows: [{ raw: [5, "x"], errorText: "Stok: Harus berupa angka" }], errorHeader: "Kesalahan" });
    expect(read(bytes)).toEqual([["ID Produk", "Stok", "Kesalahan"], [5, "x", "Stok: Harus berupa angka"]]);
  });
});

describe("large and bad files", () => {
  it("matches a 10,000-row file and refuses 10,001 rows", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => messyRow(i));
    const bytes = await exceljsFile([MESSY_CREATE_HEADER, ...rows]);
    const answers = run({ type: "parse", id: 4, bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, mode: "create" });
    expect(answers.at(-1)).toEqual({ type: "needs", id: 4, vehicleNames: ["toyota avanza", "daihatsu xenia"] });
    const sheet = read(bytes);
    const result = matchRows(sheet, "create", REFS);
    expect(result.valid).toBe(10_000);
    const tooMany = matchRows([...sheet, messyRow(10_001)], "create", REFS);
    expect(tooMany.fileError).toEqual({ key: "import:errors.tooManyRows", params: { max: 10_000, count: 10_001 } });
  }, 60_000);

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
  });

  it("wrong headers name the required columns that are missing", async () => {
    const result = matchRows(read(await exceljsFile([["Nama", "Alamat"], ["Budi", "Jakarta"]])), "update", REFS);
    expect(result.fileError).toEqual({ key: "import:errors.missingHeaders", params: { headers: "ID Produk, Harga (Rp), Diskon (%), Stok" } });
  });

  it("a 50 MB file is refused before it is parsed", () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const started = performance.now();
    expect(readWorkbook(big)).toEqual({ ok: false, error: { key: "import:errors.tooLarge", params: { maxMb: 20 } } });
    expect(performance.now() - started).toBeLessThan(100);
  });
});
