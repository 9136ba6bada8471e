/**
 * A bordered panel in antd's card look (theme tokens), for /home. antd's Card imports Tabs (11 kB gzip)
 * for a feature home does not use, and /home must stay within the start-up budget (bench/README.md).
 */
import type { ReactNode } from "react";
import theme from "antd/es/theme";

export function Panel({
  title,
  small,
  children,
  ...rest
}: {
  title?: ReactNode;
  small?: boolean;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const { token } = theme.useToken();
  const pad = small ? 12 : 24;
  return (
    <section
      data-testid={rest["data-testid"]}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {title ? (
        <header style={{ padding: `16px ${pad}px`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          {title}
        </header>
      ) : null}
      <div style={{ padding: pad }}>{children}</div>
    </section>
  );
}
