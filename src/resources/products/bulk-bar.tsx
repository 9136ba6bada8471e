/**
 * The bulk bar over a product table (spec §2 "Bulk update and priority toggle"): how many rows are
 * selected and the actions valid for every status of the tab (bulkActionsFor over PRODUCT_MOVES /
 * PRODUCT_EDITS, the table the API applies), each behind the user's authority `products.<action>`.
 */
import { Button, Space } from "antd";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { bulkActionsFor, type SellerBulkMove } from "../../domain/product-transitions";

export interface BulkBarProps {
  /** Review statuses of the tab shown. */
  statuses: readonly number[];
  count: number;
  busy: boolean;
  onMove: (move: SellerBulkMove) => void;
  onPriority: (priority: boolean) => void;
  onEdit: () => void;
}

export function BulkBar({ statuses, count, busy, onMove, onPriority, onEdit }: BulkBarProps) {
  const { t } = useTranslation("products");
  if (count === 0) return null;
  return (
    <Space role="toolbar" aria-label={t("actions.bulkUpdate")} wrap>
      <strong>{t("bulk.selected", { count })}</strong>
      {bulkActionsFor(statuses).map((action) => (
        <CanAccess key={action} resource="products" action={action}>
          {action === "setPriority" ? (
            <>
              <Button disabled={busy} onClick={() => onPriority(true)}>
                {t("actions.setPriority")}
              </Button>
              <Button disabled={busy} onClick={() => onPriority(false)}>
                {t("bulk.priorityOff")}
              </Button>
            </>
          ) : action === "bulkUpdate" ? (
            <Button disabled={busy} onClick={onEdit}>
              {t("actions.bulkUpdate")}
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => onMove(action)}>
              {t(`actions.${action}`)}
            </Button>
          )}
        </CanAccess>
      ))}
    </Space>
  );
}
