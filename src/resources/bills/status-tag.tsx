/** A bill's status as a coloured tag (spec §4 "Bills and recaps"). */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { billStatusName, BillStatus } from "../../domain/bill";

const COLOURS: Record<number, string> = {
  [BillStatus.generating]: "processing",
  [BillStatus.waitingVerification]: "gold",
  [BillStatus.toBePaid]: "blue",
  [BillStatus.paying]: "cyan",
  [BillStatus.paid]: "success",
  [BillStatus.overdue]: "error",
  [BillStatus.onHold]: "default",
};

export function BillStatusTag({ status }: { status: number }) {
  const { t } = useTranslation("bills");
  return <Tag color={COLOURS[status]}>{t(`status.${billStatusName(status)}`)}</Tag>;
}
