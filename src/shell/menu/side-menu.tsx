/**
 * The left menu: one submenu per group, entries from the registry (menu-model.ts); the selection
 * follows the URL hash (spec §2). antd Menu is keyboard-usable (arrows, Enter).
 */
import { createElement, useEffect, useState } from "react";
import { Menu } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MenuGroup } from "../../resources/types";
import type { MenuSection } from "./menu-model";
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
  const items = sections.map((s) => ({
    key: s.group,
    icon: createElement(GROUP_ICONS[s.group]),
    label: i18n.t(s.labelKey),
    children: s.entries.map((e) => ({ key: e.path, label: <Link to={e.path}>{i18n.t(e.labelKey)}</Link> })),
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
