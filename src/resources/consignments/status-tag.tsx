/**
 * The status of a consignment as a tag (spec §4 "Consign"), coloured from the spec §9 tag palette like the
 * order tags: blue while the seller has work to do, yellow while the buyer has, green when done, default
 * when closed.
 */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { ConsignStatusName } from "../../domain/consign";

const COLORS: Record<ConsignStatusName, string | undefined> = {
  buyerApply: "blue",
  waitingConfirm: "yellow",
  waitingDelivered: "blue",
  onDelivery: "yellow",
  done: "green",
  closed: undefined,
};

export function ConsignStatusTag({ name }: { name: ConsignStatusName }) {
  const { t } = useTranslation("consignments");
  return <Tag color={COLORS[name]}>{t(`status.${name}`)}</Tag>;
}
