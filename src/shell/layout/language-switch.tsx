/**
 * Footer language switch (spec §2 "The footer has an English / Indonesian language switch. Switching
 * reloads the page."): a segmented control of two radio inputs (keyboard: arrows), storing the choice under the
 * local key `lang`. Segmented rather than Radio.Group: the radio group pulls antd's form context (about 10 kB
 * gzip) into every signed-in page's start.
 */
import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import type { Language } from "../../domain/wire";
import { switchLanguage } from "../../providers/i18n-provider";

export function LanguageSwitch({ reload }: { reload?: () => void }) {
  const { t, i18n } = useTranslation(["common", "shell"]);
  return (
    <Segmented<Language>
      aria-label={t("shell:footer.language")}
      size="small"
      value={i18n.language as Language}
      onChange={(value) => switchLanguage(value, reload)}
      options={[
        { value: "en-US", label: t("common:language.enUS") },
        { value: "id-ID", label: t("common:language.idID") },
      ]}
    />
  );
}
