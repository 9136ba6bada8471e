/**
 * What the importer understood from a cell (issue 4 part 5, spec §5 "Import: matching"): the matching
 * table shows the label of an enumeration code, the title of a category and the vehicles of a fitment
 * text instead of the seller's raw text ("1" -> "Original"). Pure; computed while a row renders (only
 * the visible page of the table), from the row's parsed body, never stored beside the match.
 */
import { DEFAULT_LANGUAGE } from "../../../domain/wire";
import type { Fitment } from "../schema";
import { isBlank, readChoice } from "./cells";
import type { ChoiceLabels, ImportColumn } from "./columns";
import { formatFitments } from "./fitment-text";
import { categoryResolver, type CategoryRef, type MatchedRow } from "./match-rows";

/** The texts the view supplies (translated): labels, category titles, the vehicle count. */
export interface UnderstoodTexts {
  /** Label of an enumeration code: the product screens' `products:<group>.<code>`. */
  label: (group: ChoiceLabels, code: number | string) => string;
  /** Title of the category a cell names (by id, full path or title), or undefined when unknown or not loaded. */
  categoryTitle: (text: string) => string | undefined;
  /** `4 kendaraan` / `4 vehicles`. */
  vehicleCount: (count: number) => string;
}

/**
 * Category title lookup through the matcher's own resolver (match-rows.ts categoryResolver): id, full path,
 * then a title shared by no other category. Answers the category's own title (its spelling, not the cell's).
 */
export function categoryTitleLookup(categories: readonly CategoryRef[]): (text: string) => string | undefined {
  const resolve = categoryResolver(categories);
  const titles = new Map(categories.map((c) => [c.cateId, c.title]));
  return (text) => {
    const found = resolve(text);
    return "id" in found ? titles.get(found.id) : undefined;
  };
}

/**
 * The understood text of cell `column` of `row`, or null when the raw text is all there is to show: a
 * blank or refused cell, a plain column (text, numbers, ...), or a reference not at hand (categories
 * still loading; fitments of a row that is invalid, whose body the matcher does not keep).
 *
 * - choice / choiceList: the label(s) of the code(s), `, `-joined (`B2B, B2C`); from the body, or for an
 *   invalid row read again from the cell with the matcher's own readChoice.
 * - category: the category's title.
 * - fitments: the vehicles as the reference names them plus their count (`TOYOTA AVANZA 2019-2022 (4 kendaraan)`).
 */
export function understoodText(column: ImportColumn, row: MatchedRow, texts: UnderstoodTexts): string | null {
  const cell = row.cells[column.key];
  if (row.errors[column.key] || isBlank(cell) || cell === null) return null;
  if (column.choice) {
    const spec = column.choice;
    let value = row.body?.[column.key];
    if (value === undefined) {
      const read = readChoice(cell, spec, DEFAULT_LANGUAGE, column.type === "choiceList");
      if (!read.ok) return null;
      value = read.value;
    }
    const codes = Array.isArray(value) ? (value as (number | string)[]) : [value as number | string];
    return codes.map((code) => texts.label(spec.labels, code)).join(", ");
  }
  if (column.type === "category") {
    const id = row.body?.[column.key];
    return texts.categoryTitle(typeof id === "string" ? id : String(cell)) ?? null;
  }
  if (column.type === "fitments") {
    const fitments = row.body?.fitments as Fitment[] | undefined;
    if (!fitments) return null;
    const names = formatFitments(fitments);
    const count = texts.vehicleCount(fitments.length);
    return names ? `${names} (${count})` : count;
  }
  return null;
}
