/**
 * Filters of the inquiry order list (spec §4 inquiry orders, §5 "Search input max 150", "Date range"): search
 * by order, inquiry, tender or claim no, license plate, buyer or part no; delivery-order print status; only the
 * POs that need an indent letter; the order-date range. Applied on Search, kept in the URL.
 */
import { Checkbox, Form, Input, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { MAX_KEYWORD } from "../../domain/wire";
import { DayRangeFields } from "../../forms/day-range-fields";
import { FilterBar } from "../../shell/page";
import { PRINT_STATUSES } from "../orders/schema";
import type { InquiryOrderListQuery } from "./list-query";

interface Values {
  keyword?: string;
  printStatus?: (typeof PRINT_STATUSES)[number];
  indent?: boolean;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

export function InquiryOrderFilters({
  query,
  onSearch,
}: {
  query: InquiryOrderListQuery;
  onSearch: (changes: Partial<InquiryOrderListQuery>) => void;
}) {
  const { t } = useTranslation(["inquiryOrders", "orderScreens", "orders"]);
  const initial: Values = {
    keyword: query.keyword,
    printStatus: query.printStatus,
    indent: query.indent === true,
    start: query.from ? dayjs(query.from, DAY) : null,
    end: query.to ? dayjs(query.to, DAY) : null,
  };
  const submit = (v: Values) =>
    onSearch({
      keyword: (v.keyword ?? "").trim(),
      printStatus: v.printStatus,
      indent: v.indent ? true : undefined,
      from: v.start?.format(DAY),
      to: v.end?.format(DAY),
    });
  const reset = () =>
    onSearch({ keyword: "", printStatus: undefined, indent: undefined, from: undefined, to: undefined });

  return (
    <FilterBar<Values> initialValues={initial} onSearch={submit} onReset={reset}>
      <Form.Item name="keyword" label={t("orderScreens:list.keyword")}>
        <Input
          allowClear
          maxLength={MAX_KEYWORD}
          placeholder={t("list.keywordPlaceholder")}
          className="filter-bar__control--wide"
        />
      </Form.Item>
      <Form.Item name="printStatus" label={t("orderScreens:list.printStatus")}>
        <Select
          allowClear
          placeholder={t("orderScreens:list.allPrint")}
          className="filter-bar__control"
          options={PRINT_STATUSES.map((v) => ({ value: v, label: t(`orders:printStatus.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="indent" valuePropName="checked">
        <Checkbox>{t("list.needsIndentOnly")}</Checkbox>
      </Form.Item>
      <DayRangeFields
        startLabel={t("orderScreens:list.from")}
        endLabel={t("orderScreens:list.to")}
        endBeforeStartMessage={t("orderScreens:list.endBeforeStart")}
      />
    </FilterBar>
  );
}
