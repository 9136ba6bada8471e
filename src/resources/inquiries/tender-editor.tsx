/**
 * The tender form (spec §3 "Tender", §5 "Tender, consign, inquiry", §8 tender texts, §9 part readiness and the
 * out-of-town minimum delivery fee), shared by /tend/addTend (a new tender or a saved draft: Save draft and
 * Submit) and tender management's Modify (/api/tender/ina/modify: the whole tender again).
 *
 * Per inquiry part a card with one or more offer rows (add, remove; no row = the part is not offered), each
 * prefilled from the shop's first matching product (/api/inquiry/ina/prefill) with a picker of the other
 * matches: part no (letters and digits; changing a prefilled one asks a reason), brand or the "no brand"
 * switch, unit price (rupiah), qty offer, discount (percent, 0-99.9), the net price computed live, part status
 * (its choice sets the estimated delivery range), estimated delivery with its unit (days / workdays), delivery
 * line, unit, condition and notes. Then the shipping method, the delivery fee (the out-of-town minimum
 * Rp 50.000 hinted and checked before sending; free shipment makes it Rp 0), notes, and the summary of totals.
 *
 * Every rule comes from the wire schema (`tenderOfferSchema`, `tenderFieldsSchema`) or the domain
 * (`deliveryFeeError`, `PART_STATUS_DAYS`), so the form refuses what the API refuses, with the spec's messages.
 * A row lacking both its part no and its unit price stops the send with 'Submit failed' (spec §8). Leaving with
 * unsaved changes asks first (spec §8; Refine's warnWhenUnsavedChanges, as the product form).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import {
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Typography,
  type FormInstance,
} from "antd";
import type { Rule } from "antd/es/form";
import { useNotification, useWarnAboutChange } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import {
  EDT_UNITS,
  MAX_OFFERS_PER_PART,
  MAX_OFFER_QUANTITY,
  MAX_PART_NO_REASON,
  MAX_TENDER_NOTE,
  MIN_OFFER_DISCOUNT_TENTHS,
  MAX_OFFER_DISCOUNT_TENTHS,
  MIN_OUT_OF_TOWN_DELIVERY_FEE,
  MIN_PART_NO_REASON,
  PART_STATUSES,
  PART_STATUS_DAYS,
  TENDER_SHIPPING_METHODS,
  deliveryFeeError,
  partStatusName,
  type PartStatusValue,
} from "../../domain/inquiry";
import { formatRupiah } from "../../domain/money";
import { keyText, type TextKey } from "../../domain/text-key";
import { MoneyInput } from "../../forms/money-input";
import { isEmptyValue, issueMessage, serverFieldErrors, zodFieldErrors, type Translate } from "../../forms/zod-rule";
import { failureText } from "../../providers/data-hooks";
import { PercentInput } from "../products/percent-input";
import { useConditionText } from "./inquiry-info";
import {
  tenderFieldsSchema,
  tenderOfferSchema,
  type InquiryDetail,
  type InquiryPart,
  type TenderPrefill,
} from "./schema";
import {
  discountTenthsOf,
  edtOf,
  formTotals,
  lacksPartNoAndPrice,
  matchesOf,
  offerFromMatch,
  emptyOffer,
  rowNetPrice,
  toTenderFields,
  type OfferPlace,
  type OfferValues,
  type TenderFormValues,
} from "./tender-form-values";

/** The checked tender fields the editor hands over (the body less inquiryNo / tenderNo / submit). */
export type TenderFields = ReturnType<typeof tenderFieldsSchema.parse>;

type OfferField = keyof typeof tenderOfferSchema.shape;
type NamePath = (string | number)[];

/** The message of an empty required offer field (spec §5 "Required: part no, unit price, qty offer, ..."). */
const REQUIRED_KEYS: Partial<Record<OfferField, TextKey>> = {
  partNo: "tenders:rules.partNoRequired",
  unitPrice: "tenders:rules.unitPriceRequired",
  quantity: "tenders:rules.qtyOfferRequired",
  estimatedDelivery: "tenders:rules.edtRequired",
  estimatedDeliveryUnit: "tenders:rules.unitRequired",
  unit: "tenders:rules.unitRequired",
};

/** A rule checking one value with `schema`; an empty value reports `requiredKey` (or "required"). */
function schemaRule(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  t: Translate,
  requiredKey?: TextKey,
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      if (isEmptyValue(value)) throw new Error(keyText(t, requiredKey ?? "validation:required"));
      const first = parsed.error?.issues[0] as Parameters<typeof issueMessage>[0];
      throw new Error(issueMessage(first, t));
    },
  };
}

const offerRule = (field: OfferField, t: Translate) =>
  schemaRule(tenderOfferSchema.shape[field], t, REQUIRED_KEYS[field]);

/** A rule from a cross-field check answering an i18n key, reading the form (antd RuleRender). */
/** What a cross-field check reads of the form. */
interface FieldReader {
  getFieldValue: (name: NamePath | string) => unknown;
}

function crossRule(check: (value: unknown, form: FieldReader) => TextKey | null, t: Translate): Rule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const key = check(value, form);
      if (key) throw new Error(keyText(t, key));
    },
  });
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

function OfferRow({
  form,
  part,
  partIndex,
  row,
  rowIndex,
  matches,
  onRemove,
  onFilled,
}: {
  /** The tender form (untyped: a row's paths are built at run time). */
  form: FormInstance;
  part: InquiryPart;
  partIndex: number;
  /** The Form.List field name of the row. */
  row: number;
  rowIndex: number;
  matches: TenderPrefill["parts"][number]["matches"];
  onRemove: () => void;
  onFilled: () => void;
}) {
  const { t } = useTranslation(["tenders", "inquiries", "validation"]);
  const conditionText = useConditionText();
  const path: NamePath = ["parts", partIndex, "offers", row];
  const at = (field: keyof OfferValues): NamePath => [...path, field];
  const values = Form.useWatch(path, form) as Partial<OfferValues> | undefined;
  const status = (values?.partStatus ?? 1) as PartStatusValue;
  const days = PART_STATUS_DAYS[status];
  const reasonNeeded =
    !!values?.originalPartNo && typeof values.partNo === "string" && values.partNo.trim() !== values.originalPartNo;
  const label = t("tenders:form.offerLabel", { n: rowIndex + 1, part: part.partName });

  const fill = (itemId: number) => {
    const match = matches.find((m) => m.itemId === itemId);
    if (!match) return;
    form.setFieldValue(path, offerFromMatch(part, match, num(values?.quantity)));
    onFilled();
  };
  const onStatus = (next: PartStatusValue) => {
    const edt = num(form.getFieldValue(at("estimatedDelivery")));
    const range = PART_STATUS_DAYS[next];
    if (edt === null || edt < range.min || edt > range.max) form.setFieldValue(at("estimatedDelivery"), edtOf(next));
    void form.validateFields([at("estimatedDelivery")]).catch(() => undefined);
  };

  return (
    <section className="tender-offer" aria-label={label}>
      <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
        <Typography.Text strong>{t("tenders:form.offerN", { n: rowIndex + 1 })}</Typography.Text>
        <Space wrap>
          {matches.length > 0 ? (
            <Select<number>
              aria-label={t("tenders:form.fillFrom", { n: rowIndex + 1, part: part.partName })}
              placeholder={t("tenders:form.fillFromPlaceholder", { count: matches.length })}
              value={values?.itemId ?? undefined}
              style={{ minWidth: 280 }}
              onChange={fill}
              options={matches.map((m) => ({
                value: m.itemId,
                label: t("tenders:form.matchOption", {
                  name: m.itemName,
                  partNo: m.partNo,
                  price: formatRupiah(m.unitPrice),
                  stock: m.stockNumber,
                  by: t(`tenders:form.matchedBy.${m.matchedBy}`),
                }),
              }))}
            />
          ) : null}
          <Button danger onClick={onRemove} aria-label={t("tenders:form.removeOffer", { label })}>
            {t("tenders:form.remove")}
          </Button>
        </Space>
      </Space>
      <Row gutter={[12, 0]} style={{ marginTop: 8 }}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name={[row, "partNo"]}
            label={t("tenders:fields.partNo")}
            rules={[offerRule("partNo", t)]}
            required
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </Col>
        {reasonNeeded ? (
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name={[row, "partNoReason"]}
              label={t("tenders:fields.partNoReason")}
              extra={t("tenders:form.partNoChanged", { original: values?.originalPartNo ?? "" })}
              required
              dependencies={[at("partNo")]}
              rules={[
                crossRule(
                  (v) =>
                    typeof v === "string" && v.trim().length >= MIN_PART_NO_REASON
                      ? null
                      : "tenders:rules.partNoReason",
                  t,
                ),
              ]}
            >
              <Input maxLength={MAX_PART_NO_REASON} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name={[row, "brand"]}
            label={t("tenders:fields.brand")}
            required={!values?.noBrand}
            dependencies={[at("noBrand")]}
            rules={[
              offerRule("brand", t),
              crossRule(
                (v, f) => (!f.getFieldValue(at("noBrand")) && isEmptyValue(v) ? "tenders:rules.brandRequired" : null),
                t,
              ),
            ]}
          >
            <Input maxLength={50} disabled={!!values?.noBrand} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name={[row, "noBrand"]} label={t("tenders:fields.noBrand")} valuePropName="checked">
            <Switch
              onChange={(on) => {
                if (on) form.setFieldValue(at("brand"), "");
                void form.validateFields([at("brand")]).catch(() => undefined);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name={[row, "unitPrice"]}
            label={t("tenders:fields.unitPrice")}
            rules={[offerRule("unitPrice", t)]}
            required
          >
            <MoneyInput min={0} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item
            name={[row, "quantity"]}
            label={t("tenders:fields.quantity")}
            extra={t("tenders:form.asked", { count: part.quantity })}
            rules={[offerRule("quantity", t)]}
            required
          >
            <InputNumber<number> min={0} max={MAX_OFFER_QUANTITY} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item
            name={[row, "discount"]}
            label={t("tenders:fields.discount")}
            rules={[
              crossRule((v) => {
                const tenths = discountTenthsOf(num(v));
                return tenths < MIN_OFFER_DISCOUNT_TENTHS || tenths > MAX_OFFER_DISCOUNT_TENTHS
                  ? "tenders:rules.discountBound"
                  : null;
              }, t),
            ]}
          >
            <PercentInput style={{ width: "100%" }} addonAfter="%" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item label={t("tenders:fields.netPrice")}>
            <output className="ant-form-text" aria-label={t("tenders:form.netPriceOf", { label })}>
              {formatRupiah(rowNetPrice(values))}
            </output>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name={[row, "partStatus"]}
            label={t("tenders:fields.partStatus")}
            rules={[offerRule("partStatus", t)]}
            required
          >
            <Select<PartStatusValue>
              onChange={onStatus}
              options={PART_STATUSES.map((s) => ({ value: s, label: t(`tenders:partStatus.${partStatusName(s)}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item
            name={[row, "estimatedDelivery"]}
            label={t("tenders:fields.estimatedDelivery")}
            extra={t("tenders:form.edtRange", { min: days.min, max: days.max })}
            required
            dependencies={[at("partStatus")]}
            rules={[
              offerRule("estimatedDelivery", t),
              crossRule((v, f) => {
                const edt = num(v);
                const range = PART_STATUS_DAYS[(f.getFieldValue(at("partStatus")) ?? 1) as PartStatusValue];
                return edt !== null && (edt < range.min || edt > range.max) ? "tenders:rules.edtForPartStatus" : null;
              }, t),
            ]}
          >
            <InputNumber<number> min={0} max={90} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item
            name={[row, "estimatedDeliveryUnit"]}
            label={t("tenders:fields.estimatedDeliveryUnit")}
            rules={[offerRule("estimatedDeliveryUnit", t)]}
            required
          >
            <Select options={EDT_UNITS.map((u) => ({ value: u, label: t(`tenders:edtUnit.${u}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item name={[row, "unit"]} label={t("tenders:fields.unit")} rules={[offerRule("unit", t)]} required>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item name={[row, "condition"]} label={t("tenders:fields.condition")}>
            <Select options={[1, 2, 3].map((c) => ({ value: c, label: conditionText(c) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Form.Item
            name={[row, "deliveryLine"]}
            label={t("tenders:fields.deliveryLine")}
            rules={[offerRule("deliveryLine", t)]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name={[row, "notes"]} label={t("tenders:fields.offerNotes")} rules={[offerRule("notes", t)]}>
            <Input maxLength={MAX_TENDER_NOTE} />
          </Form.Item>
        </Col>
      </Row>
    </section>
  );
}

function PartCard({
  form,
  part,
  partIndex,
  matches,
  onChanged,
}: {
  form: FormInstance;
  part: InquiryPart;
  partIndex: number;
  matches: TenderPrefill["parts"][number]["matches"];
  onChanged: () => void;
}) {
  const { t } = useTranslation(["tenders", "inquiries"]);
  const conditionText = useConditionText();
  const title = (
    <Space wrap size={4}>
      <Typography.Text strong>{`${part.lineNo}. ${part.partName}`}</Typography.Text>
      {part.partNo ? <Typography.Text type="secondary">{part.partNo}</Typography.Text> : null}
      <Typography.Text type="secondary">
        {`${t("inquiries:list.qty", { count: part.quantity })} · ${conditionText(part.condition)}`}
        {part.categoryTitle ? ` · ${part.categoryTitle}` : ""}
      </Typography.Text>
    </Space>
  );
  return (
    <Form.List name={["parts", partIndex, "offers"]}>
      {(fields, { add, remove }) => (
        <Card
          size="small"
          title={title}
          extra={
            <Button
              disabled={fields.length >= MAX_OFFERS_PER_PART}
              onClick={() => {
                const next = fields.length === 0 && matches[0] ? offerFromMatch(part, matches[0]) : emptyOffer(part);
                add(next);
                onChanged();
              }}
              aria-label={t("tenders:form.addOfferTo", { part: part.partName })}
            >
              {fields.length === 0 ? t("tenders:form.offerPart") : t("tenders:form.addOffer")}
            </Button>
          }
        >
          {part.remark ? (
            <Typography.Paragraph type="secondary">
              {t("tenders:form.buyerRemark", { remark: part.remark })}
            </Typography.Paragraph>
          ) : null}
          {fields.length === 0 ? (
            <Typography.Text type="secondary">{t("tenders:form.notOffered")}</Typography.Text>
          ) : null}
          {fields.map((field, i) => (
            <OfferRow
              key={field.key}
              form={form}
              part={part}
              partIndex={partIndex}
              row={field.name}
              rowIndex={i}
              matches={matches}
              onRemove={() => {
                remove(field.name);
                onChanged();
              }}
              onFilled={onChanged}
            />
          ))}
        </Card>
      )}
    </Form.List>
  );
}

function Summary({ form, partCount }: { form: FormInstance<TenderFormValues>; partCount: number }) {
  const { t } = useTranslation("tenders");
  const parts = Form.useWatch("parts", form) as TenderFormValues["parts"] | undefined;
  const deliveryFee = Form.useWatch("deliveryFee", form) as number | null | undefined;
  const freeShipment = Form.useWatch("freeShipment", form) as boolean | undefined;
  const totals = formTotals({ parts: parts ?? [], deliveryFee: deliveryFee ?? null, freeShipment: !!freeShipment });
  return (
    <Card size="small" title={t("form.summary")} className="tender-summary">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 5 }}>
        <Descriptions.Item label={t("form.partsOffered")}>
          {t("form.partsOfferedValue", { offered: totals.partsOffered, total: partCount })}
        </Descriptions.Item>
        <Descriptions.Item label={t("form.offers")}>{totals.offers}</Descriptions.Item>
        <Descriptions.Item label={t("form.goodsAmount")}>{formatRupiah(totals.goods)}</Descriptions.Item>
        <Descriptions.Item label={t("fields.deliveryFee")}>{formatRupiah(totals.deliveryFee)}</Descriptions.Item>
        <Descriptions.Item label={<strong>{t("form.total")}</strong>}>
          <strong data-testid="tender-total">{formatRupiah(totals.total)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export interface TenderEditorProps<A> {
  inquiry: InquiryDetail;
  prefill?: TenderPrefill;
  initialValues: TenderFormValues;
  /** "create": Save draft and Submit (addTend); "modify": Save changes and Cancel (tender management). */
  mode: "create" | "modify";
  /** Sends the checked fields (submit: false = a draft); rejects with the API's failure (Refine HttpError). */
  send: (fields: TenderFields, submit: boolean) => Promise<A>;
  /** After a successful send, once the leave warning is off (e.g. navigate). */
  onSent: (answer: A, submit: boolean) => void;
  onCancel?: () => void;
}

/** See module doc. */
export function TenderEditor<A>({
  inquiry,
  prefill,
  initialValues,
  mode,
  send,
  onSent,
  onCancel,
}: TenderEditorProps<A>) {
  const { t } = useTranslation(["tenders", "inquiries", "validation"]);
  const [form] = Form.useForm<TenderFormValues>();
  const { open } = useNotification();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState<"draft" | "submit" | null>(null);
  const outOfTown = prefill?.outOfTown ?? inquiry.outOfTown;
  const changed = () => setWarnWhen(true);

  // Closing or reloading the tab with unsaved edits asks first (in-app moves: the shell's notifier).
  useEffect(() => {
    if (!warnWhen) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [warnWhen]);
  // Leaving the form (its route or the modify panel) drops the warning with it.
  const unwarn = useRef(setWarnWhen);
  unwarn.current = setWarnWhen;
  useEffect(() => () => unwarn.current(false), []);
  const freeShipment = Form.useWatch("freeShipment", form) === true;

  const offerFieldOf =
    (places: OfferPlace[]) =>
    (path: readonly PropertyKey[]): NamePath => {
      if (path[0] === "offers" && typeof path[1] === "number" && places[path[1]]) {
        const [p, r] = places[path[1]];
        return path.length > 2 ? ["parts", p, "offers", r, String(path[2])] : ["parts", p, "offers"];
      }
      return path.length ? [String(path[0])] : [];
    };

  const fail = (message: string) => open?.({ type: "error", message });

  async function save(submit: boolean) {
    const values = form.getFieldsValue(true) as TenderFormValues;
    if (lacksPartNoAndPrice(values)) {
      fail(t("tenders:rules.submitFailed"));
      await form.validateFields().catch(() => undefined);
      return;
    }
    const { body, places } = toTenderFields(values);
    if (body.offers.length === 0) {
      fail(t("tenders:rules.oneProduct"));
      return;
    }
    try {
      await form.validateFields();
    } catch {
      fail(t("tenders:form.fixErrors"));
      return;
    }
    const checked = tenderFieldsSchema.safeParse(body);
    if (!checked.success) {
      const fields = zodFieldErrors(checked.error.issues, t, offerFieldOf(places));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      fail(t("tenders:form.fixErrors"));
      return;
    }
    setSaving(submit ? "submit" : "draft");
    try {
      const answer = await send(checked.data, submit);
      // Rendered at once so the leave-guard is off before the caller navigates.
      flushSync(() => setWarnWhen(false));
      onSent(answer, submit);
    } catch (err) {
      const fields = serverFieldErrors((err as { data?: unknown } | null)?.data, (p) =>
        offerFieldOf(places)(p.map((s) => (/^\d+$/.test(s) ? Number(s) : s))),
      );
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      fail(failureText(err, t("tenders:form.saveFailed")));
    } finally {
      setSaving(null);
    }
  }

  const feeHint: ReactNode = outOfTown
    ? t("tenders:form.outOfTownHint", {
        min: formatRupiah(MIN_OUT_OF_TOWN_DELIVERY_FEE),
        shopCity: prefill?.shopCity ?? "-",
        receiverCity: prefill?.receiverCity ?? inquiry.receiverCity,
      })
    : t("tenders:form.inTownHint", { receiverCity: prefill?.receiverCity ?? inquiry.receiverCity });

  return (
    <Form<TenderFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={changed}
      aria-label={t("tenders:form.label", { inquiryNo: inquiry.inquiryNo })}
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        {inquiry.parts.map((part, i) => (
          <PartCard
            key={part.partId}
            form={form}
            part={part}
            partIndex={i}
            matches={matchesOf(prefill, part.partId)}
            onChanged={changed}
          />
        ))}
        <Card size="small" title={t("tenders:form.shipping")}>
          <Row gutter={[12, 0]}>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item
                name="shippingMethod"
                label={t("tenders:fields.shippingMethod")}
                required
                rules={[schemaRule(tenderFieldsSchema.shape.shippingMethod, t, "tenders:rules.shippingMethod")]}
              >
                <Select
                  placeholder={t("tenders:form.chooseShipping")}
                  options={TENDER_SHIPPING_METHODS.map((m) => ({ value: m, label: t(`tenders:shippingMethod.${m}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item
                name="deliveryFee"
                label={t("tenders:fields.deliveryFee")}
                extra={feeHint}
                required
                dependencies={["freeShipment"]}
                rules={[
                  schemaRule(tenderFieldsSchema.shape.deliveryFee, t, "tenders:rules.deliveryFeeRequired"),
                  crossRule((v, f) => {
                    const fee = num(v);
                    return fee === null ? null : deliveryFeeError(fee, !!f.getFieldValue("freeShipment"), outOfTown);
                  }, t),
                ]}
              >
                <MoneyInput min={0} disabled={freeShipment} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Form.Item name="freeShipment" label={t("tenders:fields.freeShipment")} valuePropName="checked">
                <Switch
                  onChange={(on) => {
                    if (on) form.setFieldValue("deliveryFee", 0);
                    void form.validateFields(["deliveryFee"]).catch(() => undefined);
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item
                name="notes"
                label={t("tenders:fields.notes")}
                rules={[schemaRule(tenderFieldsSchema.shape.notes, t)]}
              >
                <Input.TextArea rows={2} maxLength={MAX_TENDER_NOTE} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Summary form={form} partCount={inquiry.parts.length} />
        <Space wrap>
          {mode === "create" ? (
            <>
              <Button loading={saving === "draft"} disabled={saving !== null} onClick={() => void save(false)}>
                {t("tenders:form.saveDraft")}
              </Button>
              <Button
                type="primary"
                loading={saving === "submit"}
                disabled={saving !== null}
                onClick={() => void save(true)}
              >
                {t("tenders:form.submit")}
              </Button>
            </>
          ) : (
            <>
              <Button type="primary" loading={saving !== null} onClick={() => void save(true)}>
                {t("tenders:form.saveChanges")}
              </Button>
              {onCancel ? <Button onClick={onCancel}>{t("tenders:form.cancel")}</Button> : null}
            </>
          )}
        </Space>
      </Space>
    </Form>
  );
}
