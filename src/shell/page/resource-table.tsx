/**
 * The table of every list (spec §9 "Pager: page size 10, options 10/20/30/40"): an accessible name on the
 * table element (antd offers no caption prop), the pager from src/forms/pager.ts, the empty text, antd's
 * sorter turned into the URL state's `sortField` / `sortOrder`, the loading state, row selection whose
 * checkboxes each name their row (WCAG 2.1 "4.1.2 Name, Role, Value"), and a sideways-scrolling table
 * reachable by keyboard (WCAG 2.1 "2.1.1 Keyboard": the scroll area is a named, focusable region).
 */
import { useEffect, useMemo, useRef, type Key, type TableHTMLAttributes } from "react";
import { Empty, Table, type CheckboxProps, type TableProps } from "antd";
import { pageChange, pagerProps, type PageState } from "../../forms/pager";

export type SortOrder = "asc" | "desc";

/** What the table reads from a list's URL state and writes back. */
export interface TableQuery extends PageState {
  sortField?: string;
  sortOrder?: SortOrder;
}

export interface RowSelection<T> {
  selectedKeys: Key[];
  onChange: (keys: Key[], rows: T[]) => void;
  /** The accessible name of a row's checkbox, e.g. "Select Brake pad Avanza". */
  rowLabel: (row: T) => string;
  /** Keep keys of rows on other pages (e.g. a bulk action across pages). */
  preserve?: boolean;
  columnWidth?: number;
}

export interface ResourceTableProps<T> extends Omit<
  TableProps<T>,
  "pagination" | "onChange" | "locale" | "components" | "rowSelection"
> {
  /** The table's accessible name (its caption for a screen reader). */
  label: string;
  emptyText: string;
  /** The page (and sort) shown; absent: one unpaged table. */
  query?: TableQuery;
  total?: number;
  /** Receives the pager's next page / size and, with `sortable`, the sort (undefined when cleared). */
  onQuery?: (changes: Partial<TableQuery>) => void;
  /** "N items" beside the pager, in the user's language. */
  totalText?: (total: number) => string;
  /** Offer "go to page" (long lists). Default true. */
  quickJumper?: boolean;
  /** Columns carry `sorter`: a sort change goes to `onQuery` as sortField (the column key) / sortOrder. */
  sortable?: boolean;
  selection?: RowSelection<T>;
}

/**
 * For a table that may scroll sideways (antd `scroll`), put the returned ref on an element around it: antd
 * renders the scroll container itself, and this names it and makes it focusable, so keyboard users can
 * scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function useScrollRegion(label: string, scrolls = true) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!scrolls) return;
    frame.current?.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body").forEach((area) => {
      area.tabIndex = 0;
      area.setAttribute("role", "region");
      area.setAttribute("aria-label", label);
    });
  });
  return frame;
}

export function ResourceTable<T>({
  label,
  emptyText,
  query,
  total = 0,
  onQuery,
  totalText,
  quickJumper = true,
  sortable = false,
  selection,
  ...table
}: ResourceTableProps<T>) {
  const components = useMemo(
    () => ({ table: (props: TableHTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={label} /> }),
    [label],
  );
  const frame = useScrollRegion(label, table.scroll !== undefined);
  const rowSelection: TableProps<T>["rowSelection"] = selection && {
    columnWidth: selection.columnWidth,
    selectedRowKeys: selection.selectedKeys,
    preserveSelectedRowKeys: selection.preserve,
    onChange: (keys, rows) => selection.onChange(keys, rows.filter(Boolean)),
    // antd passes unknown props on to the checkbox input.
    getCheckboxProps: (row) => ({ "aria-label": selection.rowLabel(row) }) as CheckboxProps,
  };
  const onChange: TableProps<T>["onChange"] = (pagination, _filters, sorter) => {
    if (!onQuery || !query) return;
    const next: Partial<TableQuery> = pageChange(query, pagination.current, pagination.pageSize);
    if (sortable) {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = s?.order === "ascend" ? "asc" : s?.order === "descend" ? "desc" : undefined;
      next.sortField = order ? String(s?.columnKey) : undefined;
      next.sortOrder = order;
    }
    onQuery(next);
  };
  return (
    <div ref={frame}>
      <Table<T>
        {...table}
        components={components}
        rowSelection={rowSelection}
        locale={{ emptyText: <Empty description={emptyText} /> }}
        onChange={onChange}
        pagination={query ? pagerProps(query, total, totalText, quickJumper) : false}
      />
    </div>
  );
}

/** antd `pagination` of a list that is not a table (antd List): the same pager, moving the URL state. */
export function listPagination(
  query: PageState,
  total: number,
  onQuery: (changes: PageState) => void,
  totalText?: (total: number) => string,
) {
  return {
    ...pagerProps(query, total, totalText, false),
    onChange: (page: number, pageSize: number) => onQuery(pageChange(query, page, pageSize)),
  };
}
