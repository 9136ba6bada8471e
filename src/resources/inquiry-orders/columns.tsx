/**
 * What an inquiry order row shows besides an order's (spec §3 "Inquiry": claim no, car; §2 /tend): the inquiry
 * no, the tender no (to the tender and its inquiry), the claim no and license plate, the car, and a marker
 * when a line in part status indent has no indent letter yet; the row's "Create indent letter" button.
 */
import { Button, Space, Tag, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { indentLetterPath, tenderAndInquiryPath } from "./paths";
import type { InquiryOrderRow } from "./schema";

type T = TFunction<["inquiryOrders"]>;

export function inquiryColumns(t: T): TableColumnsType<InquiryOrderRow> {
  return [
    {
      key: "inquiry",
      title: t("list.columns.inquiry"),
      width: 210,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{t("fields.inquiryNoValue", { no: row.inquiryNo })}</Typography.Text>
          <Link to={tenderAndInquiryPath(row.tenderNo)}>{t("fields.tenderNoValue", { no: row.tenderNo })}</Link>
          <Typography.Text type="secondary">{t("fields.claimNoValue", { no: row.claimNo || "-" })}</Typography.Text>
          <Typography.Text type="secondary">{`${row.carLabel} · ${row.licensePlate}`}</Typography.Text>
          {row.needsIndentLetter ? <Tag color="orange">{t("list.needsIndent")}</Tag> : null}
        </Space>
      ),
    },
  ];
}

/** "Create indent letter" for a PO that needs one, behind inquiryOrders.createIndentLetter. */
export function IndentLetterButton({ orderNo, size = "small" }: { orderNo: string; size?: "small" | "middle" }) {
  const { t } = useTranslation("inquiryOrders");
  const navigate = useNavigate();
  return (
    <CanAccess resource="inquiryOrders" action="createIndentLetter">
      <Button size={size} onClick={() => void navigate(indentLetterPath(orderNo))}>
        {t("buttons.createIndentLetter")}
      </Button>
    </CanAccess>
  );
}
