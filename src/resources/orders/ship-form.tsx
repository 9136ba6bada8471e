/**
 * The shipment arrangement of a delivery order (spec §5 "Shipment"; §4 "shipment arrangement follows
 * printing"): pickup (logistics company and the parcel's weight in kg and height / length / width in cm)
 * or drop-off; courier, tracking number and proof photo; sender name and phone (prefilled from the shop's
 * default address). Checked with the API's own schema (shipRequestSchema: grams and whole cm) before
 * the call; disabled with a hint until the delivery order is printed.
 */
import { useEffect } from "react";
import { Alert, Button, Col, Form, Input, InputNumber, Radio, Row } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ShipmentMethod, type ShipmentMethodValue } from "../../domain/order";
import { PRODUCT_IMAGE_MAX_KB } from "../../domain/product";
import { UploadField } from "../../forms/upload";
import type { UploadedImage } from "../../forms/upload-rules";
import { serverFieldErrors, zodFieldErrors } from "../../forms/zod-rule";
import type { AddressRow } from "../addresses/schema";
import { shipRequestSchema, type ShipRequest } from "./schema";

export interface ShipValues {
  shipmentMethod: ShipmentMethodValue;
  logisticsName?: string;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  courierName?: string;
  trackingNo?: string;
  proofPhoto?: UploadedImage[];
  senderName?: string;
  senderPhone?: string;
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? undefined : Number(v));

/** The form's values as the ship request: kilograms to whole grams; pickup fields only for pickup. */
export function shipBody(doNo: string, v: ShipValues): ShipRequest {
  const pickup = v.shipmentMethod === ShipmentMethod.pickup;
  const kg = num(v.weightKg);
  return {
    doNo,
    shipmentMethod: v.shipmentMethod,
    ...(pickup
      ? {
          logisticsName: v.logisticsName?.trim() || undefined,
          weightGrams: kg === undefined ? undefined : Math.round(kg * 1000),
          lengthCm: num(v.lengthCm),
          widthCm: num(v.widthCm),
          heightCm: num(v.heightCm),
        }
      : {}),
    courierName: v.courierName ?? "",
    trackingNo: v.trackingNo ?? "",
    proofPhoto: v.proofPhoto?.[0]?.fileKey ?? "",
    senderName: v.senderName ?? "",
    senderPhone: v.senderPhone ?? "",
  };
}

/** Request field -> form field (grams are entered as kilograms). */
const fieldOf = (path: readonly PropertyKey[]): string[] =>
  path.length ? [String(path[0]) === "weightGrams" ? "weightKg" : String(path[0])] : [];

export function ShipForm({
  doNo,
  printed,
  canShip,
  saving,
  onShip,
}: {
  doNo: string;
  printed: boolean;
  canShip: boolean;
  saving: boolean;
  /** Sends the request; rejects with the API's HttpError (field errors in `data.errors`). */
  onShip: (body: ShipRequest) => Promise<void>;
}) {
  const { t } = useTranslation(["orderScreens", "orders"]);
  const [form] = Form.useForm<ShipValues>();
  const method = Form.useWatch("shipmentMethod", form) ?? ShipmentMethod.pickup;
  const addresses = useList<AddressRow>({
    resource: "addresses",
    pagination: { currentPage: 1, pageSize: 20, mode: "server" },
    errorNotification: false,
  });
  const fallback = addresses.result.data?.find((a) => a.isDefault);
  // Prefill the sender from the shop's default address, never over what the user typed.
  useEffect(() => {
    if (!fallback) return;
    if (!form.getFieldValue("senderName")) form.setFieldValue("senderName", fallback.contactName);
    if (!form.getFieldValue("senderPhone")) form.setFieldValue("senderPhone", fallback.contactPhone);
  }, [fallback, form]);

  const disabled = !printed || !canShip;
  const submit = async () => {
    const values = form.getFieldsValue(true) as ShipValues;
    const check = shipRequestSchema.safeParse(shipBody(doNo, values));
    if (!check.success) {
      form.setFields(zodFieldErrors(check.error.issues, t, fieldOf) as Parameters<typeof form.setFields>[0]);
      return;
    }
    try {
      await onShip(shipBody(doNo, values));
    } catch (err) {
      form.setFields(
        serverFieldErrors((err as { data?: unknown }).data, fieldOf) as Parameters<typeof form.setFields>[0],
      );
    }
  };
  const clearError = (changed: Partial<ShipValues>) =>
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })) as Parameters<typeof form.setFields>[0]);

  return (
    <Form<ShipValues>
      form={form}
      layout="vertical"
      disabled={disabled}
      initialValues={{ shipmentMethod: ShipmentMethod.pickup }}
      onValuesChange={clearError}
      onFinish={() => void submit()}
    >
      {!printed ? <Alert type="info" showIcon message={t("operate.printFirst")} style={{ marginBottom: 16 }} /> : null}
      {printed && !canShip ? (
        <Alert type="warning" showIcon message={t("operate.cannotShip")} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item name="shipmentMethod" label={t("operate.method")} required>
        <Radio.Group
          optionType="button"
          options={[ShipmentMethod.pickup, ShipmentMethod.dropOff].map((v) => ({
            value: v,
            label: t(`orders:shipmentMethod.${v}`),
          }))}
        />
      </Form.Item>
      {method === ShipmentMethod.pickup ? (
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="logisticsName" label={t("operate.logisticsName")} required>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="weightKg" label={t("operate.weightKg")} required>
              <InputNumber min={0.001} max={1000} step={0.1} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="lengthCm" label={t("operate.lengthCm")} required>
              <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="widthCm" label={t("operate.widthCm")} required>
              <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="heightCm" label={t("operate.heightCm")} required>
              <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="courierName" label={t("operate.courierName")} required>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="trackingNo" label={t("operate.trackingNoField")} required>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="senderName" label={t("operate.senderName")} required>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="senderPhone" label={t("operate.senderPhone")} required>
            <Input maxLength={20} inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="proofPhoto" label={t("operate.proofPhoto")} required>
        <UploadField kind="image" maxCount={1} avatar maxSizeKb={PRODUCT_IMAGE_MAX_KB} disabled={disabled} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={disabled}>
        {t("operate.submit")}
      </Button>
    </Form>
  );
}
