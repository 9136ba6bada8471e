/**
 * Controls of a partnership's terms shared by the propose dialog and the addendum form (spec §3
 * "Partnership": part conditions, settlement type): labelled choice groups over CONDITIONS and the bill
 * settlement periods.
 */
import { useTranslation } from "react-i18next";
import { SettlementPeriod } from "../../domain/bill";
import { CONDITIONS } from "../../domain/product";
import { CheckboxGroupField, RadioGroupField } from "../../forms/choice-controls";

export const SETTLEMENT_PERIODS = [SettlementPeriod.monthly, SettlementPeriod.bimonthly] as const;

export function PartConditionsField(props: { id?: string; value?: number[]; onChange?: (v: number[]) => void }) {
  const { t } = useTranslation("products");
  return (
    <CheckboxGroupField<number>
      {...props}
      options={CONDITIONS.map((c) => ({ value: c, label: t(`condition.${c}`) }))}
    />
  );
}

export function SettlementPeriodField(props: { id?: string; value?: number; onChange?: (v: number) => void }) {
  const { t } = useTranslation("partnerships");
  const { onChange, ...rest } = props;
  return (
    <RadioGroupField
      {...rest}
      onChange={(e) => onChange?.(e.target.value as number)}
      options={SETTLEMENT_PERIODS.map((p) => ({ value: p, label: t(`settlementPeriod.${p}`) }))}
    />
  );
}
