/**
 * Sub-account activity types that earn an estimated reward (spec §6 "Activity types: upload e-claim
 * document, inquiry, inquiry order, order shipment ERP, upload DO, create indent letter"). Labels:
 * `activity:type.<value>`.
 */
export const ACTIVITY_TYPES = [
  "uploadEClaim",
  "inquiry",
  "inquiryOrder",
  "orderShipmentErp",
  "uploadDo",
  "createIndentLetter",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One changed field of a recorded write. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * The fields whose values differ between `before` and `after` (shallow; values compared as JSON).
 * A created record has `before` null (every field "from" null); a deleted one `after` null.
 */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: FieldChange[] = [];
  for (const field of keys) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out.push({ field, from, to });
  }
  return out;
}
