/**
 * Server-side translation: the same locale files as the portal (locales/<lang>/<namespace>.json),
 * keys written `namespace:path.to.key`. Answers `message` in the request's Accept-Language.
 */
import fs from "node:fs";
import path from "node:path";
import i18next, { type i18n } from "i18next";
import { LANGUAGES, type Language } from "@src/domain/wire";
import { LOCALES_DIR } from "../paths";

function loadResources() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {};
    const dir = path.join(LOCALES_DIR, lang);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      resources[lang][file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    }
  }
  return resources;
}

let instance: i18n | null = null;
function get(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    const resources = loadResources();
    void instance.init({
      resources: resources as never,
      lng: "id-ID",
      fallbackLng: "id-ID",
      ns: Object.keys(resources["id-ID"]),
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return instance;
}

/** Translates `key` (`ns:path`) into `lang`; a key with no entry comes back unchanged. */
export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  // API message keys are data (thrown by services, carried in errors): a key with no entry shows as itself.
  return get().t(key, { ...params, lng: lang, defaultValue: key });
}

/** True when `key` names an entry in the id-ID locale (used to tell keys from free text). */
export function isKey(key: string): boolean {
  return /^[a-zA-Z]+:[\w.]+$/.test(key) && get().exists(key, { lng: "id-ID" });
}
