/** Search bar of the product lists: keyword (max 150, spec §5), category and condition; applying resets to page 1. */
import { Button, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { CONDITIONS } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/reference";
import { CategorySelect } from "../../forms/category-select";
import type { ListQuery } from "./list-query";

interface SearchValues {
  keyword?: string;
  categoryId?: string;
  condition?: number;
}

export function ListSearch({ query, onSearch }: { query: ListQuery; onSearch: (values: Partial<ListQuery>) => void }) {
  const { t } = useTranslation("products");
  const [form] = Form.useForm<SearchValues>();
  const apply = (v: SearchValues) => onSearch({ keyword: (v.keyword ?? "").trim(), categoryId: v.categoryId || undefined, condition: v.condition ?? undefined, page: 1 });
  return (
    <Form
      form={form}
      name="productSearch"
      layout="inline"
      role="search"
      initialValues={{ keyword: query.keyword, categoryId: query.categoryId, condition: query.condition }}
      onFinish={apply}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="keyword" label={t("list.keyword")}>
        <Input allowClear maxLength={MAX_KEYWORD} placeholder={t("list.keywordPlaceholder")} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item name="categoryId" label={t("list.category")} style={{ minWidth: 260 }}>
        <CategorySelect allowClear placeholder={t("list.allCategories")} />
      </Form.Item>
      <Form.Item name="condition" label={t("fields.condition")}>
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t("list.allConditions")}
          options={CONDITIONS.map((c) => ({ value: c, label: t(`condition.${c}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t("list.search")}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({ keyword: "", categoryId: undefined, condition: undefined });
            apply({});
          }}
        >
          {t("list.reset")}
        </Button>
      </Form.Item>
    </Form>
  );
}
