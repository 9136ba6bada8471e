/**
 * The buyer of a new customer (spec §2 /customer/new): typed as an exact user name or e-mail, with
 * suggestions from POST /api/customer/ina/buyerLookup `{ keyword }` asked 300 ms after the typing stops
 * (from 2 characters). Buyers already customers of the shop are shown but not choosable.
 */
import { useEffect, useState } from "react";
import { AutoComplete, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../providers/data-hooks";
import type { BuyerOption } from "./schema";

export const LOOKUP_DELAY_MS = 300;
const MIN_LOOKUP = 2;

/** `value` after it has stayed the same for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function BuyerPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation("customers");
  const keyword = useDebounced((value ?? "").trim(), LOOKUP_DELAY_MS);
  const lookup = useEndpointQuery<BuyerOption[]>(
    "customers",
    "buyerLookup",
    { keyword },
    { enabled: keyword.length >= MIN_LOOKUP, staleTime: 30_000 },
  );
  const buyers: BuyerOption[] =
    keyword.length >= MIN_LOOKUP && Array.isArray(lookup.result.data) ? lookup.result.data : [];
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={(v: string) => onChange?.(v)}
      placeholder={t("form.buyerPlaceholder")}
      notFoundContent={keyword.length >= MIN_LOOKUP && !lookup.query.isFetching ? t("form.noBuyers") : undefined}
      options={buyers.map((b) => ({
        value: b.userName,
        disabled: b.alreadyCustomer,
        label: (
          <Space direction="vertical" size={0}>
            <Typography.Text>{`${b.userName} · ${b.name}`}</Typography.Text>
            <Typography.Text type="secondary">
              {`${b.email} · ${t(`companyCategory.${b.buyerType}`)}${b.alreadyCustomer ? ` · ${t("form.alreadyCustomer")}` : ""}`}
            </Typography.Text>
          </Space>
        ),
      }))}
    />
  );
}
