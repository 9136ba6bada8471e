/**
 * A partnership's status as a tag (spec §3 "Partnership" statuses; spec §9 tag palette): green active,
 * blue while someone must accept, red blacklist, default inactive.
 */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { PartnershipStatus } from "../../domain/request";

const COLORS: Record<PartnershipStatus, string | undefined> = {
  active: "green",
  inactive: undefined,
  blacklist: "red",
  waitingBuyer: "blue",
  waitingSupplier: "blue",
  waitingPlatform: "blue",
};

export function PartnershipStatusTag({ status }: { status: PartnershipStatus }) {
  const { t } = useTranslation("partnerships");
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
