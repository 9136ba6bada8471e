/**
 * /customer/detail?id= (spec §2 /customer/detail, §3 "Customer": every field; the settlement "type, date,
 * credit limit, credit used, credit available"): the buyer and company, contact, addresses, fee methods,
 * account manager and transaction time; the settlement card with the credit figures and the credit aging
 * of unpaid bills (current, 1-30, 31-60, over 60 days); the orders on credit hold (links to the order
 * detail); the discounts with delete and "Add discount"; the linked accounts (spec §6); an edit drawer; the
 * partnership's detail, or "Propose partnership" when none runs; a banner while a company-information
 * change waits for the seller (spec §2 verifyInfoChange).
 */
import { useState, type ReactNode } from "react";
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  List,
  Popconfirm,
  Result,
  Row,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from "antd";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { AGING_BUCKETS, DiscountType } from "../../domain/customer";
import { formatRupiah } from "../../domain/money";
import { isCode } from "../../domain/text-key";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, useScrollRegion } from "../../shell/page";
import { detailPath as orderDetailPath } from "../orders/paths";
import { partnershipDetailPath } from "../partnerships/paths";
import { ProposeModal } from "../partnerships/propose-modal";
import { PartnershipStatusTag } from "../partnerships/status-tag";
import { CategoryTag } from "./columns";
import { AvailableCredit } from "./credit-text";
import { rateText, tierLines } from "./discount-format";
import { EditDrawer } from "./edit-drawer";
import { addDiscountPath, customerListPath, verifyInfoChangePath } from "./paths";
import type { CustomerDetail, CustomerDiscountRow } from "./schema";
import { useCustomer, useCustomerId } from "./use-customer";
import { CustomerScreen } from "./screen";

const dash = (v: string | null | undefined): ReactNode => (v ? v : "-");
const STATE_COLORS = { active: "green", upcoming: "blue", ended: undefined } as const;
const SETTLEMENT_PERIODS = [1, 2] as const;

function useDiscountColumns(customerId: number): TableColumnsType<CustomerDiscountRow> {
  const { t, i18n } = useTranslation("customers");
  const { message } = App.useApp();
  const remove = useEndpointMutation<unknown>("customers", "deleteDiscount");
  const run = async (discountId: number) => {
    try {
      await remove.run({ customerId, discountId });
      void message.success(t("detail.discountDeleted"));
    } catch (err) {
      void message.error(failureText(err, t("detail.discountDeleteFailed")));
    }
  };
  return [
    {
      key: "type",
      title: t("fields.discountType"),
      render: (_, d) => t(`discountType.${d.type === DiscountType.byOrderAmount ? 2 : 1}`),
    },
    {
      key: "rate",
      title: t("detail.discountValue"),
      render: (_, d) =>
        d.type === DiscountType.byOrderAmount ? (
          <Space direction="vertical" size={0}>
            {tierLines(d.tiers, i18n.language, t("detail.tierFrom")).map((line) => (
              <Typography.Text key={line}>{line}</Typography.Text>
            ))}
          </Space>
        ) : (
          rateText(d.rate ?? 0, i18n.language)
        ),
    },
    { key: "startDate", dataIndex: "startDate", title: t("fields.startDate") },
    { key: "endDate", dataIndex: "endDate", title: t("fields.endDate") },
    {
      key: "state",
      title: t("detail.discountState"),
      render: (_, d) => <Tag color={STATE_COLORS[d.state]}>{t(`discountState.${d.state}`)}</Tag>,
    },
    {
      key: "action",
      title: t("detail.action"),
      render: (_, d) => (
        <CanAccess resource="customers" action="discount">
          <Popconfirm
            title={t("detail.deleteDiscountTitle")}
            description={t("detail.deleteDiscountText", { start: d.startDate, end: d.endDate })}
            okText={t("detail.deleteDiscount")}
            okButtonProps={{ danger: true }}
            cancelText={t("form.cancel")}
            onConfirm={() => run(d.id)}
          >
            <Button
              size="small"
              danger
              aria-label={t("detail.deleteDiscountOf", { start: d.startDate, end: d.endDate })}
            >
              {t("detail.deleteDiscount")}
            </Button>
          </Popconfirm>
        </CanAccess>
      ),
    },
  ];
}

function SettlementCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation(["customers", "partnerships"]);
  const s = customer.settlement;
  const period = isCode(SETTLEMENT_PERIODS, s.settlementPeriod)
    ? t(`partnerships:settlementPeriod.${s.settlementPeriod}`)
    : "-";
  return (
    <Card title={t("detail.settlement")} size="small" style={{ height: "100%" }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t("fields.settlementType")}>{period}</Descriptions.Item>
        <Descriptions.Item label={t("fields.settlementDate")}>{dash(s.settlementDate)}</Descriptions.Item>
        <Descriptions.Item label={t("fields.creditLimit")}>{formatRupiah(s.credit.limit)}</Descriptions.Item>
        <Descriptions.Item label={t("fields.creditUsed")}>{formatRupiah(s.credit.used)}</Descriptions.Item>
        <Descriptions.Item label={t("fields.creditAvailable")}>
          <AvailableCredit value={s.credit.available} />
        </Descriptions.Item>
        <Descriptions.Item label={t("partnerships:fields.tempo")}>
          {s.tempoWorkdays === null ? "-" : t("detail.workdays", { count: s.tempoWorkdays })}
        </Descriptions.Item>
        <Descriptions.Item label={t("partnerships:fields.agreementType")}>
          {s.agreementType ? t(`partnerships:agreementType.${s.agreementType}`) : "-"}
        </Descriptions.Item>
        <Descriptions.Item label={t("detail.overdueBills")}>{s.overdueBills}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function AgingCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation("customers");
  return (
    <Card title={t("detail.aging")} size="small" style={{ height: "100%" }}>
      <Row gutter={[16, 16]}>
        {AGING_BUCKETS.map((bucket) => (
          <Col key={bucket} xs={12}>
            <Statistic
              title={t(`aging.${bucket}`)}
              value={formatRupiah(customer.settlement.aging[bucket])}
              valueStyle={{
                fontSize: 18,
                color: bucket === "current" ? undefined : customer.settlement.aging[bucket] > 0 ? "#cf1322" : undefined,
              }}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export function CustomerDetailBody({ customer, onChanged }: { customer: CustomerDetail; onChanged: () => void }) {
  const { t } = useTranslation(["customers", "partnerships"]);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [proposing, setProposing] = useState(false);
  const discountColumns = useDiscountColumns(customer.id);
  const discountsFrame = useScrollRegion(t("detail.discounts"));
  const heldFrame = useScrollRegion(t("detail.heldOrders"));
  const partnershipId = customer.settlement.partnershipId;
  const mayPropose = customer.partnershipStatus === null || customer.partnershipStatus === "inactive";
  const closed = (changed: boolean) => {
    setEditing(false);
    setProposing(false);
    if (changed) onChanged();
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {customer.pendingInfoChangeId !== null ? (
        <Alert
          type="info"
          showIcon
          message={t("detail.infoChangeWaiting")}
          action={
            <CanAccess resource="customers" action="verifyInfoChange">
              <Link to={`${verifyInfoChangePath}?status=0`}>{t("detail.infoChangeOpen")}</Link>
            </CanAccess>
          }
        />
      ) : null}
      <Card>
        <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap align="center">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {customer.buyerName}
            </Typography.Text>
            <Typography.Text type="secondary">{customer.buyerUserName}</Typography.Text>
            <CategoryTag category={customer.companyCategory} t={t} />
            {customer.partnershipStatus ? <PartnershipStatusTag status={customer.partnershipStatus} /> : null}
          </Space>
          <Space wrap>
            {partnershipId !== null ? (
              <Link to={partnershipDetailPath(partnershipId)}>{t("detail.openPartnership")}</Link>
            ) : null}
            {mayPropose ? (
              <CanAccess resource="partnerships" action="request">
                <Button onClick={() => setProposing(true)}>{t("partnerships:propose.title")}</Button>
              </CanAccess>
            ) : null}
            <CanAccess resource="customers" action="discount">
              <Button onClick={() => void navigate(addDiscountPath(customer.id))}>{t("detail.addDiscount")}</Button>
            </CanAccess>
            <CanAccess resource="customers" action="edit">
              <Button type="primary" onClick={() => setEditing(true)}>
                {t("detail.edit")}
              </Button>
            </CanAccess>
          </Space>
        </Space>
      </Card>
      <Card title={t("detail.customer")} size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t("fields.buyer")}>{customer.buyerUserName}</Descriptions.Item>
          <Descriptions.Item label={t("fields.buyerName")}>{customer.buyerName}</Descriptions.Item>
          <Descriptions.Item label={t("fields.email")}>{dash(customer.email)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.companyCategory")}>
            {t(`companyCategory.${customer.companyCategory}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.companyName")}>{dash(customer.companyName)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.contactPerson")}>{dash(customer.contactPerson)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.contactPhone")}>{dash(customer.contactPhone)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.accountManager")}>{dash(customer.accountManagerName)}</Descriptions.Item>
          <Descriptions.Item label={t("fields.address")}>
            {customer.address
              ? `${customer.address.detail}, ${dash(customer.addressText)} ${customer.address.postalCode}`
              : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.invoiceAddress")}>
            {customer.invoiceAddress
              ? `${customer.invoiceAddress.detail}, ${dash(customer.invoiceAddressText)} ${customer.invoiceAddress.postalCode}`
              : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.deliveryFeeMethod")}>
            {t(`feeMethod.${customer.deliveryFeeMethod}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.billFeeMethod")}>
            {t(`feeMethod.${customer.billFeeMethod}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t("fields.transactionTime")}>{dash(customer.transactionTime)}</Descriptions.Item>
          <Descriptions.Item label={t("detail.createTime")}>{customer.createTime}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <SettlementCard customer={customer} />
        </Col>
        <Col xs={24} lg={12}>
          <AgingCard customer={customer} />
        </Col>
      </Row>
      <Card title={t("detail.heldOrders")} size="small" ref={heldFrame}>
        <Table
          aria-label={t("detail.heldOrders")}
          rowKey="orderNo"
          size="small"
          pagination={false}
          scroll={{ x: 600 }}
          locale={{ emptyText: t("detail.noHeldOrders") }}
          dataSource={customer.heldOrders}
          columns={[
            {
              key: "orderNo",
              title: t("detail.orderNo"),
              render: (_, o) => <Link to={orderDetailPath(o.orderNo)}>{o.orderNo}</Link>,
            },
            { key: "total", title: t("detail.orderTotal"), align: "right", render: (_, o) => formatRupiah(o.total) },
            { key: "reason", title: t("detail.holdReason"), render: (_, o) => t(`creditHold.${o.reason}`) },
            { key: "createTime", dataIndex: "createTime", title: t("detail.orderTime") },
          ]}
        />
      </Card>
      <Card
        title={t("detail.discounts")}
        size="small"
        ref={discountsFrame}
        extra={
          <CanAccess resource="customers" action="discount">
            <Button size="small" type="link" onClick={() => void navigate(addDiscountPath(customer.id))}>
              {t("detail.addDiscount")}
            </Button>
          </CanAccess>
        }
      >
        <Table<CustomerDiscountRow>
          aria-label={t("detail.discounts")}
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: t("detail.noDiscounts") }}
          dataSource={customer.discounts}
          columns={discountColumns}
        />
      </Card>
      <Card title={t("detail.linkedAccounts")} size="small">
        <List
          size="small"
          locale={{ emptyText: t("detail.noLinkedAccounts") }}
          dataSource={customer.linkedAccounts}
          renderItem={(a) => (
            <List.Item>
              <Typography.Text>{`${a.name} (${a.userName})`}</Typography.Text>
            </List.Item>
          )}
        />
      </Card>
      {editing ? <EditDrawer customer={customer} onClose={closed} /> : null}
      {proposing ? <ProposeModal customerId={customer.id} onClose={closed} /> : null}
    </Space>
  );
}

function CustomerDetailView() {
  const { t } = useTranslation("customers");
  const navigate = useNavigate();
  const id = useCustomerId();
  const { customer, error, refetch } = useCustomer(id);
  const back = <Button onClick={() => void navigate(customerListPath)}>{t("detail.back")}</Button>;
  let body: ReactNode;
  if (id === undefined) body = <Result status="404" title={t("errors.notFound")} />;
  else if (error) body = <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} />;
  else if (!customer) body = <Spin spinning />;
  else body = <CustomerDetailBody customer={customer} onChanged={() => void refetch()} />;
  return (
    <Page titleKey="customers:titles.detail" actions={back}>
      {body}
    </Page>
  );
}

export default function CustomerDetailViewRoute() {
  return <CustomerScreen>{() => <CustomerDetailView />}</CustomerScreen>;
}
