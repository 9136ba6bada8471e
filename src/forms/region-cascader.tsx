/**
 * Region cascader (spec §3 "Store" address; §5 Store "Postal code valid"): province > regency/city >
 * district > village from reference `regions` `{ parentCode? }` (./use-regions), children loaded when a
 * level opens. `value` = codes `[province, regency, district, village]` (3 with depth 3); a given value
 * has its path loaded so the labels show. `onChange(codes, selected)` fires on a complete path;
 * `selected[3].postalCode` is the village's postal code, for forms that fill or check it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Cascader } from "antd";
import { useTranslation } from "react-i18next";
import type { RegionOption } from "../domain/reference";
import { findNode, missingParents, toNodes, withChildren, type RegionNode } from "./region-tree";
import { useRegionLoader } from "./use-regions";

export interface RegionCascaderProps {
  value?: string[];
  onChange?: (codes: string[], selected: RegionOption[]) => void;
  /** 4 (default) down to villages, 3 down to districts. */
  depth?: 3 | 4;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  "aria-label"?: string;
}

export function RegionCascader({
  value,
  onChange,
  depth = 4,
  disabled,
  id,
  placeholder,
  "aria-label": ariaLabel,
}: RegionCascaderProps) {
  const { t } = useTranslation("reference");
  const fetchRegions = useRegionLoader();
  const [tree, setTree] = useState<RegionNode[]>([]);
  const [failed, setFailed] = useState(false);
  // The latest tree, for loaders that run across renders.
  const treeRef = useRef<RegionNode[]>([]);
  const update = useCallback((next: RegionNode[]) => {
    treeRef.current = next;
    setTree(next);
  }, []);

  const loadChildren = useCallback(
    async (parentCode: string | null) => {
      try {
        const children = toNodes(await fetchRegions(parentCode), depth);
        update(withChildren(treeRef.current, parentCode, children));
        setFailed(false);
        return true;
      } catch {
        setFailed(true);
        return false;
      }
    },
    [depth, update, fetchRegions],
  );

  // Provinces, then the children along a given value so each label of the path shows.
  const pathKey = (value ?? []).join("|");
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (treeRef.current.length === 0 && !(await loadChildren(null))) return;
      const path = pathKey ? pathKey.split("|") : [];
      for (const code of missingParents(treeRef.current, path, depth)) {
        if (cancelled || !findNode(treeRef.current, code)) return;
        if (!(await loadChildren(code))) return;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pathKey, depth, loadChildren]);

  return (
    <Cascader<RegionNode>
      id={id}
      aria-label={ariaLabel ?? t("region.label")}
      style={{ width: "100%" }}
      options={tree}
      value={value}
      disabled={disabled}
      placeholder={placeholder ?? t("region.placeholder")}
      notFoundContent={failed ? t("region.loadFailed") : undefined}
      loadData={(selected) => {
        const target = selected[selected.length - 1];
        if (target && target.children === undefined) void loadChildren(target.value);
      }}
      onChange={(codes, selected) =>
        onChange?.(
          (codes ?? []).map(String),
          (selected ?? []).map((n) => n.region),
        )
      }
    />
  );
}
