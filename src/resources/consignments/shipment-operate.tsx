/**
 * /consign/shipment/shipment-operate/consign/:id, id a consign no (spec §2 shipment/shipment-operate/consign/{id};
 * §5 "Shipment: courier, tracking number and photo required"): the printable delivery note (Print opens the
 * browser's print dialog, which prints the note alone) and the shipment form: courier, tracking no and a
 * proof photo (the upload control the order shipment uses). Checked with the API's own schema
 * (consignShipSchema) before the call; Ship moves the offered quantities from the shop's stock to the
 * partner's consignment stock (POST /api/consign/ina/ship), then the order detail opens.
 */
import { useState, type ReactNode } from "react";
import { Alert, App, Button, Card, Col, Form, Input, Result, Row, Space, Spin } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import type { HttpError } from "@refinedev/core";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { PRODUCT_IMAGE_MAX_KB } from "../../domain/product";
import { UploadField } from "../../forms/upload";
import type { UploadedImage } from "../../forms/upload-rules";
import { serverFieldErrors, zodFieldErrors } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { DeliveryNote } from "./delivery-note";
import { CONSIGN_LIST_PATHS, consignOrderDetailPath } from "./paths";
import { CONSIGN_NO_FORMAT, consignShipSchema, type ConsignDetail, type ConsignShip } from "./schema";
import { useConsign } from "./use-consign";
import "../orders/shipment-operate.css";

export interface ConsignShipValues {
  courier?: string;
  trackingNo?: string;
  proofPhoto?: UploadedImage[];
}

/** The form's values as the ship request (the photo's file key). Pure. */
export function consignShipBody(consignNo: string, v: ConsignShipValues): ConsignShip {
  return {
    consignNo,
    courier: (v.courier ?? "").trim(),
    trackingNo: (v.trackingNo ?? "").trim(),
    proofPhoto: v.proofPhoto?.[0]?.fileKey ?? "",
  };
}

function ShipForm({ consign }: { consign: ConsignDetail }) {
  const { t } = useTranslation(["consignments", "common"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ConsignShipValues>();
  const ship = useEndpointMutation<unknown, ConsignShip>("consignments", "ship");
  const [failure, setFailure] = useState<string | null>(null);
  const { consignNo } = consign;
  const ready = consign.moves.includes("ship");

  const submit = async () => {
    setFailure(null);
    const body = consignShipBody(consignNo, form.getFieldsValue(true) as ConsignShipValues);
    const check = consignShipSchema.safeParse(body);
    if (!check.success) {
      form.setFields(zodFieldErrors(check.error.issues, t) as Parameters<typeof form.setFields>[0]);
      return;
    }
    try {
      await ship.run(check.data);
    } catch (err) {
      setFailure(failureText(err, t("operate.failed")));
      form.setFields(serverFieldErrors((err as HttpError).data) as Parameters<typeof form.setFields>[0]);
      return;
    }
    void message.success(t("operate.shipped", { consignNo }));
    void navigate(consignOrderDetailPath(consignNo));
  };
  const clearError = (changed: Partial<ConsignShipValues>) =>
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })) as Parameters<typeof form.setFields>[0]);

  return (
    <Form<ConsignShipValues>
      form={form}
      layout="vertical"
      disabled={!ready}
      onValuesChange={clearError}
      onFinish={() => void submit()}
    >
      {!ready ? <Alert type="warning" showIcon message={t("operate.notReady")} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="courier" label={t("fields.courier")} required>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="trackingNo" label={t("fields.trackingNo")} required>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="proofPhoto" label={t("fields.proofPhoto")} required>
        <UploadField kind="image" maxCount={1} avatar maxSizeKb={PRODUCT_IMAGE_MAX_KB} disabled={!ready} />
      </Form.Item>
      {failure ? <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" loading={ship.isPending} disabled={!ready}>
        {t("buttons.ship")}
      </Button>
    </Form>
  );
}

function ShipmentBody({ consign }: { consign: ConsignDetail }) {
  const { t } = useTranslation("consignments");
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={13}>
        <Card
          size="small"
          className="do-print-card"
          title={<span className="do-no-print">{t("operate.note")}</span>}
          extra={
            <Space className="do-no-print">
              <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
                {t("buttons.print")}
              </Button>
            </Space>
          }
        >
          <DeliveryNote consign={consign} />
        </Card>
      </Col>
      <Col xs={24} xl={11} className="do-no-print">
        <Card size="small" title={t("operate.form")}>
          <CanAccess resource="consignments" action="ship">
            <ShipForm consign={consign} />
          </CanAccess>
        </Card>
      </Col>
    </Row>
  );
}

export default function ConsignShipmentOperateView() {
  const { t } = useTranslation("consignments");
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const consignNo = CONSIGN_NO_FORMAT.test(id) ? id : undefined;
  const { consign, error } = useConsign(consignNo);
  let body: ReactNode;
  if (!consignNo) body = <Result status="404" title={t("rules.consignNo")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!consign) body = <Spin spinning />;
  else body = <ShipmentBody consign={consign} />;
  return (
    <Page
      titleKey="consignments:titles.shipmentOperate"
      actions={<Button onClick={() => void navigate(CONSIGN_LIST_PATHS.order)}>{t("buttons.back")}</Button>}
    >
      {body}
    </Page>
  );
}
