/**
 * The customer detail's edit drawer (spec §3 "Customer"; authority customers.edit): the same fields as
 * /customer/new without the buyer, checked with customerUpdateSchema and saved through the data
 * provider's update (POST /api/customer/ina/update `{ id, ...fields }`); field errors of the API land on
 * their fields.
 */
import { App, Button, Drawer, Form, Space } from "antd";
import { useUpdate, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { serverFieldErrors } from "../../forms/zod-rule";
import { failureText } from "../../providers/data-hooks";
import { CustomerFields } from "./customer-fields";
import { fromCustomer, toUpdateBody, type CustomerFormValues } from "./form-values";
import { customerUpdateSchema, type CustomerDetail, type CustomerUpdate } from "./schema";

export function EditDrawer({ customer, onClose }: { customer: CustomerDetail; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation("customers");
  const { message } = App.useApp();
  const [form] = Form.useForm<CustomerFormValues>();
  const { mutateAsync, mutation } = useUpdate<CustomerDetail, HttpError, Omit<CustomerUpdate, "id">>({
    successNotification: false,
    errorNotification: false,
  });

  const submit = async (values: CustomerFormValues) => {
    const parsed = customerUpdateSchema.safeParse(toUpdateBody(customer.id, values));
    if (!parsed.success) return;
    const { id, ...fields } = parsed.data;
    try {
      await mutateAsync({ resource: "customers", id, values: fields });
      void message.success(t("form.saved"));
      onClose(true);
    } catch (err) {
      const errors = serverFieldErrors((err as HttpError).data, (path) => path.slice(0, 2));
      if (errors.length > 0) form.setFields(errors as Parameters<typeof form.setFields>[0]);
      void message.error(failureText(err, t("form.saveFailed")));
    }
  };

  return (
    <Drawer
      open
      width={640}
      title={t("detail.editTitle", { name: customer.buyerName })}
      onClose={() => onClose(false)}
      extra={
        <Space>
          <Button onClick={() => onClose(false)}>{t("form.cancel")}</Button>
          <Button type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
            {t("form.save")}
          </Button>
        </Space>
      }
    >
      <Form<CustomerFormValues>
        form={form}
        layout="vertical"
        initialValues={fromCustomer(customer)}
        validateTrigger={["onBlur", "onChange"]}
        onFinish={(v) => void submit(v)}
      >
        <CustomerFields />
      </Form>
    </Drawer>
  );
}
