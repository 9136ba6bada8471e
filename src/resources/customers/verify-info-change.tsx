/**
 * /customer/verifyInfoChange (spec §2 verifyInfoChange; authority customers.verifyInfoChange): the buyers'
 * company-information changes, filtered by status (in the URL; waiting first), each row naming the buyer
 * and every asked field "before -> after"; a waiting one is approved after a confirmation (the fields are
 * written to the customer) or rejected with a reason (10-500 characters, the buyer reads it).
 */
import { useState, type ReactNode } from "react";
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Radio, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { CanAccess } from "../../access/can";
import {
  COMPANY_CATEGORIES,
  INFO_CHANGE_STATUSES,
  InfoChangeStatus,
  MAX_REJECT_REASON,
  MIN_REJECT_REASON,
  type InfoChangeField,
} from "../../domain/customer";
import { isCode } from "../../domain/text-key";
import { zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import {
  PAGE_DEFAULTS,
  Page,
  ResourceTable,
  pageShape,
  urlNumberIn,
  urlObject,
  useUrlState,
  type UrlStateOf,
} from "../../shell/page";
import { customerDetailPath } from "./paths";
import { infoChangeRejectSchema, type InfoChangeRow } from "./schema";
import { CustomerScreen } from "./screen";

type T = TFunction<"customers">;

const querySchema = urlObject({ ...pageShape, status: urlNumberIn(INFO_CHANGE_STATUSES) });
type Query = UrlStateOf<typeof querySchema>;
const DEFAULTS: Query = { ...PAGE_DEFAULTS, status: InfoChangeStatus.waiting };

interface Page<R> {
  pageCount: number;
  rowCount: number;
  data: R[];
}

/** A changed value as text: category labels, addresses as "detail, postal code", anything else as is. */
export function changeValueText(field: InfoChangeField, value: unknown, t: T): string {
  if (value === null || value === undefined || value === "") return "-";
  if (field === "companyCategory" && isCode(COMPANY_CATEGORIES, value)) return t(`companyCategory.${value}`);
  if (typeof value === "object") {
    const a = value as { detail?: unknown; postalCode?: unknown };
    return [a.detail, a.postalCode].filter((p) => typeof p === "string" && p).join(", ") || "-";
  }
  return String(value);
}

function RejectModal({ row, onClose }: { row: InfoChangeRow; onClose: () => void }) {
  const { t } = useTranslation("customers");
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const reject = useEndpointMutation<unknown>("customers", "rejectInfoChange");
  const submit = async () => {
    const { reason } = await form.validateFields();
    const parsed = infoChangeRejectSchema.safeParse({ id: row.id, reason });
    if (!parsed.success) return;
    try {
      await reject.run(parsed.data);
      void message.success(t("infoChange.rejected"));
      onClose();
    } catch (err) {
      void message.error(failureText(err, t("infoChange.failed")));
    }
  };
  return (
    <Modal
      open
      title={t("infoChange.rejectTitle", { name: row.buyerName })}
      okText={t("infoChange.reject")}
      okButtonProps={{ danger: true }}
      cancelText={t("form.cancel")}
      confirmLoading={reject.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t("fields.reason")}
          extra={t("infoChange.reasonHint", { min: MIN_REJECT_REASON })}
          required
          rules={[zodRule(infoChangeRejectSchema.shape.reason, t)]}
        >
          <Input.TextArea rows={3} maxLength={MAX_REJECT_REASON} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function VerifyInfoChangeView() {
  const { t } = useTranslation("customers");
  const { message } = App.useApp();
  const [query, setQuery] = useUrlState(querySchema, DEFAULTS);
  const page = useEndpointQuery<Page<InfoChangeRow>>("customers", "infoChangePage", {
    pageNo: query.page,
    pageSize: query.pageSize,
    status: query.status,
  });
  const approve = useEndpointMutation<unknown>("customers", "approveInfoChange");
  const [rejecting, setRejecting] = useState<InfoChangeRow | null>(null);
  const answer = page.result.data;
  const rows = Array.isArray(answer?.data) ? answer.data : [];

  const runApprove = async (id: number) => {
    try {
      await approve.run({ id });
      void message.success(t("infoChange.approved"));
    } catch (err) {
      void message.error(failureText(err, t("infoChange.failed")));
    }
  };

  const changes = (row: InfoChangeRow): ReactNode => (
    <Space direction="vertical" size={2}>
      {row.changes.map((c) => (
        <Typography.Text key={c.field}>
          <Typography.Text strong>{`${t(`fields.${c.field}`)}: `}</Typography.Text>
          <Typography.Text delete type="secondary">
            {changeValueText(c.field, c.previous, t)}
          </Typography.Text>
          {" → "}
          <Typography.Text>{changeValueText(c.field, c.requested, t)}</Typography.Text>
        </Typography.Text>
      ))}
    </Space>
  );

  return (
    <Page titleKey="customers:titles.verifyInfoChange">
      <Radio.Group
        aria-label={t("infoChange.statusFilter")}
        optionType="button"
        buttonStyle="solid"
        value={query.status}
        onChange={(e) => setQuery({ status: e.target.value as Query["status"] })}
        options={INFO_CHANGE_STATUSES.map((s) => ({ value: s, label: t(`infoChangeStatus.${s}`) }))}
      />
      {page.query.error ? (
        <Alert type="error" showIcon message={failureText(page.query.error, t("infoChange.loadFailed"))} />
      ) : null}
      <ResourceTable<InfoChangeRow>
        label={t("infoChange.tableLabel")}
        emptyText={t("infoChange.empty")}
        rowKey="id"
        loading={page.query.isFetching}
        dataSource={rows}
        query={query}
        total={answer?.rowCount ?? 0}
        onQuery={setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1000 }}
        columns={[
          {
            key: "buyer",
            title: t("fields.buyer"),
            width: 200,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Link to={customerDetailPath(row.customerId)}>{row.buyerName}</Link>
                <Typography.Text type="secondary">{row.buyerUserName}</Typography.Text>
              </Space>
            ),
          },
          { key: "changes", title: t("infoChange.changes"), render: (_, row) => changes(row) },
          {
            key: "status",
            title: t("infoChange.status"),
            width: 200,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Tag
                  color={
                    row.status === InfoChangeStatus.waiting
                      ? "blue"
                      : row.status === InfoChangeStatus.approved
                        ? "green"
                        : "red"
                  }
                >
                  {t(`infoChangeStatus.${isCode(INFO_CHANGE_STATUSES, row.status) ? row.status : 0}`)}
                </Tag>
                <Typography.Text type="secondary">{row.decideTime ?? row.requestTime}</Typography.Text>
                {row.rejectReason ? <Typography.Text type="secondary">{row.rejectReason}</Typography.Text> : null}
              </Space>
            ),
          },
          {
            key: "action",
            title: t("detail.action"),
            width: 200,
            render: (_, row) =>
              row.status === InfoChangeStatus.waiting ? (
                <CanAccess resource="customers" action="verifyInfoChange">
                  <Space role="group" aria-label={t("infoChange.actionsFor", { name: row.buyerName })}>
                    <Popconfirm
                      title={t("infoChange.approveTitle", { name: row.buyerName })}
                      description={t("infoChange.approveText")}
                      okText={t("infoChange.approve")}
                      cancelText={t("form.cancel")}
                      onConfirm={() => runApprove(row.id)}
                    >
                      <Button size="small" type="primary">
                        {t("infoChange.approve")}
                      </Button>
                    </Popconfirm>
                    <Button size="small" danger onClick={() => setRejecting(row)}>
                      {t("infoChange.reject")}
                    </Button>
                  </Space>
                </CanAccess>
              ) : null,
          },
        ]}
      />
      {rejecting ? <RejectModal row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Page>
  );
}

export default function VerifyInfoChangeViewRoute() {
  return <CustomerScreen>{() => <VerifyInfoChangeView />}</CustomerScreen>;
}
