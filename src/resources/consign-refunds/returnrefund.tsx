/**
 * /consign/returnrefund?refundNo= (spec §2 /consign returnrefund; §4 "Consign" after-sales): the header with
 * the status and the seller moves the API allows now (accept and confirm receipt after a confirmation; ask
 * to modify and reject with a reason: each behind its authority), the times and the running deadline, the
 * partner's reason and the seller's, the lines (quantity, unit price, amount, what the partner still holds
 * on consignment), the return shipment (courier, delivery no) and the history. After a move the detail
 * refreshes (useEndpointMutation invalidates it).
 */
import { useState, type ReactNode } from "react";
import { Alert, Button, Card, Col, Descriptions, Result, Row, Space, Spin, Table, Timeline, Typography } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CONSIGN_REFUND_MOVE_NAMES } from "../../domain/consign";
import { formatRupiah } from "../../domain/money";
import { failureText } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { consignRefundListPath } from "./paths";
import { ConsignRefundReasonModal, type RefundReasonKind } from "./reason-modal";
import { ConsignRefundDeadline } from "./refund-deadline";
import { ConsignRefundActions } from "./row-actions";
import type { ConsignRefundDetail } from "./schema";
import { ConsignRefundStatusTag } from "./status-tag";
import { useConsignRefund, useConsignRefundNo } from "./use-consign-refund";
import { useConsignRefundMoves } from "./use-consign-refund-moves";

type Line = ConsignRefundDetail["items"][number];
const dash = (v: string | null | undefined): ReactNode => (v ? v : "-");
const EVENT_MOVES = [...CONSIGN_REFUND_MOVE_NAMES, "create"] as const;
const isEventMove = (move: string): move is (typeof EVENT_MOVES)[number] =>
  (EVENT_MOVES as readonly string[]).includes(move);

function useLineColumns() {
  const { t } = useTranslation("consignRefunds");
  const right = "right" as const;
  return [
    { key: "partNo", dataIndex: "partNo", title: t("detail.partNo") },
    { key: "name", dataIndex: "name", title: t("detail.name") },
    { key: "qty", dataIndex: "qty", title: t("fields.qty"), align: right },
    {
      key: "unitPrice",
      dataIndex: "unitPrice",
      title: t("detail.unitPrice"),
      align: right,
      render: (v: number) => formatRupiah(v),
    },
    {
      key: "amount",
      title: t("detail.amount"),
      align: right,
      render: (_: unknown, l: Line) => formatRupiah(l.qty * l.unitPrice),
    },
    { key: "onHand", dataIndex: "onHand", title: t("detail.onHand"), align: right },
  ];
}

export function ConsignRefundDetailBody({ refund }: { refund: ConsignRefundDetail }) {
  const { t } = useTranslation(["consignRefunds", "common"]);
  const linesFrame = useScrollRegion(t("detail.linesLabel"));
  const lineColumns = useLineColumns();
  const moves = useConsignRefundMoves();
  const [dialog, setDialog] = useState<RefundReasonKind | null>(null);
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap align="center">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {refund.refundNo}
            </Typography.Text>
            <ConsignRefundStatusTag name={refund.statusName} />
          </Space>
          <ConsignRefundActions
            refund={refund}
            moves={moves}
            onReason={(kind) => setDialog(kind)}
            withDetail={false}
            size="middle"
          />
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 12 }}>
          <Descriptions.Item
            label={t("fields.buyer")}
          >{`${refund.buyerName} (${refund.buyerUserName})`}</Descriptions.Item>
          <Descriptions.Item label={t("detail.createTime")}>{refund.createTime}</Descriptions.Item>
          <Descriptions.Item label={t("detail.shipTime")}>{dash(refund.shipTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.finishTime")}>{dash(refund.finishTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {refund.deadline ? (
        <Alert
          type="warning"
          showIcon
          message={t("detail.deadline")}
          description={<ConsignRefundDeadline deadline={refund.deadline} />}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.summary")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("fields.reason")}>{refund.reason}</Descriptions.Item>
              <Descriptions.Item label={t("fields.qty")}>{refund.qty}</Descriptions.Item>
              <Descriptions.Item label={t("fields.totalAmount")}>{formatRupiah(refund.totalAmount)}</Descriptions.Item>
              {refund.sellerReason ? (
                <Descriptions.Item label={t("fields.sellerReason")}>{refund.sellerReason}</Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("detail.shipment")} size="small" style={{ height: "100%" }}>
            {refund.courier || refund.deliveryNo ? (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t("fields.courier")}>{dash(refund.courier)}</Descriptions.Item>
                <Descriptions.Item label={t("fields.deliveryNo")}>{dash(refund.deliveryNo)}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{t("detail.noShipment")}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <Card title={t("detail.lines")} size="small" ref={linesFrame}>
        <Table<Line>
          aria-label={t("detail.linesLabel")}
          rowKey="itemId"
          size="small"
          columns={lineColumns}
          dataSource={refund.items}
          pagination={false}
          scroll={{ x: 640 }}
        />
      </Card>
      <Card title={t("detail.history")} size="small">
        <Timeline
          items={refund.history.map((e, i) => ({
            key: `${e.time}-${e.move}-${i}`,
            children: (
              <Space direction="vertical" size={0}>
                <Typography.Text>{isEventMove(e.move) ? t(`moves.${e.move}`) : e.move}</Typography.Text>
                {e.note ? <Typography.Text type="secondary">{e.note}</Typography.Text> : null}
                <Typography.Text type="secondary">{`${e.time} · ${e.actorName ?? t("detail.system")}`}</Typography.Text>
              </Space>
            ),
          }))}
        />
      </Card>
      {dialog ? (
        <ConsignRefundReasonModal kind={dialog} refundNo={refund.refundNo} onClose={() => setDialog(null)} />
      ) : null}
    </Space>
  );
}

export default function ConsignRefundDetailView() {
  const { t } = useTranslation("consignRefunds");
  const navigate = useNavigate();
  const refundNo = useConsignRefundNo();
  const { refund, error } = useConsignRefund(refundNo);
  let body: ReactNode;
  if (!refundNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!refund) body = <Spin spinning />;
  else body = <ConsignRefundDetailBody refund={refund} />;
  return (
    <Page
      titleKey="consignRefunds:titles.returnrefund"
      actions={<Button onClick={() => void navigate(consignRefundListPath)}>{t("buttons.back")}</Button>}
    >
      {body}
    </Page>
  );
}
