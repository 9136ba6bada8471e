/**
 * Loads the `import` namespace (locales/<lang>/import.json) when the import page opens: it is kept out
 * of the start-up bundles (src/providers/i18n-provider.ts) because only this lazily loaded page uses it.
 */
import i18next from "i18next";
import { useEffect, useState } from "react";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../../../../locales/*/import.json");

/** True once the current language's `import` namespace is in i18next. */
export function useImportLocale(): boolean {
  const lang = i18next.language;
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(lang, "import"));
  useEffect(() => {
    if (ready) return;
    let alive = true;
    const load = files[`../../../../locales/${lang}/import.json`];
    void (load ? load() : Promise.resolve({ default: {} })).then((m) => {
      i18next.addResourceBundle(lang, "import", m.default, true, true);
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [lang, ready]);
  return ready;
}
