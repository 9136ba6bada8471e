/**
 * Enumerated columns read as words (issue 4 part 5, spec §3 "Product"): condition, grade, vehicle type,
 * adapt-to, trade platform and stock type accept the code (number or text) or the label in either
 * language, case, spacing and punctuation ignored; an unknown word marks that cell only and names the
 * allowed values. Files are written by exceljs and read by the importer's own reader.
 */
import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { readChoice } from "../../src/resources/products/import/cells";
import { matchHeaders } from "../../src/resources/products/import/columns";
import { matchRows, type ImportReferences } from "../../src/resources/products/import/match-rows";
import { readWorkbook } from "../../src/resources/products/import/read-workbook";
import { exceljsFile, MESSY_CREATE_HEADER, messyRow, REFS } from "./import-helpers";
import { dataText } from "../../src/domain/text-key";

type Cell = string | number | null;
const at = matchHeaders(MESSY_CREATE_HEADER, "create").indexOf;

/** A valid row (enumerations as codes) with some cells replaced, by column key. */
function rowWith(cells: Record<string, Cell>): Cell[] {
  const row = messyRow(0);
  for (const [key, value] of Object.entries(cells)) row[at[key]] = value;
  return row;
}

async function match(rows: Cell[][], refs: ImportReferences = REFS) {
  const read = readWorkbook(await exceljsFile([MESSY_CREATE_HEADER, ...rows]));
  if (!read.ok) throw new Error(read.error.key);
  return matchRows(read.sheet, "create", refs);
}

// A motorcycle cannot carry the file's car fitments: such rows fit every motorcycle instead.
const MOTORCYCLE = { fitments: null, adaptType: 1 };

/** [column, cell as typed, code read, other cells the row needs]. */
const CASES: [string, Cell, unknown, Record<string, Cell>?][] = [
  ["condition", "Original", 1],
  ["condition", "asli", 1],
  ["condition", "merek pengganti", 2],
  ["condition", "REPLACEMENT  BRAND", 2],
  ["condition", "Rekondisi", 3],
  ["condition", " reconditioned. ", 3],
  ["condition", 2, 2],
  ["condition", "3", 3],
  ["grade", "a", "A"],
  ["grade", "B", "B"],
  ["grade", "A (100% baru)", "A"],
  ["grade", "b (new, incomplete packing)", "B"],
  ["grade", "100% new", "A"],
  ["grade", "baru, kemasan tidak lengkap", "B"],
  ["vehicleType", "Mobil", 1],
  ["vehicleType", "car", 1],
  ["vehicleType", "1", 1],
  ["vehicleType", "MOTOR", 2, MOTORCYCLE],
  ["vehicleType", "Motorcycle", 2, MOTORCYCLE],
  ["vehicleType", 2, 2, MOTORCYCLE],
  ["adaptType", "Umum", 1],
  ["adaptType", "general (fits all)", 1],
  ["adaptType", "Sebagian (kendaraan tertentu)", 2],
  ["adaptType", "partial", 2],
  ["adaptType", "2", 2],
  ["tradePlatforms", "B2B; B2C", [1, 2]],
  ["tradePlatforms", "b2c", [2]],
  ["tradePlatforms", 1, [1]],
  ["tradePlatforms", "2;1", [2, 1]],
  ["tradePlatforms", "B2B ; 2", [1, 2]],
  ["tradePlatforms", "b2b; B2B", [1]],
  ["stockType", "Tidak terbatas", 1],
  ["stockType", "unlimited", 1],
  ["stockType", "Virtual", 1],
  ["stockType", "stok aktual", 2],
  ["stockType", "Actual Stock", 2],
  ["stockType", "Pihak ketiga", 3],
  ["stockType", "third-party", 3],
  ["stockType", 3, 3],
];

describe("enumerated columns as words", () => {
  it("reads codes (numbers and text) and labels of both languages in any case and spacing", async () => {
    const result = await match(CASES.map(([key, cell, , extra]) => rowWith({ ...extra, [key]: cell })));
    const read = result.rows.map((r, i) => [CASES[i][0], CASES[i][1], r.errors, r.body?.[CASES[i][0]]]);
    expect(read).toEqual(CASES.map(([key, cell, code]) => [key, cell, {}, code]));
  });

  it("an unknown word marks that cell only and names the allowed values in the user's language", async () => {
    const rows = [
      rowWith({ condition: "bekas" }),
      rowWith({ tradePlatforms: "B2B; B2X" }),
      rowWith({ grade: 1, stockType: "4" }),
      rowWith({ vehicleType: "truk" }),
    ];
    const id = await match(rows);
    expect(id.rows.map((r) => r.errors)).toEqual([
      {
        condition: {
          key: "import:errors.choice",
          params: { value: "bekas", allowed: "1 = Original, 2 = Merek pengganti, 3 = Rekondisi" },
        },
      },
      { tradePlatforms: { key: "import:errors.choiceList", params: { value: "B2X", allowed: "1 = B2B, 2 = B2C" } } },
      {
        grade: {
          key: "import:errors.choice",
          params: { value: "1", allowed: "A = A (100% baru), B = B (baru, kemasan tidak lengkap)" },
        },
        stockType: {
          key: "import:errors.choice",
          params: { value: "4", allowed: "1 = Tidak terbatas, 2 = Stok aktual, 3 = Pihak ketiga" },
        },
      },
      // The fitments cannot be checked without a vehicle type: only the word is blamed.
      { vehicleType: { key: "import:errors.choice", params: { value: "truk", allowed: "1 = Mobil, 2 = Motor" } } },
    ]);
    expect(id.valid).toBe(0);
    const en = await match(rows.slice(0, 1), { ...REFS, lang: "en-US" });
    expect(en.rows[0].errors.condition.params?.allowed).toBe("1 = Original, 2 = Replacement brand, 3 = Reconditioned");
  });

  it("the error reads as a sentence in both languages", async () => {
    const [row] = (await match([rowWith({ condition: "bekas" })])).rows;
    const e = row.errors.condition;
    for (const [lang, text] of [
      [
        "id-ID",
        'Nilai "bekas" tidak dikenal. Isi kode atau nama salah satu: 1 = Original, 2 = Merek pengganti, 3 = Rekondisi',
      ],
      [
        "en-US",
        'Unknown value "bekas". Enter the code or the name of one of: 1 = Original, 2 = Merek pengganti, 3 = Rekondisi',
      ],
    ] as const) {
      const file = path.resolve(import.meta.dirname, `../../locales/${lang}/import.json`);
      const t = i18next.createInstance();
      await t.init({
        lng: lang,
        resources: { [lang]: { import: JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown> } },
        interpolation: { escapeValue: false },
      });
      expect(dataText(t.t, e.key, e.params)).toBe(text);
    }
  });

  it("a word that would name two codes is refused rather than guessed", () => {
    const spec = {
      codes: [1, 2, 3],
      labels: "condition" as const,
      aliases: { 1: ["bagus"], 2: ["bagus"], 3: ["rusak"] },
    };
    expect(readChoice("rusak", spec, "id-ID")).toEqual({ ok: true, value: 3 });
    expect(readChoice("Bagus", spec, "id-ID")).toMatchObject({
      ok: false,
      error: { key: "import:errors.choice", params: { value: "Bagus" } },
    });
    // Labels and codes still win over a clashing alias.
    expect(readChoice("Original", { ...spec, aliases: { 2: ["original"] } }, "id-ID")).toEqual({ ok: true, value: 1 });
  });
});
