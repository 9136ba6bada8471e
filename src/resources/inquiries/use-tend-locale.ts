/**
 * The inquiry and tender screens read both page namespaces (spec §3 "Inquiry" and "Tender" share their texts:
 * an inquiry shows the shop's tender status, a tender shows its inquiry). The route loads its own resource's
 * namespace (src/resources/views.ts); this loads the other one, like the order screens' `orderScreens`.
 */
import i18next from "i18next";
import { useEffect, useState } from "react";
import { ensureNamespaces, namespaceLoaded } from "../../providers/locale-loader";

const TEND_NAMESPACES = ["inquiries", "tenders"] as const;

const allLoaded = (lang: string) => TEND_NAMESPACES.every((ns) => namespaceLoaded(lang, ns));

/** True once the current language's `inquiries` and `tenders` namespaces are in i18next. */
export function useTendLocale(): boolean {
  const lang = i18next.language;
  const [loaded, setLoaded] = useState<string | null>(() => (allLoaded(lang) ? lang : null));
  useEffect(() => {
    if (loaded === lang) return;
    let alive = true;
    void ensureNamespaces(TEND_NAMESPACES).then(() => {
      if (alive) setLoaded(lang);
    });
    return () => {
      alive = false;
    };
  }, [lang, loaded]);
  return loaded === lang;
}
