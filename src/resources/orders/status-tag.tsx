/**
 * The status name of an order as a tag (spec §4 "Order status names"), coloured from the spec §9 tag
 * palette (blue, green, red, yellow, default): blue while the seller has work to do, yellow while the
 * buyer has, green when done, red when canceled or refunding, default when closed.
 */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { OrderStatusName } from "../../domain/order";

const COLORS: Record<OrderStatusName, string | undefined> = {
  waitingProcessing: "blue",
  waitingModified: "yellow",
  waitingPayment: "yellow",
  paying: "yellow",
  waitingDelivery: "blue",
  waitingConfirmReceipt: "blue",
  done: "green",
  unreviewed: "green",
  closed: undefined,
  canceled: "red",
  refundPending: "red",
};

export function OrderStatusTag({ name }: { name: OrderStatusName }) {
  const { t } = useTranslation("orders");
  return <Tag color={COLORS[name]}>{t(`statusName.${name}`)}</Tag>;
}
