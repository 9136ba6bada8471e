/**
 * /consign/consign-confirm?consignNo= (spec §2 consign-confirm; §3 "Consign"; §5 "Tender, consign, inquiry":
 * unit price and qty offer required, at least one product offered, "Consign needs at least 1 item"): the
 * seller's offer for a request. Per requested line the shop's own stock now, the quantity offered
 * (0..stock; 0 drops the line) and the unit price (the rupiah input with the dot thousands separator); the
 * initial EDT in days; the live total (src/domain/consign.ts consignTotal). Checked with the API's own
 * schema (consignOfferSchema) before the call; the body names the offered lines only (a line left out is
 * dropped). A 409 consignments:errors.insufficientStock (the stock moved since the page loaded) shows the
 * API's message naming the part no and marks that line.
 */
import { useState, type ReactNode } from "react";
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  InputNumber,
  Result,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from "antd";
import type { HttpError } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { ConsignStatus, MAX_CONSIGN_QUANTITY, MAX_EDT_DAYS, consignTotal } from "../../domain/consign";
import { formatRupiah } from "../../domain/money";
import { MoneyInput } from "../../forms/money-input";
import { checkRule, isEmptyValue, issueMessage, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { ConsignDeadline } from "./consign-deadline";
import { CONSIGN_LIST_PATHS, consignOfferDetailPath } from "./paths";
import { consignOfferSchema, type ConsignDetail, type ConsignLine, type ConsignOffer } from "./schema";
import { useConsign, useConsignNo } from "./use-consign";

interface LineValues {
  qtyOffer?: number | null;
  unitPrice?: number | null;
}
export interface OfferValues {
  lines: LineValues[];
  edtInitialDays?: number | null;
}

const LINE = consignOfferSchema.shape.items.element.shape;
const whole = (v: number | null | undefined): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** The most a line may offer: the shop's stock (never below 0) within the wire's cap. */
export const maxOffer = (line: Pick<ConsignLine, "shopStock">) =>
  Math.max(0, Math.min(line.shopStock, MAX_CONSIGN_QUANTITY));

/** The form's first values: each line offers what was asked, within the shop's stock, at its last price. */
export function initialOffer(consign: Pick<ConsignDetail, "items" | "edtInitialDays">): OfferValues {
  return {
    lines: consign.items.map((l) => ({ qtyOffer: Math.min(l.qtyRequest, maxOffer(l)), unitPrice: l.unitPrice })),
    edtInitialDays: consign.edtInitialDays > 0 ? consign.edtInitialDays : null,
  };
}

/**
 * The offer request of the form's values (spec §2 consign-confirm): the lines with a quantity above 0, each
 * with its unit price; a line offering 0 is left out (dropped). Pure.
 */
export function offerBody(consignNo: string, items: readonly ConsignLine[], v: OfferValues): ConsignOffer {
  const lines = items.flatMap((line, i) => {
    const qtyOffer = whole(v.lines[i]?.qtyOffer);
    return qtyOffer > 0 ? [{ itemId: line.itemId, qtyOffer, unitPrice: whole(v.lines[i]?.unitPrice) }] : [];
  });
  return { consignNo, items: lines, edtInitialDays: whole(v.edtInitialDays) };
}

/** The part no a 409 insufficientStock names (`data.partNo`), if any. */
const partNoOf = (err: unknown): string | undefined => {
  const partNo = ((err as HttpError | null)?.data as { partNo?: unknown } | null)?.partNo;
  return typeof partNo === "string" ? partNo : undefined;
};

function OfferForm({ consign }: { consign: ConsignDetail }) {
  const { t } = useTranslation(["consignments", "common", "validation"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<OfferValues>();
  const offer = useEndpointMutation<unknown, ConsignOffer>("consignments", "offer");
  const [failure, setFailure] = useState<string | null>(null);
  const watched = Form.useWatch("lines", form) ?? initialOffer(consign).lines;
  const linesFrame = useScrollRegion(t("confirm.linesLabel"));
  const { consignNo, items } = consign;

  const offered = items.filter((_, i) => whole(watched[i]?.qtyOffer) > 0).length;
  const total = consignTotal(
    items.map((_, i) => ({ qtyOffer: whole(watched[i]?.qtyOffer), unitPrice: whole(watched[i]?.unitPrice) })),
  );

  const submit = async () => {
    setFailure(null);
    const values = await form.validateFields();
    if (offered === 0) {
      setFailure(t("rules.atLeastOneItem"));
      return;
    }
    const body = offerBody(consignNo, items, values);
    const check = consignOfferSchema.safeParse(body);
    if (!check.success) {
      setFailure(t("confirm.failed"));
      return;
    }
    try {
      await offer.run(check.data);
      void message.success(t("confirm.done", { consignNo }));
      void navigate(consignOfferDetailPath(consignNo));
    } catch (err) {
      const text = failureText(err, t("confirm.failed"));
      setFailure(text);
      const at = items.findIndex((l) => l.partNo === partNoOf(err));
      if (at >= 0) form.setFields([{ name: ["lines", at, "qtyOffer"], errors: [text] }]);
    }
  };

  const columns = [
    {
      key: "product",
      title: t("confirm.name"),
      render: (_: unknown, line: ConsignLine) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{line.name}</Typography.Text>
          <Typography.Text type="secondary">{line.partNo}</Typography.Text>
        </Space>
      ),
    },
    { key: "qtyRequest", dataIndex: "qtyRequest", title: t("fields.qtyRequest"), align: "right" as const, width: 110 },
    { key: "shopStock", dataIndex: "shopStock", title: t("confirm.shopStock"), align: "right" as const, width: 100 },
    {
      key: "qtyOffer",
      title: t("fields.qtyOffer"),
      width: 150,
      render: (_: unknown, line: ConsignLine, i: number) => (
        <Form.Item
          name={["lines", i, "qtyOffer"]}
          style={{ marginBottom: 0 }}
          rules={[
            zodRule(LINE.qtyOffer, t),
            checkRule(
              (v) => (typeof v === "number" && v > maxOffer(line) ? "consignments:confirm.overStock" : null),
              t,
              {
                max: maxOffer(line),
              },
            ),
          ]}
        >
          <InputNumber
            aria-label={t("confirm.qtyOfferOf", { partNo: line.partNo })}
            min={0}
            max={MAX_CONSIGN_QUANTITY}
            precision={0}
            style={{ width: "100%" }}
          />
        </Form.Item>
      ),
    },
    {
      key: "unitPrice",
      title: t("fields.unitPrice"),
      width: 190,
      render: (_: unknown, line: ConsignLine, i: number) => (
        <Form.Item
          name={["lines", i, "unitPrice"]}
          style={{ marginBottom: 0 }}
          dependencies={[["lines", i, "qtyOffer"]]}
          rules={[
            ({ getFieldValue }) => ({
              // A dropped line needs no price.
              validator: async (_rule, value: unknown) => {
                if (whole(getFieldValue(["lines", i, "qtyOffer"]) as number | null) === 0) return;
                const check = LINE.unitPrice.safeParse(value);
                if (check.success) return;
                throw new Error(
                  isEmptyValue(value) ? t("validation:required") : issueMessage(check.error.issues[0], t),
                );
              },
            }),
          ]}
        >
          <MoneyInput aria-label={t("confirm.unitPriceOf", { partNo: line.partNo })} min={0} />
        </Form.Item>
      ),
    },
    {
      key: "amount",
      title: t("confirm.amount"),
      align: "right" as const,
      width: 150,
      render: (_: unknown, _line: ConsignLine, i: number) => {
        const qty = whole(watched[i]?.qtyOffer);
        return qty > 0 ? formatRupiah(qty * whole(watched[i]?.unitPrice)) : <Tag>{t("confirm.dropped")}</Tag>;
      },
    },
  ];

  return (
    <Form<OfferValues>
      form={form}
      layout="vertical"
      initialValues={initialOffer(consign)}
      onValuesChange={() => setFailure(null)}
      onFinish={() => void submit().catch(() => undefined)}
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Alert type="info" showIcon message={t("confirm.rule")} />
        <Card title={t("confirm.lines")} size="small" ref={linesFrame}>
          <Table<ConsignLine>
            aria-label={t("confirm.linesLabel")}
            rowKey="itemId"
            size="small"
            columns={columns}
            dataSource={items}
            pagination={false}
            scroll={{ x: 820 }}
          />
        </Card>
        <Card size="small">
          <Space wrap size="large" align="end" style={{ width: "100%", justifyContent: "space-between" }}>
            <Form.Item
              name="edtInitialDays"
              label={t("fields.edtInitial")}
              required
              rules={[zodRule(consignOfferSchema.shape.edtInitialDays, t)]}
              style={{ marginBottom: 0 }}
            >
              <InputNumber min={1} max={MAX_EDT_DAYS} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Space direction="vertical" size={0} align="end">
              <Typography.Text type="secondary">
                {t("confirm.offered", { count: offered, total: items.length })}
              </Typography.Text>
              <Typography.Text strong style={{ fontSize: 18 }} aria-live="polite">
                {`${t("fields.totalPrice")}: ${formatRupiah(total)}`}
              </Typography.Text>
            </Space>
          </Space>
        </Card>
        {failure ? <Alert type="error" showIcon role="alert" message={failure} /> : null}
        <Space>
          <Button onClick={() => void navigate(CONSIGN_LIST_PATHS.request)}>{t("common:buttons.cancel")}</Button>
          <Button type="primary" htmlType="submit" loading={offer.isPending}>
            {t("buttons.sendOffer")}
          </Button>
        </Space>
      </Space>
    </Form>
  );
}

/** The request being answered: who asks, why, until when, and where the parts go. */
function RequestSummary({ consign }: { consign: ConsignDetail }) {
  const { t } = useTranslation("consignments");
  return (
    <Card title={t("confirm.request")} size="small">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t("fields.consignNo")}>{consign.consignNo}</Descriptions.Item>
        <Descriptions.Item label={t("fields.buyer")}>
          {`${consign.buyerName} (${consign.buyerUserName})`}
        </Descriptions.Item>
        <Descriptions.Item label={t("detail.createTime")}>{consign.createTime}</Descriptions.Item>
        <Descriptions.Item label={t("fields.reason")}>{consign.reason}</Descriptions.Item>
        <Descriptions.Item label={t("detail.receiver")}>
          {`${consign.receiver.name}, ${consign.receiver.phone}, ${consign.receiver.address}`}
        </Descriptions.Item>
        {consign.deadline ? (
          <Descriptions.Item label={t("detail.deadline")}>
            <ConsignDeadline deadline={consign.deadline} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}

export default function ConsignConfirmView() {
  const { t } = useTranslation(["consignments", "common"]);
  const navigate = useNavigate();
  const consignNo = useConsignNo();
  const { consign, error } = useConsign(consignNo);
  let body: ReactNode;
  if (!consignNo) body = <Result status="404" title={t("detail.missing")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!consign) body = <Spin spinning />;
  else
    body = (
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <RequestSummary consign={consign} />
        {consign.status === ConsignStatus.buyerApply ? (
          <CanAccess resource="consignments" action="offer">
            <OfferForm consign={consign} />
          </CanAccess>
        ) : (
          <Alert type="warning" showIcon message={t("confirm.notRequest")} />
        )}
      </Space>
    );
  return (
    <Page
      titleKey="consignments:titles.consignConfirm"
      actions={<Button onClick={() => void navigate(CONSIGN_LIST_PATHS.request)}>{t("buttons.back")}</Button>}
    >
      {body}
    </Page>
  );
}
