/**
 * Sections inside a left-menu group (spec §2 "The left menu groups Orders (order-list, bill,
 * RecapDeliveryFee, historyPayment), Return and Refund, and Logistics (delivery-fee-template)"), as data:
 * each section names the spec's route paths it holds, in order. A registered menu route lands in the
 * section that names its path (or a parent of it), or the one its route's `menuSection` names; a path no
 * descriptor registers yet shows as a disabled entry (a screen of a later release) with the title here.
 * Pure data, read by src/shell/menu/menu-model.ts.
 */
import type { TextKey } from "../domain/text-key";
import type { MenuGroup } from "./types";

export interface MenuSlot {
  /** A route path of spec §2. */
  readonly path: string;
  /** Title of the disabled entry while no descriptor registers the path (a registered route shows its own). */
  readonly titleKey: TextKey;
}

export interface MenuSectionSpec {
  /** Stable key; a route's `menuSection` may name it. */
  readonly key: string;
  readonly labelKey: TextKey;
  readonly slots: readonly MenuSlot[];
}

export const MENU_SECTIONS: Partial<Record<MenuGroup, readonly MenuSectionSpec[]>> = {
  order: [
    {
      key: "orders",
      labelKey: "common:menu.section.orders",
      slots: [
        { path: "/order/order-list", titleKey: "orders:titles.orderList" },
        { path: "/order/bill", titleKey: "bills:titles.bill" },
        { path: "/order/RecapDeliveryFee", titleKey: "recaps:titles.recapDeliveryFee" },
        { path: "/order/historyPayment", titleKey: "payments:titles.historyPayment" },
      ],
    },
    {
      key: "returnRefund",
      labelKey: "common:menu.section.returnRefund",
      slots: [{ path: "/order/return-and-refund", titleKey: "refunds:titles.returnAndRefund" }],
    },
    {
      key: "logistics",
      labelKey: "common:menu.section.logistics",
      slots: [{ path: "/order/delivery-fee-template", titleKey: "deliveryTemplates:titles.list" }],
    },
  ],
};
