/** A report ticket's status as a coloured tag (spec §4 "Report ticket: new, in process, closed"; §9 tag colours). */
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ReportTicketStatus } from "../../domain/report-ticket";

const COLORS: Record<ReportTicketStatus, string> = {
  [ReportTicketStatus.new]: "blue",
  [ReportTicketStatus.inProcess]: "gold",
  [ReportTicketStatus.closed]: "default",
};

export function StatusTag({ status }: { status: ReportTicketStatus }) {
  const { t } = useTranslation("reportTickets");
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
