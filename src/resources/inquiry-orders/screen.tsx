/**
 * An inquiry order page: the order components bound to the inquiry orders (./binding.ts), shown once the texts
 * they read are there (`orders`, `orderScreens`, `tenders` for part statuses, `refunds` on the refund screens;
 * the route loads `inquiryOrders`); a spinner before.
 */
import type { ReactNode } from "react";
import { OrderBindingProvider } from "../orders/binding";
import { OrderScreen } from "../orders/screen";
import { RefundBindingProvider } from "../refunds/binding";
import { INQUIRY_ORDER_BINDING, INQUIRY_REFUND_BINDING } from "./binding";

const ORDER_NAMESPACES = ["inquiryOrders", "orders", "orderScreens", "tenders"] as const;
const REFUND_NAMESPACES = ["inquiryOrders", "orders", "refunds"] as const;

export function InquiryOrderScreen({ children }: { children: () => ReactNode }) {
  return (
    <OrderBindingProvider value={INQUIRY_ORDER_BINDING}>
      <OrderScreen namespaces={ORDER_NAMESPACES}>{children}</OrderScreen>
    </OrderBindingProvider>
  );
}

export function InquiryRefundScreen({ children }: { children: () => ReactNode }) {
  return (
    <RefundBindingProvider value={INQUIRY_REFUND_BINDING}>
      <OrderScreen namespaces={REFUND_NAMESPACES}>{children}</OrderScreen>
    </RefundBindingProvider>
  );
}
