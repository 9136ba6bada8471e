/**
 * /order/bill-detail?billNo= (spec §2 bill-detail, §3 "Bill", §9 "documents within 3 days"): every field of
 * the bill in Rp, its documents with the countdown to the documents deadline (overdue afterwards) and an
 * upload button per document, the submit button while the seller may submit, links to the orders and the
 * printable bill, and the history.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Alert, App, Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { CanAccess } from "../../access/can";
import { billStatusName } from "../../domain/bill";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { countdownText, rp } from "./format";
import { billListPath, billOrdersPath, billPrintPath, billUploadPath } from "./paths";
import type { BillDetail, BillDocumentView, BillEventView } from "./schema";
import { BillStatusTag } from "./status-tag";
import { useBill, useBillNo } from "./use-bill";

/** The documents' countdown, ticking each minute from the server's clock (its offset to the browser's kept). */
function useServerNow(serverTime: string): number {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  // The server's time itself at first: a second reading of the browser's clock a millisecond later made a
  // deadline exactly 2 d 2 h away read "2 d 1 h".
  const [now, setNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() + offset), 60_000);
    return () => clearInterval(id);
  }, [offset]);
  return now;
}

function Documents({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation("bills");
  const now = useServerNow(bill.serverTime);
  const editable = bill.moves.includes("submitDocuments");
  const left = countdownText(t, bill.documentsDeadlineIso, now);
  const columns: ColumnsType<BillDocumentView> = [
    {
      key: "title",
      title: t("fields.title"),
      render: (_, d) => (
        <span>
          {d.title} {d.required ? <Tag color="red">{t("fields.required")}</Tag> : null}
        </span>
      ),
    },
    { key: "kind", title: t("fields.documents"), render: (_, d) => t(`documentKind.${d.kind}`) },
    { key: "description", title: t("fields.description"), render: (_, d) => d.description || "-" },
    {
      key: "file",
      title: t("fields.file"),
      render: (_, d) =>
        d.url ? (
          <a href={d.url} target="_blank" rel="noreferrer">
            {d.fileName ?? t("detail.viewFile")}
          </a>
        ) : (
          <Typography.Text type="secondary">{t("detail.missing")}</Typography.Text>
        ),
    },
    { key: "uploadedBy", title: t("fields.uploadedBy"), render: (_, d) => d.uploadedBy ?? "-" },
    { key: "uploadTime", title: t("fields.uploadTime"), render: (_, d) => d.uploadTime ?? "-" },
    {
      key: "actions",
      title: t("fields.actions"),
      render: (_, d) =>
        editable ? (
          <CanAccess resource="bills" action="uploadDocument">
            <Link to={billUploadPath(bill.billNo, d.id)}>{d.url ? t("detail.replace") : t("detail.upload")}</Link>
          </CanAccess>
        ) : null,
    },
  ];
  let state: ReactNode = null;
  if (bill.documents.length === 0) state = <Typography.Text>{t("detail.noDocuments")}</Typography.Text>;
  else if (bill.missingDocuments === 0) state = <Tag color="success">{t("detail.documentsComplete")}</Tag>;
  else if (bill.documentsOverdue || (editable && left === null))
    state = <Tag color="error">{t("detail.documentsOverdue")}</Tag>;
  else if (editable && left) state = <Tag color="warning">{t("detail.countdown", { time: left })}</Tag>;
  return (
    <Card
      size="small"
      title={t("fields.documents")}
      extra={
        editable ? (
          <CanAccess resource="bills" action="uploadDocument">
            <Link to={billUploadPath(bill.billNo)}>{t("detail.upload")}</Link>
          </CanAccess>
        ) : null
      }
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <div data-testid="documents-state">{state}</div>
        <Table<BillDocumentView>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={bill.documents}
          pagination={false}
          locale={{ emptyText: t("detail.noDocuments") }}
        />
      </Space>
    </Card>
  );
}

function History({ events }: { events: BillEventView[] }) {
  const { t } = useTranslation("bills");
  const columns: ColumnsType<BillEventView> = [
    { key: "time", title: t("fields.time"), dataIndex: "createTime", width: 180 },
    { key: "move", title: t("fields.move"), render: (_, e) => t(`moves.${e.move}`) },
    {
      key: "actor",
      title: t("fields.actor"),
      render: (_, e) => `${t(`actors.${e.actor}`)}${e.userName ? ` (${e.userName})` : ""}`,
    },
    { key: "status", title: t("fields.status"), render: (_, e) => t(`status.${billStatusName(e.toStatus)}`) },
  ];
  return (
    <Card size="small" title={t("fields.history")}>
      <Table<BillEventView>
        size="small"
        rowKey={(e) => `${e.createTime}-${e.move}`}
        columns={columns}
        dataSource={events}
        pagination={false}
      />
    </Card>
  );
}

function BillDetailBody({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation("bills");
  const { message } = App.useApp();
  const submit = useEndpointMutation<{ status: number }>("bills", "submitDocuments");
  const send = async () => {
    try {
      await submit.run({ billNo: bill.billNo });
      void message.success(t("detail.submitted"));
    } catch (err) {
      void message.error(failureText(err, t("errors.documentsMissing")));
    }
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap>
        <Link to={billOrdersPath(bill.billNo)}>{t("detail.viewOrders")}</Link>
        <Link to={billPrintPath(bill.billNo)}>{t("detail.print")}</Link>
        {bill.moves.includes("submitDocuments") ? (
          <CanAccess resource="bills" action="submitDocuments">
            <Popconfirm title={t("detail.submitConfirm")} onConfirm={() => void send()}>
              <Button type="primary" loading={submit.isPending} disabled={bill.missingDocuments > 0}>
                {t("detail.submit")}
              </Button>
            </Popconfirm>
          </CanAccess>
        ) : null}
      </Space>
      {bill.platformNote ? (
        <Alert type="warning" showIcon message={`${t("fields.platformNote")}: ${bill.platformNote}`} />
      ) : null}
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label={t("fields.billNo")}>{bill.billNo}</Descriptions.Item>
          <Descriptions.Item label={t("fields.status")}>
            <BillStatusTag status={bill.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.period")}>
            {bill.period} ({t("detail.periodMonths", { count: bill.periodMonths })})
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.billDate")}>{bill.billDate}</Descriptions.Item>
          <Descriptions.Item label={t("fields.settlementDate")}>{bill.settlementDate}</Descriptions.Item>
          <Descriptions.Item label={t("fields.deadline")}>{bill.deadline}</Descriptions.Item>
          <Descriptions.Item label={t("fields.paidDate")}>{bill.paidDate ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t("fields.buyer")}>
            {bill.buyerName} ({bill.buyerUserName})
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.orderCount")}>{bill.orderCount}</Descriptions.Item>
          <Descriptions.Item label={t("fields.quantity")}>{bill.quantity}</Descriptions.Item>
          <Descriptions.Item label={t("fields.productAmount")}>{rp(bill.productAmount)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.deliveryFeeBefore")}>{rp(bill.deliveryFeeBefore)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.deliveryFeeAfter")}>{rp(bill.deliveryFeeAfter)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.total")}>
            <strong>{rp(bill.total)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.paymentNo")}>{bill.paymentNo ?? "-"}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Documents bill={bill} />
      <History events={bill.events} />
    </Space>
  );
}

function BillDetailView() {
  const { t } = useTranslation("bills");
  const navigate = useNavigate();
  const billNo = useBillNo();
  const { bill, error, loading } = useBill(billNo);
  return (
    <Page
      titleKey="bills:titles.billDetail"
      actions={<Button onClick={() => void navigate(billListPath)}>{t("detail.back")}</Button>}
    >
      {!billNo || error ? <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} /> : null}
      {bill && !loading ? <BillDetailBody bill={bill} /> : null}
    </Page>
  );
}

export default BillDetailView;
