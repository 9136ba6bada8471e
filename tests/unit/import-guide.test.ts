/**
 * The import guide and category matching in either language (spec §5 "Import", §3 "Category"):
 * every example the guide sheet shows is a value the importer accepts as typed, and a category is found
 * by id, leaf title or full path in Indonesian or English.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { columnsOf, type ImportMode } from "../../src/resources/products/import/columns";
import {
  categoryResolver,
  flattenCategories,
  matchRows,
  type CategoryTreeRef,
} from "../../src/resources/products/import/match-rows";
import { readWorkbook } from "../../src/resources/products/import/read-workbook";
import { createWorkerCore } from "../../src/resources/products/import/worker-core";
import type { WorkerResponse } from "../../src/resources/products/import/worker-protocol";
import { builtinCategoryRows } from "../../server/seed/reference-builtin";
import type { Language } from "../../src/domain/wire";
import { REFS, CREATE_BASE } from "./import-helpers";

const GUIDE = {
  sheetName: "Petunjuk",
  columnHeader: "Kolom",
  requiredHeader: "Wajib",
  acceptedHeader: "Nilai yang diterima",
  exampleHeader: "Contoh",
  yes: "Ya",
  no: "Tidak",
  notes: { category: "ID, nama atau jalur" },
};

/** The built-in categories as the API's tree answers them in `lang` (both titles on every node). */
function builtinTree(lang: Language): CategoryTreeRef[] {
  const rows = builtinCategoryRows();
  const node = (r: (typeof rows)[number]): CategoryTreeRef => {
    const titles = { "id-ID": r.titleIndonesian ?? r.title, "en-US": r.title };
    return {
      cateId: r.cateId,
      title: titles[lang],
      titles,
      subCategories: rows.filter((c) => c.parentId === r.cateId).map(node),
    };
  };
  return rows.filter((r) => r.parentId === null).map(node);
}

const UPDATE_BASE: Record<string, string | number> = { itemId: 7, priceTiers: "50.000", discount: "0", stockNum: 5 };

/** The guide sheet of the template the worker writes: column header -> the example cells (4th on). */
async function guideExamples(
  mode: ImportMode,
  lang: Language,
  tree: CategoryTreeRef[],
): Promise<Map<string, string[]>> {
  const out: WorkerResponse[] = [];
  createWorkerCore((m) => out.push(m)).handle({
    type: "template",
    id: 1,
    mode,
    lang,
    guide: GUIDE,
    categories: flattenCategories(tree),
  });
  const last = out.at(-1);
  if (last?.type !== "written") throw new Error("no template");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    last.bytes.buffer.slice(last.bytes.byteOffset, last.bytes.byteOffset + last.bytes.byteLength) as ArrayBuffer,
  );
  const examples = new Map<string, string[]>();
  wb.worksheets[1].eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(4).filter((v) => v !== null && v !== undefined && v !== "");
    examples.set(String(row.getCell(1).value), values.map(String));
  });
  return examples;
}

describe("guide sheet examples", () => {
  for (const mode of ["create", "update"] as const) {
    for (const lang of ["id-ID", "en-US"] as const) {
      it(`every ${mode} example in ${lang}, typed into a row, is accepted`, async () => {
        const tree = builtinTree(lang);
        const examples = await guideExamples(mode, lang, tree);
        const columns = columnsOf(mode);
        const header = columns.map((c) => (lang === "en-US" ? c.enHeader : c.idHeader));
        const base = mode === "create" ? CREATE_BASE : UPDATE_BASE;
        let typed = 0;
        for (const c of columns) {
          const values = examples.get(lang === "en-US" ? c.enHeader : c.idHeader) ?? [];
          // Only informational columns (written by the export, ignored by the importer) may go without one.
          if (!c.informational) expect(values.length, c.key).toBeGreaterThan(0);
          for (const value of values) {
            const row = columns.map((col) => (col.key === c.key ? value : (base[col.key] ?? null)));
            const result = matchRows([header, row], mode, {
              categories: flattenCategories(tree),
              vehicles: REFS.vehicles,
              lang,
            });
            expect({ column: c.key, value, errors: result.rows[0].errors }).toEqual({
              column: c.key,
              value,
              errors: {},
            });
            typed++;
          }
        }
        expect(typed).toBeGreaterThan(columns.length);
      });
    }
  }

  it("the category examples are the id, the title and the path of Brake Pads, in the user's language first", async () => {
    const id = await guideExamples("create", "id-ID", builtinTree("id-ID"));
    expect(id.get("Kategori")).toEqual([
      "vp-1-4-1-7",
      "Kampas Rem",
      "Kendaraan & Suku Cadang > Suku Cadang & Aksesori Kendaraan > Suku Cadang Kendaraan Bermotor > Sistem Rem > Kampas Rem",
      "Brake Pads",
    ]);
    const en = await guideExamples("create", "en-US", builtinTree("en-US"));
    expect(en.get("Category")).toEqual([
      "vp-1-4-1-7",
      "Brake Pads",
      "Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking > Brake Pads",
      "Kampas Rem",
    ]);
  });

  it("the guide's header row names the accepted values and numbers the examples", async () => {
    const out: WorkerResponse[] = [];
    createWorkerCore((m) => out.push(m)).handle({
      type: "template",
      id: 2,
      mode: "create",
      lang: "id-ID",
      guide: GUIDE,
      categories: flattenCategories(builtinTree("id-ID")),
    });
    const last = out.at(-1);
    if (last?.type !== "written") throw new Error("no template");
    const read = readWorkbook(last.bytes);
    expect(read.ok).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      last.bytes.buffer.slice(last.bytes.byteOffset, last.bytes.byteOffset + last.bytes.byteLength) as ArrayBuffer,
    );
    expect((wb.worksheets[1].getRow(1).values as unknown[]).slice(1)).toEqual([
      "Kolom",
      "Wajib",
      "Nilai yang diterima",
      "Contoh 1",
      "Contoh 2",
      "Contoh 3",
      "Contoh 4",
    ]);
    const categoryRow = (wb.worksheets[1].getRow(4).values as unknown[]).slice(1);
    expect(categoryRow.slice(0, 3)).toEqual(["Kategori", "Ya", "ID, nama atau jalur"]);
  });
});

describe("category matching in either language", () => {
  for (const lang of ["id-ID", "en-US"] as const) {
    it(`a tree in ${lang} finds Brake Pads by id, either title or either path, any case`, () => {
      const resolve = categoryResolver(flattenCategories(builtinTree(lang)));
      const typed = [
        "vp-1-4-1-7",
        "VP-1-4-1-7",
        "Kampas Rem",
        "kampas  rem",
        "Brake Pads",
        "BRAKE PADS",
        "Kendaraan & Suku Cadang > Suku Cadang & Aksesori Kendaraan > Suku Cadang Kendaraan Bermotor > Sistem Rem > Kampas Rem",
        "vehicles & parts>vehicle parts & accessories>motor vehicle parts>motor vehicle braking>brake pads",
        "vp-1-4-1-7 / Brake Pads",
        "vp-1-4-1-7 / Kendaraan & Suku Cadang > Suku Cadang & Aksesori Kendaraan > Suku Cadang Kendaraan Bermotor > Sistem Rem > Kampas Rem",
      ];
      expect(typed.map((text) => resolve(text))).toEqual(typed.map(() => ({ id: "vp-1-4-1-7" })));
      // An id and a path naming two different categories is not guessed.
      expect(resolve("vp-1-4 / Vehicles & Parts > Vehicle Parts & Accessories")).toEqual({
        key: "import:errors.unknownCategory",
        params: { name: "vp-1-4 / Vehicles & Parts > Vehicle Parts & Accessories" },
      });
      expect(resolve("Busi")).toEqual({ id: "vp-1-4-14-5" });
      expect(resolve("Aki")).toEqual({ id: "vp-1-4-14-2" });
      expect(resolve("Shockbreaker")).toEqual({ id: "vp-1-4-17-5" });
    });
  }

  it("a title that is the same in both languages names one category, not two", () => {
    const tree: CategoryTreeRef[] = [
      {
        cateId: "vp",
        title: "Parts",
        titles: { "id-ID": "Suku Cadang", "en-US": "Parts" },
        subCategories: [{ cateId: "vp-1", title: "Radiator", titles: { "id-ID": "Radiator", "en-US": "Radiator" } }],
      },
    ];
    const refs = flattenCategories(tree);
    expect(refs[1]).toEqual({
      cateId: "vp-1",
      title: "Radiator",
      path: "Parts > Radiator",
      alt: [{ title: "Radiator", path: "Suku Cadang > Radiator" }],
    });
    const resolve = categoryResolver(refs);
    expect(resolve("radiator")).toEqual({ id: "vp-1" });
    expect(resolve("Suku Cadang > Radiator")).toEqual({ id: "vp-1" });
  });

  it("a tree without other-language titles (older answers, fixtures) still matches its own", () => {
    const resolve = categoryResolver(
      flattenCategories([{ cateId: "vp", title: "Brakes", subCategories: [{ cateId: "vp-1", title: "Brake Pads" }] }]),
    );
    expect(resolve("brake pads")).toEqual({ id: "vp-1" });
    expect(resolve("Kampas Rem")).toMatchObject({ key: "import:errors.unknownCategory" });
  });
});
