/**
 * /customer/partnershipDetail?id= (spec §2 partnershipDetail; §3 "Partnership"; §4 "Partnership" actions):
 * the terms (credit limit and max, used and available, tempo, part conditions, settlement type and date,
 * agreement type, clause) and status with the request tickets pending; the seller's moves the API allows
 * (accept after a confirmation, reject with a reason); the buttons opening the request forms for this buyer
 * (./request-buttons.tsx); the credit-limit history; the events; the addenda with a link to the addendum
 * page (spec §1).
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
import { useOne } from "@refinedev/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { ADDENDUM_STATUSES, PARTNERSHIP_MOVE_NAMES } from "../../domain/partnership";
import { PARTNERSHIP_STATUSES, REQUEST_KINDS } from "../../domain/request";
import { formatRupiah } from "../../domain/money";
import { isCode } from "../../domain/text-key";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { AvailableCredit } from "../customers/credit-text";
import { customerDetailPath, idParam } from "../customers/paths";
import { CustomerScreen } from "../customers/screen";
import { PendingBadges, conditionsText, settlementText } from "./columns";
import { addendumPath, partnershipListPath } from "./paths";
import { RejectModal } from "./reject-modal";
import { RequestButtons } from "./request-buttons";
import type { LimitHistoryRow, PartnershipDetail } from "./schema";
import { PartnershipStatusTag } from "./status-tag";

const dash = (v: string | null | undefined): ReactNode => (v ? v : "-");

function MoveButtons({ partnership }: { partnership: PartnershipDetail }) {
  const { t } = useTranslation("partnerships");
  const { message } = App.useApp();
  const accept = useEndpointMutation<unknown>("partnerships", "accept");
  const [rejecting, setRejecting] = useState(false);
  const runAccept = async () => {
    try {
      await accept.run({ id: partnership.id });
      void message.success(t("detail.accepted"));
    } catch (err) {
      void message.error(failureText(err, t("detail.moveFailed")));
    }
  };
  return (
    <Space wrap>
      {partnership.moves.includes("sellerAccept") ? (
        <CanAccess resource="partnerships" action="accept">
          <Popconfirm
            title={t("detail.acceptTitle", { name: partnership.buyerName })}
            description={t("detail.acceptText")}
            okText={t("moves.sellerAccept")}
            cancelText={t("propose.cancel")}
            onConfirm={() => runAccept()}
          >
            <Button type="primary" loading={accept.isPending}>
              {t("moves.sellerAccept")}
            </Button>
          </Popconfirm>
        </CanAccess>
      ) : null}
      {partnership.moves.includes("sellerReject") ? (
        <CanAccess resource="partnerships" action="reject">
          <Button danger onClick={() => setRejecting(true)}>
            {t("moves.sellerReject")}
          </Button>
        </CanAccess>
      ) : null}
      {rejecting ? (
        <RejectModal id={partnership.id} buyerName={partnership.buyerName} onClose={() => setRejecting(false)} />
      ) : null}
    </Space>
  );
}

export function PartnershipDetailBody({ partnership: p }: { partnership: PartnershipDetail }) {
  const { t } = useTranslation(["partnerships", "customers", "requests", "products"]);
  const historyFrame = useScrollRegion(t("detail.limitHistory"));
  // A move of PARTNERSHIP_MOVES, or `ticket:<kind>`: a request ticket the platform confirmed.
  const eventLabel = (move: string) => {
    if (isCode(PARTNERSHIP_MOVE_NAMES, move)) return t(`moves.${move}`);
    const kind = move.startsWith("ticket:") ? move.slice("ticket:".length) : null;
    if (kind !== null && isCode(REQUEST_KINDS, kind))
      return t("detail.ticketEvent", { kind: t(`requests:kind.${kind}`) });
    return move;
  };
  const addendaFrame = useScrollRegion(t("detail.addenda"));
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap align="center">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {p.buyerName}
            </Typography.Text>
            <Typography.Text type="secondary">{p.buyerUserName}</Typography.Text>
            <PartnershipStatusTag status={p.status} />
            <Tag color={p.agreementType === "confirmed" ? "green" : "orange"}>
              {t(`agreementType.${p.agreementType}`)}
            </Tag>
            <PendingBadges row={p} t={t} />
          </Space>
          <Space wrap>
            {p.customerId !== null ? <Link to={customerDetailPath(p.customerId)}>{t("detail.customer")}</Link> : null}
            <MoveButtons partnership={p} />
          </Space>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t("detail.terms")} size="small" style={{ height: "100%" }}>
            <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }} size="small">
              <Descriptions.Item label={t("fields.email")}>{dash(p.email)}</Descriptions.Item>
              <Descriptions.Item label={t("fields.type")}>{t(`customers:companyCategory.${p.type}`)}</Descriptions.Item>
              <Descriptions.Item label={t("fields.address")}>{dash(p.address)}</Descriptions.Item>
              <Descriptions.Item label={t("fields.createTime")}>{p.createTime}</Descriptions.Item>
              <Descriptions.Item label={t("fields.creditLimit")}>{formatRupiah(p.creditLimit)}</Descriptions.Item>
              <Descriptions.Item label={t("fields.maxCreditLimit")}>{formatRupiah(p.maxCreditLimit)}</Descriptions.Item>
              <Descriptions.Item label={t("customers:fields.creditUsed")}>
                {formatRupiah(p.creditUsed)}
              </Descriptions.Item>
              <Descriptions.Item label={t("customers:fields.creditAvailable")}>
                <AvailableCredit value={p.creditAvailable} />
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.tempo")}>
                {p.tempoApplied ? String(p.tempoWorkdays) : t("list.tempoNotApplied")}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.partCondition")}>
                {conditionsText(p.partConditions, t)}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.settlementType")}>
                {settlementText(p.settlementPeriod, t)}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.settlementDate")}>{dash(p.settlementDate)}</Descriptions.Item>
            </Descriptions>
            <Typography.Text strong>{t("fields.clause")}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{p.clause || "-"}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t("detail.requests")} size="small" style={{ height: "100%" }}>
            <RequestButtons partnership={p} />
          </Card>
        </Col>
      </Row>
      <Card title={t("detail.limitHistory")} size="small" ref={historyFrame}>
        <Table<LimitHistoryRow>
          aria-label={t("detail.limitHistory")}
          rowKey={(r) => `${r.changeTime}-${r.newLimit}-${r.reference ?? ""}`}
          size="small"
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: t("detail.noHistory") }}
          dataSource={p.limitHistory}
          columns={[
            { key: "changeTime", dataIndex: "changeTime", title: t("detail.changeTime") },
            {
              key: "previousLimit",
              title: t("detail.previousLimit"),
              align: "right",
              render: (_, r) => formatRupiah(r.previousLimit),
            },
            {
              key: "newLimit",
              title: t("detail.newLimit"),
              align: "right",
              render: (_, r) => formatRupiah(r.newLimit),
            },
            { key: "source", title: t("detail.source"), render: (_, r) => t(`limitSource.${r.source}`) },
            { key: "reference", title: t("detail.reference"), render: (_, r) => dash(r.reference) },
            { key: "changedBy", title: t("detail.changedBy"), render: (_, r) => dash(r.changedByName) },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.events")} size="small">
            <Timeline
              items={p.events.map((e, i) => ({
                key: `${e.time}-${i}`,
                children: (
                  <Space direction="vertical" size={0}>
                    <Typography.Text>
                      {eventLabel(e.move)}
                      {" → "}
                      {isCode(PARTNERSHIP_STATUSES, e.toStatus) ? t(`status.${e.toStatus}`) : e.toStatus}
                    </Typography.Text>
                    {e.reason ? <Typography.Text type="secondary">{e.reason}</Typography.Text> : null}
                    <Typography.Text type="secondary">{`${e.time}${e.actorName ? ` · ${e.actorName}` : ""}`}</Typography.Text>
                  </Space>
                ),
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t("detail.addenda")}
            size="small"
            ref={addendaFrame}
            extra={<Link to={addendumPath(p.id)}>{t("detail.openAddenda")}</Link>}
          >
            <Table
              aria-label={t("detail.addenda")}
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 480 }}
              locale={{ emptyText: t("detail.noAddenda") }}
              dataSource={p.addenda}
              columns={[
                { key: "addendumNo", dataIndex: "addendumNo", title: t("addendum.number") },
                { key: "title", dataIndex: "title", title: t("fields.title") },
                { key: "effectiveDate", dataIndex: "effectiveDate", title: t("fields.effectiveDate") },
                {
                  key: "status",
                  title: t("fields.status"),
                  render: (_, a) => (isCode(ADDENDUM_STATUSES, a.status) ? t(`addendumStatus.${a.status}`) : "-"),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

function PartnershipDetailView() {
  const { t } = useTranslation("partnerships");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get("id"));
  const { query, result } = useOne<PartnershipDetail>({
    resource: "partnerships",
    id: id ?? 0,
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  const back = <Button onClick={() => void navigate(partnershipListPath)}>{t("detail.back")}</Button>;
  let body: ReactNode;
  if (id === undefined) body = <Result status="404" title={t("errors.notFound")} />;
  else if (query.error) body = <Alert type="error" showIcon message={failureText(query.error, t("errors.notFound"))} />;
  else if (!result) body = <Spin spinning />;
  else body = <PartnershipDetailBody partnership={result} />;
  return (
    <Page titleKey="partnerships:titles.partnershipDetail" actions={back}>
      {body}
    </Page>
  );
}

export default function PartnershipDetailRoute() {
  return <CustomerScreen>{() => <PartnershipDetailView />}</CustomerScreen>;
}
