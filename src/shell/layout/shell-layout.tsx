/**
 * The portal frame (antd Layout): header, collapsible left menu (collapses under 992 px: tablets),
 * content and footer with the language switch. Reads the shell state for the store name, the user, the
 * menu visibility rule, specialDiscount (spec §2) and the user's ability (menus show what it grants).
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { Layout } from "antd";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { resources } from "../../resources";
import { allows } from "../../access/ability-store";
import { useAbility } from "../../access/use-ability";
import { buildMenu, headerMenuVisible, menuSelection, sideMenuVisible } from "../menu/menu-model";
import { SideMenu } from "../menu/side-menu";
import { useShellState } from "../guard/shell-state";
import { PageSpinner } from "../status/page-spinner";
import { ShellHeader } from "./header";
import { ShellFooter } from "./shell-footer";
import { useMessageCount } from "./use-message-count";
import { RealtimeProvider } from "../../providers/realtime";
import { workshopModeConfigured } from "../../providers/runtime-config";

/** A user whose extendedField is this sees the workshop-mode header (spec §1; README choices). */
export const WORKSHOP_EXTENDED_FIELD = "WORKSHOP";

// Toasts, popup and banner notices load after the start (bundle budget, bench/README.md "Portal load").
const NoticeToasts = lazy(() => import("./notice-host").then((m) => ({ default: m.NoticeToasts })));
const NoticeBanner = lazy(() => import("./notice-host").then((m) => ({ default: m.NoticeBanner })));

/** Delay before specialDiscount prunes the menu (spec §2 "after about 1 second"). */
export const SPECIAL_DISCOUNT_DELAY_MS = 1000;

/** The frame inside the real-time channel (src/providers/realtime.tsx), open while a user is signed in. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { userInfo } = useShellState();
  return (
    <RealtimeProvider enabled={userInfo !== null}>
      <ShellFrame>{children}</ShellFrame>
    </RealtimeProvider>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["common", "shell"]);
  const { pathname } = useLocation();
  const { shopInfo, userInfo } = useShellState();
  const specialDiscount = shopInfo?.specialDiscount === 1;
  const [prune, setPrune] = useState(false);
  useEffect(() => {
    if (!specialDiscount) return;
    const timer = setTimeout(() => setPrune(true), SPECIAL_DISCOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [specialDiscount]);

  const ability = useAbility();
  // Only what the user's position grants (issue 3); Home is not a resource and always shows.
  const sections = useMemo(
    () =>
      buildMenu(resources, {
        specialDiscount,
        prune,
        allowed: (resource, action) => allows(ability, resource, action),
      }),
    [specialDiscount, prune, ability],
  );
  const selection = menuSelection(pathname, sections);
  const showSider = sideMenuVisible(shopInfo) && sections.length > 0;
  const unread = useMessageCount(userInfo !== null);

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Suspense fallback={null}>
        <NoticeToasts userId={userInfo?.userId ?? null} />
      </Suspense>
      <Layout.Header
        style={{
          background: "#fff",
          borderBottom: "1px solid #f0f0f0",
          padding: "0 16px",
          position: "sticky",
          top: 0,
          zIndex: 10,
        }}
      >
        <ShellHeader
          storeName={shopInfo?.storeName ?? ""}
          nickName={userInfo?.nickName || userInfo?.userName || ""}
          showMenu={headerMenuVisible(shopInfo)}
          showOms={userInfo?.extendedField === "ERP"}
          sections={sections}
          selectedGroup={selection.group}
          pathname={pathname}
          unread={unread}
          shopId={shopInfo?.shopId}
          signedIn={!!userInfo?.userId}
          workshop={workshopModeConfigured() || userInfo?.extendedField === WORKSHOP_EXTENDED_FIELD}
        />
      </Layout.Header>
      <Layout>
        {showSider ? (
          <Layout.Sider
            theme="light"
            breakpoint="lg"
            collapsible
            width={220}
            style={{ borderInlineEnd: "1px solid #f0f0f0" }}
          >
            <nav aria-label={t("shell:header.sideMenu")}>
              <SideMenu sections={sections} selected={selection.selected} group={selection.group} />
            </nav>
          </Layout.Sider>
        ) : null}
        <Layout>
          {/* antd 5 renders Layout.Content as the page's one <main> landmark. */}
          <Layout.Content style={{ margin: 16, minWidth: 0 }}>
            <Suspense fallback={null}>
              <NoticeBanner enabled={userInfo !== null} />
            </Suspense>
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          </Layout.Content>
          <Layout.Footer style={{ padding: 0, background: "transparent" }}>
            <ShellFooter />
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
