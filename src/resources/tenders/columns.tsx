/**
 * Columns of tender management (spec §3 "Tender", §4 tender statuses): the tender no (to its detail) with its
 * times, the inquiry (to its detail) and car, the buyer, the status, the total (offers' net prices plus the
 * delivery fee), the inquiry's deadline counting down while the tender may still change, the account that made
 * it, and the inquiry order once purchased.
 */
import { Space, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { TenderStatus } from "../../domain/inquiry";
import { formatRupiah } from "../../domain/money";
import { carText } from "../inquiries/car-text";
import { DeadlineCountdown, deadlineText } from "../inquiries/countdown";
import { inquiryDetailPath } from "../inquiries/paths";
import { inquiryOrderPath, tenderDetailPath } from "./paths";
import type { TenderRow } from "./schema";
import { TenderStatusTag } from "./status-tag";

type T = TFunction<"tenders">;

/** Statuses in which the inquiry still takes offers for this tender (a draft, or submitted and modifiable). */
export const OPEN_TENDER_STATUSES: readonly number[] = [TenderStatus.unprocessed, TenderStatus.wait];

export function tenderColumns(t: T): TableColumnsType<TenderRow> {
  return [
    {
      key: "tenderNo",
      title: t("columns.tenderNo"),
      width: 200,
      className: "cell-nowrap",
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={tenderDetailPath(row.tenderNo)}>{row.tenderNo}</Link>
          <Typography.Text type="secondary">{row.submitTime ?? row.createTime}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "inquiry",
      title: t("columns.inquiry"),
      width: 220,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={inquiryDetailPath(row.inquiryNo)}>{row.inquiryNo}</Link>
          <Typography.Text strong>{carText(row)}</Typography.Text>
          {row.licensePlate || row.claimNo ? (
            <Typography.Text type="secondary">
              {[row.licensePlate, row.claimNo].filter(Boolean).join(" · ")}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: "buyer",
      title: t("columns.buyer"),
      width: 160,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{row.buyerName}</Typography.Text>
          <Typography.Text type="secondary">{row.buyerUserName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "status",
      title: t("columns.status"),
      width: 160,
      render: (_, row) => <TenderStatusTag name={row.statusName} />,
    },
    {
      key: "total",
      title: t("columns.total"),
      width: 140,
      align: "right",
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{formatRupiah(row.total)}</Typography.Text>
          <Typography.Text type="secondary">{t("list.offers", { count: row.offerCount })}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "deadline",
      title: t("columns.deadline"),
      width: 190,
      render: (_, row) =>
        OPEN_TENDER_STATUSES.includes(row.status) ? (
          <DeadlineCountdown deadline={row.deadline} />
        ) : (
          deadlineText(row.deadline)
        ),
    },
    {
      key: "owner",
      dataIndex: "ownerUserName",
      title: t("columns.owner"),
      width: 130,
    },
    {
      key: "order",
      title: t("columns.order"),
      width: 190,
      render: (_, row) => (row.orderNo ? <Link to={inquiryOrderPath(row.orderNo)}>{row.orderNo}</Link> : "-"),
    },
  ];
}
