/**
 * /order/modifyRecapDeliveryFee?recapNo= (spec §2, §5 'Please Fill Value and Reason'): the seller ticks the
 * lines whose fee is wrong and gives each the right value and a reason; a ticked line missing either shows
 * 'Please Fill Value and Reason' (checked here for speed, and by the API, whose field errors show the same
 * way). Sending moves the recap to waiting confirmations; the buyer answers.
 */
import { useState } from "react";
import { Alert, App, Button, Checkbox, Input, Skeleton, Space, Typography, type TableColumnsType } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { MAX_DISPUTE_REASON } from "../../domain/recap-transitions";
import { dataText } from "../../domain/text-key";
import { MoneyInput } from "../../forms/money-input";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, ResourceTable } from "../../shell/page";
import { lineColumns } from "./detail";
import { recapDetailPath } from "./paths";
import { FILL_VALUE_AND_REASON, type RecapLineRow } from "./schema";
import { RecapSummary } from "./summary";
import { useRecap } from "./use-recap";

interface Draft {
  checked: boolean;
  value: number | null;
  reason: string;
}

/** Field errors of a 400 (Refine HttpError.errors: path -> message or messages). */
function fieldErrors(err: unknown): Record<string, string> {
  const errors = (err as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
}

export default function RecapModifyView() {
  const { t } = useTranslation("recaps");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { recapNo, missing, recap, error } = useRecap();
  const modify = useEndpointMutation<{ status: number }>("recaps", "modify");
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const draftOf = (l: RecapLineRow): Draft =>
    drafts[l.lineId] ?? {
      checked: l.statusName === "disputed" || l.statusName === "rejected",
      value: l.disputedValue,
      reason: l.reason ?? "",
    };
  const change = (l: RecapLineRow, changes: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [l.lineId]: { ...draftOf(l), ...changes } }));

  const submit = async () => {
    if (!recap) return;
    const picked = recap.lines.filter((l) => draftOf(l).checked);
    const missing = Object.fromEntries(
      picked
        .filter((l) => draftOf(l).value === null || draftOf(l).reason.trim() === "")
        .map((l) => [l.lineId, dataText(t, FILL_VALUE_AND_REASON)]),
    );
    setErrors(missing);
    if (picked.length === 0 || Object.keys(missing).length > 0) return;
    try {
      await modify.run({
        recapNo,
        lines: picked.map((l) => ({ lineId: l.lineId, value: draftOf(l).value, reason: draftOf(l).reason.trim() })),
      });
      void message.success(t("modify.submitted"));
      void navigate(recapDetailPath(recapNo));
    } catch (err) {
      const byPath = fieldErrors(err);
      const perLine: Record<number, string> = {};
      picked.forEach((l, i) => {
        const found = byPath[`lines.${i}.value`] ?? byPath[`lines.${i}.reason`] ?? byPath[`lines.${i}.lineId`];
        if (found) perLine[l.lineId] = found;
      });
      setErrors(perLine);
      void message.error(failureText(err, t("detail.failed")));
    }
  };

  const columns: TableColumnsType<RecapLineRow> = [
    {
      key: "select",
      title: t("fields.dispute"),
      render: (_, l) => (
        <Checkbox
          checked={draftOf(l).checked}
          aria-label={t("modify.selectLabel", { logisticNo: l.logisticNo })}
          onChange={(e) => change(l, { checked: e.target.checked })}
        />
      ),
    },
    ...lineColumns(t),
    {
      key: "value",
      title: t("fields.disputedValue"),
      width: 180,
      render: (_, l) => (
        <MoneyInput
          aria-label={t("modify.valueLabel", { logisticNo: l.logisticNo })}
          disabled={!draftOf(l).checked}
          value={draftOf(l).value}
          status={errors[l.lineId] && draftOf(l).value === null ? "error" : undefined}
          onChange={(v) => change(l, { value: typeof v === "number" ? v : null })}
        />
      ),
    },
    {
      key: "reason",
      title: t("fields.reason"),
      width: 260,
      render: (_, l) => (
        <Space direction="vertical" size={0} style={{ width: "100%" }}>
          <Input
            aria-label={t("modify.reasonLabel", { logisticNo: l.logisticNo })}
            disabled={!draftOf(l).checked}
            maxLength={MAX_DISPUTE_REASON}
            value={draftOf(l).reason}
            status={errors[l.lineId] && draftOf(l).reason.trim() === "" ? "error" : undefined}
            onChange={(e) => change(l, { reason: e.target.value })}
          />
          {errors[l.lineId] ? (
            <Typography.Text type="danger" role="alert">
              {errors[l.lineId]}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Page titleKey="recaps:titles.modifyRecapDeliveryFee">
      {error ? <Alert type="error" showIcon message={failureText(error, t("detail.failed"))} /> : null}
      {missing ? <Alert type="warning" showIcon message={t("errors.notFound")} /> : null}
      {!recap ? (
        error || missing ? null : (
          <Skeleton active />
        )
      ) : (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <RecapSummary recap={recap} />
          <Typography.Paragraph>{t("modify.intro")}</Typography.Paragraph>
          <ResourceTable<RecapLineRow>
            label={t("detail.linesLabel")}
            emptyText={t("list.empty")}
            rowKey="lineId"
            columns={columns}
            dataSource={recap.lines}
            scroll={{ x: 1300 }}
          />
          <Space>
            <Button onClick={() => void navigate(recapDetailPath(recapNo))}>{t("modify.cancel")}</Button>
            <Button
              type="primary"
              loading={modify.isPending}
              disabled={!recap.moves.includes("dispute")}
              onClick={() => void submit()}
            >
              {t("modify.submit")}
            </Button>
          </Space>
        </Space>
      )}
    </Page>
  );
}
