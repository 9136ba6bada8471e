/**
 * /tend/addTend?inquiryNo= (spec §2 addTend, §3 "Tender", §5 "Tender, consign, inquiry"): the tender form for
 * one inquiry (./tender-editor.tsx) with the inquiry above it and its deadline counting down. A new tender is
 * prefilled from the shop's products that match each part (/api/inquiry/ina/prefill); a saved draft
 * (tender 1 unprocessed) reopens with its own offers. Save draft keeps it unprocessed, Submit sends it (2 wait)
 * through POST /api/inquiry/ina/tender; either then opens the tender in tender management. An inquiry the
 * pass rules close to the shop (passed, tendered, closed: spec §4) shows why instead of the form.
 */
import type { ReactNode } from "react";
import { Alert, Button, Card, Collapse, Result, Space, Spin, Typography } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { TenderStatus } from "../../domain/inquiry";
import { dataText } from "../../domain/text-key";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { tenderDetailPath, tenderListPath } from "../tenders/paths";
import { useTender } from "../tenders/use-tender";
import { carText } from "./car-text";
import { DeadlineCountdown } from "./countdown";
import { InquiryInfo } from "./inquiry-info";
import { inquiryDetailPath } from "./paths";
import type { InquiryDetail, TenderPrefill, TenderRequestInput } from "./schema";
import { TenderEditor, type TenderFields } from "./tender-editor";
import { valuesFromPrefill, valuesFromTender } from "./tender-form-values";
import { useInquiry, useInquiryNo } from "./use-inquiry";
import { useTendLocale } from "./use-tend-locale";

function TenderFormBody({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(["inquiries", "tenders"]);
  const navigate = useNavigate();
  const draftNo = inquiry.tenderStatus === TenderStatus.unprocessed ? (inquiry.tenderNo ?? undefined) : undefined;
  const prefill = useEndpointQuery<TenderPrefill>("inquiries", "prefill", { inquiryNo: inquiry.inquiryNo });
  const draft = useTender(draftNo);
  const tenderCall = useEndpointMutation<{ tenderNo?: string } | null, TenderRequestInput>("inquiries", "tender");
  const prefillAnswer = prefill.query.data?.data;
  const prefillDone = !prefill.query.isLoading;

  if (!prefillDone || draft.loading) return <Spin spinning />;
  const initialValues = draft.tender
    ? valuesFromTender(inquiry, draft.tender)
    : valuesFromPrefill(inquiry, prefillAnswer);

  const send = (fields: TenderFields, submit: boolean) =>
    tenderCall.run({ ...fields, inquiryNo: inquiry.inquiryNo, submit });
  const onSent = (answer: { tenderNo?: string } | null, submit: boolean) => {
    const tenderNo = answer?.tenderNo ?? draftNo;
    void navigate(tenderNo ? tenderDetailPath(tenderNo) : `${tenderListPath}?tab=${submit ? "wait" : "unprocessed"}`);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card size="small">
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space direction="vertical" size={0}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {`${inquiry.inquiryNo} · ${carText(inquiry)}`}
            </Typography.Text>
            <Typography.Text type="secondary">
              {`${inquiry.buyerName} · ${t("detail.receiverCity", { city: inquiry.receiverCity })}`}
            </Typography.Text>
          </Space>
          <DeadlineCountdown deadline={inquiry.deadline} compact />
        </Space>
      </Card>
      {prefill.query.isError ? (
        <Alert type="warning" showIcon message={failureText(prefill.query.error, t("tenders:form.prefillFailed"))} />
      ) : null}
      {draft.tender ? (
        <Alert type="info" showIcon message={t("tenders:form.draftLoaded", { tenderNo: draft.tender.tenderNo })} />
      ) : null}
      <Collapse
        items={[{ key: "inquiry", label: t("detail.showInquiry"), children: <InquiryInfo inquiry={inquiry} /> }]}
      />
      <TenderEditor
        inquiry={inquiry}
        prefill={prefillAnswer}
        initialValues={initialValues}
        mode="create"
        send={send}
        onSent={onSent}
      />
    </Space>
  );
}

export default function TenderFormView() {
  const { t } = useTranslation(["inquiries", "tenders"]);
  const navigate = useNavigate();
  const ready = useTendLocale();
  const inquiryNo = useInquiryNo();
  const { inquiry, error } = useInquiry(inquiryNo);
  const back = inquiryNo ? (
    <Button onClick={() => void navigate(inquiryDetailPath(inquiryNo))}>{t("buttons.backToInquiry")}</Button>
  ) : null;
  let body: ReactNode;
  if (!inquiryNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!inquiry || !ready) body = <Spin spinning />;
  else if (!inquiry.canTender)
    body = (
      <Alert
        type="warning"
        showIcon
        message={t("form.cannotTender")}
        description={inquiry.tenderRefusal ? dataText(t, inquiry.tenderRefusal) : undefined}
      />
    );
  else body = <TenderFormBody inquiry={inquiry} />;
  return (
    <Page titleKey="inquiries:titles.addTend" actions={back}>
      {body}
    </Page>
  );
}
