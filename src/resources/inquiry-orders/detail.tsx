/**
 * /tend/get-detail?orderNo= (spec §2 /tend get-detail; §3 "Inquiry", "Tender", "Indent letter"): the order detail
 * (bound to the inquiry orders: the same header, moves, buyer, receiver, payment, totals, EDT, shipment and
 * history) plus the inquiry it came from (inquiry no, tender no linking the tender and its inquiry, group,
 * claim no, car, current estimated delivery), each line's part status and brand, and the indent letters with
 * their print links; "Create indent letter" when the API allows one.
 */
import type { ReactNode } from "react";
import { Alert, Button, Card, Descriptions, List, Result, Space, Spin, Tag, Typography } from "antd";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { partStatusName } from "../../domain/inquiry";
import { failureText } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { OrderDetailBody } from "../orders/detail";
import type { OrderLine } from "../orders/schema";
import { useOrder, useOrderNo } from "../orders/use-order";
import { IndentLetterButton } from "./columns";
import { indentLetterPath, inquiryOrderListPath, tenderAndInquiryPath } from "./paths";
import { InquiryOrderScreen } from "./screen";
import type { InquiryOrderDetail, InquiryOrderLine } from "./schema";

function InquirySections({ order }: { order: InquiryOrderDetail }) {
  const { t } = useTranslation(["inquiryOrders", "tenders"]);
  const covered = (ids: number[]) =>
    order.lines
      .filter((l) => (ids.length === 0 ? l.partStatus === 3 : ids.includes(l.lineId)))
      .map((l) => l.partNo)
      .join(", ");
  return (
    <>
      <Card title={t("detail.inquiry")} size="small">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t("fields.inquiryNo")}>{order.inquiryNo}</Descriptions.Item>
          <Descriptions.Item label={t("fields.tenderNo")}>
            <Link to={tenderAndInquiryPath(order.tenderNo)}>{order.tenderNo}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.groupNo")}>{order.groupNo ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("fields.claimNo")}>{order.claimNo || "-"}</Descriptions.Item>
          <Descriptions.Item label={t("fields.car")}>{order.carLabel}</Descriptions.Item>
          <Descriptions.Item label={t("fields.estimatedDelivery")}>{order.estimatedDeliveryDate}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={t("detail.indentLetters")}
        size="small"
        extra={order.canCreateIndentLetter ? <IndentLetterButton orderNo={order.orderNo} /> : null}
      >
        {order.indentLetters.length === 0 ? (
          <Typography.Text type="secondary">{t("detail.noIndentLetters")}</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={order.indentLetters}
            renderItem={(letter) => (
              <List.Item
                actions={[
                  <Link key="print" to={indentLetterPath(order.orderNo, letter.letterNo)}>
                    {t("detail.printLetter", { letterNo: letter.letterNo })}
                  </Link>,
                ]}
              >
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{letter.letterNo}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t("detail.letterLine", {
                      date: letter.estimatedDelivery,
                      courier: letter.courierName,
                      trackingNo: letter.trackingNo || "-",
                    })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t("detail.letterCovers", { parts: covered(letter.lineIds) || "-" })}
                  </Typography.Text>
                  <Typography.Text type="secondary">{`${letter.createTime} · ${letter.createdBy}`}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
    </>
  );
}

/** The part status and brand columns of the lines (spec §9 part readiness), read from the inquiry lines. */
function usePartColumns(order: InquiryOrderDetail) {
  const { t } = useTranslation(["inquiryOrders", "tenders"]);
  const byId = new Map<number, InquiryOrderLine>(order.lines.map((l) => [l.lineId, l]));
  return [
    {
      key: "partStatus",
      title: t("fields.partStatus"),
      render: (_: unknown, l: OrderLine) => {
        const status = byId.get(l.lineId)?.partStatus;
        return status ? (
          <Tag color={status === 3 ? "orange" : undefined}>{t(`tenders:partStatus.${partStatusName(status)}`)}</Tag>
        ) : (
          "-"
        );
      },
    },
    {
      key: "brand",
      title: t("fields.brand"),
      render: (_: unknown, l: OrderLine) => byId.get(l.lineId)?.brand || t("fields.noBrand"),
    },
  ];
}

function InquiryDetailBody({ order }: { order: InquiryOrderDetail }) {
  const partColumns = usePartColumns(order);
  return (
    <OrderDetailBody
      order={order}
      sections={<InquirySections order={order} />}
      extraLineColumns={partColumns}
      extraActions={order.canCreateIndentLetter ? <IndentLetterButton orderNo={order.orderNo} size="middle" /> : null}
    />
  );
}

function InquiryOrderDetailView() {
  const { t } = useTranslation(["inquiryOrders", "orderScreens"]);
  const navigate = useNavigate();
  const orderNo = useOrderNo();
  const { order, error } = useOrder<InquiryOrderDetail>(orderNo);
  const back = <Button onClick={() => void navigate(inquiryOrderListPath)}>{t("orderScreens:actions.back")}</Button>;
  let body: ReactNode;
  if (!orderNo) body = <Result status="404" title={t("orderScreens:detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!order) body = <Spin spinning />;
  else body = <InquiryDetailBody order={order} />;
  return (
    <Page titleKey="inquiryOrders:titles.getDetail" actions={back}>
      {body}
    </Page>
  );
}

export default function InquiryOrderDetailRoute() {
  return <InquiryOrderScreen>{() => <InquiryOrderDetailView />}</InquiryOrderScreen>;
}
