/**
 * The after-sales status of a consignment return as a tag (spec §4 "Consign" after-sales), coloured from
 * the spec §9 tag palette: blue while the seller has work to do (answer, confirm receipt), yellow while the
 * partner has (ship back, modify), green when done, default when closed.
 */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { ConsignRefundStatusName } from "../../domain/consign";

const COLORS: Record<ConsignRefundStatusName, string | undefined> = {
  waitingProcessing: "blue",
  waitingDelivery: "yellow",
  waitingModified: "yellow",
  onDelivery: "blue",
  done: "green",
  closed: undefined,
};

export function ConsignRefundStatusTag({ name }: { name: ConsignRefundStatusName }) {
  const { t } = useTranslation("consignRefunds");
  return <Tag color={COLORS[name]}>{t(`status.${name}`)}</Tag>;
}
