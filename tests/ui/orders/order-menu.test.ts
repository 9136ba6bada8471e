/**
 * The order group's left menu (spec §2 "The left menu groups Orders (order-list, bill, RecapDeliveryFee,
 * historyPayment), Return and Refund, and Logistics (delivery-fee-template)"): sections from
 * src/resources/menu-sections.ts, a screen no resource registers as a disabled entry, and a resource landing in
 * its section by its route path alone (the delivery-fee templates).
 */
import { expect, it } from "vitest";
import { resources } from "../../../src/resources";
import { buildMenu, type MenuSection } from "../../../src/shell/menu/menu-model";

const shape = (section: MenuSection | undefined) =>
  section?.subsections?.map((s) => [s.labelKey, s.items.map((i) => `${i.path}${i.disabled ? " (disabled)" : ""}`)]);

it("groups the order menu in Orders, Return and Refund and Logistics", () => {
  const order = buildMenu(resources, { specialDiscount: false, prune: false }).find((s) => s.group === "order");
  expect(order?.link).toBe("/order/order-list");
  expect(order?.entries.map((e) => e.path)).toContain("/order/order-list");
  expect(shape(order)?.slice(0, 2)).toEqual([
    [
      "common:menu.section.orders",
      ["/order/order-list", "/order/bill", "/order/RecapDeliveryFee", "/order/historyPayment"],
    ],
    ["common:menu.section.returnRefund", ["/order/return-and-refund"]],
  ]);
});

it("a section's screen no resource registers shows as a disabled entry with the slot's title", () => {
  const registry = resources.filter((r) => r.name !== "bills");
  const order = buildMenu(registry, { specialDiscount: false, prune: false }).find((s) => s.group === "order");
  expect(shape(order)?.[0]).toEqual([
    "common:menu.section.orders",
    ["/order/order-list", "/order/bill (disabled)", "/order/RecapDeliveryFee", "/order/historyPayment"],
  ]);
  const bill = order?.subsections?.[0].items[1];
  expect(bill && "labelKey" in bill ? bill.labelKey : null).toBe("bills:titles.bill");
});

it("the delivery-fee templates land in Logistics by their route path; specialDiscount drops the Orders section (the group opens on returns)", () => {
  const registry = resources;
  const order = buildMenu(registry, { specialDiscount: false, prune: false }).find((s) => s.group === "order");
  expect(shape(order)?.at(-1)).toEqual(["common:menu.section.logistics", ["/order/delivery-fee-template"]]);

  const pruned = buildMenu(registry, { specialDiscount: true, prune: true }).find((s) => s.group === "order");
  // The first four entries of the Orders section go, whichever resource registers them (recaps, payments).
  expect(shape(pruned)).toEqual([
    ["common:menu.section.returnRefund", ["/order/return-and-refund"]],
    ["common:menu.section.logistics", ["/order/delivery-fee-template"]],
  ]);
  expect(pruned?.link).toBe("/order/return-and-refund");
});

it("a user who may see neither orders, returns nor templates gets no order group, disabled entries included", () => {
  const menu = buildMenu(resources, {
    specialDiscount: false,
    prune: false,
    allowed: (r) => !["orders", "bills", "recaps", "payments", "refunds", "deliveryTemplates"].includes(r),
  });
  expect(menu.find((s) => s.group === "order")).toBeUndefined();
});

it("a user who may see templates but not orders gets Logistics only", () => {
  const menu = buildMenu(resources, {
    specialDiscount: false,
    prune: false,
    allowed: (r) => !["orders", "bills", "recaps", "payments", "refunds"].includes(r),
  });
  expect(shape(menu.find((s) => s.group === "order"))).toEqual([
    ["common:menu.section.logistics", ["/order/delivery-fee-template"]],
  ]);
});

it("a user who may see returns but not orders gets Return and Refund and Logistics", () => {
  const menu = buildMenu(resources, {
    specialDiscount: false,
    prune: false,
    allowed: (r) => !["orders", "bills", "recaps", "payments"].includes(r),
  });
  expect(shape(menu.find((s) => s.group === "order"))).toEqual([
    ["common:menu.section.returnRefund", ["/order/return-and-refund"]],
    ["common:menu.section.logistics", ["/order/delivery-fee-template"]],
  ]);
});
