/**
 * Columns of the inquiry list (spec §3 "Inquiry": inquiry no, deadline, buyer, car, claim no, aging, urgency):
 * the inquiry no (to the detail) with its creation time and aging in days, the car (brand model year, plate,
 * claim no), the parts asked ("+N more"), the buyer and its type, the receiver's city, the deadline as a live
 * countdown coloured by urgency, the shop's tender status (to the tender), and the row's actions.
 */
import { Space, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { isCode } from "../../domain/text-key";
import { BUYER_TYPES } from "../../domain/order";
import { tenderDetailPath } from "../tenders/paths";
import { TenderStatusTag } from "../tenders/status-tag";
import { carText } from "./car-text";
import { DeadlineCountdown } from "./countdown";
import { inquiryDetailPath } from "./paths";
import { InquiryActions } from "./row-actions";
import type { InquiryRow } from "./schema";
import type { InquiryMoves } from "./use-inquiry-moves";

type T = TFunction<"inquiries">;

export function inquiryColumns(t: T, moves: InquiryMoves): TableColumnsType<InquiryRow> {
  return [
    {
      key: "inquiryNo",
      title: t("columns.inquiryNo"),
      width: 200,
      className: "cell-nowrap",
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={inquiryDetailPath(row.inquiryNo)}>{row.inquiryNo}</Link>
          <Typography.Text type="secondary">{row.createTime}</Typography.Text>
          <Typography.Text>{t("list.aging", { count: row.agingDays })}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "car",
      title: t("columns.car"),
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{carText(row)}</Typography.Text>
          {row.licensePlate ? <Typography.Text>{t("list.plate", { plate: row.licensePlate })}</Typography.Text> : null}
          {row.claimNo ? (
            <Typography.Text type="secondary">{t("list.claim", { claimNo: row.claimNo })}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: "parts",
      title: t("columns.parts"),
      width: 230,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.parts.map((p, i) => (
            <Typography.Text key={`${p.partName}-${i}`}>
              {p.partName} {p.partNo ? <Typography.Text type="secondary">{p.partNo}</Typography.Text> : null}{" "}
              {t("list.qty", { count: p.quantity })}
            </Typography.Text>
          ))}
          {row.partCount > row.parts.length ? (
            <Typography.Text type="secondary">
              {t("list.more", { count: row.partCount - row.parts.length })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: "buyer",
      title: t("columns.buyer"),
      width: 170,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{row.buyerName}</Typography.Text>
          <Typography.Text type="secondary">
            {isCode(BUYER_TYPES, row.buyerType) ? t(`buyerType.${row.buyerType}`) : row.buyerType}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: "receiverCity",
      dataIndex: "receiverCity",
      title: t("columns.receiverCity"),
      width: 140,
    },
    {
      key: "deadline",
      title: t("columns.deadline"),
      width: 190,
      render: (_, row) => <DeadlineCountdown deadline={row.deadline} />,
    },
    {
      key: "tender",
      title: t("columns.tender"),
      width: 170,
      render: (_, row) =>
        row.tenderStatusName ? (
          <Space direction="vertical" size={0}>
            <TenderStatusTag name={row.tenderStatusName} />
            {row.tenderNo ? <Link to={tenderDetailPath(row.tenderNo)}>{row.tenderNo}</Link> : null}
          </Space>
        ) : (
          <Typography.Text type="secondary">{row.passed ? t("list.passed") : t("list.notTendered")}</Typography.Text>
        ),
    },
    {
      key: "action",
      title: t("columns.action"),
      width: 220,
      render: (_, row) => <InquiryActions inquiry={row} moves={moves} />,
    },
  ];
}
