/**
 * Filters of the evaluation list: with photos only, product search (name, part no or order no) and a period.
 * An end before the start is refused on the field, and nothing is searched until it is fixed.
 */
import { DayRangeFields } from "../../forms/day-range-fields";
import { Button, Checkbox, Form, Input, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { EvaluationQuery } from "./query";

const DAY = "YYYY-MM-DD";

interface Values {
  hasPhoto?: boolean;
  keyword?: string;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

export interface EvaluationFiltersProps {
  query: EvaluationQuery;
  onSearch: (changes: Partial<EvaluationQuery>) => void;
}

export function EvaluationFilters({ query, onSearch }: EvaluationFiltersProps) {
  const { t } = useTranslation("evaluations");
  const [form] = Form.useForm<Values>();
  const initial: Values = {
    hasPhoto: query.hasPhoto ?? false,
    keyword: query.keyword,
    start: query.from ? dayjs(query.from, DAY) : null,
    end: query.to ? dayjs(query.to, DAY) : null,
  };
  const submit = (v: Values) =>
    onSearch({ page: 1, hasPhoto: v.hasPhoto || undefined, keyword: v.keyword?.trim() || undefined, from: v.start?.format(DAY), to: v.end?.format(DAY) });
  const reset = () => {
    form.setFieldsValue({ hasPhoto: false, keyword: undefined, start: null, end: null });
    onSearch({ page: 1, hasPhoto: undefined, keyword: undefined, itemId: undefined, from: undefined, to: undefined });
  };

  return (
    <Form form={form} layout="inline" initialValues={initial} onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item name="keyword" label={t("filters.keyword")}>
        <Input allowClear maxLength={150} placeholder={t("filters.keywordPlaceholder")} style={{ width: 280 }} />
      </Form.Item>
      <DayRangeFields startLabel={t("filters.start")} endLabel={t("filters.end")} endBeforeStartMessage={t("errors.endBeforeStart")} />
      <Form.Item name="hasPhoto" valuePropName="checked">
        <Checkbox>{t("filters.hasPhoto")}</Checkbox>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t("common:actions.search")}
        </Button>
        <Button onClick={reset}>{t("common:actions.reset")}</Button>
      </Space>
    </Form>
  );
}
