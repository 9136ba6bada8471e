/**
 * The left menu: one submenu per group, entries from the registry (menu-model.ts); the selection
 * follows the URL hash (spec §2). antd Menu is keyboard-usable (arrows, Enter).
 */
import { createElement, useEffect, useState } from "react";
import { Menu } from "antd";
import type { ItemType } from "antd/es/menu/interface";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MenuGroup } from "../../resources/types";
import type { MenuItem, MenuSection } from "./menu-model";
import { GROUP_ICONS } from "./icons";

export interface SideMenuProps {
  sections: readonly MenuSection[];
  selected?: string;
  group?: MenuGroup;
}

export function SideMenu({ sections, selected, group }: SideMenuProps) {
  const { i18n } = useTranslation();
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);
  const item = (e: MenuItem): ItemType =>
    e.disabled
      ? { key: e.path, label: i18n.t(e.labelKey), disabled: true }
      : { key: e.path, label: <Link to={e.path}>{i18n.t(e.labelKey)}</Link> };
  const items = sections.map((s) => ({
    key: s.group,
    icon: createElement(GROUP_ICONS[s.group]),
    label: i18n.t(s.labelKey),
    // A group with sections shows them as labelled item groups (spec §2 left menu).
    children: s.subsections
      ? s.subsections.flatMap((sub): ItemType[] =>
          sub.labelKey
            ? [
                {
                  type: "group" as const,
                  key: `${s.group}:${sub.key}`,
                  label: i18n.t(sub.labelKey),
                  children: sub.items.map(item),
                },
              ]
            : sub.items.map(item),
        )
      : s.entries.map(item),
  }));
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys as string[])}
      style={{ borderInlineEnd: "none" }}
    />
  );
}
