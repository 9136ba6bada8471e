/**
 * The search of the consignment lists and the consignment returns (spec §5 "Search input max 150", "Date
 * range: end before start is rejected"): a keyword and a creation-day range, applied on Search and kept in
 * the URL. Labels come from the caller's namespace.
 */
import { Form, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { MAX_KEYWORD } from "../../domain/wire";
import { DayRangeFields } from "../../forms/day-range-fields";
import { FilterBar } from "../../shell/page";

interface Values {
  keyword?: string;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

/** The URL state these filters read and write. */
export interface KeywordDayQuery {
  keyword: string;
  from?: string;
  to?: string;
}

export interface KeywordDayLabels {
  keyword: string;
  keywordPlaceholder: string;
  from: string;
  to: string;
  endBeforeStart: string;
}

export function KeywordDayFilters({
  query,
  labels,
  onSearch,
}: {
  query: KeywordDayQuery;
  labels: KeywordDayLabels;
  onSearch: (changes: KeywordDayQuery) => void;
}) {
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
      <Form.Item name="keyword" label={labels.keyword}>
        <Input
          allowClear
          maxLength={MAX_KEYWORD}
          placeholder={labels.keywordPlaceholder}
          className="filter-bar__control--wide"
        />
      </Form.Item>
      <DayRangeFields startLabel={labels.from} endLabel={labels.to} endBeforeStartMessage={labels.endBeforeStart} />
    </FilterBar>
  );
}
