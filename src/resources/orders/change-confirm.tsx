/**
 * /order/change-confirm?orderNo= ("waiting to be modified", spec §4): the seller proposes new quantities or
 * unit prices for an unconfirmed order; the totals after the change preview live with the domain's own
 * arithmetic (lineAmounts / orderTotals; the delivery fee is recomputed by the API). A proposal that
 * changes nothing is refused here; the API re-checks. On success the detail opens with a message. Works on
 * the bound order resource (./binding.tsx).
 */
import { useMemo, type ReactNode } from "react";
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Result, Row, Space, Spin, Table } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { MAX_LINE_QUANTITY, lineAmounts, orderTotals, type PricedLine } from "../../domain/order";
import { formatRupiah } from "../../domain/money";
import { MoneyInput } from "../../forms/money-input";
import { zodFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import type { TextKey } from "../../domain/text-key";
import { useOrderBinding } from "./binding";
import { OrderScreen } from "./screen";
import { changeConfirmRequestSchema, type ChangeConfirmRequest, type OrderDetail, type OrderLine } from "./schema";
import { useOrder, useOrderNo } from "./use-order";

interface Values {
  lines: { quantity: number | null; unitPrice: number | null }[];
  reason?: string;
}

const lineSchema = changeConfirmRequestSchema.shape.lines.element;

/** The lines the user changed, as the request names them (none when nothing changed). */
export function changedLines(order: OrderDetail, values: Values["lines"]): ChangeConfirmRequest["lines"] {
  return order.lines.flatMap((line, i) => {
    const v = values[i];
    const quantity = Number(v?.quantity ?? line.quantity);
    const unitPrice = Number(v?.unitPrice ?? line.unitPrice);
    return quantity === line.quantity && unitPrice === line.unitPrice
      ? []
      : [{ lineId: line.lineId, quantity, unitPrice }];
  });
}

/** The totals of the order with `values` in place of its lines (fees as stored; delivery fee shown apart). */
function previewTotals(order: OrderDetail, values: Values["lines"] | undefined) {
  const lines: PricedLine[] = order.lines.map((line, i) => ({
    unitPrice: Number(values?.[i]?.unitPrice ?? line.unitPrice) || 0,
    quantity: Number(values?.[i]?.quantity ?? line.quantity) || 0,
    discountTenths: line.discountTenths,
  }));
  try {
    return orderTotals(lines, order);
  } catch {
    return null;
  }
}

function ChangeForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(["orderScreens", "orders", "common"]);
  const linesFrame = useScrollRegion(t("change.linesLabel"));
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { resource, detailPath } = useOrderBinding();
  const [form] = Form.useForm<Values>();
  const modify = useEndpointMutation<unknown, ChangeConfirmRequest>(resource, "modify");
  const watched = Form.useWatch("lines", form);
  const preview = useMemo(() => previewTotals(order, watched), [order, watched]);
  const initial: Values = { lines: order.lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice })) };

  const submit = async (values: Values) => {
    const lines = changedLines(order, values.lines);
    if (lines.length === 0) {
      void message.error(t("change.noChange"));
      return;
    }
    const body = { orderNo: order.orderNo, lines, reason: (values.reason ?? "").trim() };
    const check = changeConfirmRequestSchema.safeParse(body);
    if (!check.success) {
      form.setFields(zodFieldErrors(check.error.issues, t) as Parameters<typeof form.setFields>[0]);
      return;
    }
    try {
      await modify.run(check.data);
      void message.success(t("change.done"));
      void navigate(detailPath(order.orderNo));
    } catch (err) {
      void message.error(failureText(err, t("change.notAllowed")));
    }
  };

  const columns = [
    {
      key: "itemName",
      title: t("detail.itemName"),
      render: (_: unknown, l: OrderLine) => `${l.itemName} (${l.partNo})`,
    },
    {
      key: "quantity",
      title: t("detail.quantity"),
      width: 140,
      render: (_: unknown, l: OrderLine, i: number) => (
        <Form.Item
          name={["lines", i, "quantity"]}
          rules={[zodRule(lineSchema.shape.quantity, t)]}
          noStyle={false}
          style={{ margin: 0 }}
        >
          <InputNumber
            aria-label={t("change.newQuantity", { partNo: l.partNo })}
            min={1}
            max={MAX_LINE_QUANTITY}
            precision={0}
            style={{ width: "100%" }}
          />
        </Form.Item>
      ),
    },
    {
      key: "unitPrice",
      title: t("detail.unitPrice"),
      width: 190,
      render: (_: unknown, l: OrderLine, i: number) => (
        <Form.Item
          name={["lines", i, "unitPrice"]}
          rules={[zodRule(lineSchema.shape.unitPrice, t)]}
          style={{ margin: 0 }}
        >
          <MoneyInput aria-label={t("change.newPrice", { partNo: l.partNo })} min={1} />
        </Form.Item>
      ),
    },
    {
      key: "amount",
      title: t("detail.amount"),
      align: "right" as const,
      width: 150,
      render: (_: unknown, l: OrderLine, i: number) => {
        const v = watched?.[i];
        return formatRupiah(
          lineAmounts({
            unitPrice: Number(v?.unitPrice ?? l.unitPrice) || 0,
            quantity: Number(v?.quantity ?? l.quantity) || 0,
            discountTenths: l.discountTenths,
          }).amount,
        );
      },
    },
  ];

  const previewRows: { key: string; label: string; before: string; after: string }[] = [
    {
      key: "goods",
      label: t("detail.goodsAmount"),
      before: formatRupiah(order.goodsAmount),
      after: preview ? formatRupiah(preview.goodsAmount) : "-",
    },
    {
      key: "itemDiscount",
      label: t("detail.itemDiscount"),
      before: formatRupiah(order.itemDiscount),
      after: preview ? formatRupiah(preview.itemDiscount) : "-",
    },
    {
      key: "delivery",
      label: t("detail.deliveryFee"),
      before: formatRupiah(order.deliveryFee),
      after: t("change.deliveryRecomputed"),
    },
    ...(
      [
        ["additional", "detail.additionalFee", order.additionalFee],
        ["customer", "detail.customerFixedDiscount", order.customerFixedDiscount],
        ["orderDiscount", "detail.orderDiscount", order.orderDiscount],
      ] as const
    ).map(([key, label, value]) => ({ key, label: t(label), before: formatRupiah(value), after: formatRupiah(value) })),
    {
      key: "total",
      label: t("detail.total"),
      before: formatRupiah(order.total),
      after: preview ? formatRupiah(preview.total) : "-",
    },
  ];

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Alert type="info" showIcon message={t("change.intro")} />
        <Card title={`${order.orderNo} · ${order.buyerName}`} size="small" ref={linesFrame}>
          <Table<OrderLine>
            aria-label={t("change.linesLabel")}
            rowKey="lineId"
            size="small"
            columns={columns}
            dataSource={order.lines}
            pagination={false}
            scroll={{ x: 700 }}
          />
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t("change.preview")} size="small">
              <Table
                aria-label={t("change.preview")}
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={previewRows}
                columns={[
                  { key: "label", dataIndex: "label", title: "" },
                  { key: "before", dataIndex: "before", title: t("change.before"), align: "right" },
                  {
                    key: "after",
                    dataIndex: "after",
                    title: t("change.after"),
                    align: "right",
                    render: (v: string) => <strong>{v}</strong>,
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small">
              <Form.Item
                name="reason"
                label={t("change.reason")}
                rules={[zodRule(changeConfirmRequestSchema.shape.reason, t)]}
              >
                <Input.TextArea rows={4} maxLength={200} showCount />
              </Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" loading={modify.isPending}>
                  {t("change.submit")}
                </Button>
                <Button onClick={() => void navigate(detailPath(order.orderNo))}>{t("common:buttons.cancel")}</Button>
              </Space>
            </Card>
          </Col>
        </Row>
      </Space>
    </Form>
  );
}

/** The change screen of the bound order resource, titled `titleKey`. */
export function ChangeConfirmView({ titleKey = "orders:titles.changeConfirm" }: { titleKey?: TextKey }) {
  const { t } = useTranslation(["orderScreens", "orders"]);
  const orderNo = useOrderNo();
  const { order, error } = useOrder(orderNo);
  let body: ReactNode;
  if (!orderNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("orders:errors.notFound"))} />;
  else if (!order) body = <Spin spinning />;
  else if (!order.moves.includes("proposeModification"))
    body = <Alert type="warning" showIcon message={t("change.notAllowed")} />;
  else body = <ChangeForm order={order} />;
  return <Page titleKey={titleKey}>{body}</Page>;
}

export default function ChangeConfirmRoute() {
  return <OrderScreen>{() => <ChangeConfirmView />}</OrderScreen>;
}
