/**
 * Which resource the order screens' components work on, and its paths (spec §2 /order and /tend: inquiry orders
 * ARE orders, `orders.order_type` 2, and reuse every order screen). The product orders (`orders`) are the default;
 * the inquiry order screens wrap the same components in `<OrderBindingProvider value={...}>` with theirs
 * (src/resources/inquiry-orders/binding.ts), so the endpoints called, the authorities checked and the links
 * followed are that resource's. Both resources name their endpoints and authorities alike (confirm, cancel,
 * modify, extendEdt, printDeliveryOrder, ship, deliveryOrder, counts; list, show).
 */
import { createContext, useContext, type ReactNode } from "react";
import { CanAccess } from "../../access/can";
import type { ActionOf } from "../../access/authorities";
import { refundDetailPath } from "../refunds/paths";
import { changePath, detailPath, operatePath, orderListPath } from "./paths";

/** The resources the order screens serve. */
export type OrderResource = "orders" | "inquiryOrders";
/** The authorities both order resources have: the guards of the shared buttons. */
export type OrderAction = ActionOf<"orders"> & ActionOf<"inquiryOrders">;

export interface OrderBinding {
  resource: OrderResource;
  /** The order list (back links, after shipping several POs). */
  listPath: string;
  /** The detail, change and shipment-operate screens of one order / delivery order. */
  detailPath: (orderNo: string) => string;
  changePath: (orderNo: string) => string;
  operatePath: (doNo: string) => string;
  /** The detail of a return / refund request of one of these orders. */
  refundDetailPath: (refundNo: string) => string;
  /** The resource confirms several orders in one call (`confirmBatch`, product orders only). */
  batchConfirm: boolean;
}

/** The product orders (spec §2 /order). */
export const ORDERS_BINDING: OrderBinding = {
  resource: "orders",
  listPath: orderListPath,
  detailPath,
  changePath,
  operatePath,
  refundDetailPath,
  batchConfirm: true,
};

const OrderBindingContext = createContext<OrderBinding>(ORDERS_BINDING);

/** Binds the order components below to another order resource. */
export function OrderBindingProvider({ value, children }: { value: OrderBinding; children: ReactNode }) {
  return <OrderBindingContext.Provider value={value}>{children}</OrderBindingContext.Provider>;
}

/** The binding the order components work on (ORDERS_BINDING outside any provider). */
export function useOrderBinding(): OrderBinding {
  return useContext(OrderBindingContext);
}

/** `<CanAccess>` of the bound resource for one of the authorities both order resources have. */
export function OrderCan({ action, children }: { action: OrderAction; children: ReactNode }) {
  const { resource } = useOrderBinding();
  return resource === "orders" ? (
    <CanAccess resource="orders" action={action}>
      {children}
    </CanAccess>
  ) : (
    <CanAccess resource="inquiryOrders" action={action}>
      {children}
    </CanAccess>
  );
}
