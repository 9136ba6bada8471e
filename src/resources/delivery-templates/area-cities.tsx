/**
 * The cities of one specified area (spec §3 "specified areas with cities"): a province, then a multi-select
 * of its regencies / cities from the region data, merged into the area's `regencyCodes`; the chosen ones
 * show as closable tags by province. Cities already in another area of the template are offered disabled
 * (a city belongs to one area). A controlled antd form control (`value` / `onChange`).
 */
import { useState } from "react";
import { Alert, Flex, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../forms/use-regions";
import { RegencyTags, provinceOf } from "./regency-tags";
import { MAX_AREA_REGENCIES } from "./schema";

export interface AreaCitiesProps {
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** Codes chosen in the template's other areas. */
  taken: ReadonlySet<string>;
  /** Names the controls for screen readers, e.g. "Area 2". */
  label: string;
  id?: string;
}

export function AreaCities({ value = [], onChange, taken, label, id }: AreaCitiesProps) {
  const { t } = useTranslation("deliveryTemplates");
  const provinceQuery = useRegions(null);
  const [province, setProvince] = useState<string | null>(value.length ? provinceOf(value[0]) : null);
  const cityQuery = useRegions(province, province !== null);
  const cities = province ? cityQuery.regions : [];
  const inProvince = province ? value.filter((c) => provinceOf(c) === province) : [];

  const pick = (codes: string[]) => {
    if (!province) return;
    const others = value.filter((c) => provinceOf(c) !== province);
    onChange?.([...others, ...codes].slice(0, MAX_AREA_REGENCIES));
  };

  return (
    <Flex vertical gap={8}>
      {provinceQuery.failed || cityQuery.failed ? (
        <Alert type="error" showIcon message={t("form.regionsFailed")} />
      ) : null}
      <Flex gap={8} wrap>
        <Select
          id={id}
          aria-label={`${label} ${t("fields.province")}`}
          placeholder={t("fields.provincePlaceholder")}
          style={{ width: 240 }}
          showSearch
          optionFilterProp="label"
          loading={provinceQuery.loading}
          value={province ?? undefined}
          options={provinceQuery.regions.map((p) => ({ value: p.code, label: p.name }))}
          onChange={(code: string) => setProvince(code)}
        />
        <Select
          mode="multiple"
          aria-label={`${label} ${t("fields.cities")}`}
          placeholder={t("fields.cityPlaceholder")}
          style={{ minWidth: 320, flex: 1 }}
          optionFilterProp="label"
          disabled={!province}
          loading={cityQuery.loading}
          value={inProvince}
          maxTagCount="responsive"
          options={cities.map((c) => ({ value: c.code, label: c.name, disabled: taken.has(c.code) }))}
          onChange={pick}
        />
      </Flex>
      <Typography.Text type="secondary">{t("form.chosenCities", { count: value.length })}</Typography.Text>
      {value.length > 0 ? (
        <RegencyTags
          codes={value}
          label={`${label} ${t("fields.cities")}`}
          onRemove={(code) => onChange?.(value.filter((c) => c !== code))}
        />
      ) : null}
    </Flex>
  );
}
