/**
 * The authorities of a position as a checkbox tree grouped by resource (labels from POST
 * /api/staff/ina/authorities: resource label, then each action's label). A form control: `value` and
 * `onChange` carry authority keys only (never the group nodes).
 */
import { Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import type { AuthorityGroup } from "./schema";

const GROUP_PREFIX = "group:";

/** The tree nodes of the catalogue. */
export function authorityTreeData(groups: readonly AuthorityGroup[]): DataNode[] {
  return groups.map((g) => ({
    key: `${GROUP_PREFIX}${g.subject}`,
    title: g.label,
    children: g.authorities.map((a) => ({ key: a.key, title: a.label })),
  }));
}

/** The keys of `selected` that the catalogue offers (a stored position may hold keys of resources not shown). */
export function offeredKeys(groups: readonly AuthorityGroup[], selected: readonly string[]): string[] {
  const offered = new Set(groups.flatMap((g) => g.authorities.map((a) => a.key)));
  return selected.filter((key) => offered.has(key));
}

export interface AuthorityTreeProps {
  groups: readonly AuthorityGroup[];
  value?: string[];
  onChange?: (keys: string[]) => void;
  id?: string;
}

export function AuthorityTree({ groups, value = [], onChange, id }: AuthorityTreeProps) {
  return (
    <div id={id}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={authorityTreeData(groups)}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(keys.map(String).filter((k) => !k.startsWith(GROUP_PREFIX)));
        }}
      />
    </div>
  );
}
