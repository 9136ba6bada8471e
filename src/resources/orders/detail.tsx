/**
 * /order/detail-confirm?orderNo= (spec §2 "Order list and detail with cancel, confirm, and EDT
 * extension", §3 "Order": every field): the header with the status name and the allowed moves, buyer and
 * receiver, payment, vehicle, lines, totals, EDT, a proposed change, shipment, cancel reason and history.
 * For non-priority buyers the spec §6 note on unpaid goods shows above. While a return or refund request is
 * open (`openRefundNo`), a "refund pending" notice links it and the payment (invoice) details are not shown
 * (spec §8 "an order with pending refund shows no invoice info"). The body serves the bound order resource
 * (./binding.tsx): the inquiry order detail adds its own sections and line columns.
 */
import type { ReactNode } from "react";
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Result,
  Row,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
  type TableColumnsType,
} from "antd";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { isCode } from "../../domain/text-key";
import { CONDITIONS } from "../../domain/product";
import { formatRupiah } from "../../domain/money";
import { failureText } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { BuyerCell } from "./columns";
import { CreditHoldBanner } from "./credit-hold";
import { percentText } from "./format";
import { orderListPath } from "./paths";
import { OrderActions } from "./row-actions";
import { OrderScreen } from "./screen";
import { PAYMENT_TYPES, type OrderDetail, type OrderLine } from "./schema";
import { OrderStatusTag } from "./status-tag";
import { useOrder, useOrderNo } from "./use-order";
import { useOrderMoves } from "./use-order-moves";
import { ORDER_MOVE_NAMES } from "../../domain/order-transitions";
import { useOrderBinding } from "./binding";
import { ChatWithBuyerLink } from "../chats/chat-link";

const dash = (v: string | null | undefined): ReactNode => (v ? v : "-");

function useLineColumns(): TableColumnsType<OrderLine> {
  const { t, i18n } = useTranslation(["orderScreens", "products"]);
  return [
    { key: "itemName", dataIndex: "itemName", title: t("detail.itemName") },
    { key: "partNo", dataIndex: "partNo", title: t("detail.partNo") },
    {
      key: "condition",
      dataIndex: "condition",
      title: t("detail.condition"),
      render: (v: number) => (isCode(CONDITIONS, v) ? t(`products:condition.${v}`) : String(v)),
    },
    {
      key: "unitPrice",
      dataIndex: "unitPrice",
      title: t("detail.unitPrice"),
      align: "right" as const,
      render: (v: number) => formatRupiah(v),
    },
    { key: "quantity", dataIndex: "quantity", title: t("detail.quantity"), align: "right" as const },
    {
      key: "discount",
      dataIndex: "discountTenths",
      title: t("detail.discount"),
      align: "right" as const,
      render: (v: number) => percentText(v, i18n.language),
    },
    {
      key: "amount",
      dataIndex: "amount",
      title: t("detail.amount"),
      align: "right" as const,
      render: (v: number) => formatRupiah(v),
    },
  ];
}

/** The money block of an order (spec §3: goods, discounts, fees, total). */
export function TotalsBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orderScreens");
  const rows: [string, number][] = [
    [t("detail.goodsAmount"), order.goodsAmount],
    [t("detail.itemDiscount"), order.itemDiscount],
    [t("detail.deliveryFee"), order.deliveryFee],
    [t("detail.additionalFee"), order.additionalFee],
    [t("detail.customerFixedDiscount"), order.customerFixedDiscount],
    [t("detail.orderDiscount"), order.orderDiscount],
  ];
  return (
    <Descriptions column={1} size="small" bordered>
      {rows.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {formatRupiah(value)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={<strong>{t("detail.total")}</strong>}>
        <strong>{formatRupiah(order.total)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}

export interface OrderDetailBodyProps {
  order: OrderDetail;
  /** The bound resource's own cards, shown under the header. */
  sections?: ReactNode;
  /** The bound resource's own line columns, inserted after the part no. */
  extraLineColumns?: TableColumnsType<OrderLine>;
  /** The bound resource's own buttons in the header. */
  extraActions?: ReactNode;
}

export function OrderDetailBody({ order, sections, extraLineColumns = [], extraActions }: OrderDetailBodyProps) {
  const { t } = useTranslation(["orderScreens", "orders", "common"]);
  const linesFrame = useScrollRegion(t("detail.linesLabel"));
  const [name, partNo, ...otherColumns] = useLineColumns();
  const lineColumns = [name, partNo, ...extraLineColumns, ...otherColumns];
  const moves = useOrderMoves();
  const { refundDetailPath } = useOrderBinding();
  const s = order.shipment;
  const pending = order.edt.requestDays !== null;
  const eventMove = (m: string) =>
    m === "create" || m === "releaseCreditHold" || ORDER_MOVE_NAMES.some((n) => n === m) ? m : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {order.unpaidGoodsWarning ? <Alert type="warning" showIcon message={t("orders:unpaidGoodsWarning")} /> : null}
      <CreditHoldBanner order={order} />
      {order.openRefundNo ? (
        <Alert
          type="warning"
          showIcon
          message={t("detail.refundPending")}
          description={
            <Space direction="vertical" size={0}>
              <Typography.Text>{t("detail.refundPendingText", { refundNo: order.openRefundNo })}</Typography.Text>
              <Link to={refundDetailPath(order.openRefundNo)}>
                {t("detail.openRefund", { refundNo: order.openRefundNo })}
              </Link>
            </Space>
          }
        />
      ) : null}
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap align="center">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {order.orderNo}
            </Typography.Text>
            <OrderStatusTag name={order.statusName} />
            <Tag>{t(`orders:paymentMethod.${order.paymentMethod === 2 ? 2 : 1}`)}</Tag>
          </Space>
          <OrderActions order={order} moves={moves} withDetail={false} size="middle" extra={extraActions} />
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t("detail.orderTime")}>{order.orderTime}</Descriptions.Item>
          <Descriptions.Item label={t("detail.confirmTime")}>{dash(order.confirmTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.shipTime")}>{dash(order.shipTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.finishTime")}>{dash(order.finishTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {sections}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card
            title={t("detail.buyer")}
            size="small"
            style={{ height: "100%" }}
            extra={<ChatWithBuyerLink buyerUserId={order.buyerUserId} />}
          >
            <BuyerCell row={order} t={t} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t("detail.receiver")} size="small" style={{ height: "100%" }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.receiverName")}>{order.receiverName}</Descriptions.Item>
              <Descriptions.Item label={t("detail.receiverPhone")}>{order.receiverPhone}</Descriptions.Item>
              <Descriptions.Item label={t("detail.receiverAddress")}>{order.receiverAddress}</Descriptions.Item>
              <Descriptions.Item label={t("detail.postalCode")}>{order.receiverPostalCode}</Descriptions.Item>
              <Descriptions.Item label={t("detail.buyerNote")}>{dash(order.buyerNote)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t("detail.payment")} size="small" style={{ height: "100%" }}>
            {/* Spec §8: no invoice / payment info while a refund is open; the notice above links the request. */}
            {order.openRefundNo ? (
              <Typography.Paragraph type="secondary">{t("detail.refundPending")}</Typography.Paragraph>
            ) : (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t("detail.paymentMethod")}>
                  {t(`orders:paymentMethod.${order.paymentMethod === 2 ? 2 : 1}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t("detail.paymentType")}>
                  {isCode(PAYMENT_TYPES, order.paymentType)
                    ? t(`orders:paymentType.${order.paymentType}`)
                    : dash(order.paymentType)}
                </Descriptions.Item>
                <Descriptions.Item label={t("detail.paymentNo")}>{dash(order.paymentNo)}</Descriptions.Item>
                <Descriptions.Item label={t("detail.paymentTime")}>{dash(order.paymentTime)}</Descriptions.Item>
              </Descriptions>
            )}
            <Typography.Text strong>{t("detail.vehicle")}</Typography.Text>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.licensePlate")}>{dash(order.licensePlate)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.workOrderNo")}>{dash(order.workOrderNo)}</Descriptions.Item>
              <Descriptions.Item label={t("detail.vin")}>{dash(order.vin)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={t("detail.lines")} size="small" ref={linesFrame}>
        <Table<OrderLine>
          aria-label={t("detail.linesLabel")}
          rowKey="lineId"
          size="small"
          columns={lineColumns}
          dataSource={order.lines}
          pagination={false}
          scroll={{ x: 720 + 120 * extraLineColumns.length }}
        />
      </Card>
      {order.proposedLines ? (
        <Card title={t("detail.proposed")} size="small">
          <Descriptions column={1} size="small">
            {order.proposedLines.map((p) => {
              const line = order.lines.find((l) => l.lineId === p.lineId);
              return (
                <Descriptions.Item key={p.lineId} label={line ? `${line.partNo} ${line.itemName}` : String(p.lineId)}>
                  {`${t("detail.quantity")} ${p.quantity} · ${formatRupiah(p.unitPrice)}`}
                </Descriptions.Item>
              );
            })}
            <Descriptions.Item label={t("detail.proposedReason")}>{dash(order.modificationReason)}</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("detail.totals")} size="small">
            <TotalsBlock order={order} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("detail.edt")} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t("detail.edtInitial")}>
                {t("detail.days", { count: order.edt.initialDays })}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.edtAdded")}>
                {t("detail.days", { count: order.edt.addedDays })}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.edtTotal")}>
                {t("detail.days", { count: order.edt.totalDays })}
              </Descriptions.Item>
              <Descriptions.Item label={t("detail.edtStatus")}>
                {t(
                  `orders:edtStatus.${order.edt.status === 1 || order.edt.status === 2 || order.edt.status === 3 ? order.edt.status : 0}`,
                )}
              </Descriptions.Item>
              {pending ? (
                <Descriptions.Item label={t("detail.edtRequest")}>
                  {`${t("detail.days", { count: order.edt.requestDays ?? 0 })}: ${order.edt.requestReason ?? ""}`}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={t("detail.shipment")} size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t("detail.doNo")}>{dash(order.doNo)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.printTime")}>
            {s?.printTime ?? (order.doNo ? t("detail.notPrinted") : "-")}
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.shipmentMethod")}>
            {s?.shipmentMethod === 1 || s?.shipmentMethod === 2 ? t(`orders:shipmentMethod.${s.shipmentMethod}`) : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.logisticsName")}>{dash(s?.logisticsName)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.parcel")}>
            {s?.weightGrams
              ? t("detail.parcelSize", {
                  weight: s.weightGrams / 1000,
                  length: s.lengthCm,
                  width: s.widthCm,
                  height: s.heightCm,
                })
              : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.courierName")}>{dash(s?.courierName)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.trackingNo")}>
            {dash(s?.trackingNo ?? order.logisticNo)}
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.sender")}>
            {s?.senderName ? `${s.senderName} ${s.senderPhone ?? ""}` : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("detail.proofPhoto")}>
            {s?.proofPhoto ? (
              <a href={s.proofPhoto} target="_blank" rel="noreferrer">
                {t("detail.proofPhoto")}
              </a>
            ) : (
              "-"
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {order.cancelReason ? (
        <Alert
          type="error"
          showIcon
          message={t("detail.cancelReason")}
          description={`${order.cancelReason}${order.canceledBy ? ` (${t("detail.canceledBy")}: ${order.canceledBy})` : ""}`}
        />
      ) : null}
      <Card title={t("detail.history")} size="small">
        <Timeline
          items={order.events.map((e) => {
            const move = eventMove(e.move);
            return {
              key: `${e.createTime}-${e.move}`,
              children: (
                <Space direction="vertical" size={0}>
                  <Typography.Text>{move ? t(`detail.move.${move as "create"}`) : e.move}</Typography.Text>
                  <Typography.Text type="secondary">
                    {`${e.createTime} · ${t(`detail.actor.${e.actor}`)}${e.userName ? ` (${e.userName})` : ""}`}
                  </Typography.Text>
                </Space>
              ),
            };
          })}
        />
      </Card>
      {moves.dialogs}
    </Space>
  );
}

function OrderDetailView() {
  const { t } = useTranslation(["orderScreens", "orders"]);
  const navigate = useNavigate();
  const orderNo = useOrderNo();
  const { order, error } = useOrder(orderNo);
  const back = <Button onClick={() => void navigate(orderListPath)}>{t("actions.back")}</Button>;
  let body: ReactNode;
  if (!orderNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("orders:errors.notFound"))} />;
  else if (!order) body = <Spin spinning />;
  else body = <OrderDetailBody order={order} />;
  return (
    <Page titleKey="orders:titles.detailConfirm" actions={back}>
      {body}
    </Page>
  );
}

export default function OrderDetailRoute() {
  return <OrderScreen>{() => <OrderDetailView />}</OrderScreen>;
}
