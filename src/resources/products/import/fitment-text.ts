/**
 * Fitment as text (issue 4 part 5): `Toyota Avanza 2019-2022; Daihatsu Xenia 2021` -> one fitment per
 * vehicle and year. Parts are `;`-separated: `<brand> <series> [year | from-to] [(sub model)]`; no year
 * means all years (0). Brand and series are matched, case-insensitively, against the reference vehicles.
 */
import type { Fitment } from "../schema";
import type { CellError, CellResult } from "./cells";

/** A reference vehicle model (a row of the vehicles table). */
export interface VehicleRef {
  vehicleType: number;
  brandId: string;
  brandName: string;
  series: string;
  /** Years the model is offered in; empty = the source lists none (only "all years", 0, applies). */
  years: number[];
}

export interface FitmentPart {
  /** `brand series` as written, spaces collapsed. */
  name: string;
  years: number[];
  subModel: string;
}

const fail = (key: string, params?: Record<string, unknown>): { ok: false; error: CellError } => ({
  ok: false,
  error: { key, params },
});

/** Splits the text into parts, without looking at references. */
export function parseFitmentText(text: string): CellResult<FitmentPart[]> {
  const parts: FitmentPart[] = [];
  for (const raw of text.split(";")) {
    const part = raw.trim().replace(/\s+/g, " ");
    if (!part) continue;
    const m = /^(.+?)(?:\s+(\d{4})(?:\s*-\s*(\d{4}))?)?(?:\s*\(([^)]*)\))?$/.exec(part);
    if (!m) return fail("import:errors.fitment", { part });
    const from = m[2] ? Number(m[2]) : 0;
    const to = m[3] ? Number(m[3]) : from;
    if (to < from || to - from > 60) return fail("import:errors.fitmentYears", { part });
    const years: number[] = [];
    for (let y = from; y <= to; y++) years.push(y);
    parts.push({ name: m[1].trim(), years, subModel: (m[4] ?? "").trim() });
  }
  return { ok: true, value: parts };
}

const lower = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Index of reference vehicles by vehicle type and `brand series` in lower case. */
export type VehicleIndex = Map<string, VehicleRef>;

export function indexVehicles(vehicles: readonly VehicleRef[]): VehicleIndex {
  const index: VehicleIndex = new Map();
  for (const v of vehicles) index.set(`${v.vehicleType}|${lower(`${v.brandName} ${v.series}`)}`, v);
  return index;
}

/** Resolves parsed parts against the references for one vehicle type; the first unknown vehicle or year is the error. */
export function resolveFitments(
  parts: readonly FitmentPart[],
  vehicleType: number,
  index: VehicleIndex,
): CellResult<Fitment[]> {
  const out: Fitment[] = [];
  for (const p of parts) {
    const v = index.get(`${vehicleType}|${lower(p.name)}`);
    if (!v) return fail("import:errors.unknownVehicle", { name: p.name });
    for (const year of p.years) {
      if (year !== 0 && v.years.length > 0 && !v.years.includes(year))
        return fail("import:errors.unknownYear", { name: p.name, year });
      out.push({ brandId: v.brandId, brandName: v.brandName, series: v.series, year, subModel: p.subModel });
    }
  }
  return { ok: true, value: out };
}

/**
 * Writes fitments as text that parseFitmentText + resolveFitments read back to the same list: runs of
 * consecutive years of one model and sub model become `from-to`, in the list's order.
 */
export function formatFitments(fitments: readonly Fitment[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < fitments.length) {
    const f = fitments[i];
    let j = i;
    while (
      f.year !== 0 &&
      j + 1 < fitments.length &&
      fitments[j + 1].brandId === f.brandId &&
      fitments[j + 1].series === f.series &&
      fitments[j + 1].subModel === f.subModel &&
      fitments[j + 1].year === fitments[j].year + 1
    ) {
      j++;
    }
    const years = f.year === 0 ? "" : j > i ? ` ${f.year}-${fitments[j].year}` : ` ${f.year}`;
    parts.push(`${f.brandName} ${f.series}${years}${f.subModel ? ` (${f.subModel})` : ""}`);
    i = j + 1;
  }
  return parts.join("; ");
}

/** The distinct `brand series` names a set of fitment texts mention (what the reference lookup needs). */
export function vehicleNamesOf(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const t of texts) {
    const parsed = parseFitmentText(t);
    if (parsed.ok) for (const p of parsed.value) names.add(lower(p.name));
  }
  return [...names];
}
