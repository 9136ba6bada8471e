/**
 * The pager of every list (spec §9 "Pager: page size 10, options 10/20/30/40"; §5 "Pager accepts only
 * positive integers"): antd pagination props from the list's URL state, and the next URL state for a
 * page change. A new page size starts again at page 1.
 */
import type { PaginationProps } from "antd";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "../domain/wire";

export interface PageState {
  page: number;
  pageSize: number;
}

/** antd `pagination` props for `state` and `total` rows; `showTotal` renders "N items" in the user's language. */
export function pagerProps(state: PageState, total: number, showTotal?: (total: number) => string, quickJumper = true): PaginationProps {
  return {
    current: state.page,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showQuickJumper: quickJumper,
    ...(showTotal ? { showTotal } : {}),
  };
}

/** The URL state after the pager moved to `current` / `pageSize` (either may be absent: kept). */
export function pageChange(state: PageState, current?: number, pageSize?: number): PageState {
  const size = pageSize ?? state.pageSize;
  return { page: size !== state.pageSize ? 1 : (current ?? state.page), pageSize: size };
}

/** A positive whole number from a URL value, else undefined (spec §5: the pager accepts only positive integers). */
export function positiveInt(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

/** The page state kept in a list's URL: an invalid page goes to 1, a size not offered to the default (10). */
export function parsePageState(params: URLSearchParams): PageState {
  const size = positiveInt(params.get("pageSize"));
  return {
    page: positiveInt(params.get("page")) ?? 1,
    pageSize: size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}
