/**
 * /tend/ReturnandRefundDetail?refundNo= (spec §2 /tend ReturnandRefundDetail; §3 "Refund/return"; §4 "Refund"):
 * the return-and-refund detail of an inquiry order's request, read from /api/inquiry-order/ina/refund/detail
 * and answered (accept, negotiate, reject product, confirm receipt) through inquiryOrders.answerRefund
 * `{ refundNo, move, amount?, reason? }`; its order links /tend/get-detail.
 */
import type { ReactNode } from "react";
import { Alert, Button, Result, Spin } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { RefundDetailBody } from "../refunds/detail";
import type { RefundDetail } from "../refunds/schema";
import { useRefundNo } from "../refunds/use-refund";
import { inquiryRefundListPath } from "./paths";
import { InquiryRefundScreen } from "./screen";

function InquiryRefundDetailView() {
  const { t } = useTranslation(["refunds", "inquiryOrders"]);
  const navigate = useNavigate();
  const refundNo = useRefundNo();
  const { query } = useEndpointQuery<RefundDetail>(
    "inquiryOrders",
    "refundDetail",
    { refundNo },
    { enabled: refundNo !== undefined },
  );
  const refund = query.data?.data;
  const back = <Button onClick={() => void navigate(inquiryRefundListPath)}>{t("buttons.back")}</Button>;
  let body: ReactNode;
  if (!refundNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (query.error) body = <Alert type="error" showIcon message={failureText(query.error, t("errors.notFound"))} />;
  else if (!refund) body = <Spin spinning />;
  else body = <RefundDetailBody refund={refund} />;
  return (
    <Page titleKey="inquiryOrders:titles.returnAndRefundDetail" actions={back}>
      {body}
    </Page>
  );
}

export default function InquiryRefundDetailRoute() {
  return <InquiryRefundScreen>{() => <InquiryRefundDetailView />}</InquiryRefundScreen>;
}
