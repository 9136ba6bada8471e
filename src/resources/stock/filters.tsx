/** Filters of the stock list, applied at once: product search, stock type and low stock only (spec §2 "Stock management"). */
import { Input, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { STOCK_TYPES } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/wire";
import { FilterBar, FilterField } from "../../shell/page";
import type { StockListQuery } from "./list-query";
import { LOW_STOCK_BELOW } from "./rules";

export function StockFilters({
  query,
  onChange,
}: {
  query: StockListQuery;
  onChange: (changes: Partial<StockListQuery>) => void;
}) {
  const { t } = useTranslation(["stock", "common", "products"]);
  return (
    <FilterBar>
      <FilterField label={t("list.product")}>
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          allowClear
          maxLength={MAX_KEYWORD}
          placeholder={t("list.search")}
          enterButton={t("common:actions.search")}
          onSearch={(keyword) => onChange({ keyword })}
          className="filter-bar__control--wide"
        />
      </FilterField>
      <FilterField label={t("products:fields.stockType")}>
        <Select
          className="filter-bar__control"
          value={query.stockType ?? 0}
          onChange={(v: number) => onChange({ stockType: STOCK_TYPES.find((s) => s === v) })}
          options={[
            { value: 0, label: t("list.allTypes") },
            ...STOCK_TYPES.map((v) => ({ value: v, label: t(`products:stockType.${v}`) })),
          ]}
        />
      </FilterField>
      <FilterField label={t("list.lowStock")} tooltip={t("list.lowStockHint", { n: LOW_STOCK_BELOW })}>
        <Switch
          checked={query.lowStock}
          aria-label={t("list.lowStock")}
          onChange={(lowStock) => onChange({ lowStock })}
        />
      </FilterField>
    </FilterBar>
  );
}
