/**
 * Icons of the menu groups. MENU_GROUPS is a fixed list (src/resources/types.ts), so the shell maps
 * each group to an icon; icons are imported one by one (bundle budget: never the whole icon set).
 */
import type { ComponentType } from "react";
import ShoppingOutlined from "@ant-design/icons/es/icons/ShoppingOutlined";
import ProfileOutlined from "@ant-design/icons/es/icons/ProfileOutlined";
import FileSearchOutlined from "@ant-design/icons/es/icons/FileSearchOutlined";
import ContainerOutlined from "@ant-design/icons/es/icons/ContainerOutlined";
import TeamOutlined from "@ant-design/icons/es/icons/TeamOutlined";
import ShopOutlined from "@ant-design/icons/es/icons/ShopOutlined";
import MessageOutlined from "@ant-design/icons/es/icons/MessageOutlined";
import SettingOutlined from "@ant-design/icons/es/icons/SettingOutlined";
import type { MenuGroup } from "../../resources/types";

export const GROUP_ICONS: Record<MenuGroup, ComponentType> = {
  commodity: ShoppingOutlined,
  order: ProfileOutlined,
  tend: FileSearchOutlined,
  consign: ContainerOutlined,
  customer: TeamOutlined,
  store: ShopOutlined,
  message: MessageOutlined,
  settings: SettingOutlined,
};
