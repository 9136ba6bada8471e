/**
 * Vehicle model search (spec §5 "Model search", §7 loaders, §9 history): brand, then series, then
 * year; choosing a year (or pressing Search, or a history entry) calls `onSearch` with the ModelChoice
 * `{ brand, series, year, desc: "brandName series year" }`. The search button stays disabled until
 * brand, series and year are filled. History: cookie `chooseModelHistory`, 5 newest, shown as quick picks.
 * Models the sources give no years for offer one year entry, "all years" (year 0).
 */
import { useId } from "react";
import { Button, Flex, Select, Space, Typography } from "antd";
import { CloseOutlined, SearchOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { ModelChoice, VehicleTypeValue } from "../domain/reference";
import { useVehicleModelSearch } from "./use-vehicle-model-search";

export interface VehicleModelSearchProps {
  /** 1 car, 2 motorcycle; changing it starts over. */
  vehicleType: VehicleTypeValue;
  onSearch: (choice: ModelChoice) => void;
  disabled?: boolean;
}

export function VehicleModelSearch({ vehicleType, onSearch, disabled = false }: VehicleModelSearchProps) {
  const { t } = useTranslation("reference");
  const m = useVehicleModelSearch(vehicleType, onSearch);
  const id = useId();
  const notFound = (failed: boolean) => (failed ? t("modelSearch.loadFailed") : t("modelSearch.noData"));
  // The chosen entries stay visible even when the latest search text no longer lists them.
  const brandOptions = [
    ...(m.state.brand && !m.brands.items.some((b) => b.id === m.state.brand?.id) ? [m.state.brand] : []),
    ...m.brands.items,
  ];
  const seriesNames = m.series.items.map((s) => s.series);
  if (m.state.series && !seriesNames.includes(m.state.series)) seriesNames.unshift(m.state.series);
  const yearOptions = m.years.items.length > 0 || !m.state.year ? m.years.items : [m.state.year];
  const history = m.history.filter((h) => h.brand.id.startsWith(`${vehicleType}:`));

  return (
    <Flex vertical gap={8} role="group" aria-label={t("modelSearch.title")}>
      <Flex gap={8} wrap align="end">
        <Flex vertical gap={4}>
          <label htmlFor={`${id}-brand`}>{t("modelSearch.brand")}</label>
          <Select
            id={`${id}-brand`}
            aria-label={t("modelSearch.brand")}
            style={{ minWidth: 180 }}
            showSearch
            allowClear
            filterOption={false}
            disabled={disabled}
            placeholder={t("modelSearch.brandPlaceholder")}
            value={m.state.brand?.id}
            loading={m.brands.loading}
            notFoundContent={notFound(m.brands.failed)}
            onSearch={m.searchBrands}
            onChange={m.chooseBrand}
            options={brandOptions.map((b) => ({ value: b.id, label: b.brandName }))}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={`${id}-series`}>{t("modelSearch.series")}</label>
          <Select
            id={`${id}-series`}
            aria-label={t("modelSearch.series")}
            style={{ minWidth: 180 }}
            showSearch
            allowClear
            filterOption={false}
            disabled={disabled || !m.state.brand}
            placeholder={t("modelSearch.seriesPlaceholder")}
            value={m.state.series ?? undefined}
            loading={m.series.loading}
            notFoundContent={notFound(m.series.failed)}
            onSearch={m.searchSeries}
            onChange={m.chooseSeries}
            options={seriesNames.map((s) => ({ value: s, label: s }))}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={`${id}-year`}>{t("modelSearch.year")}</label>
          <Select
            id={`${id}-year`}
            aria-label={t("modelSearch.year")}
            style={{ minWidth: 140 }}
            allowClear
            disabled={disabled || !m.state.series}
            placeholder={t("modelSearch.yearPlaceholder")}
            value={m.state.year?.year}
            loading={m.years.loading}
            notFoundContent={notFound(m.years.failed)}
            onChange={m.chooseYear}
            options={yearOptions.map((y) => ({ value: y.year, label: y.desc }))}
          />
        </Flex>
        <Button type="primary" icon={<SearchOutlined />} disabled={disabled || !m.canSearch} onClick={m.search}>
          {t("modelSearch.search")}
        </Button>
      </Flex>
      {history.length > 0 && (
        <Flex gap={4} wrap align="center" role="group" aria-label={t("modelSearch.history")}>
          <Typography.Text type="secondary">{t("modelSearch.history")}:</Typography.Text>
          {history.map((h) => (
            <Space.Compact key={h.desc} size="small">
              <Button size="small" disabled={disabled} onClick={() => m.pickHistory(h)}>
                {h.desc}
              </Button>
              <Button
                size="small"
                disabled={disabled}
                icon={<CloseOutlined />}
                aria-label={t("modelSearch.removeHistory", { desc: h.desc })}
                onClick={() => m.forget(h.desc)}
              />
            </Space.Compact>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
