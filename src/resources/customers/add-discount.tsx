/**
 * /customer/detail/add-discount?id= (spec §2 detail/add-discount; authority customers.discount): the
 * discount form for one customer, sent to POST /api/customer/ina/discount/add `{ customerId, discount }`;
 * an overlapping discount of the same type answers 409 customers:errors.discountOverlap, shown above the
 * form. A success goes back to the customer's detail.
 */
import { useState } from "react";
import { Alert, App, Button, Card, Form, Result, Space, Spin, Typography } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { DiscountForm, type DiscountFormValues } from "./discount-form";
import { customerDetailPath } from "./paths";
import type { DiscountInput } from "./schema";
import { useCustomer, useCustomerId } from "./use-customer";
import { CustomerScreen } from "./screen";

function AddDiscountView() {
  const { t } = useTranslation("customers");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useCustomerId();
  const { customer, error } = useCustomer(id);
  const [form] = Form.useForm<DiscountFormValues>();
  const call = useEndpointMutation<unknown>("customers", "addDiscount");
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (discount: DiscountInput) => {
    if (id === undefined) return;
    setFailure(null);
    try {
      await call.run({ customerId: id, discount });
      void message.success(t("discountForm.added"));
      void navigate(customerDetailPath(id));
    } catch (err) {
      setFailure(failureText(err, t("discountForm.failed")));
    }
  };

  let body;
  if (id === undefined) body = <Result status="404" title={t("errors.notFound")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!customer) body = <Spin spinning />;
  else
    body = (
      <Card style={{ maxWidth: 760 }}>
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Text strong>
            {t("discountForm.for", { name: customer.buyerName, userName: customer.buyerUserName })}
          </Typography.Text>
          {failure ? <Alert type="error" showIcon message={failure} /> : null}
          <DiscountForm
            form={form}
            onSubmit={submit}
            submitting={call.isPending}
            actions={<Button onClick={() => void navigate(customerDetailPath(id))}>{t("discountForm.cancel")}</Button>}
          />
        </Space>
      </Card>
    );
  return <Page titleKey="customers:titles.addDiscount">{body}</Page>;
}

export default function AddDiscountViewRoute() {
  return <CustomerScreen>{() => <AddDiscountView />}</CustomerScreen>;
}
