/**
 * The status of a tender as a tag (spec §4 "Tender status: unprocessed, wait, tended, wait to be purchased,
 * purchased, not purchased, cancelled, expired"), coloured from the spec §9 tag palette like the order tags:
 * blue while the seller has work to do (a draft), yellow while the buyer has, green when purchased, red when
 * not purchased, default when cancelled or expired.
 */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { TenderStatusName } from "../../domain/inquiry";

const COLORS: Record<TenderStatusName, string | undefined> = {
  unprocessed: "blue",
  wait: "yellow",
  tended: "yellow",
  waitPurchase: "yellow",
  purchased: "green",
  notPurchased: "red",
  cancelled: undefined,
  expired: undefined,
};

export function TenderStatusTag({ name }: { name: TenderStatusName }) {
  const { t } = useTranslation("tenders");
  return <Tag color={COLORS[name]}>{t(`status.${name}`)}</Tag>;
}
