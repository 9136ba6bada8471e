/**
 * Export of the requests under the list's filters (an xlsx a finance clerk opens in Excel, like the order
 * export): the API answers the workbook as base64 (`RefundExportFile`); the browser saves it as a file.
 */
import { App, Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { failureText, useEndpointCall } from "../../providers/data-hooks";
import type { OrderExportFile } from "../orders/schema";

/** Answer of /api/refund/ina/export: the same file envelope as the order export (`rows`: requests exported). */
export type RefundExportFile = OrderExportFile;

export function RefundExportButton({ filters }: { filters: Record<string, unknown> }) {
  const { t } = useTranslation("refunds");
  const { message } = App.useApp();
  const call = useEndpointCall<RefundExportFile>("refunds", "export");
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await call(filters);
      const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.mime }));
      const a = document.createElement("a");
      a.href = url;
      a.download = file.fileName;
      a.rel = "noopener";
      a.click();
      // Revoked after the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      void message.success(t("list.exported", { fileName: file.fileName }));
    } catch (err) {
      void message.error(failureText(err, t("list.exportFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <CanAccess resource="refunds" action="export">
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
        {t("list.export")}
      </Button>
    </CanAccess>
  );
}
