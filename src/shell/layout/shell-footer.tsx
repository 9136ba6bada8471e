/**
 * The signed-in shell's footer (spec §2): copyright and the language switch. The switch is below the fold, so
 * it loads after the page (its segmented control is not part of any page's start-up bundle, bench/README.md).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

const LanguageSwitch = lazy(() => import("./language-switch").then((m) => ({ default: m.LanguageSwitch })));

export function ShellFooter() {
  const { t } = useTranslation(["common", "shell"]);
  return (
    <footer
      style={{
        display: "flex",
        flexWrap: "wrap",
        gap: 12,
        justifyContent: "space-between",
        alignItems: "center",
        padding: "12px 24px",
        color: "rgba(0,0,0,0.75)",
      }}
    >
      <span>{t("shell:footer.copyright", { year: new Date().getFullYear() })}</span>
      <Suspense fallback={null}>
        <LanguageSwitch />
      </Suspense>
    </footer>
  );
}
