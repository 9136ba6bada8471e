/**
 * The `orderScreens` namespace (the order pages' own texts; `orders` holds the status names, rules and
 * errors the API shares) loads with the order pages, like every page namespace (src/providers/locale-loader.ts).
 * The route loads the resource's namespace `orders`; this loads the second one.
 */
import i18next from "i18next";
import { useEffect, useState } from "react";
import { ensureNamespaces, namespaceLoaded } from "../../providers/locale-loader";

/** True once the current language's `orderScreens` namespace is in i18next. */
export function useScreensLocale(): boolean {
  const lang = i18next.language;
  const [loaded, setLoaded] = useState<string | null>(() => (namespaceLoaded(lang, "orderScreens") ? lang : null));
  useEffect(() => {
    if (loaded === lang) return;
    let alive = true;
    void ensureNamespaces(["orderScreens"]).then(() => {
      if (alive) setLoaded(lang);
    });
    return () => {
      alive = false;
    };
  }, [lang, loaded]);
  return loaded === lang;
}
