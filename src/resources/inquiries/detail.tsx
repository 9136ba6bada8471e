/**
 * /tend/inquirydetail?inquiryNo= (spec §2 inquirydetail, §3 "Inquiry": every field; §4 pass rules): the header
 * with the status, the aging and the deadline as a live countdown coloured by urgency, the shop's tender (to its
 * detail), the actions the pass rules allow now (tender, pass after a confirmation, undo a pass) with the reason
 * when one is refused, then the inquiry: the car, buyer and receiver, pictures (antd preview) and the parts.
 */
import type { ReactNode } from "react";
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Typography } from "antd";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { InquiryStatus } from "../../domain/inquiry";
import { dataText } from "../../domain/text-key";
import { failureText } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { tenderDetailPath } from "../tenders/paths";
import { TenderStatusTag } from "../tenders/status-tag";
import { DeadlineCountdown, deadlineText } from "./countdown";
import { InquiryInfo, InquiryStatusTag } from "./inquiry-info";
import { inquiryListPath } from "./paths";
import { InquiryActions } from "./row-actions";
import type { InquiryDetail } from "./schema";
import { useInquiry, useInquiryNo } from "./use-inquiry";
import { useInquiryMoves } from "./use-inquiry-moves";
import { useTendLocale } from "./use-tend-locale";

function InquiryDetailBody({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(["inquiries", "tenders"]);
  const moves = useInquiryMoves();
  const refusals = [...new Set([inquiry.tenderRefusal, inquiry.passRefusal].filter((r): r is string => !!r))];
  // A pass that may be undone is no refusal worth a banner: the Undo pass button says it.
  const shown = inquiry.canUndoPass ? refusals.filter((r) => r !== "inquiries:errors.passed") : refusals;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap align="start">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {inquiry.inquiryNo}
            </Typography.Text>
            <InquiryStatusTag status={inquiry.status} />
            {inquiry.passed ? <Typography.Text type="secondary">{t("list.passed")}</Typography.Text> : null}
          </Space>
          <InquiryActions inquiry={inquiry} moves={moves} withDetail={false} size="middle" />
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t("detail.createTime")}>{inquiry.createTime}</Descriptions.Item>
          <Descriptions.Item label={t("detail.aging")}>
            {t("list.aging", { count: inquiry.agingDays })}
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.deadline")}>
            {inquiry.status === InquiryStatus.open ? (
              <DeadlineCountdown deadline={inquiry.deadline} compact />
            ) : (
              deadlineText(inquiry.deadline)
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.tender")}>
            {inquiry.tenderNo && inquiry.tenderStatusName ? (
              <Space size={4}>
                <TenderStatusTag name={inquiry.tenderStatusName} />
                <Link to={tenderDetailPath(inquiry.tenderNo)}>{inquiry.tenderNo}</Link>
              </Space>
            ) : (
              t("list.notTendered")
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {shown.map((key) => (
        <Alert key={key} type="info" showIcon message={dataText(t, key)} />
      ))}
      <InquiryInfo inquiry={inquiry} />
    </Space>
  );
}

export default function InquiryDetailView() {
  const { t } = useTranslation("inquiries");
  const navigate = useNavigate();
  const ready = useTendLocale();
  const inquiryNo = useInquiryNo();
  const { inquiry, error } = useInquiry(inquiryNo);
  const back = <Button onClick={() => void navigate(inquiryListPath)}>{t("buttons.back")}</Button>;
  let body: ReactNode;
  if (!inquiryNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!inquiry || !ready) body = <Spin spinning />;
  else body = <InquiryDetailBody inquiry={inquiry} />;
  return (
    <Page titleKey="inquiries:titles.inquiryDetail" actions={back}>
      {body}
    </Page>
  );
}
