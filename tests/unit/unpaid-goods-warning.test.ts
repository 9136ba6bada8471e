/**
 * Spec §6: "For non-priority buyers a note warns the platform bears no responsibility for unpaid goods shipped
 * before the status is paid". The note shows while goods may still leave unpaid, never for priority buyers.
 */
import { expect, it } from "vitest";
import { OrderStatus } from "../../src/domain/order";
import { unpaidGoodsWarning } from "../../server/modules/order/order-detail-service";

const at = new Date("2026-11-24T03:00:00Z");

it("warns for a non-priority buyer's unpaid order before it ships, bill orders included", () => {
  for (const status of [OrderStatus.unconfirmed, OrderStatus.wait, OrderStatus.paying, OrderStatus.paid])
    expect(unpaidGoodsWarning({ buyerType: "workshop", paymentTime: null, status })).toBe(true);
});

it("does not warn once paid, once shipped or closed, or for a priority buyer", () => {
  expect(unpaidGoodsWarning({ buyerType: "workshop", paymentTime: at, status: OrderStatus.paid })).toBe(false);
  expect(unpaidGoodsWarning({ buyerType: "ordinary", paymentTime: null, status: OrderStatus.sent })).toBe(false);
  expect(unpaidGoodsWarning({ buyerType: "ordinary", paymentTime: null, status: OrderStatus.canceled })).toBe(false);
  expect(unpaidGoodsWarning({ buyerType: "priority", paymentTime: null, status: OrderStatus.wait })).toBe(false);
});
