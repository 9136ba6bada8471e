/**
 * The menus, generated from the registry (DESIGN.md §3; spec §2 "Navigation and guard"). Pure.
 *
 * - Top-level menu (header): Home, then one entry per menu group (MENU_GROUPS order) that has at least
 *   one `menu: true` route; it links to the group's first menu entry.
 * - Left menu (Sider): one submenu per group, its entries the `menu: true` routes of the group's
 *   resources in registry order.
 *
 * specialDiscount (spec §2: "If specialDiscount is 1, the first four entries of the first group of the
 * third top-level menu are removed after about 1 second. The product menu goes to /commodity/area
 * instead."). Our reading: the top-level menus are Home followed by MENU_GROUPS in their fixed order,
 * so the third is "order" (positional, whether or not earlier groups are registered yet); its "first
 * group" is the first resource of that group in the registry, whose left-menu group the spec lists as
 * exactly four entries (order-list, bill, RecapDeliveryFee, historyPayment). Those first four menu
 * entries are removed (the caller applies it ~1 s after the shop info arrives, as the spec says).
 * "The product menu" is the top-level commodity entry: it links to /commodity/area.
 *
 * Sections (spec §2 "The left menu groups Orders (...), Return and Refund, and Logistics (...)"): a group
 * with sections in src/resources/menu-sections.ts also gets `subsections`, each holding the group's entries
 * whose path (or a parent of it) the section names or whose route names the section, in the section's
 * order, plus a disabled entry for each path no descriptor registers yet (only for users who may open an
 * entry of the group's first section). Entries in no section follow in
 * an unlabelled one. specialDiscount removes the first four paths of the first section.
 *
 * Access (spec §6): an entry shows only when `allowed(resource, route.action ?? "list")`; a group
 * with no entry left disappears from both menus. The specialDiscount pruning is positional on the
 * registry's entries, so it runs before this filter.
 */
import { MENU_GROUPS, type MenuGroup, type ResourceDescriptor } from "../../resources/types";
import { MENU_SECTIONS, type MenuSectionSpec } from "../../resources/menu-sections";
import { ApplyStatus, hasAdditionalInfo, shopIsOpen } from "../../domain/shop";
import type { TextKey } from "../../domain/text-key";

export interface MenuEntry {
  /** The route path; also the antd Menu key. */
  path: string;
  labelKey: TextKey;
  resource: string;
}

/** An entry of a section: a route the user may open, or a screen not built yet (disabled). */
export type MenuItem = (MenuEntry & { disabled?: false }) | { path: string; labelKey: TextKey; disabled: true };

export interface MenuSubsection {
  key: string;
  /** Absent for the entries no section names. */
  labelKey?: TextKey;
  items: MenuItem[];
}

export interface MenuSection {
  group: MenuGroup;
  labelKey: TextKey;
  /** Where the top-level entry links. */
  link: string;
  /** The routes the user may open, in registry order (selection and the top-level link). */
  entries: MenuEntry[];
  /** The left menu's sections of the group, when it has any (src/resources/menu-sections.ts). */
  subsections?: MenuSubsection[];
}

const underPath = (path: string, slot: string) => path === slot || path.startsWith(`${slot}/`);

/** The group's entries arranged in its declared sections (see header); `registered` is every route path. */
export function arrangeSections(
  specs: readonly MenuSectionSpec[],
  entries: readonly MenuEntry[],
  sectionOf: (entry: MenuEntry) => string | undefined,
  registered: ReadonlySet<string>,
  pruned: ReadonlySet<string>,
  showPlanned = true,
): MenuSubsection[] {
  const placed = new Set<string>();
  const out: MenuSubsection[] = specs.map((spec) => {
    const items: MenuItem[] = [];
    for (const slot of spec.slots) {
      if (pruned.has(slot.path)) continue;
      const own = entries.filter((e) => !placed.has(e.path) && underPath(e.path, slot.path));
      own.forEach((e) => placed.add(e.path));
      items.push(...own);
      const exists = [...registered].some((p) => underPath(p, slot.path));
      if (!exists) items.push({ path: slot.path, labelKey: slot.titleKey, disabled: true });
    }
    const named = entries.filter((e) => !placed.has(e.path) && sectionOf(e) === spec.key);
    named.forEach((e) => placed.add(e.path));
    items.push(...named);
    return { key: spec.key, labelKey: spec.labelKey, items };
  });
  if (!showPlanned) for (const section of out) section.items = section.items.filter((i) => !i.disabled);
  const rest = entries.filter((e) => !placed.has(e.path));
  if (rest.length) out.push({ key: "other", items: rest });
  return out.filter((s) => s.items.length > 0);
}

export const HOME_PATH = "/home";
export const SPECIAL_DISCOUNT_PRODUCT_PATH = "/commodity/area";
/** Index among [Home, ...MENU_GROUPS] of the top-level menu pruned for specialDiscount shops. */
export const SPECIAL_DISCOUNT_TOP_INDEX = 2;
export const SPECIAL_DISCOUNT_PRUNED_ENTRIES = 4;

export interface MenuOptions {
  /** Shop's specialDiscount === 1. */
  specialDiscount: boolean;
  /** Apply the delayed pruning (true ~1 s after the shop info arrived). */
  prune: boolean;
  /** Whether the user may open a route needing `action` on `resource` (default: every route). */
  allowed?: (resource: string, action: string) => boolean;
}

/** Builds the menu sections (see header) from the registry. */
export function buildMenu(
  descriptors: readonly ResourceDescriptor[],
  { specialDiscount, prune, allowed = () => true }: MenuOptions,
): MenuSection[] {
  const prunedGroup: MenuGroup | undefined = MENU_GROUPS[SPECIAL_DISCOUNT_TOP_INDEX - 1];
  const prunedResource = descriptors.find((d) => d.group === prunedGroup)?.name;
  const sections: MenuSection[] = [];
  for (const group of MENU_GROUPS) {
    const entries: MenuEntry[] = [];
    // A route may show in another group than its descriptor's (ResourceRoute.group).
    for (const d of descriptors) {
      let own = Object.values(d.routes).filter((r) => r.menu === true && (r.group ?? d.group) === group);
      if (specialDiscount && prune && d.name === prunedResource) own = own.slice(SPECIAL_DISCOUNT_PRUNED_ENTRIES);
      for (const r of own) {
        if (allowed(d.name, r.action ?? "list")) entries.push({ path: r.path, labelKey: r.titleKey, resource: d.name });
      }
    }
    const specs = MENU_SECTIONS[group];
    // The pruned section's first paths go whichever resource registers them (the order group's Orders section
    // spans several resources: order list, bills, recaps, payment history).
    const prunedSlots =
      specs && specialDiscount && prune && group === prunedGroup
        ? (specs[0]?.slots ?? []).slice(0, SPECIAL_DISCOUNT_PRUNED_ENTRIES).map((s) => s.path)
        : [];
    if (prunedSlots.length > 0) {
      const kept = entries.filter((e) => !prunedSlots.some((slot) => underPath(e.path, slot)));
      entries.splice(0, entries.length, ...kept);
    }
    if (entries.length === 0) continue;
    const link = specialDiscount && group === "commodity" ? SPECIAL_DISCOUNT_PRODUCT_PATH : entries[0].path;
    const section: MenuSection = { group, labelKey: `common:menu.group.${group}`, link, entries };
    if (specs) {
      const inGroup = descriptors.filter((x) => x.group === group);
      const registered = new Set(inGroup.flatMap((d) => Object.values(d.routes).map((r) => r.path)));
      const routeSection = new Map(
        inGroup.flatMap((d) => Object.values(d.routes).map((r) => [r.path, r.menuSection] as const)),
      );
      const pruned = new Set(prunedSlots);
      // Screens to come belong to the work of the group's first section (before any pruning): a user who may
      // open none of its routes (e.g. only the delivery-fee templates) does not see them.
      const mainSlots = specs[0]?.slots ?? [];
      const showPlanned = inGroup.some((d) =>
        Object.values(d.routes).some(
          (r) =>
            r.menu === true &&
            allowed(d.name, r.action ?? "list") &&
            mainSlots.some((slot) => underPath(r.path, slot.path)),
        ),
      );
      section.subsections = arrangeSections(
        specs,
        entries,
        (e) => routeSection.get(e.path),
        registered,
        pruned,
        showPlanned,
      );
    }
    sections.push(section);
  }
  return sections;
}

/**
 * The menu state for a hash path: the selected entry (the longest entry path that is the path or its
 * parent, so `/commodity/in-sale/x` keeps `/commodity/in-sale` selected) and its group.
 */
export function menuSelection(
  pathname: string,
  sections: readonly MenuSection[],
): { selected?: string; group?: MenuGroup } {
  let best: { selected: string; group: MenuGroup } | undefined;
  for (const section of sections) {
    for (const entry of section.entries) {
      const hit = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
      if (hit && (!best || entry.path.length > best.selected.length))
        best = { selected: entry.path, group: section.group };
    }
  }
  if (best) return best;
  const group = sections.find((s) => pathname === `/${s.group}` || pathname.startsWith(`/${s.group}/`))?.group;
  return { group };
}

type MenuShop = { applyStatus: number; status: number } & Parameters<typeof hasAdditionalInfo>[0];

/** Spec §2: the header menu shows only when applyStatus is 2 and the three fields are non-empty. */
export function headerMenuVisible(shop: MenuShop | null | undefined): boolean {
  return !!shop && shop.applyStatus === ApplyStatus.success && hasAdditionalInfo(shop);
}

/**
 * The left menu shows whenever the shop may use seller pages (applyStatus 2, shop status not 2):
 * status 0 has normal access even with empty additional fields (spec §4), so it keeps a menu.
 */
export function sideMenuVisible(shop: MenuShop | null | undefined): boolean {
  return shopIsOpen(shop);
}
