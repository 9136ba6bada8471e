/**
 * The pager of every list (spec §9 "Pager: page size 10, options 10/20/30/40"; §5 "Pager accepts only
 * positive integers"): antd pagination props from the list's URL state, and the next URL state for a
 * page change. A new page size starts again at page 1. The page state itself is read from the URL by the
 * page kit (src/shell/page/url-state.ts).
 */
import type { PaginationProps } from "antd";
import { PAGE_SIZE_OPTIONS } from "../domain/wire";

export interface PageState {
  page: number;
  pageSize: number;
}

/** antd `pagination` props for `state` and `total` rows; `showTotal` renders "N items" in the user's language. */
export function pagerProps(
  state: PageState,
  total: number,
  showTotal?: (total: number) => string,
  quickJumper = true,
): PaginationProps {
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
