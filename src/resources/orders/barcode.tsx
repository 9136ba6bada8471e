/**
 * A Code 128 barcode of a value as an <svg> (the delivery order's order numbers, issue's printable DO),
 * drawn by jsbarcode; only the shipment-operate page imports it, so the library stays in its chunk.
 */
import { useEffect, useRef } from "react";
import JsBarcode from "jsbarcode";

export function Barcode({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (ref.current)
      // The number is printed as text by the caller (real text in a PDF, no canvas to measure it here).
      JsBarcode(ref.current, value, { format: "CODE128", height: 40, width: 1.4, margin: 0, displayValue: false });
  }, [value]);
  return <svg ref={ref} role="img" aria-label={label} data-barcode={value} />;
}
