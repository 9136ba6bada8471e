/** Filters of the template list, applied at once: status (able / disable / all) and a name search (spec §2). */
import { Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { TEMPLATE_STATUS_FILTERS } from "../../domain/delivery-fee";
import { MAX_KEYWORD } from "../../domain/wire";
import { FilterBar, FilterField } from "../../shell/page";
import type { TemplateListQuery } from "./list-query";

export function TemplateFilters({
  query,
  onChange,
}: {
  query: TemplateListQuery;
  onChange: (changes: Partial<TemplateListQuery>) => void;
}) {
  const { t } = useTranslation(["deliveryTemplates", "common"]);
  return (
    <FilterBar>
      <FilterField label={t("list.keyword")}>
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          allowClear
          maxLength={MAX_KEYWORD}
          placeholder={t("list.search")}
          aria-label={t("list.keyword")}
          enterButton={t("common:actions.search")}
          onSearch={(keyword) => onChange({ keyword })}
          className="filter-bar__control--wide"
        />
      </FilterField>
      <FilterField label={t("fields.status")}>
        <Select
          className="filter-bar__control"
          aria-label={t("fields.status")}
          value={query.status}
          onChange={(status: TemplateListQuery["status"]) => onChange({ status })}
          options={TEMPLATE_STATUS_FILTERS.map((v) => ({ value: v, label: t(`status.${v}`) }))}
        />
      </FilterField>
    </FilterBar>
  );
}
