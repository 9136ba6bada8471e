/**
 * A discount input (spec §5 "Bulk discount": percent, one decimal, below 100): accepts and shows the
 * user's decimal mark (3,5 in id-ID, 3.5 in en-US; a typed "." is still read as the decimal point), while
 * its value stays a JS number. Form.Item passes value / onChange / id through like any antd input.
 */
import { InputNumber, type InputNumberProps } from "antd";
import { useTranslation } from "react-i18next";
import { decimalSeparatorOf } from "../../domain/number";

export type PercentInputProps = Omit<
  InputNumberProps<number>,
  "max" | "step" | "precision" | "decimalSeparator" | "stringMode"
>;

export function PercentInput({ min = 0, ...props }: PercentInputProps) {
  const { i18n } = useTranslation();
  return (
    <InputNumber<number>
      min={min}
      max={99.9}
      step={0.1}
      precision={1}
      decimalSeparator={decimalSeparatorOf(i18n.language)}
      {...props}
    />
  );
}
