/**
 * Columns of the consignment lists (spec §3 "Consign": consign no, buyer, EDT initial and additional,
 * reason, qty offer, total price): consign no (to its detail), buyer, reason, the number of items, quantity
 * requested / offered, total price in rupiah, EDT as initial + additional days, creation time, the running
 * deadline where set, the status tag and the row's actions (./row-actions.tsx, from the seller moves of
 * the row's status).
 */
import { Space, Typography, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { consignMovesFor } from "../../domain/consign";
import { formatRupiah } from "../../domain/money";
import { ConsignDeadline } from "./consign-deadline";
import { consignDetailPath } from "./paths";
import type { ReasonKind } from "./reason-modal";
import { ConsignActions } from "./row-actions";
import type { ConsignRow } from "./schema";
import { ConsignStatusTag } from "./status-tag";

type T = TFunction<"consignments">;

export function consignColumns(
  t: T,
  onReason: (kind: ReasonKind, consignNo: string) => void,
): TableColumnsType<ConsignRow> {
  return [
    {
      key: "consignNo",
      title: t("columns.consignNo"),
      width: 190,
      className: "cell-nowrap",
      render: (_, row) => <Link to={consignDetailPath(row.consignNo, row.status)}>{row.consignNo}</Link>,
    },
    {
      key: "buyer",
      title: t("columns.buyer"),
      width: 150,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{row.buyerName}</Typography.Text>
          <Typography.Text type="secondary">{row.buyerUserName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: "reason",
      title: t("columns.reason"),
      width: 180,
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.reason }} style={{ marginBottom: 0 }}>
          {row.reason}
        </Typography.Paragraph>
      ),
    },
    {
      key: "items",
      title: t("columns.items"),
      width: 90,
      align: "right",
      render: (_, row) => t("list.items", { count: row.itemCount }),
    },
    {
      key: "qty",
      title: t("columns.qty"),
      width: 120,
      align: "right",
      render: (_, row) => `${row.qtyRequest} / ${row.qtyOffer ?? "-"}`,
    },
    {
      key: "totalPrice",
      title: t("columns.totalPrice"),
      width: 130,
      align: "right",
      render: (_, row) => (row.qtyOffer === null ? "-" : formatRupiah(row.totalPrice)),
    },
    {
      key: "edt",
      title: t("columns.edt"),
      width: 130,
      render: (_, row) =>
        row.qtyOffer === null ? "-" : t("list.edt", { initial: row.edtInitialDays, additional: row.edtAdditionalDays }),
    },
    {
      key: "createTime",
      dataIndex: "createTime",
      title: t("columns.createTime"),
      width: 160,
      className: "cell-nowrap",
    },
    {
      key: "deadline",
      title: t("columns.deadline"),
      width: 150,
      render: (_, row) => <ConsignDeadline deadline={row.deadline} />,
    },
    {
      key: "status",
      title: t("columns.status"),
      width: 150,
      render: (_, row) => <ConsignStatusTag name={row.statusName} />,
    },
    {
      key: "action",
      title: t("columns.action"),
      width: 200,
      render: (_, row) => (
        <ConsignActions consign={{ ...row, moves: consignMovesFor(row.status, "seller") }} onReason={onReason} />
      ),
    },
  ];
}
