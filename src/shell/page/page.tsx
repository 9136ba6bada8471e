/**
 * The page frame of every screen (spec §9 layout): `Page` stacks a `PageHeader` (one heading level and
 * style for every screen, its title an i18n key, actions on the right) over the page's content.
 */
import type { ReactNode } from "react";
import { theme } from "antd";
import { useTranslation } from "react-i18next";
import type { TextKey } from "../../domain/text-key";
import "./page.css";

export interface PageHeaderProps {
  /** i18n key of the title with its namespace, e.g. `stock:titles.stockList`. */
  titleKey: TextKey;
  /** Buttons on the right of the title (e.g. "Add"), wrapped in their <CanAccess>. */
  actions?: ReactNode;
}

export function PageHeader({ titleKey, actions }: PageHeaderProps) {
  // The title may be in any namespace: the instance's `t` takes every `ns:key`.
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  // antd's Title look from the theme's tokens: Typography itself brings its editable and copyable
  // modes (TextArea, clipboard; about 7 kB gzip) into every list page.
  const look = {
    fontSize: token.fontSizeHeading2,
    lineHeight: token.lineHeightHeading2,
    fontWeight: token.fontWeightStrong,
    color: token.colorTextHeading,
  };
  return (
    <div className="page-header">
      <h2 className="page-header__title" style={look}>
        {i18n.t(titleKey)}
      </h2>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}

export interface PageProps extends Partial<PageHeaderProps> {
  children: ReactNode;
  /** A reading-width page (settings tables) instead of the full width. */
  narrow?: boolean;
}

/** A screen: the header (when `titleKey` is given) and the content, spaced evenly. */
export function Page({ titleKey, actions, narrow, children }: PageProps) {
  return (
    <div className={narrow ? "page page--narrow" : "page"}>
      {titleKey ? <PageHeader titleKey={titleKey} actions={actions} /> : null}
      {children}
    </div>
  );
}

/** A horizontal row of controls that wraps (tabs' tools, a bulk bar); `end` aligns it right. */
export function Toolbar({ children, end }: { children: ReactNode; end?: boolean }) {
  return <div className={end ? "page-toolbar page-toolbar--end" : "page-toolbar"}>{children}</div>;
}
