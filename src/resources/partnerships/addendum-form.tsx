/**
 * The addendum form (spec §1 "term and agreement management with addendum"; authority
 * partnerships.addendum): title, text, effective date (today or later, WIB), and optional changes of the
 * term of payment (only once the buyer applied for the service, spec §5), part conditions and settlement
 * period; checked with addendumCreateSchema and sent to POST /api/partnership/ina/addendum/create. The
 * buyer then accepts or rejects it; an accepted one applies on its effective date.
 */
import { App, Button, Card, DatePicker, Form, Input, InputNumber } from "antd";
import type { HttpError } from "@refinedev/core";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT, formatDate } from "../../domain/datetime";
import { MAX_ADDENDUM_TEXT, MAX_ADDENDUM_TITLE } from "../../domain/partnership";
import { CONDITIONS } from "../../domain/product";
import { TEMPO_MAX, TEMPO_MIN } from "../../domain/request";
import { isCode } from "../../domain/text-key";
import { serverFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { addendumCreateSchema, type AddendumCreate, type PartnershipDetail } from "./schema";
import { PartConditionsField, SettlementPeriodField } from "./terms-fields";

interface Values {
  title?: string;
  body?: string;
  effectiveDate?: Dayjs | null;
  tempoWorkdays?: number | null;
  partConditions?: number[];
  settlementPeriod?: number;
}

const shape = addendumCreateSchema.shape;

/** The create body of the form's values: only the changes filled in are sent. Pure. */
export function toAddendumBody(partnershipId: number, v: Values): AddendumCreate {
  const changes: AddendumCreate["changes"] = {};
  if (typeof v.tempoWorkdays === "number") changes.tempoWorkdays = v.tempoWorkdays;
  const conditions = (v.partConditions ?? []).filter((c): c is (typeof CONDITIONS)[number] => isCode(CONDITIONS, c));
  if (conditions.length > 0) changes.partConditions = conditions;
  if (v.settlementPeriod === 1 || v.settlementPeriod === 2) changes.settlementPeriod = v.settlementPeriod;
  return {
    partnershipId,
    title: v.title ?? "",
    body: v.body ?? "",
    effectiveDate: v.effectiveDate?.format(DATE_FORMAT) ?? "",
    changes,
  };
}

export function AddendumForm({ partnership }: { partnership: PartnershipDetail }) {
  const { t } = useTranslation(["partnerships", "validation"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useEndpointMutation<unknown>("partnerships", "addendumCreate");
  const today = formatDate(new Date());

  const submit = async (values: Values) => {
    const parsed = addendumCreateSchema.safeParse(toAddendumBody(partnership.id, values));
    if (!parsed.success) return;
    try {
      await create.run(parsed.data);
      void message.success(t("addendum.createdToast"));
      form.resetFields();
    } catch (err) {
      const fields = serverFieldErrors((err as HttpError).data, (path) =>
        path[0] === "changes" && path[1] ? [path[1]] : path.slice(0, 1),
      );
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      void message.error(failureText(err, t("addendum.createFailed")));
    }
  };

  return (
    <Card title={t("addendum.new")} size="small" className="agreement-no-print">
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={create.isPending}>
        <Form.Item name="title" label={t("fields.title")} required rules={[zodRule(shape.title, t)]}>
          <Input maxLength={MAX_ADDENDUM_TITLE} />
        </Form.Item>
        <Form.Item name="body" label={t("fields.body")} required rules={[zodRule(shape.body, t)]}>
          <Input.TextArea rows={5} maxLength={MAX_ADDENDUM_TEXT} showCount />
        </Form.Item>
        <Form.Item
          name="effectiveDate"
          label={t("fields.effectiveDate")}
          required
          rules={[
            { required: true, message: t("validation:required") },
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                if (value && value.format(DATE_FORMAT) < today) throw new Error(t("rules.effectiveDate"));
              },
            },
          ]}
        >
          <DatePicker format={DATE_FORMAT} disabledDate={(d) => d.isBefore(dayjs(today, DATE_FORMAT), "day")} />
        </Form.Item>
        <Form.Item
          name="tempoWorkdays"
          label={t("addendum.changeTempo")}
          extra={partnership.tempoApplied ? t("addendum.optional") : t("rules.tempoNotApplied")}
        >
          <InputNumber<number>
            min={TEMPO_MIN}
            max={TEMPO_MAX}
            precision={0}
            disabled={!partnership.tempoApplied}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="partConditions" label={t("addendum.changeConditions")} extra={t("addendum.optional")}>
          <PartConditionsField />
        </Form.Item>
        <Form.Item name="settlementPeriod" label={t("addendum.changeSettlement")} extra={t("addendum.optional")}>
          <SettlementPeriodField />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t("addendum.submit")}
        </Button>
      </Form>
    </Card>
  );
}
