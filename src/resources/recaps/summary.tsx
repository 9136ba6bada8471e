/** The head of a recap's screens: number, month, buyer, status and its fee totals in Rp. */
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import type { RecapRow } from "./schema";
import { RecapStatusTag } from "./status-tag";

export function RecapSummary({ recap }: { recap: RecapRow }) {
  const { t } = useTranslation("recaps");
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: "recapNo", label: t("fields.recapNo"), children: recap.recapNo },
        { key: "month", label: t("fields.month"), children: recap.month },
        { key: "buyer", label: t("fields.buyer"), children: recap.buyerName || recap.buyerUserName },
        { key: "status", label: t("fields.status"), children: <RecapStatusTag name={recap.statusName} /> },
        { key: "charged", label: t("fields.chargedTotal"), children: formatRupiah(recap.chargedTotal) },
        { key: "disputed", label: t("fields.disputedTotal"), children: formatRupiah(recap.disputedTotal) },
        { key: "accepted", label: t("fields.acceptedTotal"), children: formatRupiah(recap.acceptedTotal) },
        { key: "difference", label: t("fields.difference"), children: formatRupiah(recap.difference) },
        ...(recap.deadline ? [{ key: "deadline", label: t("fields.deadline"), children: recap.deadline }] : []),
      ]}
    />
  );
}
