/**
 * The customer list's view state kept in the URL query (spec §9 pager; lists keep filters and page in the
 * URL). Keys: page, pageSize, keyword (buyer, company, contact), category (COMPANY_CATEGORIES), manager
 * (account manager user id), alert (1: credit alert only); defaults are omitted. Pure.
 */
import type { CrudFilter } from "@refinedev/core";
import { COMPANY_CATEGORIES } from "../../domain/customer";
import { MAX_KEYWORD } from "../../domain/wire";
import {
  PAGE_DEFAULTS,
  pageShape,
  urlFlag,
  urlInt,
  urlObject,
  urlOneOf,
  urlText,
  type UrlStateOf,
} from "../../shell/page";
import type { CustomerPageFilters } from "./schema";

export const customerQuerySchema = urlObject({
  ...pageShape,
  keyword: urlText(MAX_KEYWORD),
  category: urlOneOf(COMPANY_CATEGORIES).optional(),
  manager: urlInt.optional(),
  alert: urlFlag.optional(),
});
export type CustomerListQuery = UrlStateOf<typeof customerQuerySchema>;
export const CUSTOMER_QUERY_DEFAULTS: CustomerListQuery = { ...PAGE_DEFAULTS, keyword: "" };

/** The state -> the body filters of /api/customer/ina/page (customerPageFiltersSchema). */
export function customerFilterBody(q: CustomerListQuery): CustomerPageFilters {
  const body: CustomerPageFilters = {};
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.category) body.companyCategory = q.category;
  if (q.manager) body.accountManagerUserId = q.manager;
  if (q.alert) body.creditAlert = true;
  return body;
}

/** Filters for the data provider, each sent as a body field of its name. */
export function customerFilters(q: CustomerListQuery): CrudFilter[] {
  return Object.entries(customerFilterBody(q)).map(([field, value]) => ({ field, operator: "eq", value }));
}

/** True when any filter narrows the list (the empty state then says so). */
export function isFiltered(q: CustomerListQuery): boolean {
  return Object.keys(customerFilterBody(q)).length > 0;
}
