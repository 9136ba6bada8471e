/**
 * The page kit: what a list screen is made of (a page with its header, a filter bar, a resource table and
 * its state in the URL). A new list is a descriptor, a columns file and a filters file using these.
 */
export { Page, PageHeader, Toolbar, type PageHeaderProps, type PageProps } from "./page";
export {
  ResourceTable,
  useScrollRegion,
  listPagination,
  type ResourceTableProps,
  type RowSelection,
  type TableQuery,
  type SortOrder,
} from "./resource-table";
export { FilterBar, FilterField, type FilterBarProps } from "./filter-bar";
export { useUrlState, useLastPageRepair, type SetUrlState } from "./use-url-state";
export {
  parseUrlState,
  urlStateToParams,
  nextUrlState,
  dropEndBeforeStart,
  pageShape,
  PAGE_DEFAULTS,
  urlInt,
  urlPageSize,
  urlNumberIn,
  urlOneOf,
  urlText,
  urlFlag,
  urlDay,
  urlField,
  urlObject,
  type UrlField,
  type UrlSchema,
  type UrlStateOf,
  type UrlStateOptions,
} from "./url-state";
export { useResourceList, type ResourceListSpec } from "./use-resource-list";
