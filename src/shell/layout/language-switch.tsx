/**
 * Footer language switch (spec §2 "The footer has an English / Indonesian language switch. Switching
 * reloads the page."): radio buttons (keyboard: arrows), storing the choice under the local key `lang`.
 */
import { Radio } from "antd";
import { useTranslation } from "react-i18next";
import type { Language } from "../../domain/wire";
import { switchLanguage } from "../../providers/i18n-provider";

export function LanguageSwitch({ reload }: { reload?: () => void }) {
  const { t, i18n } = useTranslation(["common", "shell"]);
  return (
    <Radio.Group
      aria-label={t("shell:footer.language")}
      optionType="button"
      size="small"
      value={i18n.language}
      onChange={(e) => switchLanguage(e.target.value as Language, reload)}
      options={[
        { value: "en-US", label: t("common:language.enUS") },
        { value: "id-ID", label: t("common:language.idID") },
      ]}
    />
  );
}

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
      <LanguageSwitch />
    </footer>
  );
}
