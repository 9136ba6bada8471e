/**
 * The portal's antd theme (DESIGN.md §2), given to the root ConfigProvider (src/app.tsx). The build
 * computes the start components' CSS from the same object (build/antd-start-styles.ts), so it must stay
 * plain data: the same tokens give the same style hashes, and the page reuses that CSS.
 */
import type { ThemeConfig } from "antd";

/**
 * Darker primary than antd's default so links and buttons reach 4.5:1 contrast on white; secondary and
 * description text darker than antd's 45% black, so hints, counts and statistic titles meet WCAG AA
 * contrast (4.5:1) on white and on the grey page background (axe audit, tests/e2e).
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: "#0958d9",
    colorLink: "#0958d9",
    colorTextDescription: "rgba(0, 0, 0, 0.64)",
    colorTextTertiary: "rgba(0, 0, 0, 0.64)",
    // Select placeholders are text axe measures (antd's 25% black is 1.9:1); 56% black is 4.9:1 on white.
    colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
    // antd's #ff4d4f is 3.2:1 on white (danger links, error messages); this red is 5.9:1.
    colorError: "#cf1322",
  },
};
