/**
 * Columns of the customer list (spec §3 "Customer"): buyer (name and user name, to the detail), company
 * category tag, company name, contact, account manager, partnership status, credit limit / used /
 * available (available in red below 0), transaction time.
 */
import { Space, Tag, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatRupiah } from "../../domain/money";
import { AvailableCredit } from "./credit-text";
import { customerDetailPath } from "./paths";
import type { CustomerRow } from "./schema";

type T = TFunction<["customers", "partnerships"]>;

const CATEGORY_COLORS: Record<CustomerRow["companyCategory"], string | undefined> = {
  ordinary: undefined,
  priority: "blue",
  insurance: "purple",
  workshop: "cyan",
  carRental: "geekblue",
};

export function CategoryTag({ category, t }: { category: CustomerRow["companyCategory"]; t: T }) {
  return <Tag color={CATEGORY_COLORS[category]}>{t(`customers:companyCategory.${category}`)}</Tag>;
}

export function customerColumns(t: T): TableColumnsType<CustomerRow> {
  return [
    {
      key: "buyer",
      title: t("customers:fields.buyer"),
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={customerDetailPath(row.id)}>{row.buyerName}</Link>
          <Typography.Text type="secondary">{row.buyerUserName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "companyCategory",
      title: t("customers:fields.companyCategory"),
      width: 130,
      render: (_, row) => <CategoryTag category={row.companyCategory} t={t} />,
    },
    { key: "companyName", dataIndex: "companyName", title: t("customers:fields.companyName"), width: 180 },
    {
      key: "contact",
      title: t("customers:fields.contactPerson"),
      width: 170,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{row.contactPerson}</Typography.Text>
          <Typography.Text type="secondary">{row.contactPhone}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "accountManager",
      title: t("customers:fields.accountManager"),
      width: 140,
      render: (_, row) => row.accountManagerName ?? "-",
    },
    {
      key: "partnershipStatus",
      title: t("customers:list.partnership"),
      width: 170,
      render: (_, row) =>
        row.partnershipStatus ? (
          <Tag color={row.partnershipStatus === "active" ? "green" : undefined}>
            {t(`partnerships:status.${row.partnershipStatus}`)}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t("customers:list.noPartnership")}</Typography.Text>
        ),
    },
    {
      key: "creditLimit",
      title: t("customers:fields.creditLimit"),
      align: "right",
      width: 140,
      render: (_, row) => formatRupiah(row.credit.limit),
    },
    {
      key: "creditUsed",
      title: t("customers:fields.creditUsed"),
      align: "right",
      width: 140,
      render: (_, row) => formatRupiah(row.credit.used),
    },
    {
      key: "creditAvailable",
      title: t("customers:fields.creditAvailable"),
      align: "right",
      width: 150,
      render: (_, row) => <AvailableCredit value={row.credit.available} />,
    },
    {
      key: "transactionTime",
      title: t("customers:fields.transactionTime"),
      width: 170,
      render: (_, row) => row.transactionTime ?? "-",
    },
  ];
}
