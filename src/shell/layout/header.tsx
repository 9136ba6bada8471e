/**
 * The header (spec §2): store name, the top-level menu (only when applyStatus is 2 and the three
 * additional-info fields are filled), the OMS link (new tab, only for extendedField "ERP"), the message
 * link with the unread badge (99+, spec §9) and the user dropdown with Exit (logout, then
 * PORTAL_HOME_URL).
 *
 * The buyer-facing part (spec §1, ./buyer-bar.tsx): search, vehicle search, inquiry button, cart with its
 * count and the shop page link; the top menu's message entry carries an unread dot. Signed out, the user
 * menu is a sign-in icon (spec §4 "Other"). Workshop mode (spec §1; runtime config `workshopMode` or a user
 * whose extendedField is WORKSHOP) shows only the logo and the user menu. The survey modal (spec §2) is asked
 * for here, once per sign-in.
 */
import { Badge, Button, Dropdown, Menu } from "antd";
import MessageOutlined from "@ant-design/icons/es/icons/MessageOutlined";
import UserOutlined from "@ant-design/icons/es/icons/UserOutlined";
import ExportOutlined from "@ant-design/icons/es/icons/ExportOutlined";
import { Link, useNavigate } from "react-router";
import "./header.css";
import { useTranslation } from "react-i18next";
import { useLogout } from "@refinedev/core";
import { HOME_PATH, type MenuSection } from "../menu/menu-model";
import { omsUrl } from "../../providers/runtime-config";
import LoginOutlined from "@ant-design/icons/es/icons/LoginOutlined";
import { externalLoginUrl, OWN_LOGIN_URL } from "../../providers/runtime-config";
import { Suspense, lazy } from "react";
import { Survey } from "./survey";

export const MESSAGE_PATH = "/message/message-notification";
export const BADGE_OVERFLOW = 99;
// The buyer-facing part loads after the frame (its own chunk): every page's start-up carries the header.
const BuyerBar = lazy(() => import("./buyer-bar").then((m) => ({ default: m.BuyerBar })));

/** The top menu group of the inbox (src/resources/types.ts MENU_GROUPS), marked with the unread dot. */
const MESSAGE_GROUP = "message";

export interface ShellHeaderProps {
  storeName: string;
  nickName: string;
  showMenu: boolean;
  showOms: boolean;
  sections: readonly MenuSection[];
  selectedGroup?: string;
  pathname: string;
  unread: number;
  /** The seller's shop (its page on the buyer portal); absent before a shop exists. */
  shopId?: number;
  /** False when no user is signed in (spec §4: a sign-in icon instead of the name). Default true. */
  signedIn?: boolean;
  /** Workshop mode (spec §1): only the logo and the user menu. */
  workshop?: boolean;
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
  shopId,
  signedIn = true,
  workshop = false,
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
          {s.group === MESSAGE_GROUP && unread > 0 ? (
            <Badge dot offset={[4, 0]} data-testid="message-menu-dot">
              {i18n.t(s.labelKey)}
            </Badge>
          ) : (
            i18n.t(s.labelKey)
          )}
        </Link>
      ),
    })),
  ];
  const topSelected = pathname === HOME_PATH ? HOME_PATH : (selectedGroup ?? "");

  const logo = (
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
  );
  const userMenu = signedIn ? (
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
        <span
          className="header-user-name"
          style={{ maxWidth: 140, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
        >
          {nickName}
        </span>
      </Button>
    </Dropdown>
  ) : (
    <a href={externalLoginUrl() ?? OWN_LOGIN_URL} aria-label={t("shell:header.signIn")} data-testid="sign-in-link">
      <LoginOutlined aria-hidden style={{ fontSize: 20, color: "#1f1f1f" }} />
    </a>
  );

  if (workshop)
    return (
      <div className="shell-header" data-testid="workshop-header">
        {logo}
        <div style={{ flex: 1 }} />
        {userMenu}
        <Survey enabled={signedIn} />
      </div>
    );

  return (
    <div className="shell-header">
      {logo}
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
      {signedIn ? (
        <Suspense fallback={null}>
          <BuyerBar shopId={shopId} />
        </Suspense>
      ) : null}
      {showOms ? (
        <a
          href={omsUrl()}
          target="_blank"
          rel="noopener noreferrer"
          // The text is hidden on narrow screens (icon only); the link keeps its name.
          aria-label={t("common:menu.oms")}
          data-testid="oms-link"
        >
          <ExportOutlined aria-hidden /> <span className="header-oms-text">{t("common:menu.oms")}</span>
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
      {userMenu}
      <Survey enabled={signedIn} />
    </div>
  );
}
