/** Search bar of the product lists: keyword (max 150, spec §5), category and condition; applying resets to page 1. */
import { Form, Select } from "antd";
// The bare input: antd's `Input` namespace also carries TextArea, Password, Search and OTP.
import Input from "antd/es/input/Input";
import { useTranslation } from "react-i18next";
import { CONDITIONS } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/wire";
import { DeferredCategorySelect } from "../../forms/deferred-category-select";
import { FilterBar } from "../../shell/page";
import type { ListQuery } from "./list-query";

interface SearchValues {
  keyword?: string;
  categoryId?: string;
  condition?: number;
}

export function ListSearch({ query, onSearch }: { query: ListQuery; onSearch: (values: Partial<ListQuery>) => void }) {
  const { t } = useTranslation("products");
  const apply = (v: SearchValues) =>
    onSearch({
      keyword: (v.keyword ?? "").trim(),
      categoryId: v.categoryId || undefined,
      condition: v.condition ?? undefined,
      page: 1,
    });
  return (
    <FilterBar<SearchValues>
      name="productSearch"
      initialValues={{ keyword: query.keyword, categoryId: query.categoryId, condition: query.condition }}
      onSearch={apply}
      onReset={() => apply({})}
    >
      <Form.Item name="keyword" label={t("list.keyword")}>
        <Input
          allowClear
          maxLength={MAX_KEYWORD}
          placeholder={t("list.keywordPlaceholder")}
          className="filter-bar__control--wide"
        />
      </Form.Item>
      <Form.Item name="categoryId" label={t("list.category")} className="filter-bar__item--wide">
        <DeferredCategorySelect allowClear placeholder={t("list.allCategories")} />
      </Form.Item>
      <Form.Item name="condition" label={t("fields.condition")}>
        <Select
          allowClear
          className="filter-bar__control"
          placeholder={t("list.allConditions")}
          options={CONDITIONS.map((c) => ({ value: c, label: t(`condition.${c}`) }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
