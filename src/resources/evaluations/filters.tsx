/**
 * Filters of the evaluation list: with photos only, product search (name, part no or order no) and a period.
 * An end before the start is refused on the field, and nothing is searched until it is fixed.
 */
import { DayRangeFields } from "../../forms/day-range-fields";
import { Checkbox, Form, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT } from "../../domain/datetime";
import { FilterBar } from "../../shell/page";
import type { EvaluationQuery } from "./query";

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
  const initial: Values = {
    hasPhoto: query.hasPhoto ?? false,
    keyword: query.keyword,
    start: query.from ? dayjs(query.from, DATE_FORMAT) : null,
    end: query.to ? dayjs(query.to, DATE_FORMAT) : null,
  };
  const submit = (v: Values) =>
    onSearch({
      page: 1,
      hasPhoto: v.hasPhoto || undefined,
      keyword: v.keyword?.trim() || undefined,
      from: v.start?.format(DATE_FORMAT),
      to: v.end?.format(DATE_FORMAT),
    });
  const reset = () =>
    onSearch({ page: 1, hasPhoto: undefined, keyword: undefined, itemId: undefined, from: undefined, to: undefined });

  return (
    <FilterBar<Values> initialValues={initial} onSearch={submit} onReset={reset}>
      <Form.Item name="keyword" label={t("filters.keyword")}>
        <Input
          allowClear
          maxLength={150}
          placeholder={t("filters.keywordPlaceholder")}
          className="filter-bar__control--wide"
        />
      </Form.Item>
      <DayRangeFields
        startLabel={t("filters.start")}
        endLabel={t("filters.end")}
        endBeforeStartMessage={t("errors.endBeforeStart")}
      />
      <Form.Item name="hasPhoto" valuePropName="checked">
        <Checkbox>{t("filters.hasPhoto")}</Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
