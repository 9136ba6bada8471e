/**
 * Columns of the partnership list (spec §3 "Partnership"): buyer (to the detail) and e-mail, address,
 * type (company category), agreement type, settlement type and date, credit limit / max, used /
 * available, tempo, part conditions, status tag with the pending request badges, created.
 */
import { Space, Tag, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { CONDITIONS } from "../../domain/product";
import { formatRupiah } from "../../domain/money";
import { isCode } from "../../domain/text-key";
import { AvailableCredit } from "../customers/credit-text";
import { partnershipDetailPath } from "./paths";
import type { PartnershipRow } from "./schema";
import { PartnershipStatusTag } from "./status-tag";
import { SETTLEMENT_PERIODS } from "./terms-fields";

type T = TFunction<["partnerships", "customers", "requests", "products"]>;

export function conditionsText(conditions: readonly number[], t: T): string {
  const names = conditions
    .filter((c): c is (typeof CONDITIONS)[number] => isCode(CONDITIONS, c))
    .map((c) => t(`products:condition.${c}`));
  return names.length ? names.join(", ") : "-";
}

export function settlementText(period: number, t: T): string {
  return isCode(SETTLEMENT_PERIODS, period) ? t(`partnerships:settlementPeriod.${period}`) : "-";
}

export function PendingBadges({ row, t }: { row: Pick<PartnershipRow, "pendingRequests">; t: T }) {
  return (
    <>
      {row.pendingRequests.map((kind) => (
        <Tag key={kind} color="gold">
          {t("partnerships:list.pending", { kind: t(`requests:kind.${kind}`) })}
        </Tag>
      ))}
    </>
  );
}

export function partnershipColumns(t: T): TableColumnsType<PartnershipRow> {
  return [
    {
      key: "buyer",
      title: t("partnerships:fields.buyer"),
      width: 210,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={partnershipDetailPath(row.id)}>{row.buyerName}</Link>
          <Typography.Text type="secondary">{row.buyerUserName}</Typography.Text>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </Space>
      ),
    },
    { key: "address", title: t("partnerships:fields.address"), width: 200, render: (_, row) => row.address ?? "-" },
    {
      key: "type",
      title: t("partnerships:fields.type"),
      width: 120,
      render: (_, row) => t(`customers:companyCategory.${row.type}`),
    },
    {
      key: "agreementType",
      title: t("partnerships:fields.agreementType"),
      width: 130,
      render: (_, row) => (
        <Tag color={row.agreementType === "confirmed" ? "green" : "orange"}>
          {t(`partnerships:agreementType.${row.agreementType}`)}
        </Tag>
      ),
    },
    {
      key: "settlement",
      title: t("partnerships:fields.settlementType"),
      width: 150,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{settlementText(row.settlementPeriod, t)}</Typography.Text>
          <Typography.Text type="secondary">{row.settlementDate ?? "-"}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "limit",
      title: t("partnerships:list.limitMax"),
      align: "right",
      width: 170,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{formatRupiah(row.creditLimit)}</Typography.Text>
          <Typography.Text type="secondary">{formatRupiah(row.maxCreditLimit)}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "used",
      title: t("partnerships:list.usedAvailable"),
      align: "right",
      width: 170,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{formatRupiah(row.creditUsed)}</Typography.Text>
          <AvailableCredit value={row.creditAvailable} />
        </Space>
      ),
    },
    {
      key: "tempo",
      title: t("partnerships:fields.tempo"),
      width: 130,
      render: (_, row) => (row.tempoApplied ? String(row.tempoWorkdays) : t("partnerships:list.tempoNotApplied")),
    },
    {
      key: "partConditions",
      title: t("partnerships:fields.partCondition"),
      width: 180,
      render: (_, row) => conditionsText(row.partConditions, t),
    },
    {
      key: "status",
      title: t("partnerships:fields.status"),
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <PartnershipStatusTag status={row.status} />
          <PendingBadges row={row} t={t} />
        </Space>
      ),
    },
    { key: "createTime", dataIndex: "createTime", title: t("partnerships:fields.createTime"), width: 170 },
  ];
}
