/**
 * Category picker on the reference tree (spec §3 "Category: cateId, title, subCategories, isActive"):
 * a searchable antd TreeSelect; only leaves are selectable, inactive ones are disabled. Titles come in the
 * user's language (the API answers in Accept-Language); the search finds a category by its title in
 * either language ("Kampas Rem" or "Brake Pads").
 * Data: POST /api/reference/ina/categories {} -> Category[] (loaded once per page load, shared).
 */
import { useEffect, useState } from "react";
import { TreeSelect } from "antd";
import { post } from "../providers/http";
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

export const CATEGORIES_ENDPOINT = "/api/reference/ina/categories";

/** Reference categories -> TreeSelect nodes (ids as strings, as the product schema stores them). */
export function toTreeData(categories: readonly Category[]): CategoryTreeNode[] {
  return categories.map((c) => {
    const children = c.subCategories?.length ? toTreeData(c.subCategories) : undefined;
    const search = [...new Set([c.title, ...Object.values(c.titles ?? {})])].join(" | ");
    return { value: String(c.cateId), title: c.title, search, selectable: !children, disabled: c.isActive === false, children };
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

let cache: Promise<Category[]> | null = null;

/**
 * The category tree, loaded once per page load and shared by every user of it (the selects, the import's
 * matching). A failed load is forgotten, so the next call asks again.
 * @throws ApiFailure of the request
 */
export function loadCategories(): Promise<Category[]> {
  cache ??= post<Category[]>(CATEGORIES_ENDPOINT, {}).then(
    (list) => (Array.isArray(list) ? list : []),
    (err: unknown) => {
      cache = null;
      throw err;
    },
  );
  return cache;
}

/** The category tree (one request per page load; a failure is retried on the next use). */
export function useCategories(): { categories: Category[]; loading: boolean } {
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let alive = true;
    loadCategories()
      .then((list) => alive && setCategories(list))
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, []);
  return { categories, loading };
}

/** Test seam: forget the loaded tree. */
export function resetCategoryCache(): void {
  cache = null;
}

export interface CategorySelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  "aria-label"?: string;
}

/** Searchable category TreeSelect; value is the category id string. */
export function CategorySelect({ id, value, onChange, placeholder, disabled, allowClear, ...aria }: CategorySelectProps) {
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
      placeholder={placeholder}
      showSearch
      treeNodeFilterProp="search"
      style={{ width: "100%" }}
      popupMatchSelectWidth={false}
    />
  );
}
