/**
 * Price tiers editor (spec §3 "price tiers (quantity range and price)", §5 "Price tiers: quantity range
 * like 1-5, 2-10, >=11; valid price"). Value: `PriceTier[]` ({minQty, maxQty | null, price} in rupiah);
 * only the last row is open-ended (">= minQty"). Validation stays with the schema (firstInvalidTier).
 */
import { Button, InputNumber, Space, Typography } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { MAX_STOCK } from "../domain/product";
import type { PriceTier } from "../domain/schema/price-tier";
import { MoneyInput } from "./money-input";

/** Most rows a product may carry (the schema's max). */
export const MAX_PRICE_TIERS = 10;

/** Appends a tier: an open last row gets closed at its min, the new row starts right after and is open. */
export function addTier(tiers: readonly PriceTier[]): PriceTier[] {
  if (tiers.length === 0) return [{ minQty: 1, maxQty: null, price: 0 }];
  const last = tiers[tiers.length - 1];
  const closedMax = last.maxQty ?? last.minQty;
  return [
    ...tiers.slice(0, -1),
    { ...last, maxQty: closedMax },
    { minQty: closedMax + 1, maxQty: null, price: last.price },
  ];
}

/** Removes tier `index`; the new last row becomes open-ended. */
export function removeTier(tiers: readonly PriceTier[], index: number): PriceTier[] {
  const next = tiers.filter((_, i) => i !== index);
  if (next.length === 0) return next;
  return next.map((t, i) => (i === next.length - 1 ? { ...t, maxQty: null } : t));
}

export interface PriceTiersProps {
  id?: string;
  value?: PriceTier[];
  onChange?: (value: PriceTier[]) => void;
  disabled?: boolean;
}

/** Rows "min - max : Rp price" with add / remove; the last row reads ">= min". */
export function PriceTiers({ id, value = [], onChange, disabled }: PriceTiersProps) {
  const { t } = useTranslation("forms");
  const set = (index: number, changes: Partial<PriceTier>) =>
    onChange?.(value.map((tier, i) => (i === index ? { ...tier, ...changes } : tier)));

  return (
    <Space direction="vertical" id={id} style={{ width: "100%" }} role="group" aria-label={t("priceTiers.label")}>
      {value.map((tier, index) => {
        const last = index === value.length - 1;
        const row = index + 1;
        return (
          <Space key={index} wrap align="center">
            <InputNumber<number>
              aria-label={t("priceTiers.minQty", { row })}
              min={1}
              max={MAX_STOCK}
              precision={0}
              value={tier.minQty}
              disabled={disabled}
              onChange={(v) => set(index, { minQty: v ?? 0 })}
            />
            {last ? (
              <Typography.Text>{t("priceTiers.andMore")}</Typography.Text>
            ) : (
              <>
                <Typography.Text aria-hidden>-</Typography.Text>
                <InputNumber<number>
                  aria-label={t("priceTiers.maxQty", { row })}
                  min={1}
                  max={MAX_STOCK}
                  precision={0}
                  value={tier.maxQty ?? undefined}
                  disabled={disabled}
                  onChange={(v) => set(index, { maxQty: v ?? 0 })}
                />
              </>
            )}
            <MoneyInput
              aria-label={t("priceTiers.price", { row })}
              min={0}
              value={tier.price}
              disabled={disabled}
              style={{ width: 180 }}
              onChange={(v) => set(index, { price: v ?? 0 })}
            />
            {value.length > 1 ? (
              <Button
                icon={<DeleteOutlined aria-hidden />}
                disabled={disabled}
                onClick={() => onChange?.(removeTier(value, index))}
                aria-label={t("priceTiers.removeRow", { row })}
              >
                {t("priceTiers.remove")}
              </Button>
            ) : null}
          </Space>
        );
      })}
      {value.length < MAX_PRICE_TIERS ? (
        <Button
          icon={<PlusOutlined aria-hidden />}
          type="dashed"
          disabled={disabled}
          onClick={() => onChange?.(addTier(value))}
        >
          {t("priceTiers.add")}
        </Button>
      ) : null}
    </Space>
  );
}
