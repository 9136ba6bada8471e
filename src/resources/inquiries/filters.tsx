/**
 * Filters of the inquiry list (spec §5 "Search input max 150"): search by inquiry no, VIN, plate, claim no,
 * WO, model or part; the car brand (one of the brands the shop sells); the buyer type (insurer, workshop...);
 * and the sort (time left first by default, newest, oldest). Applied on Search, kept in the URL.
 */
import { Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { BUYER_TYPES, type BuyerType } from "../../domain/order";
import { MAX_KEYWORD } from "../../domain/wire";
import { FilterBar } from "../../shell/page";
import { INQUIRY_LIST_SORTS, type InquiryListQuery } from "./list-query";
import type { InquirySort } from "./schema";

interface Values {
  keyword?: string;
  carBrand?: string;
  buyerType?: BuyerType;
  sort?: InquirySort;
}

export function InquiryFilters({
  query,
  brands,
  onSearch,
}: {
  query: InquiryListQuery;
  /** The car brands the shop sells (store details), for the brand choice. */
  brands: readonly string[];
  onSearch: (changes: Partial<InquiryListQuery>) => void;
}) {
  const { t } = useTranslation("inquiries");
  const initial: Values = {
    keyword: query.keyword,
    carBrand: query.carBrand,
    buyerType: query.buyerType,
    sort: query.sort,
  };
  // A brand in the URL that is no longer in the store's list still shows as chosen.
  const brandOptions = [...new Set([...brands, ...(query.carBrand ? [query.carBrand] : [])])];
  const submit = (v: Values) =>
    onSearch({
      keyword: (v.keyword ?? "").trim(),
      carBrand: v.carBrand || undefined,
      buyerType: v.buyerType,
      sort: v.sort ?? "deadline",
    });
  const reset = () => onSearch({ keyword: "", carBrand: undefined, buyerType: undefined, sort: "deadline" });

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
      <Form.Item name="carBrand" label={t("list.carBrand")}>
        <Select
          allowClear
          showSearch
          placeholder={t("list.allBrands")}
          className="filter-bar__control"
          options={brandOptions.map((b) => ({ value: b, label: b }))}
        />
      </Form.Item>
      <Form.Item name="buyerType" label={t("list.buyerType")}>
        <Select
          allowClear
          placeholder={t("list.allBuyerTypes")}
          className="filter-bar__control"
          options={BUYER_TYPES.map((v) => ({ value: v, label: t(`buyerType.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={t("list.sort")}>
        <Select
          className="filter-bar__control"
          options={INQUIRY_LIST_SORTS.map((v) => ({ value: v, label: t(`sort.${v}`) }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
