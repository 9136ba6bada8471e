/**
 * Money: integer rupiah everywhere; shown as `Rp 50.000` with the id-ID thousands dot (spec §1, §5, §9).
 */
const rupiah = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** 50000 -> "Rp 50.000". Throws nothing; non-finite values show as "Rp 0". */
export function formatRupiah(value: number): string {
  return `Rp ${rupiah.format(Number.isFinite(value) ? Math.round(value) : 0)}`;
}

/** 50000 -> "50.000" (for inputs, without the currency). */
export function formatThousands(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return rupiah.format(Math.round(value));
}

/** "Rp 50.000" / "50.000" / "50000" -> 50000; anything without digits -> null. */
export function parseRupiah(text: string | null | undefined): number | null {
  if (!text) return null;
  const digits = String(text).replace(/[^\d]/g, "");
  return digits === "" ? null : Number(digits);
}

/** Largest price the API accepts, in rupiah: keeps arithmetic exact inside a JS number. */
export const MAX_PRICE = 1_000_000_000_000;
