/**
 * The product form's delivery-fee template (spec §3 Product "delivery fee template", "Delivery template"):
 * the shop's enabled templates (products `deliveryTemplateOptions`, /api/logistics/ina/template/options);
 * cleared means the product ships free. A product whose template was disabled since keeps it, shown as such.
 * A controlled antd form control (`value` / `onChange`).
 */
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useEndpointQuery } from "../../providers/data-hooks";
import type { TemplateOption } from "../delivery-templates/schema";

export interface DeliveryTemplateSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

export function DeliveryTemplateSelect({ id, value, onChange }: DeliveryTemplateSelectProps) {
  const { t } = useTranslation("deliveryTemplates");
  const { query } = useEndpointQuery<TemplateOption[]>(
    "products",
    "deliveryTemplateOptions",
    {},
    { staleTime: 60_000 },
  );
  const templates = Array.isArray(query.data?.data) ? query.data.data : [];
  const options = templates.map((o) => ({ value: o.id, label: o.name }));
  if (typeof value === "number" && !query.isLoading && !templates.some((o) => o.id === value))
    options.push({ value, label: t("picker.unavailable", { id: value }) });
  return (
    <Select<number | null>
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={query.isLoading}
      placeholder={t("picker.placeholder")}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      status={query.isError ? "warning" : undefined}
      notFoundContent={query.isError ? t("picker.loadFailed") : t("picker.none")}
    />
  );
}
