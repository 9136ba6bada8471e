/**
 * An inquiry order group page: shown once the texts it reads are there (`inquiryGroups`, loaded by the route;
 * `inquiryOrders`, `orders` and `orderScreens` of the reused order components); the order components bound
 * to the inquiry orders (links to /tend/get-detail, the DO of several POs on /tend/shipment/...).
 */
import type { ReactNode } from "react";
import { OrderBindingProvider } from "../orders/binding";
import { OrderScreen } from "../orders/screen";
import { INQUIRY_ORDER_BINDING } from "../inquiry-orders/binding";

const NAMESPACES = ["inquiryGroups", "inquiryOrders", "orders", "orderScreens"] as const;

export function InquiryGroupScreen({ children }: { children: () => ReactNode }) {
  return (
    <OrderBindingProvider value={INQUIRY_ORDER_BINDING}>
      <OrderScreen namespaces={NAMESPACES}>{children}</OrderScreen>
    </OrderBindingProvider>
  );
}
