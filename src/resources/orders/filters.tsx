/**
 * Filters of the order list (spec §4 "Orders", §5 "Search input max 150", "Date range"): search by order
 * no, buyer or part no, payment method, delivery-order print status, and the order-date range; applied on
 * Search, kept in the URL.
 */
import { Form, Input, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { PAYMENT_METHODS, type PaymentMethodValue } from "../../domain/order";
import { MAX_KEYWORD } from "../../domain/wire";
import { DayRangeFields } from "../../forms/day-range-fields";
import { FilterBar } from "../../shell/page";
import type { OrderListQuery } from "./list-query";
import { PRINT_STATUSES } from "./schema";

interface Values {
  keyword?: string;
  paymentMethod?: PaymentMethodValue;
  printStatus?: (typeof PRINT_STATUSES)[number];
  start?: Dayjs | null;
  end?: Dayjs | null;
}

export function OrderFilters({
  query,
  onSearch,
  withPrintStatus = true,
}: {
  query: OrderListQuery;
  onSearch: (changes: Partial<OrderListQuery>) => void;
  withPrintStatus?: boolean;
}) {
  const { t } = useTranslation(["orderScreens", "orders"]);
  const initial: Values = {
    keyword: query.keyword,
    paymentMethod: query.paymentMethod,
    printStatus: query.printStatus,
    start: query.from ? dayjs(query.from, DAY) : null,
    end: query.to ? dayjs(query.to, DAY) : null,
  };
  const submit = (v: Values) =>
    onSearch({
      keyword: (v.keyword ?? "").trim(),
      paymentMethod: v.paymentMethod,
      printStatus: v.printStatus,
      from: v.start?.format(DAY),
      to: v.end?.format(DAY),
    });
  const reset = () =>
    onSearch({ keyword: "", paymentMethod: undefined, printStatus: undefined, from: undefined, to: undefined });

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
      <Form.Item name="paymentMethod" label={t("list.paymentMethod")}>
        <Select
          allowClear
          placeholder={t("list.allPayment")}
          className="filter-bar__control"
          options={PAYMENT_METHODS.map((v) => ({ value: v, label: t(`orders:paymentMethod.${v}`) }))}
        />
      </Form.Item>
      {withPrintStatus ? (
        <Form.Item name="printStatus" label={t("list.printStatus")}>
          <Select
            allowClear
            placeholder={t("list.allPrint")}
            className="filter-bar__control"
            options={PRINT_STATUSES.map((v) => ({ value: v, label: t(`orders:printStatus.${v}`) }))}
          />
        </Form.Item>
      ) : null}
      <DayRangeFields
        startLabel={t("list.from")}
        endLabel={t("list.to")}
        endBeforeStartMessage={t("list.endBeforeStart")}
      />
    </FilterBar>
  );
}
