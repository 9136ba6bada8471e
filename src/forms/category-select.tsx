/**
 * Category picker on the reference tree (spec §3 "Category: cateId, title, subCategories, isActive"):
 * a searchable antd TreeSelect; only leaves are selectable, inactive ones are disabled. Titles come in the
 * user's language (the API answers in Accept-Language); the search finds a category by its title in
 * either language ("Kampas Rem" or "Brake Pads").
 * Data: reference `categories` {} -> Category[] through the data provider (cached for the page's life,
 * shared by every user of it).
 */
import { useCallback } from "react";
import { TreeSelect } from "antd";
import { useEndpointQuery } from "../providers/data-hooks";
import type { CategoryNode as Category } from "../domain/reference";

export type { Category };

/** A TreeSelect node. */
export interface CategoryTreeNode {
  value: string;
  title: string;
  /** Every title of the category (each language), what the search looks in. */
  search: string;
  selectable: boolean;
  disabled: boolean;
  children?: CategoryTreeNode[];
}

/** Reference categories -> TreeSelect nodes (ids as strings, as the product schema stores them). */
export function toTreeData(categories: readonly Category[]): CategoryTreeNode[] {
  return categories.map((c) => {
    const children = c.subCategories?.length ? toTreeData(c.subCategories) : undefined;
    const search = [...new Set([c.title, ...Object.values(c.titles ?? {})])].join(" | ");
    return {
      value: String(c.cateId),
      title: c.title,
      search,
      selectable: !children,
      disabled: c.isActive === false,
      children,
    };
  });
}

/** Title of category `id` in the tree, or undefined. */
export function findCategoryTitle(categories: readonly Category[], id: string): string | undefined {
  for (const c of categories) {
    if (String(c.cateId) === id) return c.title;
    const inner = c.subCategories ? findCategoryTitle(c.subCategories, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The category tree (one request per page load, shared by the selects and the import's matching; a
 * failure is asked again on the next `load`). `load()` answers the tree, asking for it if needed.
 * @throws HttpError of the request (from `load`)
 */
export function useCategories(): { categories: Category[]; loading: boolean; load: () => Promise<Category[]> } {
  const { query } = useEndpointQuery<Category[]>("reference", "categories", {}, { staleTime: Infinity });
  const list = query.data?.data;
  const categories = Array.isArray(list) ? list : EMPTY;
  const { refetch } = query;
  const loaded = Array.isArray(list);
  const load = useCallback(async () => {
    if (loaded) return categories;
    const again = await refetch();
    if (again.error) throw again.error;
    const fresh = again.data?.data;
    return Array.isArray(fresh) ? fresh : EMPTY;
  }, [loaded, categories, refetch]);
  return { categories, loading: query.isLoading, load };
}

const EMPTY: Category[] = [];

export interface CategorySelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Focus on mount, and open the tree on mount (DeferredCategorySelect hands the user's first click on). */
  autoFocus?: boolean;
  defaultOpen?: boolean;
  "aria-label"?: string;
}

/** Searchable category TreeSelect; value is the category id string. */
export function CategorySelect({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  allowClear,
  autoFocus,
  defaultOpen,
  ...aria
}: CategorySelectProps) {
  const { categories, loading } = useCategories();
  return (
    <TreeSelect
      id={id}
      aria-label={aria["aria-label"]}
      value={value}
      onChange={onChange}
      treeData={toTreeData(categories)}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      placeholder={placeholder}
      showSearch
      treeNodeFilterProp="search"
      style={{ width: "100%" }}
      popupMatchSelectWidth={false}
    />
  );
}
