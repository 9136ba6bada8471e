/**
 * Loads the `orderScreens` namespace (locales/<lang>/orderScreens.json) when an order page opens: the
 * texts of the order screens stay out of the start-up bundles (src/providers/i18n-provider.ts, bench
 * budget of /#/home) because only these lazily loaded pages use them. The menu titles, status names and
 * rules stay in `orders`, which loads at start.
 */
import i18next from "i18next";
import { useEffect, useState } from "react";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/*/orderScreens.json");

/** True once the current language's `orderScreens` namespace is in i18next. */
export function useScreensLocale(): boolean {
  const lang = i18next.language;
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18next.hasResourceBundle(lang, "orderScreens") ? lang : null,
  );
  useEffect(() => {
    if (loaded === lang) return;
    let alive = true;
    const load = files[`../../../locales/${lang}/orderScreens.json`];
    void (load ? load() : Promise.resolve({ default: {} })).then((m) => {
      i18next.addResourceBundle(lang, "orderScreens", m.default, true, true);
      if (alive) setLoaded(lang);
    });
    return () => {
      alive = false;
    };
  }, [lang, loaded]);
  return loaded === lang;
}
