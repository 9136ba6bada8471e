/**
 * /customer/detail/mulitple-set-discount?ids=1,2,3 (spec §2 detail/mulitple-set-discount; authority
 * customers.discount): the chosen customers (from the customer list's selection; each may be removed, which
 * rewrites `ids`) and the shared discount form; POST /api/customer/ina/discount/multipleSet
 * `{ customerIds, discount }` sets the same discount for all in one transaction. One overlap refuses all
 * (409 customers:errors.discountOverlap with `data.customerIds`): the message shows and those customers are
 * marked in the list.
 */
import { useState } from "react";
import { Alert, App, Button, Card, Form, Space, Table, Tag, Typography } from "antd";
import { useMany, type HttpError } from "@refinedev/core";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { CategoryTag } from "./columns";
import { DiscountForm, type DiscountFormValues } from "./discount-form";
import { customerListPath, idsParam } from "./paths";
import type { CustomerDetail, DiscountInput, DiscountOverlapData } from "./schema";
import { CustomerScreen } from "./screen";

interface ChosenRow {
  id: number;
  customer: CustomerDetail | undefined;
}

/** The customer ids a 409 overlap answer names (none when absent or malformed). */
export function overlapIds(err: unknown): number[] {
  const data = (err as HttpError | null)?.data as Partial<DiscountOverlapData> | null | undefined;
  return Array.isArray(data?.customerIds) ? data.customerIds.filter((id) => typeof id === "number") : [];
}

function MultipleSetDiscountView() {
  const { t } = useTranslation(["customers", "partnerships"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const ids = idsParam(params.get("ids"));
  const many = useMany<CustomerDetail>({
    resource: "customers",
    ids,
    queryOptions: { enabled: ids.length > 0 },
    errorNotification: false,
  });
  const found = new Map((many.result.data ?? []).map((c) => [c.id, c]));
  const rows: ChosenRow[] = ids.map((id) => ({ id, customer: found.get(id) }));
  const [form] = Form.useForm<DiscountFormValues>();
  const call = useEndpointMutation<unknown>("customers", "multipleSetDiscount");
  const [failure, setFailure] = useState<string | null>(null);
  const [overlapping, setOverlapping] = useState<number[]>([]);
  const frame = useScrollRegion(t("discountForm.tableLabel"));

  const removeId = (id: number) => {
    const next = ids.filter((x) => x !== id);
    setOverlapping((o) => o.filter((x) => x !== id));
    setParams(next.length ? { ids: next.join(",") } : {}, { replace: true });
  };

  const submit = async (discount: DiscountInput) => {
    setFailure(null);
    setOverlapping([]);
    try {
      await call.run({ customerIds: ids, discount });
      void message.success(t("discountForm.addedMany", { count: ids.length }));
      void navigate(customerListPath);
    } catch (err) {
      setFailure(failureText(err, t("discountForm.failed")));
      setOverlapping(overlapIds(err));
    }
  };

  const nameOf = (row: ChosenRow) => row.customer?.buyerName ?? `#${row.id}`;
  return (
    <Page titleKey="customers:titles.multipleSetDiscount">
      <Card title={t("discountForm.customers", { count: ids.length })} size="small" ref={frame}>
        <Table<ChosenRow>
          aria-label={t("discountForm.tableLabel")}
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          loading={many.query.isLoading && ids.length > 0}
          locale={{ emptyText: t("discountForm.noCustomers") }}
          dataSource={rows}
          columns={[
            {
              key: "buyer",
              title: t("fields.buyer"),
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text>{nameOf(row)}</Typography.Text>
                  {row.customer ? (
                    <Typography.Text type="secondary">{row.customer.buyerUserName}</Typography.Text>
                  ) : null}
                  {overlapping.includes(row.id) ? <Tag color="red">{t("discountForm.overlapping")}</Tag> : null}
                </Space>
              ),
            },
            {
              key: "category",
              title: t("fields.companyCategory"),
              render: (_, row) => (row.customer ? <CategoryTag category={row.customer.companyCategory} t={t} /> : "-"),
            },
            { key: "company", title: t("fields.companyName"), render: (_, row) => row.customer?.companyName ?? "-" },
            {
              key: "action",
              title: t("detail.action"),
              render: (_, row) => (
                <Button
                  size="small"
                  aria-label={t("discountForm.removeCustomer", { name: nameOf(row) })}
                  onClick={() => removeId(row.id)}
                >
                  {t("discountForm.remove")}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card style={{ maxWidth: 760 }}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {failure ? (
            <Alert
              type="error"
              showIcon
              message={failure}
              description={
                overlapping.length > 0
                  ? `${t("discountForm.overlapTitle")} ${rows
                      .filter((r) => overlapping.includes(r.id))
                      .map(nameOf)
                      .join(", ")}`
                  : undefined
              }
            />
          ) : null}
          <DiscountForm
            form={form}
            onSubmit={ids.length > 0 ? submit : async () => setFailure(t("customers:rules.customersRequired"))}
            submitting={call.isPending}
            actions={<Button onClick={() => void navigate(customerListPath)}>{t("discountForm.cancel")}</Button>}
          />
        </Space>
      </Card>
    </Page>
  );
}

export default function MultipleSetDiscountViewRoute() {
  return <CustomerScreen>{() => <MultipleSetDiscountView />}</CustomerScreen>;
}
