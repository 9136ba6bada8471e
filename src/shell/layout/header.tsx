/**
 * The header (spec §2): store name, the top-level menu (only when applyStatus is 2 and the three
 * additional-info fields are filled), the OMS link (new tab, only for extendedField "ERP"), the message
 * link with the unread badge (99+, spec §9) and the user dropdown with Exit (logout, then
 * PORTAL_HOME_URL).
 */
import { Badge, Button, Dropdown, Menu } from "antd";
import MessageOutlined from "@ant-design/icons/es/icons/MessageOutlined";
import UserOutlined from "@ant-design/icons/es/icons/UserOutlined";
import ExportOutlined from "@ant-design/icons/es/icons/ExportOutlined";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useLogout } from "@refinedev/core";
import { HOME_PATH, type MenuSection } from "../menu/menu-model";
import { omsUrl } from "../../providers/runtime-config";

export const MESSAGE_PATH = "/message/message-notification";
export const BADGE_OVERFLOW = 99;

export interface ShellHeaderProps {
  storeName: string;
  nickName: string;
  showMenu: boolean;
  showOms: boolean;
  sections: readonly MenuSection[];
  selectedGroup?: string;
  pathname: string;
  unread: number;
}

export function ShellHeader({
  storeName,
  nickName,
  showMenu,
  showOms,
  sections,
  selectedGroup,
  pathname,
  unread,
}: ShellHeaderProps) {
  const { t, i18n } = useTranslation(["common", "shell"]);
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  // The links stay out of the tab order (tabIndex -1): the menu itself takes focus and moves with the arrow
  // keys, Enter runs its onClick. An entry antd folds into "..." on a narrow screen is aria-hidden, and a
  // focusable link inside it would be a trap for screen readers (axe aria-hidden-focus).
  const linkOf = new Map<string, string>([[HOME_PATH, HOME_PATH], ...sections.map((s) => [s.group, s.link] as const)]);
  const topItems = [
    {
      key: HOME_PATH,
      label: (
        <Link to={HOME_PATH} tabIndex={-1}>
          {t("common:menu.home")}
        </Link>
      ),
    },
    ...sections.map((s) => ({
      key: s.group,
      label: (
        <Link to={s.link} tabIndex={-1}>
          {i18n.t(s.labelKey)}
        </Link>
      ),
    })),
  ];
  const topSelected = pathname === HOME_PATH ? HOME_PATH : (selectedGroup ?? "");

  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16, height: "100%", minWidth: 0 }}>
      <Link
        to={HOME_PATH}
        style={{
          fontWeight: 600,
          fontSize: 16,
          color: "#1f1f1f",
          whiteSpace: "nowrap",
          overflow: "hidden",
          textOverflow: "ellipsis",
          maxWidth: 220,
        }}
      >
        {storeName || t("common:appName")}
      </Link>
      <nav aria-label={t("shell:header.mainMenu")} style={{ flex: 1, minWidth: 0 }}>
        {showMenu ? (
          <Menu
            mode="horizontal"
            selectedKeys={[topSelected]}
            items={topItems}
            onClick={({ key }) => {
              const to = linkOf.get(key);
              if (to) void navigate(to);
            }}
            style={{ borderBottom: "none" }}
          />
        ) : null}
      </nav>
      {showOms ? (
        <a href={omsUrl()} target="_blank" rel="noopener noreferrer" data-testid="oms-link">
          <ExportOutlined aria-hidden /> {t("common:menu.oms")}
        </a>
      ) : null}
      <Link
        to={MESSAGE_PATH}
        // The name holds the badge's visible text ("99+" past the overflow), as WCAG 2.5.3 asks.
        aria-label={t("shell:header.messagesUnread", {
          count: unread,
          shown: unread > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(unread),
        })}
        data-testid="message-link"
      >
        <Badge count={unread} overflowCount={BADGE_OVERFLOW} size="small">
          <MessageOutlined style={{ fontSize: 20, color: "#1f1f1f" }} aria-hidden />
        </Badge>
      </Link>
      <Dropdown
        trigger={["click", "hover"]}
        mouseEnterDelay={0.25}
        mouseLeaveDelay={0.15}
        menu={{
          items: [{ key: "exit", label: t("shell:header.exit") }],
          onClick: ({ key }) => {
            if (key === "exit") logout();
            else navigate(HOME_PATH);
          },
        }}
      >
        <Button
          type="text"
          icon={<UserOutlined aria-hidden />}
          aria-label={t("shell:header.userMenu", { name: nickName })}
        >
          <span style={{ maxWidth: 140, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {nickName}
          </span>
        </Button>
      </Dropdown>
    </div>
  );
}
