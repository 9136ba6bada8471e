/**
 * The lazily loaded region tree behind RegionCascader (spec §3 "Store" address: province, city,
 * district, sub-district, postal code). Pure: answers new trees, never mutates.
 */
import type { RegionOption } from "../domain/reference";

/** One Cascader option; `region` keeps what the API answered (the village's postal code included). */
export interface RegionNode {
  value: string;
  label: string;
  isLeaf: boolean;
  region: RegionOption;
  children?: RegionNode[];
}

/** Options for `regions` at a cascader of `depth` levels: nodes at the last level are leaves. */
export function toNodes(regions: RegionOption[], depth: number): RegionNode[] {
  return regions.map((region) => ({
    value: region.code,
    label: region.name,
    isLeaf: region.isLeaf || region.level >= depth,
    region,
  }));
}

/** The tree with `children` set under the node `parentCode` (a top-level list when parentCode is null). */
export function withChildren(tree: RegionNode[], parentCode: string | null, children: RegionNode[]): RegionNode[] {
  if (parentCode === null) return children;
  return tree.map((node) => {
    if (node.value === parentCode) return { ...node, children };
    if (node.children && parentCode.startsWith(`${node.value}.`))
      return { ...node, children: withChildren(node.children, parentCode, children) };
    return node;
  });
}

/** The node for `code`, or undefined when that part of the tree is not loaded. */
export function findNode(tree: RegionNode[], code: string): RegionNode | undefined {
  for (const node of tree) {
    if (node.value === code) return node;
    if (node.children && code.startsWith(`${node.value}.`)) return findNode(node.children, code);
  }
  return undefined;
}

/** Codes along `value` whose children must still be loaded to show every label of the path. */
export function missingParents(tree: RegionNode[], value: string[], depth: number): string[] {
  return value.slice(0, depth - 1).filter((code) => {
    const node = findNode(tree, code);
    return !node || (!node.isLeaf && node.children === undefined);
  });
}
