/**
 * Namespaces that load with their pages instead of at start (bundle budget, bench/README.md "Portal load"):
 * the start chunk carries only their `titles` (src/providers/locales/<lang>.ts). Route views
 * wait for their resource's namespace (src/resources/views.ts), so a page never renders a raw key.
 */
import i18next from "i18next";

/** Loaded with their pages. src/providers/locales/<lang>.ts must leave the same files out of the start chunk. */
export const PAGE_NAMESPACES: readonly string[] = [
  "orders",
  "orderScreens",
  "deliveryTemplates",
  "requests",
  "users",
  "stock",
  "evaluations",
  "priorityAreas",
  "addresses",
  "notificationSettings",
  "positions",
  "store",
  "refunds",
  "bills",
  "recaps",
  "payments",
  "inquiries",
  "tenders",
  "inquiryOrders",
  "inquiryGroups",
  "customers",
  "integrations",
  "partnerships",
  "consignments",
  "consignRefunds",
  "discussions",
  "reportTickets",
  "chats",
  "notifications",
  // System message texts (spec §6 inbox): the API writes them in the reader's language; no page loads them.
  "messages",
];

// Only the page namespaces: globbing every file would also split the start namespaces out of their one chunk.
// tests/unit/page-namespaces.test.ts checks this list, the one above and the start chunks' agree.
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  "../../locales/*/orders.json",
  "../../locales/*/orderScreens.json",
  "../../locales/*/deliveryTemplates.json",
  "../../locales/*/requests.json",
  "../../locales/*/users.json",
  "../../locales/*/stock.json",
  "../../locales/*/evaluations.json",
  "../../locales/*/priorityAreas.json",
  "../../locales/*/addresses.json",
  "../../locales/*/notificationSettings.json",
  "../../locales/*/positions.json",
  "../../locales/*/store.json",
  "../../locales/*/refunds.json",
  "../../locales/*/bills.json",
  "../../locales/*/recaps.json",
  "../../locales/*/payments.json",
  "../../locales/*/inquiries.json",
  "../../locales/*/tenders.json",
  "../../locales/*/inquiryOrders.json",
  "../../locales/*/inquiryGroups.json",
  "../../locales/*/customers.json",
  "../../locales/*/integrations.json",
  "../../locales/*/partnerships.json",
  "../../locales/*/consignments.json",
  "../../locales/*/consignRefunds.json",
  "../../locales/*/discussions.json",
  "../../locales/*/reportTickets.json",
  "../../locales/*/chats.json",
  "../../locales/*/notifications.json",
  "../../locales/*/messages.json",
]);
const loaded = new Set<string>();

/** True once namespace `ns` of `lang` is fully in i18next (a page namespace's titles alone do not count). */
export function namespaceLoaded(lang: string, ns: string): boolean {
  return loaded.has(`${lang}/${ns}`);
}

/** Marks `ns` of `lang` as fully loaded (the start chunk's namespaces). */
export function markLoaded(lang: string, ns: string): void {
  loaded.add(`${lang}/${ns}`);
}

/**
 * Loads every page namespace of `namespaces` not yet loaded in the current language into i18next (deep merge
 * over the titles already there). Resolves when all are in; a missing file resolves too (the keys show).
 */
export async function ensureNamespaces(namespaces: readonly string[]): Promise<void> {
  const lang = i18next.language;
  await Promise.all(
    namespaces
      .filter((ns) => PAGE_NAMESPACES.includes(ns) && !loaded.has(`${lang}/${ns}`))
      .map(async (ns) => {
        const load = files[`../../locales/${lang}/${ns}.json`];
        if (!load) return;
        const bundle = (await load()).default;
        i18next.addResourceBundle(lang, ns, bundle, true, true);
        markLoaded(lang, ns);
      }),
  );
}
