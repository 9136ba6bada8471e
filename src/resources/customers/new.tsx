/**
 * /customer/new (spec §2 /customer/new, §3 "Customer"; authority customers.create): the buyer by exact user
 * name or e-mail (with suggestions), its company fields, addresses, fee methods and account manager. A buyer
 * already a customer of the shop answers 409 'Anda telah menambahkan pelanggan ini.' (spec §8), shown on the
 * buyer field; an unknown one 404, shown there too. A success opens the new customer's detail.
 */
import { App, Button, Card, Form, Result, Space } from "antd";
import { useCreate, type HttpError } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { serverFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureCode, failureText } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { BuyerPicker } from "./buyer-picker";
import { CustomerFields } from "./customer-fields";
import { EMPTY_CUSTOMER, toCreateBody, type CustomerFormValues } from "./form-values";
import { customerDetailPath, customerListPath } from "./paths";
import { customerCreateSchema, type CustomerCreate, type CustomerDetail } from "./schema";
import { CustomerScreen } from "./screen";

function CustomerNewForm() {
  const { t } = useTranslation(["customers", "errors"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<CustomerFormValues>();
  const { mutateAsync, mutation } = useCreate<CustomerDetail, HttpError, CustomerCreate>({
    successNotification: false,
    errorNotification: false,
  });

  const submit = async (values: CustomerFormValues) => {
    const parsed = customerCreateSchema.safeParse(toCreateBody(values));
    if (!parsed.success) return; // the field rules already show why
    try {
      const { data } = await mutateAsync({ resource: "customers", values: parsed.data });
      void message.success(t("form.created"));
      void navigate(data?.id ? customerDetailPath(data.id) : customerListPath);
    } catch (err) {
      const code = failureCode(err);
      const text = failureText(err, t("form.saveFailed"));
      // 409 already added / 404 no such buyer: the message belongs to the buyer field (spec §8).
      if (code === 409 || code === 404) form.setFields([{ name: "buyer", errors: [text] }]);
      else {
        const fields = serverFieldErrors((err as HttpError).data, (path) => path.slice(0, 2));
        if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
        void message.error(text);
      }
    }
  };

  return (
    <Card style={{ maxWidth: 760 }}>
      <Form<CustomerFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY_CUSTOMER}
        validateTrigger={["onBlur", "onChange"]}
        onFinish={(v) => void submit(v)}
        disabled={mutation.isPending}
      >
        <Form.Item
          name="buyer"
          label={t("fields.buyer")}
          extra={t("form.buyerHint")}
          required
          rules={[zodRule(customerCreateSchema.shape.buyer, t)]}
        >
          <BuyerPicker />
        </Form.Item>
        <CustomerFields />
        <Space>
          <Button onClick={() => void navigate(customerListPath)}>{t("form.cancel")}</Button>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t("form.save")}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

function CustomerNewView() {
  const { t } = useTranslation("shell");
  return (
    <Page titleKey="customers:titles.new">
      <CanAccess
        resource="customers"
        action="create"
        fallback={<Result status="403" title="403" subTitle={t("error.forbidden")} />}
      >
        <CustomerNewForm />
      </CanAccess>
    </Page>
  );
}

export default function CustomerNewViewRoute() {
  return <CustomerScreen>{() => <CustomerNewView />}</CustomerScreen>;
}
