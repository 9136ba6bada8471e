/**
 * Endpoint groups that belong to no resource of the menu (DESIGN.md §4): reference data, the shop
 * application, files and messages. They join the resources in the data provider's endpoint map
 * (`useCustom({ url: <name>, meta: { resource: <group> } })`) but mint no route, menu entry or authority:
 * the API guards them by sign-in and shop state alone (spec §7).
 */
import type { ResourceDescriptor } from "./types";

/** What the data provider reads of a resource: its name, endpoints and primary key field. */
export type EndpointSource = Pick<ResourceDescriptor, "name" | "endpoints" | "idField">;

/** Reference data (spec §3 regions, categories, vehicle models; §5 "Postal code valid"). */
export const reference = {
  name: "reference",
  endpoints: {
    custom: {
      regions: "/api/reference/ina/regions",
      categories: "/api/reference/ina/categories",
      vehicleBrands: "/api/reference/ina/vehicleBrands",
      vehicleSeries: "/api/reference/ina/vehicleSeries",
      vehicleYears: "/api/reference/ina/vehicleYears",
      checkPostalCode: "/api/reference/ina/checkPostalCode",
    },
  },
} as const satisfies EndpointSource;

/** The caller's shop: its info and the application steps (spec §2 shop-apply, additional-info; §4). */
export const shop = {
  name: "shop",
  endpoints: {
    custom: {
      myShopInfo: "/api/shop/ina/myShopInfo",
      apply: "/api/shop/ina/apply",
      additionalInfo: "/api/shop/ina/additionalInfo",
    },
  },
} as const satisfies EndpointSource;

/** Uploads (spec §3 "Uploaded file"): multipart, sent by src/providers/upload.ts. */
export const file = {
  name: "file",
  endpoints: { custom: { upload: "/api/file/ina/upload" } },
} as const satisfies EndpointSource;

/**
 * Messages (spec §2 unread count in the header, §7 sysmsg, custom notice and broadcast notice calls): the
 * signed-in user's own inbox. The API scopes every call to the caller's rows, so no authority guards them (the
 * header counts and the toasts need them on every page); the notification screen itself is the
 * `notifications` resource.
 */
export const message = {
  name: "message",
  endpoints: {
    custom: {
      countNewMsg: "/api/message/ina/countNewMsg",
      list: "/api/message/tkod/sysmsg/history/list",
      delete: "/api/message/tkod/sysmsg/delete",
      isRead: "/api/message/tkod/sysmsg/isread",
      customNotices: "/api/message/custom/notify",
      customRead: "/api/message/custom/hasRead",
      broadcasts: "/api/notification/custom/fetchAll",
      broadcastRead: "/api/notification/custom/markAsRead",
      statistics: "/api/message/ina/statistics",
    },
  },
} as const satisfies EndpointSource;

/** The home dashboard (spec §2 "Home dashboard"): sections by the caller's authorities. */
export const home = {
  name: "home",
  endpoints: { custom: { dashboard: "/api/home/ina/dashboard" } },
} as const satisfies EndpointSource;

/** The buyer-facing header (spec §1): suggestions, cart count; and the survey modal (spec §2). */
export const search = {
  name: "search",
  endpoints: {
    custom: {
      suggest: "/api/search/ina/suggest",
      cartCount: "/api/search/ina/cartCount",
      surveyPending: "/api/search/ina/survey/pending",
      surveyAnswer: "/api/search/ina/survey/answer",
    },
  },
} as const satisfies EndpointSource;

/**
 * The /OMS page (spec §2 "/OMS", §6): the ERP link status, for users whose extendedField is ERP (the API
 * checks that, or integrations.list) rather than for one authority.
 */
export const oms = {
  name: "oms",
  endpoints: { custom: { status: "/api/integration/ina/oms/status" } },
} as const satisfies EndpointSource;

export const endpointGroups: readonly EndpointSource[] = [reference, shop, file, message, home, search, oms];
