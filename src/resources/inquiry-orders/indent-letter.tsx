/**
 * /tend/inquiry-order/createIndentLetter?orderNo= (spec §2 /tend inquiry-order/createIndentLetter; §3 "Indent
 * letter": order number, signature photo, courier name, tracking no, estimated delivery, logo choice; §5 "New EDT
 * cannot be less than the previous one (also for indent letter)"; §6 activity "create indent letter"):
 * (a) the form: the order number, the signature photo (upload), courier name, tracking no, the estimated
 * delivery (days before the order's current one are disabled and refused), the logo (shop, marketplace, none)
 * and the indent lines the letter covers; checked with the API's own schema (indentLetterRequestSchema) and
 * sent to inquiryOrders.createIndentLetter; then (b) with `&letterNo=`, the printable letter: Print opens the
 * browser's print dialog, which prints the letter alone (text selectable in the PDF).
 */
import { useMemo, type ReactNode } from "react";
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Radio,
  Result,
  Space,
  Spin,
  Typography,
} from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import dayjs, { type Dayjs } from "dayjs";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { INDENT_LOGOS, partStatusName, type IndentLogo } from "../../domain/inquiry";
import { PRODUCT_IMAGE_MAX_KB } from "../../domain/product";
import { UploadField } from "../../forms/upload";
import type { UploadedImage } from "../../forms/upload-rules";
import { checkRule, serverFieldErrors, zodFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { useOrder, useOrderNo } from "../orders/use-order";
import { indentLetterPath, inquiryDetailPath, inquiryOrderListPath } from "./paths";
import { indentLines, isBeforePreviousEdt } from "./indent-letter-rules";
import { IndentLetterSheet } from "./indent-letter-sheet";
import { InquiryOrderScreen } from "./screen";
import {
  INDENT_LETTER_NO_FORMAT,
  indentLetterRequestSchema,
  type IndentLetterDocument,
  type IndentLetterRequest,
  type IndentLetterView,
  type InquiryOrderDetail,
} from "./schema";
import "../orders/shipment-operate.css";
import "./indent-letter.css";

interface Values {
  signaturePhoto?: UploadedImage[];
  courierName?: string;
  trackingNo?: string;
  estimatedDelivery?: Dayjs | null;
  logo: IndentLogo;
  lineIds: number[];
}

/** The form's values as the request (the day as WIB `yyyy-MM-dd`, the photo as its file key). */
export function indentLetterBody(orderNo: string, v: Values): IndentLetterRequest {
  return {
    orderNo,
    signaturePhoto: v.signaturePhoto?.[0]?.fileKey ?? "",
    courierName: (v.courierName ?? "").trim(),
    trackingNo: (v.trackingNo ?? "").trim(),
    estimatedDelivery: v.estimatedDelivery ? v.estimatedDelivery.format(DAY) : "",
    logo: v.logo,
    lineIds: v.lineIds,
  };
}

function IndentLetterForm({ order }: { order: InquiryOrderDetail }) {
  const { t } = useTranslation(["inquiryOrders", "tenders", "common"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const create = useEndpointMutation<IndentLetterView, IndentLetterRequest>("inquiryOrders", "createIndentLetter");
  const lines = useMemo(() => indentLines(order.lines), [order.lines]);
  const previous = order.estimatedDeliveryDate;
  const { shape } = indentLetterRequestSchema;
  const initial: Values = { logo: "shop", lineIds: lines.map((l) => l.lineId) };

  const submit = async (values: Values) => {
    const check = indentLetterRequestSchema.safeParse(indentLetterBody(order.orderNo, values));
    if (!check.success) {
      form.setFields(zodFieldErrors(check.error.issues, t) as Parameters<typeof form.setFields>[0]);
      return;
    }
    try {
      const letter = await create.run(check.data);
      void message.success(t("indent.created", { letterNo: letter.letterNo }));
      void navigate(indentLetterPath(order.orderNo, letter.letterNo));
    } catch (err) {
      void message.error(failureText(err, t("indent.failed")));
      form.setFields(serverFieldErrors((err as { data?: unknown }).data) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 720 }}
    >
      <Card size="small">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t("indent.orderNo")}>
            <strong>{order.orderNo}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.inquiryNo")}>{order.inquiryNo}</Descriptions.Item>
          <Descriptions.Item label={t("indent.previousEdt")}>{previous}</Descriptions.Item>
        </Descriptions>
        <Form.Item
          name="signaturePhoto"
          label={t("indent.signature")}
          required
          rules={[{ required: true, message: t("indent.signatureRequired") }]}
        >
          <UploadField kind="image" maxCount={1} avatar maxSizeKb={PRODUCT_IMAGE_MAX_KB} />
        </Form.Item>
        <Form.Item name="courierName" label={t("indent.courierName")} required rules={[zodRule(shape.courierName, t)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="trackingNo" label={t("indent.trackingNo")} rules={[zodRule(shape.trackingNo, t)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="estimatedDelivery"
          label={t("indent.estimatedDelivery")}
          extra={t("indent.edtHint", { date: previous })}
          required
          rules={[
            { required: true, message: t("indent.edtRequired") },
            checkRule(
              (v) =>
                dayjs.isDayjs(v) && isBeforePreviousEdt(v.format(DAY), previous)
                  ? "inquiryOrders:rules.edtNotEarlier"
                  : null,
              t,
            ),
          ]}
        >
          <DatePicker
            format={DAY}
            disabledDate={(d) => isBeforePreviousEdt(d.format(DAY), previous)}
            aria-label={t("indent.estimatedDelivery")}
          />
        </Form.Item>
        <Form.Item name="logo" label={t("indent.logo")}>
          <Radio.Group optionType="button" options={INDENT_LOGOS.map((v) => ({ value: v, label: t(`logo.${v}`) }))} />
        </Form.Item>
        <Form.Item
          name="lineIds"
          label={t("indent.lines")}
          rules={[{ type: "array", min: 1, message: t("indent.linesRequired") }]}
        >
          <Checkbox.Group>
            <Space direction="vertical">
              {lines.map((l) => (
                <Checkbox key={l.lineId} value={l.lineId}>
                  {`${l.partNo} · ${l.itemName} · ${l.quantity} ${l.saleUnit} · ${
                    l.partStatus ? t(`tenders:partStatus.${partStatusName(l.partStatus)}`) : ""
                  }`}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t("indent.submit")}
          </Button>
          <Button onClick={() => void navigate(inquiryDetailPath(order.orderNo))}>{t("common:buttons.cancel")}</Button>
        </Space>
      </Card>
    </Form>
  );
}

function IndentLetterPrint({ orderNo, letterNo }: { orderNo: string; letterNo: string }) {
  const { t } = useTranslation(["inquiryOrders", "orderScreens"]);
  const navigate = useNavigate();
  const { query } = useEndpointQuery<IndentLetterDocument>("inquiryOrders", "indentLetter", { letterNo });
  const doc = query.data?.data;
  let body: ReactNode;
  if (query.isError) body = <Alert type="error" showIcon message={failureText(query.error, t("indent.loadFailed"))} />;
  else if (!doc) body = <Spin spinning />;
  else
    body = (
      <Card
        size="small"
        className="do-print-card"
        title={<span className="do-no-print">{t("indent.sheetTitle")}</span>}
        extra={
          <Space className="do-no-print">
            <Button onClick={() => void navigate(inquiryDetailPath(orderNo))}>{t("indent.backToOrder")}</Button>
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t("indent.print")}
            </Button>
          </Space>
        }
      >
        <style>{"@page { size: A4 portrait; margin: 15mm; }"}</style>
        <IndentLetterSheet doc={doc} />
      </Card>
    );
  return <Page titleKey="inquiryOrders:titles.createIndentLetter">{body}</Page>;
}

function IndentLetterFormView() {
  const { t } = useTranslation(["inquiryOrders", "orderScreens"]);
  const navigate = useNavigate();
  const orderNo = useOrderNo();
  const { order, error } = useOrder<InquiryOrderDetail>(orderNo);
  let body: ReactNode;
  if (!orderNo) body = <Result status="404" title={t("orderScreens:detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!order) body = <Spin spinning />;
  else if (!order.canCreateIndentLetter || indentLines(order.lines).length === 0)
    body = <Alert type="warning" showIcon message={t("indent.notAllowed")} />;
  else
    body = (
      <CanAccess
        resource="inquiryOrders"
        action="createIndentLetter"
        fallback={<Alert type="warning" showIcon message={t("indent.notAllowed")} />}
      >
        <IndentLetterForm order={order} />
      </CanAccess>
    );
  return (
    <Page
      titleKey="inquiryOrders:titles.createIndentLetter"
      actions={
        <Button onClick={() => void navigate(orderNo ? inquiryDetailPath(orderNo) : inquiryOrderListPath)}>
          {t("orderScreens:actions.back")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("indent.intro")}</Typography.Paragraph>
      {body}
    </Page>
  );
}

function IndentLetterView() {
  const [params] = useSearchParams();
  const orderNo = useOrderNo();
  const letterNo = params.get("letterNo")?.trim() ?? "";
  return orderNo && INDENT_LETTER_NO_FORMAT.test(letterNo) ? (
    <IndentLetterPrint orderNo={orderNo} letterNo={letterNo} />
  ) : (
    <IndentLetterFormView />
  );
}

export default function IndentLetterRoute() {
  return <InquiryOrderScreen>{() => <IndentLetterView />}</InquiryOrderScreen>;
}
