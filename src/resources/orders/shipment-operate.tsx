/**
 * /order/shipment/shipment-operate/:id, id a delivery order number (spec §2 "Shipment arrangement: pickup
 * or drop-off, dimensions, logistic number, print delivery order, multi-PO grouping"; §4 "shipment
 * arrangement follows printing"): (a) the printable delivery order with a paper toggle (A4 or a
 * 100 x 150 mm label: the page's @page rule) whose Print marks it printed (printDeliveryOrder with its
 * orders) and opens the browser's print dialog, which prints the sheet alone; (b) the arrangement form,
 * enabled once printed. The spec §6 note shows when an order of the DO is for a non-priority buyer unpaid.
 * Works on the bound order resource (./binding.tsx); the sheet and form (DeliveryOrderOperate) also serve the
 * inquiry order groups' one DO for several POs.
 */
import { useState, type ReactNode } from "react";
import { Alert, App, Button, Card, Col, Result, Row, Segmented, Space, Spin, Typography } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import type { TextKey } from "../../domain/text-key";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { DeliveryOrderSheet } from "./delivery-order-document";
import { useOrderBinding } from "./binding";
import { OrderScreen } from "./screen";
import { DO_NO_FORMAT, type DeliveryOrderDocument, type ShipRequest } from "./schema";
import { ShipForm } from "./ship-form";
import "./shipment-operate.css";

export type Paper = "a4" | "label";
/** The @page rule of each paper (the label printers' 100 x 150 mm shipping label). */
export const PAGE_RULES: Record<Paper, string> = {
  a4: "@page { size: A4 portrait; margin: 12mm; }",
  label: "@page { size: 100mm 150mm; margin: 3mm; }",
};

/** The resources that print and ship delivery orders with the order schemas (orderNos; ShipRequest). */
export type DeliveryOrderResource = "orders" | "inquiryOrders" | "inquiryGroups";

function DoCan({
  resource,
  action,
  children,
}: {
  resource: DeliveryOrderResource;
  action: "printDeliveryOrder" | "ship";
  children: ReactNode;
}) {
  if (resource === "orders")
    return (
      <CanAccess resource="orders" action={action}>
        {children}
      </CanAccess>
    );
  if (resource === "inquiryOrders")
    return (
      <CanAccess resource="inquiryOrders" action={action}>
        {children}
      </CanAccess>
    );
  return (
    <CanAccess resource="inquiryGroups" action={action}>
      {children}
    </CanAccess>
  );
}

/**
 * The printable sheet and the arrangement form of one delivery order: Print marks it printed
 * (`resource`.printDeliveryOrder with its orders) and opens the print dialog; the form ships it
 * (`resource`.ship); `afterShip` gets where to go next.
 */
export function DeliveryOrderOperate({
  doc,
  resource,
  afterShip,
}: {
  doc: DeliveryOrderDocument;
  resource: DeliveryOrderResource;
  afterShip: (doc: DeliveryOrderDocument) => string;
}) {
  const { t } = useTranslation(["orderScreens", "orders"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [paper, setPaper] = useState<Paper>("a4");
  const print = useEndpointMutation<{ doNo: string }>(resource, "printDeliveryOrder");
  const ship = useEndpointMutation<unknown, ShipRequest>(resource, "ship");
  const printed = doc.printCount > 0 || doc.printTime !== null;

  const printNow = async () => {
    try {
      await print.run({ orderNos: doc.orders.map((o) => o.orderNo) });
      window.print();
    } catch (err) {
      void message.error(failureText(err, t("operate.loadFailed")));
    }
  };
  const send = async (body: ShipRequest) => {
    try {
      await ship.run(body);
    } catch (err) {
      void message.error(failureText(err, t("operate.cannotShip")));
      throw err;
    }
    void message.success(t("operate.shipped"));
    void navigate(afterShip(doc));
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <style>{PAGE_RULES[paper]}</style>
      {doc.unpaidGoodsWarning ? (
        <Alert className="do-no-print" type="warning" showIcon message={t("orders:unpaidGoodsWarning")} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <Card
            size="small"
            className="do-print-card"
            title={<span className="do-no-print">{t("operate.document")}</span>}
            extra={
              <Space className="do-no-print" wrap>
                <Segmented<Paper>
                  aria-label={t("operate.paper")}
                  value={paper}
                  onChange={setPaper}
                  options={[
                    { value: "a4", label: t("operate.paperA4") },
                    { value: "label", label: t("operate.paperLabel") },
                  ]}
                />
                <DoCan resource={resource} action="printDeliveryOrder">
                  <Button
                    type="primary"
                    icon={<PrinterOutlined />}
                    loading={print.isPending}
                    onClick={() => void printNow()}
                  >
                    {t("operate.print")}
                  </Button>
                </DoCan>
              </Space>
            }
          >
            {printed ? (
              <Typography.Paragraph type="secondary" className="do-no-print">
                {t("operate.printed", { count: doc.printCount })}
              </Typography.Paragraph>
            ) : null}
            <DeliveryOrderSheet doc={doc} label={paper === "label"} />
          </Card>
        </Col>
        <Col xs={24} xl={11} className="do-no-print">
          <Card size="small" title={t("operate.arrange")}>
            <DoCan resource={resource} action="ship">
              <ShipForm doNo={doc.doNo} printed={printed} canShip={doc.canShip} saving={ship.isPending} onShip={send} />
            </DoCan>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

/** The shipment-operate screen of the bound order resource, titled `titleKey`. */
export function ShipmentOperateView({ titleKey = "orders:titles.shipmentOperate" }: { titleKey?: TextKey }) {
  const { t } = useTranslation(["orderScreens", "orders"]);
  const navigate = useNavigate();
  const { resource, detailPath, listPath } = useOrderBinding();
  const { id = "" } = useParams();
  const valid = DO_NO_FORMAT.test(id);
  const { query } = useEndpointQuery<DeliveryOrderDocument>(
    resource,
    "deliveryOrder",
    { doNo: id },
    { enabled: valid },
  );
  const doc = query.data?.data;
  let body: ReactNode;
  if (!valid) body = <Result status="404" title={t("orders:rules.doNo")} />;
  else if (query.isError)
    body = <Alert type="error" showIcon message={failureText(query.error, t("operate.loadFailed"))} />;
  else if (!doc) body = <Spin spinning />;
  else
    body = (
      <DeliveryOrderOperate
        doc={doc}
        resource={resource}
        afterShip={(d) => (d.orders.length === 1 ? detailPath(d.orders[0].orderNo) : listPath)}
      />
    );
  return (
    <Page titleKey={titleKey} actions={<Button onClick={() => void navigate(listPath)}>{t("actions.back")}</Button>}>
      {body}
    </Page>
  );
}

export default function ShipmentOperateRoute() {
  return <OrderScreen>{() => <ShipmentOperateView />}</OrderScreen>;
}
