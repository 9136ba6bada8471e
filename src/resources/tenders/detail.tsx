/**
 * /tend/tenderManageDetail?tenderNo= and /tend/inquiry-order/tenderAndInquiryDetail?tenderNo= (spec §2, §3
 * "Tender", §4 tender statuses, §5 "Tender discussion", §8 "modify tender fails for an invalid or already traded
 * inquiry"): the tender (status, the deadline while it may change, shipping, delivery fee, totals, the inquiry
 * order once purchased), its offers (part status, estimated delivery, net prices, purchased quantities) and its
 * history, the inquiry beside it, and the discussion with the buyer. The moves the API allows now (TenderRow
 * `moves`): Modify opens the tender form (../inquiries/tender-editor.tsx) prefilled with the tender and sends
 * /api/tender/ina/modify; a draft is submitted (/api/tender/ina/submit) or completed in the tender form.
 */
import { useState, type ReactNode } from "react";
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Popconfirm,
  Result,
  Row,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { TENDER_MOVE_NAMES } from "../../domain/tender-transitions";
import { partStatusName, tenderStatusName } from "../../domain/inquiry";
import { formatRupiah } from "../../domain/money";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { carText } from "../inquiries/car-text";
import { DeadlineCountdown } from "../inquiries/countdown";
import { InquiryInfo, useConditionText } from "../inquiries/inquiry-info";
import { addTendPath, inquiryDetailPath } from "../inquiries/paths";
import { TenderEditor, type TenderFields } from "../inquiries/tender-editor";
import { valuesFromTender } from "../inquiries/tender-form-values";
import { useTendLocale } from "../inquiries/use-tend-locale";
import { percentText } from "../orders/format";
import { OPEN_TENDER_STATUSES } from "./columns";
import { TenderDiscussion } from "./discussion";
import { inquiryOrderPath, tenderListPath } from "./paths";
import type { TenderModifyRequest } from "../inquiries/schema";
import type { TenderDetail, TenderEventView, TenderNoRequest, TenderOfferView } from "./schema";
import { tenders } from "./index";
import { TenderStatusTag } from "./status-tag";
import { useTender, useTenderNo } from "./use-tender";

function useOfferColumns(tender: TenderDetail) {
  const { t, i18n } = useTranslation(["tenders", "inquiries"]);
  const conditionText = useConditionText();
  const partName = (id: number) => tender.inquiry.parts.find((p) => p.partId === id)?.partName ?? "-";
  const right = "right" as const;
  return [
    {
      key: "part",
      title: t("detail.part"),
      render: (_: unknown, o: TenderOfferView) => partName(o.inquiryPartId),
    },
    {
      key: "partNo",
      title: t("fields.partNo"),
      render: (_: unknown, o: TenderOfferView) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{o.partNo}</Typography.Text>
          {o.originalPartNo && o.originalPartNo !== o.partNo ? (
            <Typography.Text type="secondary">
              {t("detail.partNoChanged", { original: o.originalPartNo, reason: o.partNoReason })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: "brand",
      title: t("fields.brand"),
      render: (_: unknown, o: TenderOfferView) => o.brand || t("detail.noBrand"),
    },
    {
      key: "unitPrice",
      title: t("fields.unitPrice"),
      align: right,
      render: (_: unknown, o: TenderOfferView) => formatRupiah(o.unitPrice),
    },
    {
      key: "quantity",
      title: t("fields.quantity"),
      align: right,
      render: (_: unknown, o: TenderOfferView) => `${o.quantity} ${o.unit}`,
    },
    {
      key: "discount",
      title: t("fields.discount"),
      align: right,
      render: (_: unknown, o: TenderOfferView) => percentText(o.discountTenths, i18n.language),
    },
    {
      key: "netPrice",
      title: t("fields.netPrice"),
      align: right,
      render: (_: unknown, o: TenderOfferView) => formatRupiah(o.netPrice),
    },
    {
      key: "partStatus",
      title: t("fields.partStatus"),
      render: (_: unknown, o: TenderOfferView) => <Tag>{t(`partStatus.${partStatusName(o.partStatus)}`)}</Tag>,
    },
    {
      key: "edt",
      title: t("detail.edt"),
      render: (_: unknown, o: TenderOfferView) => `${o.estimatedDelivery} ${t(`edtUnit.${o.estimatedDeliveryUnit}`)}`,
    },
    {
      key: "condition",
      title: t("fields.condition"),
      render: (_: unknown, o: TenderOfferView) => conditionText(o.condition),
    },
    {
      key: "deliveryLine",
      title: t("fields.deliveryLine"),
      render: (_: unknown, o: TenderOfferView) => o.deliveryLine || "-",
    },
    {
      key: "notes",
      title: t("fields.offerNotes"),
      render: (_: unknown, o: TenderOfferView) => o.notes || "-",
    },
    {
      key: "purchased",
      title: t("detail.purchasedQuantity"),
      align: right,
      render: (_: unknown, o: TenderOfferView) => o.purchasedQuantity,
    },
  ];
}

function EventLine({ event }: { event: TenderEventView }) {
  const { t } = useTranslation("tenders");
  const move = event.move === "create" || TENDER_MOVE_NAMES.includes(event.move) ? event.move : null;
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>
        {move ? t(`moves.${move}`) : String(event.move)}
        {" → "}
        {t(`status.${tenderStatusName(event.toStatus)}`)}
      </Typography.Text>
      <Typography.Text type="secondary">
        {`${event.createTime} · ${t(`actors.${event.actor}`)}${event.userName ? ` (${event.userName})` : ""}`}
      </Typography.Text>
    </Space>
  );
}

function TenderSummary({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation("tenders");
  const frame = useScrollRegion(t("detail.offersLabel"));
  const columns = useOfferColumns(tender);
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card title={t("detail.tender")} size="small">
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t("fields.shippingMethod")}>
            {t(`shippingMethod.${tender.shippingMethod}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.deliveryFee")}>
            {tender.freeShipment ? t("detail.freeShipment") : formatRupiah(tender.deliveryFee)}
          </Descriptions.Item>
          <Descriptions.Item label={t("form.goodsAmount")}>{formatRupiah(tender.goodsAmount)}</Descriptions.Item>
          <Descriptions.Item label={t("form.total")}>
            <strong>{formatRupiah(tender.total)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.createTime")}>{tender.createTime}</Descriptions.Item>
          <Descriptions.Item label={t("detail.submitTime")}>{tender.submitTime ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("detail.owner")}>{tender.ownerUserName}</Descriptions.Item>
          <Descriptions.Item label={t("detail.modifyCount")}>{tender.modifyCount}</Descriptions.Item>
          <Descriptions.Item label={t("fields.notes")}>{tender.notes || "-"}</Descriptions.Item>
          <Descriptions.Item label={t("detail.order")}>
            {tender.orderNo ? <Link to={inquiryOrderPath(tender.orderNo)}>{tender.orderNo}</Link> : "-"}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t("detail.offers", { count: tender.offers.length })} size="small">
        <div ref={frame}>
          <Table<TenderOfferView>
            aria-label={t("detail.offersLabel")}
            rowKey="offerId"
            size="small"
            pagination={false}
            dataSource={tender.offers}
            columns={columns}
            scroll={{ x: 1300 }}
          />
        </div>
      </Card>
      <Card title={t("detail.history")} size="small">
        <Timeline
          items={tender.events.map((e, i) => ({ key: `${e.createTime}-${i}`, children: <EventLine event={e} /> }))}
        />
      </Card>
    </Space>
  );
}

function TenderDetailBody({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation(["tenders", "inquiries"]);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const modifyCall = useEndpointMutation<unknown, TenderModifyRequest>("tenders", "modify");
  const submitCall = useEndpointMutation<unknown, TenderNoRequest>("tenders", "submit");
  const { tenderNo } = tender;
  const can = (move: string) => (tender.moves as readonly string[]).includes(move);
  const open = OPEN_TENDER_STATUSES.includes(tender.status);

  const submitDraft = async () => {
    try {
      await submitCall.run({ tenderNo });
      void message.success(t("detail.submitted", { tenderNo }));
    } catch (err) {
      void message.error(failureText(err, t("errors.invalidTransition")));
    }
  };
  const send = (fields: TenderFields) => modifyCall.run({ ...fields, tenderNo });
  const onSent = () => {
    setEditing(false);
    void message.success(t("detail.modified", { tenderNo }));
  };

  const actions = (
    <Space wrap>
      {can("modify") && !editing ? (
        <CanAccess resource="tenders" action="modify">
          <Button type="primary" onClick={() => setEditing(true)}>
            {t("buttons.modify")}
          </Button>
        </CanAccess>
      ) : null}
      {can("submit") ? (
        <CanAccess resource="tenders" action="modify">
          <Popconfirm
            title={t("detail.submitTitle", { tenderNo })}
            description={t("detail.submitDescription")}
            okText={t("buttons.submit")}
            onConfirm={submitDraft}
          >
            <Button type="primary" disabled={submitCall.isPending}>
              {t("buttons.submit")}
            </Button>
          </Popconfirm>
          <Button onClick={() => void navigate(addTendPath(tender.inquiryNo))}>{t("buttons.editDraft")}</Button>
        </CanAccess>
      ) : null}
    </Space>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space direction="vertical" size={0}>
            <Space wrap>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {tenderNo}
              </Typography.Text>
              <TenderStatusTag name={tender.statusName} />
            </Space>
            <Typography.Text>
              <Link to={inquiryDetailPath(tender.inquiryNo)}>{tender.inquiryNo}</Link>
              {` · ${carText(tender)} · ${tender.buyerName}`}
            </Typography.Text>
          </Space>
          {open ? <DeadlineCountdown deadline={tender.deadline} compact /> : null}
          {actions}
        </Space>
      </Card>
      {editing ? (
        <Card title={t("detail.modifyTitle", { tenderNo })} size="small">
          <TenderEditor
            inquiry={tender.inquiry}
            initialValues={valuesFromTender(tender.inquiry, tender)}
            mode="modify"
            send={send}
            onSent={onSent}
            onCancel={() => setEditing(false)}
          />
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          {editing ? null : <TenderSummary tender={tender} />}
          {editing ? null : <div style={{ height: 16 }} />}
          <TenderDiscussion tenderNo={tenderNo} />
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t("inquiries:detail.inquiry")} size="small">
            <InquiryInfo inquiry={tender.inquiry} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

export default function TenderDetailView() {
  const { t } = useTranslation("tenders");
  const navigate = useNavigate();
  const ready = useTendLocale();
  const tenderNo = useTenderNo();
  const { tender, error } = useTender(tenderNo);
  // The same screen opened from an inquiry order keeps that route's title.
  const fromOrder = useLocation().pathname === tenders.routes.tenderAndInquiryDetail.path;
  const back = <Button onClick={() => void navigate(tenderListPath)}>{t("buttons.back")}</Button>;
  let body: ReactNode;
  if (!tenderNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!tender || !ready) body = <Spin spinning />;
  else body = <TenderDetailBody tender={tender} />;
  return (
    <Page
      titleKey={fromOrder ? "tenders:titles.tenderAndInquiryDetail" : "tenders:titles.tenderManageDetail"}
      actions={back}
    >
      {body}
    </Page>
  );
}
