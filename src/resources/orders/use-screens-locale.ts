/**
 * The `orderScreens` namespace (the order pages' own texts; `orders` holds the status names, rules and
 * errors the API shares) loads with the order pages, like every page namespace (src/providers/locale-loader.ts).
 * The route loads the resource's namespace `orders`; this loads the second one. Screens of another resource
 * that reuse the order components (the inquiry orders) ask for `orders` and `orderScreens` (and any other
 * namespace of the components they reuse) the same way.
 */
import i18next from "i18next";
import { useEffect, useState } from "react";
import { ensureNamespaces, namespaceLoaded } from "../../providers/locale-loader";

const ORDER_SCREENS = ["orderScreens"] as const;

/** True once the current language's `namespaces` (default `orderScreens`) are in i18next. */
export function useScreensLocale(namespaces: readonly string[] = ORDER_SCREENS): boolean {
  const lang = i18next.language;
  const key = namespaces.join(",");
  const ready = () => namespaces.every((ns) => namespaceLoaded(lang, ns));
  const [loaded, setLoaded] = useState<string | null>(() => (ready() ? `${lang}/${key}` : null));
  useEffect(() => {
    if (loaded === `${lang}/${key}`) return;
    let alive = true;
    void ensureNamespaces(key.split(",")).then(() => {
      if (alive) setLoaded(`${lang}/${key}`);
    });
    return () => {
      alive = false;
    };
  }, [lang, key, loaded]);
  return loaded === `${lang}/${key}`;
}
