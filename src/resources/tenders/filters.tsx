/**
 * Filters of tender management (spec §5 "Search input max 150", "Date range"): search by tender no, inquiry
 * no, plate, claim no, model, buyer or part no, and the creation-date range; applied on Search, kept in the URL.
 */
import { Form, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { MAX_KEYWORD } from "../../domain/wire";
import { DayRangeFields } from "../../forms/day-range-fields";
import { FilterBar } from "../../shell/page";
import type { TenderListQuery } from "./list-query";

interface Values {
  keyword?: string;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

export function TenderFilters({
  query,
  onSearch,
}: {
  query: TenderListQuery;
  onSearch: (changes: Partial<TenderListQuery>) => void;
}) {
  const { t } = useTranslation("tenders");
  const initial: Values = {
    keyword: query.keyword,
    start: query.from ? dayjs(query.from, DAY) : null,
    end: query.to ? dayjs(query.to, DAY) : null,
  };
  const submit = (v: Values) =>
    onSearch({ keyword: (v.keyword ?? "").trim(), from: v.start?.format(DAY), to: v.end?.format(DAY) });
  const reset = () => onSearch({ keyword: "", from: undefined, to: undefined });
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
      <DayRangeFields
        startLabel={t("list.from")}
        endLabel={t("list.to")}
        endBeforeStartMessage={t("list.endBeforeStart")}
      />
    </FilterBar>
  );
}
