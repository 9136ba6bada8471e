/**
 * Choosing cities for priority parts (spec §2 /commodity/area): a province, then its regencies/cities from
 * the region data (reference `regions`, cached per page load), merged into the chosen list shown as closable tags.
 * At most MAX_PRIORITY_CITIES cities; controlled (`value` / `onChange`).
 */
import { useState } from "react";
import { Alert, Empty, Flex, Form, Select, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { RegionOption } from "../../domain/reference";
import { useRegions } from "../../forms/use-regions";
import { MAX_PRIORITY_CITIES, type PriorityArea } from "./schema";

export interface CityPickerProps {
  value: PriorityArea[];
  onChange: (areas: PriorityArea[]) => void;
  disabled?: boolean;
}

export function CityPicker({ value, onChange, disabled }: CityPickerProps) {
  const { t } = useTranslation("priorityAreas");
  const provinceQuery = useRegions(null);
  const provinces = provinceQuery.regions;
  const [province, setProvince] = useState<RegionOption | null>(null);
  const cityQuery = useRegions(province?.code ?? null, province !== null);
  const cities = province ? cityQuery.regions : [];
  const failed = provinceQuery.failed || cityQuery.failed;

  const inProvince = province ? value.filter((a) => a.provinceCode === province.code).map((a) => a.regencyCode) : [];
  const pickCities = (codes: string[]) => {
    if (!province) return;
    const others = value.filter((a) => a.provinceCode !== province.code);
    const picked = cities
      .filter((c) => codes.includes(c.code))
      .map((c) => ({
        regencyCode: c.code,
        regencyName: c.name,
        provinceCode: province.code,
        provinceName: province.name,
      }));
    onChange([...others, ...picked].slice(0, MAX_PRIORITY_CITIES));
  };

  return (
    <Flex vertical gap={12}>
      {failed && <Alert type="error" showIcon message={t("cities.loadFailed")} />}
      <Flex gap={12} wrap>
        <Form.Item label={t("cities.province")} style={{ margin: 0 }}>
          <Select
            aria-label={t("cities.province")}
            placeholder={t("cities.provincePlaceholder")}
            style={{ width: 260 }}
            showSearch
            optionFilterProp="label"
            disabled={disabled}
            value={province?.code}
            options={provinces.map((p) => ({ value: p.code, label: p.name }))}
            onChange={(code: string) => setProvince(provinces.find((p) => p.code === code) ?? null)}
          />
        </Form.Item>
        <Form.Item label={t("cities.city")} style={{ margin: 0 }}>
          <Select
            aria-label={t("cities.city")}
            mode="multiple"
            placeholder={t("cities.cityPlaceholder")}
            style={{ minWidth: 320 }}
            optionFilterProp="label"
            disabled={disabled || !province}
            value={inProvince}
            options={cities.map((c) => ({
              value: c.code,
              label: c.name,
              disabled: value.length >= MAX_PRIORITY_CITIES && !inProvince.includes(c.code),
            }))}
            onChange={pickCities}
          />
        </Form.Item>
      </Flex>
      <Typography.Text strong>{t("cities.chosen", { count: value.length, max: MAX_PRIORITY_CITIES })}</Typography.Text>
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("cities.none")} />
      ) : (
        <Flex wrap gap={4} role="list" aria-label={t("fields.regencyCodes")}>
          {value.map((a) => (
            <Tag
              role="listitem"
              key={a.regencyCode}
              closable={!disabled}
              onClose={() => onChange(value.filter((x) => x.regencyCode !== a.regencyCode))}
            >
              {`${a.regencyName}, ${a.provinceName}`}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
