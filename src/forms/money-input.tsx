/**
 * Rupiah input (spec §1 currency, §5 "Currency input separates thousands with a dot", §9): an antd
 * InputNumber showing "Rp 50.000" while holding the integer 50000. Formatting is src/domain/money.ts.
 */
import { InputNumber, type InputNumberProps } from "antd";
import { MAX_PRICE, formatThousands, parseRupiah } from "../domain/money";

export type MoneyInputProps = Omit<InputNumberProps<number>, "formatter" | "parser" | "precision" | "prefix">;

/** Text shown for a raw InputNumber value ("50000" -> "50.000"); blank stays blank. */
export function moneyFormatter(value: number | string | undefined): string {
  if (value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : parseRupiah(value);
  return n === null ? "" : formatThousands(n);
}

/** Number from the typed text ("Rp 50.000" -> 50000); text without digits -> NaN so antd keeps it empty. */
export function moneyParser(text: string | undefined): number {
  const n = parseRupiah(text);
  return n === null ? Number.NaN : n;
}

/** Integer rupiah input with the id-ID thousands dot and an "Rp" prefix; value is a number or null. */
export function MoneyInput({ min = 0, max = MAX_PRICE, style, ...rest }: MoneyInputProps) {
  return (
    <InputNumber<number>
      {...rest}
      min={min}
      max={max}
      precision={0}
      prefix="Rp"
      formatter={moneyFormatter}
      parser={moneyParser}
      style={{ width: "100%", ...style }}
    />
  );
}
