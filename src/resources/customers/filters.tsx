/**
 * Filters of the customer list (spec §5 "Search input max 150"): keyword (buyer, company, contact),
 * company category, account manager and the credit alert (available below 0 or an overdue bill); applied
 * on Search, kept in the URL.
 */
import { Checkbox, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { COMPANY_CATEGORIES, type CompanyCategory } from "../../domain/customer";
import { MAX_KEYWORD } from "../../domain/wire";
import { FilterBar } from "../../shell/page";
import type { CustomerListQuery } from "./list-query";
import { useAccountManagers } from "./use-account-managers";

interface Values {
  keyword?: string;
  category?: CompanyCategory;
  manager?: number;
  alert?: boolean;
}

export function CustomerFilters({
  query,
  onSearch,
}: {
  query: CustomerListQuery;
  onSearch: (changes: Partial<CustomerListQuery>) => void;
}) {
  const { t } = useTranslation("customers");
  const { managers, loading } = useAccountManagers();
  const initial: Values = {
    keyword: query.keyword,
    category: query.category,
    manager: query.manager,
    alert: query.alert === true,
  };
  const submit = (v: Values) =>
    onSearch({
      keyword: (v.keyword ?? "").trim(),
      category: v.category,
      manager: v.manager,
      alert: v.alert ? true : undefined,
    });
  const reset = () => onSearch({ keyword: "", category: undefined, manager: undefined, alert: undefined });
  return (
    <FilterBar<Values> initialValues={initial} onSearch={submit} onReset={reset}>
      <Form.Item name="keyword" label={t("list.keyword")}>
        <Input
          allowClear
          maxLength={MAX_KEYWORD}
          placeholder={t("list.keywordPlaceholder")}
          className="filter-bar__control--wide"
        />
      </Form.Item>
      <Form.Item name="category" label={t("fields.companyCategory")}>
        <Select
          allowClear
          placeholder={t("list.allCategories")}
          className="filter-bar__control"
          options={COMPANY_CATEGORIES.map((c) => ({ value: c, label: t(`companyCategory.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name="manager" label={t("fields.accountManager")}>
        <Select
          allowClear
          loading={loading}
          placeholder={t("list.allManagers")}
          className="filter-bar__control"
          options={managers.map((m) => ({ value: m.userId, label: m.name }))}
        />
      </Form.Item>
      <Form.Item name="alert" valuePropName="checked">
        <Checkbox>{t("list.creditAlert")}</Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
