/** A consignment return's deadline with the consignRefunds namespace's texts (../consignments/deadline.tsx). */
import { useTranslation } from "react-i18next";
import { Countdown } from "../consignments/deadline";

export function ConsignRefundDeadline({ deadline }: { deadline: string | null }) {
  const { t, i18n } = useTranslation("consignRefunds");
  return (
    <Countdown
      deadline={deadline}
      lang={i18n.language}
      texts={{
        by: (time) => t("deadline.by", { time }),
        leftDays: (days, hours) => t("deadline.leftDays", { days, hours }),
        leftHours: (hours, minutes) => t("deadline.leftHours", { hours, minutes }),
        leftMinutes: (minutes) => t("deadline.leftMinutes", { minutes }),
        overdue: t("deadline.overdue"),
      }}
    />
  );
}
