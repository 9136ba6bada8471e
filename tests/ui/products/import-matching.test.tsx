/**
 * The import matching step shows what the importer understood (issue 4 part 5): a readable cell of an
 * enumeration shows its label in the user's language, the category cell the category's title, the
 * fitment cell the vehicles and their count; the seller's own text stays on hover (title). Refused cells
 * keep the raw text and the error. The match is built by the real matcher from the unit tests' rows.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import enImport from "../../../locales/en-US/import.json";
import idImport from "../../../locales/id-ID/import.json";
import type { CategoryNode } from "../../../src/domain/reference";
import type { Language } from "../../../src/domain/wire";
import { initI18n } from "../../../src/providers/i18n-provider";
import { matchHeaders } from "../../../src/resources/products/import/columns";
import { matchRows, type MatchResult } from "../../../src/resources/products/import/match-rows";
import { MatchingTable } from "../../../src/resources/products/import/matching-table";
import { MESSY_CREATE_HEADER, messyRow, REFS } from "../../unit/import-helpers";
import { fakePost, renderView } from "../harness";
import { dataText } from "../../../src/domain/text-key";

const post = fakePost();
const CATEGORIES_ENDPOINT = "/api/reference/ina/categories";

const node = (cateId: string, title: string, subCategories: CategoryNode[] = []): CategoryNode => ({
  cateId,
  title,
  isActive: true,
  subCategories,
});
/** The tree REFS.categories flattens from (same ids, titles and paths). */
const TREE = [
  node("vp", "Vehicles & Parts", [
    node("vp-1", "Vehicle Parts", [node("vp-1-2", "Brake Pads"), node("vp-1-3", "Filters")]),
    node("vp-2", "Motorcycle Parts", [node("vp-2-3", "Filters")]),
  ]),
];

const at = matchHeaders(MESSY_CREATE_HEADER, "create").indexOf;
type Cell = string | number | null;
function rowWith(base: Cell[], cells: Record<string, Cell>): Cell[] {
  const row = [...base];
  for (const [key, value] of Object.entries(cells)) row[at[key]] = value;
  return row;
}

/**
 * Row 2: enumerations as words, category by title. Row 3: enumerations as codes, category by id.
 * Row 4 (invalid: weight and condition refused): category by full path, platform typed as its label.
 */
function buildMatch(): MatchResult {
  const sheet = [
    MESSY_CREATE_HEADER,
    messyRow(1),
    rowWith(messyRow(2), { categoryId: "vp-1-2" }),
    rowWith(messyRow(3), {
      weight: "12,75",
      condition: "baru",
      categoryId: "Vehicles & Parts > Motorcycle Parts > Filters",
      tradePlatforms: "B2B",
      grade: "b",
    }),
  ];
  const result = matchRows(sheet, "create", REFS);
  expect(result.rows.map((r) => r.status)).toEqual(["valid", "valid", "invalid"]);
  return result;
}

async function renderTable(lang: Language) {
  const i18n = await initI18n(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  i18n.addResourceBundle(lang, "import", lang === "en-US" ? enImport : idImport, true, true);
  post.mockImplementation(async (path) => {
    if (path === CATEGORIES_ENDPOINT) return TREE;
    throw new Error(`unexpected call ${path}`);
  });
  const match = buildMatch();
  const errorText = (e: { key: string; params?: Record<string, unknown> }) => dataText(i18n.t, e.key, e.params);
  await renderView(<MatchingTable mode="create" rows={match.rows} errorText={errorText} />, { post, lang });
  // Category titles come with the reference tree.
  await screen.findAllByText("Brake Pads");
}

/** The understood cell of `column` in sheet row `rowNumber`, or null when the cell shows raw text. */
function understood(rowNumber: number, column: string): HTMLElement | null {
  const row = document.querySelector<HTMLElement>(`tr.ant-table-row[data-row-key="${rowNumber}"]`);
  if (!row) throw new Error(`row ${rowNumber} not shown`);
  return row.querySelector<HTMLElement>(`.import-cell-understood[data-column="${column}"]`);
}

/** [text shown, raw text on hover] of an understood cell. */
function shown(rowNumber: number, column: string): [string | null, string | null] {
  const cell = understood(rowNumber, column);
  return [cell?.textContent ?? null, cell?.getAttribute("title") ?? null];
}

afterEach(() => {
  post.mockReset();
});

describe("import matching table: what was understood", () => {
  it("en-US: labels of codes and words, category titles, vehicles with their count; the typed text on hover", async () => {
    await renderTable("en-US");
    // Codes (row 3) and words in either language (row 2) read as the same labels.
    expect(shown(3, "condition")).toEqual(["Original", "1"]);
    expect(shown(2, "condition")).toEqual(["Original", "ORIGINAL"]);
    expect(shown(3, "grade")).toEqual(["A (100% new)", "A"]);
    expect(shown(2, "grade")).toEqual(["A (100% new)", "a (100% baru)"]);
    expect(shown(2, "vehicleType")).toEqual(["Car", "Mobil"]);
    expect(shown(3, "adaptType")).toEqual(["Partial (listed vehicles)", "2"]);
    expect(shown(3, "tradePlatforms")).toEqual(["B2B, B2C", "1; 2"]);
    expect(shown(2, "tradePlatforms")).toEqual(["B2B, B2C", "B2B; b2c"]);
    expect(shown(2, "stockType")).toEqual(["Actual stock", "Stok  Aktual"]);
    // Category by leaf title and by id.
    expect(shown(2, "categoryId")).toEqual(["Brake Pads", "brake pads"]);
    expect(shown(3, "categoryId")).toEqual(["Brake Pads", "vp-1-2"]);
    // Four years of Avanza and one Xenia: five vehicles, named as the reference names them.
    expect(shown(2, "fitments")).toEqual([
      "TOYOTA AVANZA 2019-2022; DAIHATSU XENIA 2021 (5 vehicles)",
      "Toyota Avanza 2019-2022; Daihatsu Xenia 2021",
    ]);
  });

  it("an invalid row: refused cells keep the raw text and the error; its readable cells are still labelled", async () => {
    await renderTable("en-US");
    const row = document.querySelector<HTMLElement>('tr.ant-table-row[data-row-key="4"]')!;
    const condition = row.querySelector<HTMLElement>('.import-cell-error[data-column="condition"]')!;
    expect(condition).toHaveTextContent(/^baru/);
    expect(condition).toHaveTextContent('Unknown value "baru"');
    expect(understood(4, "condition")).toBeNull();
    expect(row.querySelector('.import-cell-error[data-column="weight"]')).toHaveTextContent(
      "12,75Must be a whole number",
    );
    expect(shown(4, "grade")).toEqual(["B (new, incomplete packing)", "b"]);
    expect(shown(4, "categoryId")).toEqual(["Filters", "Vehicles & Parts > Motorcycle Parts > Filters"]);
    // Typed exactly as its label: nothing to explain, no hover text.
    expect(understood(4, "tradePlatforms")).toBeNull();
    expect(within(row).getByText("B2B")).not.toHaveAttribute("title");
    // Plain text columns show the cell as typed.
    expect(within(row).getByText("Aisin")).not.toHaveAttribute("title");
  });

  it("id-ID: the same cells in Indonesian labels", async () => {
    await renderTable("id-ID");
    expect(shown(3, "condition")).toEqual(["Original", "1"]);
    expect(shown(3, "grade")).toEqual(["A (100% baru)", "A"]);
    expect(shown(3, "vehicleType")).toEqual(["Mobil", "1"]);
    expect(understood(2, "vehicleType")).toBeNull(); // typed "Mobil": already the label
    expect(shown(2, "adaptType")).toEqual(["Sebagian (kendaraan tertentu)", "partial"]);
    expect(shown(3, "stockType")).toEqual(["Stok aktual", "2"]);
    expect(shown(3, "tradePlatforms")).toEqual(["B2B, B2C", "1; 2"]);
    expect(shown(2, "fitments")).toEqual([
      "TOYOTA AVANZA 2019-2022; DAIHATSU XENIA 2021 (5 kendaraan)",
      "Toyota Avanza 2019-2022; Daihatsu Xenia 2021",
    ]);
  });
});
