/**
 * i18n (spec §1, §9 "Languages en-US and id-ID; default from stored choice, browser, or a default").
 *
 * - Keys are `namespace:path.to.key`; namespaces are the files `locales/<lang>/<namespace>.json`.
 * - Only the current language is loaded, lazily (one chunk per language: ./locales/<lang>.ts); switching
 *   language stores it under the local key `lang` and reloads the page (spec §2 footer switch).
 * - antd's ConfigProvider locale and dayjs's locale follow the language (`loadUiLocale`).
 * - Refine calls `translate(key, defaultMessage)` as well as `translate(key, options, defaultMessage)`:
 *   both are handled (STACK.md pitfall), so Refine's own texts fall back to its English defaults only
 *   when no key exists.
 */
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";
import type { Locale } from "antd/es/locale";
import { DEFAULT_LANGUAGE, LANGUAGES, StorageKey, type Language } from "../domain/wire";
import { markLoaded } from "./locale-loader";

type Bundle = Record<string, unknown>;
// One chunk per language holding its start namespaces, and the titles of the page namespaces
// (./locales/<lang>.ts); page namespaces load with their pages (./locale-loader.ts), and `import` with the
// import page (src/resources/products/import/use-import-locale.ts).
const languageBundles: Record<
  Language,
  () => Promise<{ default: { full: Record<string, Bundle>; menu: Record<string, Bundle> } }>
> = {
  "id-ID": () => import("./locales/id-ID"),
  "en-US": () => import("./locales/en-US"),
};

/** `../../locales/id-ID/common.json` -> `{ lang: "id-ID", ns: "common" }`. */
function parseLocalePath(path: string): { lang: string; ns: string } | null {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { lang: match[1], ns: match[2] } : null;
}

function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "");
}

/** Maps a browser tag (`en`, `en-GB`, `id`, `in-ID`) to a supported language, or null. */
function fromBrowserTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith("en")) return "en-US";
  if (lower.startsWith("id") || lower.startsWith("in")) return "id-ID";
  return null;
}

/**
 * The language to use: the stored choice (local key `lang`), else the first supported browser
 * language, else id-ID (spec §9).
 */
export function detectLanguage(
  stored: string | null = localStorage.getItem(StorageKey.language),
  browser: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const found = tag ? fromBrowserTag(tag) : null;
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** Stores the choice and reloads, as the footer switch does (spec §2). */
export function switchLanguage(lang: Language, reload: () => void = () => window.location.reload()): void {
  localStorage.setItem(StorageKey.language, lang);
  reload();
}

/** Loads every namespace of `lang` into i18next (the other language is never fetched). */
async function loadBundles(instance: I18n, lang: Language): Promise<void> {
  const { full, menu } = (await languageBundles[lang]()).default;
  for (const [path, bundle] of Object.entries(menu)) {
    const parsed = parseLocalePath(path);
    if (parsed) instance.addResourceBundle(lang, parsed.ns, bundle, true, true);
  }
  for (const [path, bundle] of Object.entries(full)) {
    const parsed = parseLocalePath(path);
    if (!parsed) continue;
    instance.addResourceBundle(lang, parsed.ns, bundle, true, true);
    markLoaded(lang, parsed.ns);
  }
}

/**
 * Initialises i18next for `lang` (default: detected) and answers the instance. The detected
 * language is stored under `lang` so that API messages (Accept-Language, read from the same key by
 * http.ts) match the interface.
 */
export async function initI18n(lang: Language = detectLanguage()): Promise<I18n> {
  if (localStorage.getItem(StorageKey.language) !== lang) localStorage.setItem(StorageKey.language, lang);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      defaultNS: "common",
      ns: [],
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await loadBundles(i18next, lang);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
  document.documentElement.lang = lang === "id-ID" ? "id" : "en";
  return i18next;
}

/**
 * Refine's i18n provider over i18next. `translate(key, defaultMessage)` and
 * `translate(key, options, defaultMessage)` both answer the key's text, else the default, else the key.
 */
export const i18nProvider: I18nProvider = {
  translate: (key: string, optionsOrDefault?: unknown, defaultMessage?: string) => {
    const options =
      typeof optionsOrDefault === "object" && optionsOrDefault !== null
        ? (optionsOrDefault as Record<string, unknown>)
        : {};
    const fallback = typeof optionsOrDefault === "string" ? optionsOrDefault : defaultMessage;
    return i18next.t(key, { ...options, defaultValue: fallback ?? key });
  },
  changeLocale: (lang: string) => {
    if (isLanguage(lang)) switchLanguage(lang);
  },
  getLocale: () => i18next.language ?? DEFAULT_LANGUAGE,
};

/**
 * Loads antd's locale for `lang` and switches dayjs to it; answers the antd locale for
 * ConfigProvider. Both are fetched lazily so the other language's tables never load.
 */
export async function loadUiLocale(lang: Language): Promise<Locale> {
  const dayjs = (await import("dayjs")).default;
  if (lang === "id-ID") {
    const [antd] = await Promise.all([import("antd/es/locale/id_ID"), import("dayjs/locale/id")]);
    dayjs.locale("id");
    return antd.default;
  }
  const antd = await import("antd/es/locale/en_US");
  dayjs.locale("en");
  return antd.default;
}
