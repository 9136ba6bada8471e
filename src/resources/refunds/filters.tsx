/**
 * Filters of the return-and-refund list (spec §5 "Search input max 150", "Date range"): search by refund
 * no, order no, buyer or part no, the method (refund or return) and the apply-date range; applied on
 * Search, kept in the URL.
 */
import { Form, Input, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { REFUND_METHODS, type RefundMethodValue } from "../../domain/refund";
import { MAX_KEYWORD } from "../../domain/wire";
import { DayRangeFields } from "../../forms/day-range-fields";
import { FilterBar } from "../../shell/page";
import type { RefundListQuery } from "./list-query";

interface Values {
  keyword?: string;
  method?: RefundMethodValue;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

export function RefundFilters({
  query,
  onSearch,
}: {
  query: RefundListQuery;
  onSearch: (changes: Partial<RefundListQuery>) => void;
}) {
  const { t } = useTranslation("refunds");
  const initial: Values = {
    keyword: query.keyword,
    method: query.method,
    start: query.from ? dayjs(query.from, DAY) : null,
    end: query.to ? dayjs(query.to, DAY) : null,
  };
  const submit = (v: Values) =>
    onSearch({
      keyword: (v.keyword ?? "").trim(),
      method: v.method,
      from: v.start?.format(DAY),
      to: v.end?.format(DAY),
    });
  const reset = () => onSearch({ keyword: "", method: undefined, from: undefined, to: undefined });

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
      <Form.Item name="method" label={t("list.method")}>
        <Select
          allowClear
          placeholder={t("list.allMethods")}
          className="filter-bar__control"
          options={REFUND_METHODS.map((v) => ({ value: v, label: t(`method.${v}`) }))}
        />
      </Form.Item>
      <DayRangeFields
        startLabel={t("list.from")}
        endLabel={t("list.to")}
        endBeforeStartMessage={t("list.endBeforeStart")}
      />
    </FilterBar>
  );
}
