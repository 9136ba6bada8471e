import type { ResourceDescriptor } from "../types";

/**
 * Delivery-fee recaps (spec §2 /order RecapDeliveryFee, modifyRecapDeliveryFee, detailRecapDeliveryFee,
 * detaillogisticnoRecapDeliveryFee; §4 "Bills and recaps"; §5 'Please Fill Value and Reason'). Row id is the
 * recap no. A recap is a finance document of the whole shop (one per buyer and month), so it is not
 * owner-scoped (README choices). Authorities: recaps.list (menu, list, counts), recaps.show (detail, the
 * lines of one logistic number), recaps.modify (dispute lines), recaps.confirm (confirm the charged fees).
 */
export const recaps = {
  name: "recaps",
  namespace: "recaps",
  group: "order",
  icon: "CarOutlined",
  list: "recapDeliveryFee",
  show: "detailRecapDeliveryFee",
  idField: "recapNo",
  routes: {
    recapDeliveryFee: { path: "/order/RecapDeliveryFee", titleKey: "recaps:titles.recapDeliveryFee", menu: true },
    detailRecapDeliveryFee: {
      path: "/order/detailRecapDeliveryFee",
      titleKey: "recaps:titles.detailRecapDeliveryFee",
      action: "show",
    },
    detaillogisticnoRecapDeliveryFee: {
      path: "/order/detaillogisticnoRecapDeliveryFee",
      titleKey: "recaps:titles.detaillogisticnoRecapDeliveryFee",
      action: "show",
    },
    modifyRecapDeliveryFee: {
      path: "/order/modifyRecapDeliveryFee",
      titleKey: "recaps:titles.modifyRecapDeliveryFee",
      action: "modify",
    },
  },
  endpoints: {
    list: "/api/recap/ina/page",
    one: "/api/recap/ina/detail",
    custom: {
      modify: "/api/recap/ina/modify",
      confirm: "/api/recap/ina/confirm",
      // Reads guarded by list / show (no authority of their own); `page` is the list with its totals.
      page: "/api/recap/ina/page",
      detail: "/api/recap/ina/detail",
      counts: "/api/recap/ina/counts",
      logisticNo: "/api/recap/ina/logisticNo",
    },
  },
  customActions: ["modify", "confirm"],
  actions: ["list", "show"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
