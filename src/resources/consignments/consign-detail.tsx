/**
 * The detail of one consignment (spec §2 consign-offer-detail, consign-order-detail; §3 "Consign": consign
 * no, buyer, EDT initial and additional, reason, qty offer, total price; §4 "Consign"): the header with the
 * status and the seller moves the API allows now (confirm with an offer, reject with a reason, arrange
 * shipment, extend the EDT when `canExtendEdt`: each behind its authority), the times, the running
 * deadline, the request and its receiver, the lines with their amounts, the shipment (courier, tracking
 * no, proof photo) and the history. After a move the detail refreshes (useEndpointMutation invalidates it).
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
  Timeline,
  Typography,
} from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CONSIGN_MOVE_NAMES, consignEdtTotal } from "../../domain/consign";
import { formatRupiah } from "../../domain/money";
import type { TextKey } from "../../domain/text-key";
import { failureText } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { ConsignDeadline } from "./consign-deadline";
import { ConsignReasonModal, type ReasonKind } from "./reason-modal";
import { ConsignActions } from "./row-actions";
import type { ConsignDetail, ConsignLine } from "./schema";
import { ConsignStatusTag } from "./status-tag";
import { useConsign, useConsignNo } from "./use-consign";

const dash = (v: string | null | undefined): ReactNode => (v ? v : "-");
const money = (v: number | null): string => (v === null ? "-" : formatRupiah(v));
/** History moves with a text of their own (`moves.*`): the table's, the buyer's request and the EDT extension. */
const EVENT_MOVES = [...CONSIGN_MOVE_NAMES, "create", "extendEdt"] as const;
const isEventMove = (move: string): move is (typeof EVENT_MOVES)[number] =>
  (EVENT_MOVES as readonly string[]).includes(move);

function useLineColumns() {
  const { t } = useTranslation("consignments");
  const right = "right" as const;
  return [
    { key: "partNo", dataIndex: "partNo", title: t("confirm.partNo") },
    { key: "name", dataIndex: "name", title: t("confirm.name") },
    { key: "qtyRequest", dataIndex: "qtyRequest", title: t("fields.qtyRequest"), align: right },
    {
      key: "qtyOffer",
      dataIndex: "qtyOffer",
      title: t("fields.qtyOffer"),
      align: right,
      render: (v: number | null) => (v === null ? "-" : v),
    },
    { key: "unitPrice", dataIndex: "unitPrice", title: t("fields.unitPrice"), align: right, render: money },
    { key: "amount", dataIndex: "amount", title: t("confirm.amount"), align: right, render: money },
    { key: "shopStock", dataIndex: "shopStock", title: t("confirm.shopStock"), align: right },
  ];
}

function History({ consign }: { consign: ConsignDetail }) {
  const { t } = useTranslation("consignments");
  return (
    <Timeline
      items={consign.history.map((e, i) => ({
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
  );
}

/** The detail body of one consignment (see module doc). */
export function ConsignDetailBody({ consign }: { consign: ConsignDetail }) {
  const { t } = useTranslation(["consignments", "common"]);
  const linesFrame = useScrollRegion(t("detail.linesLabel"));
  const lineColumns = useLineColumns();
  const [dialog, setDialog] = useState<ReasonKind | null>(null);
  const offered = consign.qtyOffer !== null;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap align="center">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {consign.consignNo}
            </Typography.Text>
            <ConsignStatusTag name={consign.statusName} />
          </Space>
          <ConsignActions consign={consign} onReason={(kind) => setDialog(kind)} withDetail={false} size="middle" />
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 5 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t("detail.createTime")}>{consign.createTime}</Descriptions.Item>
          <Descriptions.Item label={t("detail.offerTime")}>{dash(consign.offerTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.confirmTime")}>{dash(consign.confirmTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.shipTime")}>{dash(consign.shipTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.finishTime")}>{dash(consign.finishTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {consign.deadline ? (
        <Alert
          type="warning"
          showIcon
          message={t("detail.deadline")}
          description={<ConsignDeadline deadline={consign.deadline} />}
        />
      ) : null}
      {consign.closeReason ? (
        <Alert type="info" showIcon message={t("detail.closeReason")} description={consign.closeReason} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.summary")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("fields.buyer")}>
                {`${consign.buyerName} (${consign.buyerUserName})`}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.reason")}>{consign.reason}</Descriptions.Item>
              <Descriptions.Item label={t("detail.itemCount")}>{consign.itemCount}</Descriptions.Item>
              <Descriptions.Item label={t("fields.qtyRequest")}>{consign.qtyRequest}</Descriptions.Item>
              <Descriptions.Item label={t("fields.qtyOffer")}>{consign.qtyOffer ?? "-"}</Descriptions.Item>
              <Descriptions.Item label={t("fields.totalPrice")}>
                {offered ? formatRupiah(consign.totalPrice) : "-"}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.edtInitial")}>
                {offered ? consign.edtInitialDays : "-"}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.edtAdditional")}>{consign.edtAdditionalDays}</Descriptions.Item>
              <Descriptions.Item label={t("detail.edtTotal")}>
                {offered ? t("detail.days", { count: consignEdtTotal(consign) }) : "-"}
              </Descriptions.Item>
              {consign.edtReason ? (
                <Descriptions.Item label={t("detail.edtReason")}>{consign.edtReason}</Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("detail.receiver")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.receiverName")}>{consign.receiver.name}</Descriptions.Item>
              <Descriptions.Item label={t("detail.receiverPhone")}>{consign.receiver.phone}</Descriptions.Item>
              <Descriptions.Item label={t("detail.receiverAddress")}>{consign.receiver.address}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={t("detail.lines")} size="small" ref={linesFrame}>
        <Table<ConsignLine>
          aria-label={t("detail.linesLabel")}
          rowKey="itemId"
          size="small"
          columns={lineColumns}
          dataSource={consign.items}
          pagination={false}
          scroll={{ x: 760 }}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.shipment")} size="small" style={{ height: "100%" }}>
            {consign.courier || consign.trackingNo ? (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t("fields.courier")}>{dash(consign.courier)}</Descriptions.Item>
                <Descriptions.Item label={t("fields.trackingNo")}>{dash(consign.trackingNo)}</Descriptions.Item>
                <Descriptions.Item label={t("fields.proofPhoto")}>
                  {consign.proofPhotoUrl ? (
                    <Image
                      src={consign.proofPhotoUrl}
                      width={96}
                      height={96}
                      alt={t("detail.proofPhotoAlt", { consignNo: consign.consignNo })}
                    />
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
        <Col xs={24} lg={12}>
          <Card title={t("detail.history")} size="small" style={{ height: "100%" }}>
            <History consign={consign} />
          </Card>
        </Col>
      </Row>
      {dialog ? (
        <ConsignReasonModal kind={dialog} consignNo={consign.consignNo} onClose={() => setDialog(null)} />
      ) : null}
    </Space>
  );
}

/** A detail route: the consignment of `?consignNo=` titled `titleKey`, Back to `backPath`. */
export function ConsignDetailView({ titleKey, backPath }: { titleKey: TextKey; backPath: string }) {
  const { t } = useTranslation("consignments");
  const navigate = useNavigate();
  const consignNo = useConsignNo();
  const { consign, error } = useConsign(consignNo);
  let body: ReactNode;
  if (!consignNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!consign) body = <Spin spinning />;
  else body = <ConsignDetailBody consign={consign} />;
  return (
    <Page titleKey={titleKey} actions={<Button onClick={() => void navigate(backPath)}>{t("buttons.back")}</Button>}>
      {body}
    </Page>
  );
}
