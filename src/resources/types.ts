/**
 * A resource descriptor (DESIGN.md §3): everything about one entity, declared once.
 * Pure data plus lazy view loaders (functions, never called on the server), so the API,
 * the access catalogue and the portal all read the same object.
 */
import type { ComponentType } from "react";

/** Menu groups, in menu order; labels are i18n keys `common:menu.group.<group>`. */
export const MENU_GROUPS = ["commodity", "order", "tend", "consign", "customer", "store", "message", "settings"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Guarded actions every resource may have (DESIGN.md §5); custom ones are declared per resource. */
export const STANDARD_ACTIONS = ["list", "show", "create", "edit", "delete", "export", "import"] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

export type ViewLoader = () => Promise<{ default: ComponentType }>;

export interface ResourceRoute {
  /** Path under the hash router, exactly the spec's, e.g. `/commodity/in-sale`. */
  path: string;
  /** i18n key of the page title and menu label. */
  titleKey: string;
  /** The authority action a user needs to open it (default `list`). */
  action?: string;
  /** Shown in the left menu (in this order) when true. */
  menu?: boolean;
  view: ViewLoader;
}

export interface ResourceDescriptor {
  /** Refine resource name and CASL subject, e.g. `products`. */
  name: string;
  /** i18n namespace holding this resource's strings (a file in locales/<lang>/). */
  namespace: string;
  group: MenuGroup;
  /** antd icon name from @ant-design/icons, rendered by the shell. */
  icon: string;
  /** Refine route slots: list / create / edit / show point at `routes` entries by key. */
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
  routes: Record<string, ResourceRoute>;
  /** Marketplace endpoints used by the data provider; paths as in spec §7 or `/api/<module>/ina/<action>`. */
  endpoints: {
    list?: string;
    one?: string;
    create?: string;
    update?: string;
    delete?: string;
    /** Custom endpoints: name -> path, called through the data provider's `custom` with `meta: { resource }`. */
    custom?: Record<string, string>;
  };
  /**
   * Custom actions (each an authority `<name>`); default: every `endpoints.custom` name. Declared when a
   * resource has endpoints that are no authority of their own (reads guarded by `list`, catalogues).
   */
  customActions?: readonly string[];
  /** Which standard actions this resource guards (authorities), besides its custom ones. */
  actions: StandardAction[];
  /** Rows carry an owner user id; "only own activities" positions see only their own (spec §6). */
  ownerScoped: boolean;
  /** Primary key field name in rows (default `id`). */
  idField?: string;
}
