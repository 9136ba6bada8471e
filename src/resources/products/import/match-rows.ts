/**
 * The matching step (spec §5 "Import: matching, then confirm and submit"): sheet rows -> per-row status,
 * per-cell errors and the product body the API will receive. Pure (no DOM, no xlsx): runs in the import
 * worker and in Node tests. Cell errors and zod issues are i18n keys with params, translated by the view.
 */
import type { z } from "zod";
import { issueParams } from "../../../forms/zod-rule";
import { columnsOf, matchHeaders, MAX_IMPORT_ROWS, type ImportColumn, type ImportMode } from "./columns";
import { DEFAULT_LANGUAGE, type Language } from "../../../domain/wire";
import { isBlank, readChoice, readSimple, type CellError, type RawCell } from "./cells";
import { indexVehicles, parseFitmentText, resolveFitments, type VehicleIndex, type VehicleRef } from "./fitment-text";
import { importCreateRowSchema, productStockPriceUpdateSchema } from "./schema";

/**
 * A category as the matcher knows it: id, leaf title and full path (`A > B > C`) in the user's language,
 * and the same in the other languages (`alt`): a seller may type either (spec §5 "Import").
 */
export interface CategoryRef {
  cateId: string;
  title: string;
  path: string;
  alt?: readonly { title: string; path: string }[];
}

export interface ImportReferences {
  categories: readonly CategoryRef[];
  vehicles: readonly VehicleRef[];
  /** Language of the user: the allowed values an unknown word's error lists are labelled in it (default id-ID). */
  lang?: Language;
}

export interface MatchedRow {
  /** 1-based row number in the sheet (the header is row 1). */
  rowNumber: number;
  status: "valid" | "invalid";
  /** The cells of the mode's columns as read (for display), by column key. */
  cells: Record<string, RawCell>;
  /** First error per column key; `_row` for a problem of the row as a whole. */
  errors: Record<string, CellError>;
  /** The body sent to the API (null when invalid). */
  body: Record<string, unknown> | null;
  /** The row's original cells, extra columns included (for the "rows with errors" file). */
  raw: RawCell[];
}

export interface MatchResult {
  mode: ImportMode;
  /** The sheet's header row as read. */
  header: RawCell[];
  rows: MatchedRow[];
  valid: number;
  invalid: number;
  /** Set when the file as a whole cannot be imported (empty, wrong headers, too many rows). */
  fileError: CellError | null;
}

const lower = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
const normPath = (s: string) =>
  lower(
    s
      .split(">")
      .map((p) => p.trim())
      .join(" > "),
  );

/**
 * Category lookup: by id, full path, or leaf title when that title is unique (case and spacing ignored),
 * paths and titles in any language the references carry. Also read: the guide's own `id / path` form
 * (`vp-1-4-1-7 / Brake Pads`), when the id and the name (path or title) name the same category.
 * Answers the category id, or the cell error (unknown, or a title several categories share).
 */
export function categoryResolver(categories: readonly CategoryRef[]): (text: string) => { id: string } | CellError {
  const byId = new Map<string, string>();
  const byPath = new Map<string, string>();
  const byTitle = new Map<string, Set<string>>();
  for (const c of categories) {
    byId.set(lower(c.cateId), c.cateId);
    for (const name of [{ title: c.title, path: c.path }, ...(c.alt ?? [])]) {
      byPath.set(normPath(name.path), c.cateId);
      const t = lower(name.title);
      byTitle.set(t, (byTitle.get(t) ?? new Set()).add(c.cateId));
    }
  }
  const exact = (text: string): string | undefined => byId.get(lower(text)) ?? byPath.get(normPath(text));
  const uniqueTitle = (text: string): string | undefined => {
    const titled = byTitle.get(lower(text));
    return titled?.size === 1 ? [...titled][0] : undefined;
  };
  return (text) => {
    const key = lower(text);
    const id = exact(text) ?? uniqueTitle(text) ?? idSlashName(text, exact, (t) => exact(t) ?? uniqueTitle(t));
    if (id) return { id };
    const titled = [...(byTitle.get(key) ?? [])];
    return titled.length > 1
      ? { key: "import:errors.ambiguousCategory", params: { name: text } }
      : { key: "import:errors.unknownCategory", params: { name: text } };
  };
}

/**
 * `id / name` (the name a path or a unique title): the id when both halves name the same category. A
 * path may itself hold " / ", so every split is tried.
 */
function idSlashName(
  text: string,
  byIdOrPath: (t: string) => string | undefined,
  byName: (t: string) => string | undefined,
): string | undefined {
  const parts = text.split(" / ");
  for (let i = 1; i < parts.length; i++) {
    const id = byIdOrPath(parts.slice(0, i).join(" / "));
    if (id && byName(parts.slice(i).join(" / ")) === id) return id;
  }
  return undefined;
}

/** Column key that shows a zod issue: the top-level field of its path. */
function issueColumn(issue: z.core.$ZodIssue, known: ReadonlySet<string>): string {
  const top = issue.path.length ? String(issue.path[0]) : "_row";
  return known.has(top) ? top : "_row";
}

const isBlankRow = (row: readonly RawCell[] | undefined) => !row || row.every((c) => isBlank(c));

/**
 * Matches the sheet (`sheet[0]` is the header row) in `mode`. Blank rows (trailing or not) are skipped;
 * extra columns are ignored. Update mode refuses a product id listed twice (every occurrence after the first).
 * A file with no data rows, missing required headers or more than MAX_IMPORT_ROWS rows answers `fileError`.
 */
export function matchRows(
  sheet: readonly (readonly RawCell[])[],
  mode: ImportMode,
  refs: ImportReferences,
  onProgress?: (done: number, total: number) => void,
): MatchResult {
  const header = [...(sheet[0] ?? [])];
  const empty = (fileError: CellError): MatchResult => ({ mode, header, rows: [], valid: 0, invalid: 0, fileError });
  const dataRows: { rowNumber: number; raw: RawCell[] }[] = [];
  for (let i = 1; i < sheet.length; i++)
    if (!isBlankRow(sheet[i])) dataRows.push({ rowNumber: i + 1, raw: [...sheet[i]] });
  if (isBlankRow(sheet[0]) || dataRows.length === 0) return empty({ key: "import:errors.empty" });
  const { indexOf, missing } = matchHeaders(header, mode);
  if (missing.length > 0) {
    return empty({
      key: "import:errors.missingHeaders",
      params: { headers: missing.map((c) => c.idHeader).join(", ") },
    });
  }
  if (dataRows.length > MAX_IMPORT_ROWS)
    return empty({ key: "import:errors.tooManyRows", params: { max: MAX_IMPORT_ROWS, count: dataRows.length } });

  const columns = columnsOf(mode);
  const known = new Set(columns.map((c) => c.key));
  const category = categoryResolver(refs.categories);
  const vehicles: VehicleIndex = indexVehicles(refs.vehicles);
  const schema = mode === "create" ? importCreateRowSchema : productStockPriceUpdateSchema;
  const seenIds = new Set<number>();
  const lang = refs.lang ?? DEFAULT_LANGUAGE;
  let valid = 0;

  const rows = dataRows.map(({ rowNumber, raw }, n): MatchedRow => {
    if (onProgress && n % 500 === 0) onProgress(n, dataRows.length);
    const cells: Record<string, RawCell> = {};
    const errors: Record<string, CellError> = {};
    const body: Record<string, unknown> = {};
    let fitmentText: string | null = null;
    for (const c of columns) {
      const cell = indexOf[c.key] >= 0 ? (raw[indexOf[c.key]] ?? null) : null;
      cells[c.key] = cell;
      if (c.informational) continue;
      if (isBlank(cell)) {
        if (c.required) errors[c.key] = { key: "import:errors.required" };
        else if (c.type === "fitments") body.fitments = [];
        continue;
      }
      readCell(c, cell as RawCell, body, errors, category, lang);
      if (c.type === "fitments") fitmentText = String(cell);
    }
    // Fitments are looked up among the row's vehicle type: without a readable type only that cell is blamed.
    if (fitmentText !== null && !errors.fitments && !errors.vehicleType) {
      const parsed = parseFitmentText(fitmentText);
      const resolved = parsed.ok ? resolveFitments(parsed.value, Number(body.vehicleType), vehicles) : parsed;
      if (resolved.ok) body.fitments = resolved.value;
      else errors.fitments = resolved.error;
    }
    if (mode === "update" && typeof body.itemId === "number") {
      if (seenIds.has(body.itemId)) errors.itemId = { key: "import:errors.duplicateId", params: { id: body.itemId } };
      seenIds.add(body.itemId);
    }
    let parsedBody: Record<string, unknown> | null = null;
    const result = schema.safeParse(body);
    if (result.success) parsedBody = result.data as Record<string, unknown>;
    else {
      for (const issue of result.error.issues) {
        const column = issueColumn(issue, known);
        // A cell that failed to read already says why; zod would only repeat "required".
        if (!errors[column])
          errors[column] = {
            key: /^[\w-]+:[\w.-]+$/.test(issue.message) ? issue.message : "validation:invalid",
            params: issueParams(issue),
          };
      }
    }
    const ok = Object.keys(errors).length === 0 && parsedBody !== null;
    if (ok) valid++;
    return { rowNumber, status: ok ? "valid" : "invalid", cells, errors, body: ok ? parsedBody : null, raw };
  });
  return { mode, header, rows, valid, invalid: rows.length - valid, fileError: null };
}

function readCell(
  c: ImportColumn,
  cell: RawCell,
  body: Record<string, unknown>,
  errors: Record<string, CellError>,
  category: (text: string) => { id: string } | CellError,
  lang: Language,
): void {
  if (c.type === "fitments") return;
  if (c.choice) {
    const read = readChoice(cell, c.choice, lang, c.type === "choiceList");
    if (read.ok) body[c.key] = read.value;
    else errors[c.key] = read.error;
    return;
  }
  if (c.type === "category") {
    const found = category(String(cell).trim());
    if ("id" in found) body[c.key] = found.id;
    else errors[c.key] = found;
    return;
  }
  const read = readSimple(c.type, cell);
  if (!read.ok) {
    errors[c.key] = read.error;
    return;
  }
  body[c.key] =
    c.key === "images" ? (read.value as string[]).map((fileKey, i) => ({ fileKey, isMain: i === 0 })) : read.value;
}

/** The rows of a match that are valid, as API bodies (what confirm sends). */
export function validBodies(result: MatchResult): Record<string, unknown>[] {
  return result.rows.flatMap((r) => (r.status === "valid" && r.body ? [r.body] : []));
}

/** A node of the `/api/reference/ina/categories` tree as the matcher reads it. */
export interface CategoryTreeRef {
  cateId: string;
  title: string;
  /** Title per language (the API sends both); other languages' titles become `alt` names. */
  titles?: Readonly<Partial<Record<Language, string>>>;
  subCategories?: readonly CategoryTreeRef[];
}

/**
 * Flattens the category tree of `/api/reference/ina/categories` into matcher references with full paths:
 * `title`/`path` as the tree shows them (the user's language), `alt` for each other language the nodes
 * carry whose path differs.
 */
export function flattenCategories(nodes: readonly CategoryTreeRef[]): CategoryRef[] {
  const out: CategoryRef[] = [];
  const walk = (
    list: readonly CategoryTreeRef[],
    parentPath: string | null,
    parentPaths: Partial<Record<Language, string>>,
  ) => {
    for (const n of list) {
      const path = parentPath === null ? n.title : `${parentPath} > ${n.title}`;
      const paths: Partial<Record<Language, string>> = {};
      const alt: { title: string; path: string }[] = [];
      for (const [lang, title] of Object.entries(n.titles ?? {}) as [Language, string | undefined][]) {
        if (!title) continue;
        const up = parentPath === null ? null : (parentPaths[lang] ?? parentPath);
        paths[lang] = up === null ? title : `${up} > ${title}`;
        if (paths[lang] !== path && !alt.some((a) => a.path === paths[lang])) alt.push({ title, path: paths[lang] });
      }
      out.push(
        alt.length ? { cateId: n.cateId, title: n.title, path, alt } : { cateId: n.cateId, title: n.title, path },
      );
      if (n.subCategories?.length) walk(n.subCategories, path, paths);
    }
  };
  walk(nodes, null, {});
  return out;
}
