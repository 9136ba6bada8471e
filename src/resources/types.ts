/**
 * A resource descriptor (DESIGN.md §3): everything about one entity, declared once, as pure data.
 * The API, the access catalogue and the portal all read the same object; the views of a resource live in
 * its `views.ts` (src/resources/views.ts), which only the portal's route tree imports, so nothing here
 * reaches React.
 *
 * Descriptors are declared `as const satisfies ResourceDescriptor`: resource names, route keys, actions
 * and custom actions stay literal types, from which src/access/authorities.ts derives `AuthorityKey`.
 */
import type { TextKey } from "../domain/text-key";

/** Menu groups, in menu order; labels are i18n keys `common:menu.group.<group>`. */
export const MENU_GROUPS = [
  "commodity",
  "order",
  "tend",
  "consign",
  "customer",
  "store",
  "message",
  "settings",
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Guarded actions every resource may have (DESIGN.md §5); custom ones are declared per resource. */
export const STANDARD_ACTIONS = ["list", "show", "create", "edit", "delete", "export", "import"] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

export interface ResourceRoute {
  /** Path under the hash router, exactly the spec's, e.g. `/commodity/in-sale`. */
  readonly path: string;
  /** i18n key of the page title and menu label. */
  readonly titleKey: TextKey;
  /** The authority action a user needs to open it (default `list`). */
  readonly action?: string;
  /** Shown in the left menu (in this order) when true. */
  readonly menu?: boolean;
  /**
   * The section of its menu group it shows in (a key of src/resources/menu-sections.ts), when the
   * section does not name its path already.
   */
  readonly menuSection?: string;
  /**
   * The menu group it shows in and whose path it lives under, when not its descriptor's (a screen the spec
   * lists under two groups, e.g. /settings/notification-settings of the `store` descriptor notificationSettings).
   */
  readonly group?: MenuGroup;
}

export interface ResourceEndpoints {
  readonly list?: string;
  readonly one?: string;
  readonly create?: string;
  readonly update?: string;
  readonly delete?: string;
  /**
   * Paths of custom actions: action name -> path, for the data provider (`useCustomMutation` with
   * `meta.resource`). Each name is one of the descriptor's `customActions` (tests/unit/registry.test.ts).
   */
  readonly custom?: Readonly<Record<string, string>>;
}

export interface ResourceDescriptor {
  /** Refine resource name and CASL subject, e.g. `products`. */
  readonly name: string;
  /** i18n namespace holding this resource's strings (a file in locales/<lang>/). */
  readonly namespace: string;
  readonly group: MenuGroup;
  /** antd icon name from @ant-design/icons, rendered by the shell. */
  readonly icon: string;
  /** Refine route slots: list / create / edit / show point at `routes` entries by key. */
  readonly list?: string;
  readonly create?: string;
  readonly edit?: string;
  readonly show?: string;
  /** Route key -> route; the key names its view in the resource's `views.ts`. */
  readonly routes: Readonly<Record<string, ResourceRoute>>;
  /** Marketplace endpoints used by the data provider; paths as in spec §7 or `/api/<module>/ina/<action>`. */
  readonly endpoints: ResourceEndpoints;
  /** Which standard actions this resource guards (authorities `<name>.<action>`). */
  readonly actions: readonly StandardAction[];
  /**
   * The resource's own guarded actions besides the standard ones (spec §6: each is an authority
   * `<name>.<action>`, labelled `<namespace>:actions.<action>`), e.g. `products.submitReview`.
   */
  readonly customActions?: readonly string[];
  /** Rows carry an owner user id; "only own activities" positions see only their own (spec §6). */
  readonly ownerScoped: boolean;
  /** Primary key field name in rows (default `id`). */
  readonly idField?: string;
}
