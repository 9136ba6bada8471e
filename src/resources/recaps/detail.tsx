/**
 * /order/detailRecapDeliveryFee?recapNo= (spec §2, §4 "Bills and recaps"): the recap's totals, its lines per
 * logistic number with charged, disputed and accepted fees (each opens its orders), its history, and the
 * seller's moves the table allows now: confirm the charged fees, or dispute lines (the modify screen).
 */
import { Alert, App, Button, Card, Popconfirm, Skeleton, Space, Table, Timeline, type TableColumnsType } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { formatRupiah } from "../../domain/money";
import { isCode } from "../../domain/text-key";
import { RECAP_MOVE_NAMES } from "../../domain/recap-transitions";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, ResourceTable } from "../../shell/page";
import { recapListPath, recapLogisticPath, recapModifyPath } from "./paths";
import type { RecapLineRow } from "./schema";
import { RecapLineStatusTag } from "./status-tag";
import { RecapSummary } from "./summary";
import { useRecap } from "./use-recap";

const MOVE_KEYS = ["create", ...RECAP_MOVE_NAMES] as const;

/** The columns of a recap's lines (also the modify screen's, with its own last columns). */
export function lineColumns(
  t: ReturnType<typeof useTranslation<"recaps">>["t"],
  logisticLink?: (line: RecapLineRow) => void,
): TableColumnsType<RecapLineRow> {
  return [
    {
      key: "logisticNo",
      title: t("fields.logisticNo"),
      render: (_, l) =>
        logisticLink ? (
          <Button type="link" onClick={() => logisticLink(l)}>
            {l.logisticNo}
          </Button>
        ) : (
          l.logisticNo
        ),
    },
    { key: "doNo", dataIndex: "doNo", title: t("fields.doNo") },
    { key: "courier", dataIndex: "courierName", title: t("fields.courier") },
    { key: "shipTime", dataIndex: "shipTime", title: t("fields.shipTime") },
    { key: "orderCount", dataIndex: "orderCount", title: t("fields.orderCount"), align: "right" },
    {
      key: "chargedFee",
      dataIndex: "chargedFee",
      title: t("fields.chargedFee"),
      align: "right",
      render: (v: number) => formatRupiah(v),
    },
  ];
}

export default function RecapDetailView() {
  const { t } = useTranslation("recaps");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { recapNo, missing, recap, loading, error } = useRecap();
  const confirm = useEndpointMutation<{ status: number }>("recaps", "confirm");
  const run = async () => {
    try {
      await confirm.run({ recapNo });
      void message.success(t("detail.confirmed"));
    } catch (err) {
      void message.error(failureText(err, t("detail.failed")));
    }
  };
  const columns: TableColumnsType<RecapLineRow> = [
    ...lineColumns(t, (l) => void navigate(recapLogisticPath(recapNo, l.logisticNo))),
    {
      key: "disputedValue",
      dataIndex: "disputedValue",
      title: t("fields.disputedValue"),
      align: "right",
      render: (v: number | null) => (v === null ? "-" : formatRupiah(v)),
    },
    { key: "reason", dataIndex: "reason", title: t("fields.reason"), render: (v: string | null) => v ?? "-" },
    {
      key: "acceptedFee",
      dataIndex: "acceptedFee",
      title: t("fields.acceptedFee"),
      align: "right",
      render: (v: number) => formatRupiah(v),
    },
    { key: "lineStatus", title: t("fields.lineStatus"), render: (_, l) => <RecapLineStatusTag name={l.statusName} /> },
  ];

  return (
    <Page
      titleKey="recaps:titles.detailRecapDeliveryFee"
      actions={
        <Space wrap>
          <Button onClick={() => void navigate(recapListPath)}>{t("detail.back")}</Button>
          {recap?.moves.includes("dispute") ? (
            <CanAccess resource="recaps" action="modify">
              <Button onClick={() => void navigate(recapModifyPath(recapNo))}>{t("detail.modify")}</Button>
            </CanAccess>
          ) : null}
          {recap?.moves.includes("confirm") ? (
            <CanAccess resource="recaps" action="confirm">
              <Popconfirm title={t("detail.confirmQuestion")} onConfirm={() => run()}>
                <Button type="primary" loading={confirm.isPending}>
                  {t("detail.confirm")}
                </Button>
              </Popconfirm>
            </CanAccess>
          ) : null}
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon message={failureText(error, t("detail.failed"))} /> : null}
      {missing ? <Alert type="warning" showIcon message={t("errors.notFound")} /> : null}
      {loading || !recap ? (
        error || missing ? null : (
          <Skeleton active />
        )
      ) : (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <RecapSummary recap={recap} />
          <ResourceTable<RecapLineRow>
            label={t("detail.linesLabel")}
            emptyText={t("list.empty")}
            rowKey="lineId"
            columns={columns}
            dataSource={recap.lines}
            scroll={{ x: 1100 }}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  {t("list.totals", { count: recap.lineCount })}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {formatRupiah(recap.chargedTotal)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {formatRupiah(recap.disputedTotal)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} />
                <Table.Summary.Cell index={8} align="right">
                  {formatRupiah(recap.acceptedTotal)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={9} />
              </Table.Summary.Row>
            )}
          />
          <Card title={t("detail.historyTitle")} size="small">
            <Timeline
              items={recap.events.map((e) => ({
                children: `${e.time} · ${isCode(MOVE_KEYS, e.move) ? t(`moves.${e.move}`) : e.move}`,
              }))}
            />
          </Card>
        </Space>
      )}
    </Page>
  );
}
