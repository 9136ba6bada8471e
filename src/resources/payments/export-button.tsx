/**
 * Export of the payments under the list's filters to xlsx (the "exports they can open in Excel"): the
 * API answers the workbook as base64; the browser saves it. A failure shows 'Download file failed' (spec §8).
 */
import { useState } from "react";
import { App, Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { failureText, useEndpointCall } from "../../providers/data-hooks";
import type { PaymentExportFile } from "./schema";

export function PaymentExportButton({ filters }: { filters: Record<string, unknown> }) {
  const { t } = useTranslation("payments");
  const { message } = App.useApp();
  const call = useEndpointCall<PaymentExportFile>("payments", "export");
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
    <CanAccess resource="payments" action="export">
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
        {t("list.export")}
      </Button>
    </CanAccess>
  );
}
