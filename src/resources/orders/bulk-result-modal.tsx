/** The outcome of a bulk confirm, one line per order (one order's refusal never stops the others). */
import { List, Modal, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { BulkResult } from "./schema";

export function BulkResultModal({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  const { t } = useTranslation(["orderScreens", "common"]);
  const ok = result.results.filter((r) => r.ok).length;
  return (
    <Modal
      open
      title={t("bulk.results")}
      onCancel={onClose}
      onOk={onClose}
      okText={t("common:actions.close")}
      cancelButtonProps={{ style: { display: "none" } }}
    >
      <Typography.Paragraph>{t("bulk.summary", { ok, refused: result.results.length - ok })}</Typography.Paragraph>
      <List
        size="small"
        dataSource={result.results}
        renderItem={(r) => (
          <List.Item>
            <Typography.Text strong>{r.orderNo}</Typography.Text>{" "}
            <Tag color={r.ok ? "green" : "red"}>{r.ok ? t("bulk.ok") : t("bulk.refused")}</Tag>
            {r.message ? <Typography.Text type="secondary">{r.message}</Typography.Text> : null}
          </List.Item>
        )}
      />
    </Modal>
  );
}
