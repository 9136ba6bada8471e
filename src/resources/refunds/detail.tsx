/**
 * /order/return-detail?refundNo= (spec §2 return-detail, §3 "Refund/return": every field; §4 "Refund"): the
 * header with the status, after-sale code and the answers the request allows now (accept, negotiate,
 * reject product, confirm receipt: each behind its authority), the running deadline with whose turn it is
 * and what happens when it passes, the request (method, receipt status, reason, note, proof photos), the
 * order it names, the parts asked back, the amounts, the buyer's return shipment and the history. After a
 * move the detail refreshes (useEndpointMutation invalidates it).
 */
import { useState, type ReactNode } from "react";
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Image,
  Result,
  Row,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { RefundMethod } from "../../domain/refund";
import { REFUND_MOVE_NAMES } from "../../domain/refund-transitions";
import { isCode } from "../../domain/text-key";
import { failureText } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { AnswerModal } from "./answer-modal";
import { DeadlineText } from "./deadline";
import { useRefundBinding } from "./binding";
import { RefundActions, type AnswerKind } from "./row-actions";
import type { RefundDetail, RefundEvent, RefundLine } from "./schema";
import { RefundStatusTag } from "./status-tag";
import { useRefund, useRefundNo } from "./use-refund";
import { useRefundMoves } from "./use-refund-moves";

const dash = (v: string | null | undefined): ReactNode => (v ? v : "-");
const money = (v: number | null): string => (v === null ? "-" : formatRupiah(v));

/** Statuses whose deadline applies a move by itself (spec §4), with a line saying which (`deadline.auto.*`). */
const AUTO_MOVE_STATUSES = [
  "toBeProcessed",
  "toBeModified",
  "supplierRejectProduct",
  "toBeShipped",
  "toBeConfirmReceipt",
] as const;

function useLineColumns() {
  const { t } = useTranslation("refunds");
  const right = "right" as const;
  return [
    { key: "itemName", dataIndex: "itemName", title: t("detail.itemName") },
    { key: "partNo", dataIndex: "partNo", title: t("detail.partNo") },
    { key: "orderedQuantity", dataIndex: "orderedQuantity", title: t("detail.orderedQuantity"), align: right },
    { key: "quantity", dataIndex: "quantity", title: t("detail.quantity"), align: right },
    {
      key: "unitPrice",
      dataIndex: "unitPrice",
      title: t("detail.unitPrice"),
      align: right,
      render: (v: number) => formatRupiah(v),
    },
    {
      key: "amount",
      dataIndex: "amount",
      title: t("detail.amount"),
      align: right,
      render: (v: number) => formatRupiah(v),
    },
  ];
}

/** The money block (spec §3: product, delivery fee, total; original, supplier-approved, buyer-approved). */
function AmountsBlock({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation("refunds");
  const rows: [string, number | null][] = [
    [t("detail.productAmount"), refund.productAmount],
    [t("detail.deliveryFeeAmount"), refund.deliveryFeeAmount],
    [t("detail.originalAmount"), refund.originalAmount],
    [t("detail.supplierApprovedAmount"), refund.supplierApprovedAmount],
    [t("detail.buyerApprovedAmount"), refund.buyerApprovedAmount],
  ];
  return (
    <Descriptions column={1} size="small" bordered>
      {rows.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {money(value)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={<strong>{t("detail.refundAmount")}</strong>}>
        <strong>{money(refund.refundAmount)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}

function EventLine({ event }: { event: RefundEvent }) {
  const { t } = useTranslation("refunds");
  const move = event.move === "apply" || REFUND_MOVE_NAMES.includes(event.move) ? event.move : null;
  const amount = typeof event.detail.amount === "number" ? event.detail.amount : null;
  const reason = typeof event.detail.reason === "string" ? event.detail.reason : null;
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{move ? t(`moves.${move}`) : String(event.move)}</Typography.Text>
      {amount !== null ? (
        <Typography.Text>{t("detail.eventAmount", { amount: formatRupiah(amount) })}</Typography.Text>
      ) : null}
      {reason ? <Typography.Text type="secondary">{reason}</Typography.Text> : null}
      <Typography.Text type="secondary">
        {`${event.createTime} · ${t(`actors.${event.actor}`)}${event.userName ? ` (${event.userName})` : ""}`}
      </Typography.Text>
    </Space>
  );
}

/** The detail of one request, answering through the bound resource (./binding.tsx). */
export function RefundDetailBody({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation(["refunds", "common"]);
  const { orderDetailPath } = useRefundBinding();
  const linesFrame = useScrollRegion(t("detail.linesLabel"));
  const lineColumns = useLineColumns();
  const moves = useRefundMoves();
  const [answering, setAnswering] = useState<AnswerKind | null>(null);
  const isReturn = refund.method === RefundMethod.return;
  const method = t(`method.${isReturn ? 2 : 1}`);
  const auto = isCode(AUTO_MOVE_STATUSES, refund.statusName) ? t(`deadline.auto.${refund.statusName}`) : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap align="start">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {refund.refundNo}
            </Typography.Text>
            <RefundStatusTag name={refund.statusName} afterSaleCode={refund.afterSaleCode} />
            <Tag>{method}</Tag>
          </Space>
          <RefundActions refund={refund} moves={moves} onAnswer={setAnswering} withDetail={false} size="middle" />
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 5 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t("detail.applyTime")}>{refund.applyTime}</Descriptions.Item>
          <Descriptions.Item label={t("detail.answerTime")}>{dash(refund.answerTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.shipTime")}>{dash(refund.shipTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.receiveTime")}>{dash(refund.receiveTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.finishTime")}>{dash(refund.finishTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {refund.deadline ? (
        <Alert
          type={refund.deadline.party === "seller" ? "warning" : "info"}
          showIcon
          message={t("detail.deadline")}
          description={
            <Space direction="vertical" size={0}>
              <DeadlineText deadline={refund.deadline} />
              {auto ? <Typography.Text>{auto}</Typography.Text> : null}
            </Space>
          }
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.request")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.method")}>{method}</Descriptions.Item>
              <Descriptions.Item label={t("detail.receiptStatus")}>
                {t(`receiptStatus.${refund.receiptStatus === 1 ? 1 : 0}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.afterSale")}>
                {t(`afterSale.${refund.afterSaleCode}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.reason")}>{t(`reasons.${refund.reason}`)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.note")}>{dash(refund.note)}</Descriptions.Item>
              {refund.rejectReason ? (
                <Descriptions.Item label={t("detail.rejectReason")}>{refund.rejectReason}</Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("detail.order")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.orderNo")}>
                <Link to={orderDetailPath(refund.orderNo)}>{refund.orderNo}</Link>
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.buyer")}>
                {`${refund.buyerName} (${refund.buyerUserName})`}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.orderTotal")}>{formatRupiah(refund.order.total)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.orderDeliveryFee")}>
                {formatRupiah(refund.order.deliveryFee)}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.orderRefunded")}>
                {formatRupiah(refund.order.refundedAmount)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={t("detail.photos")} size="small">
        {refund.photos.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {refund.photos.map((url, i) => (
                <Image key={url} src={url} width={96} height={96} alt={t("detail.photo", { n: i + 1 })} />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <Typography.Text type="secondary">{t("detail.noPhotos")}</Typography.Text>
        )}
      </Card>
      <Card title={t("detail.lines")} size="small" ref={linesFrame}>
        <Table<RefundLine>
          aria-label={t("detail.linesLabel")}
          rowKey="lineId"
          size="small"
          columns={lineColumns}
          dataSource={refund.lines}
          pagination={false}
          scroll={{ x: 640 }}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.amounts")} size="small">
            <AmountsBlock refund={refund} />
            {refund.moves.includes("negotiate") || refund.moves.includes("reject") ? (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {`${t("detail.maxOffer")}: ${formatRupiah(refund.maxOffer)}`}
              </Typography.Paragraph>
            ) : null}
          </Card>
        </Col>
        {isReturn ? (
          <Col xs={24} lg={12}>
            <Card title={t("detail.shipment")} size="small">
              {refund.courierName || refund.deliveryNo ? (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t("detail.courierName")}>{dash(refund.courierName)}</Descriptions.Item>
                  <Descriptions.Item label={t("detail.deliveryNo")}>{dash(refund.deliveryNo)}</Descriptions.Item>
                  <Descriptions.Item label={t("detail.shipPhoto")}>
                    {refund.shipPhoto ? (
                      <Image src={refund.shipPhoto} width={96} height={96} alt={t("detail.shipPhoto")} />
                    ) : (
                      "-"
                    )}
                  </Descriptions.Item>
                </Descriptions>
              ) : (
                <Typography.Text type="secondary">{t("detail.noShipment")}</Typography.Text>
              )}
            </Card>
          </Col>
        ) : null}
      </Row>
      <Card title={t("detail.history")} size="small">
        <Timeline
          items={refund.events.map((e) => ({
            key: `${e.createTime}-${e.move}`,
            children: <EventLine event={e} />,
          }))}
        />
      </Card>
      {answering ? <AnswerModal kind={answering} refund={refund} onClose={() => setAnswering(null)} /> : null}
    </Space>
  );
}

export default function RefundDetailView() {
  const { t } = useTranslation("refunds");
  const navigate = useNavigate();
  const refundNo = useRefundNo();
  const { refund, error } = useRefund(refundNo);
  const { listPath } = useRefundBinding();
  const back = <Button onClick={() => void navigate(listPath)}>{t("buttons.back")}</Button>;
  let body: ReactNode;
  if (!refundNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!refund) body = <Spin spinning />;
  else body = <RefundDetailBody refund={refund} />;
  return (
    <Page titleKey="refunds:titles.returnDetail" actions={back}>
      {body}
    </Page>
  );
}
