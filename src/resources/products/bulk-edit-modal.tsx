/**
 * Bulk edit of price tiers, discount, buyer discount and stock of the selected products (spec §2 "Bulk
 * update", §5 "Price tiers", "Bulk discount", "Stock"). Loads the rows (POST /api/item/ina/bulkDetail),
 * checks each product's values as the API does, sends only what changed in one call, and shows the
 * API's per-row errors under the product when it refuses (then nothing was saved).
 */
import { useState } from "react";
import { InputNumber, Modal, Space, Table, Typography, type TableColumnsType } from "antd";
import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { MAX_STOCK } from "../../domain/product";
import { PriceTiers } from "../../forms/price-tiers";
import type { BulkEditRow, BulkUpdateItem } from "./bulk-schema";
import { changeOf, draftOf, errorsByItem, problemsOf, type EditDraft } from "./bulk-edit";
import type { PathErrors } from "./use-bulk-actions";
import { PercentInput } from "./percent-input";
import { dataText } from "../../domain/text-key";

/** Two quantity inputs, the dash, the price input and the remove button, with the cell padding, in px. */
const TIERS_COLUMN_WIDTH = 520;

export interface BulkEditModalProps {
  itemIds: number[];
  onClose: () => void;
  save: (items: BulkUpdateItem[]) => Promise<PathErrors | null>;
}

/** Mounted while open (the parent renders it only then), so each opening starts from fresh rows. */
export function BulkEditModal({ itemIds, onClose, save }: BulkEditModalProps) {
  const { t } = useTranslation(["products", "common"]);
  const { query } = useCustom<BulkEditRow[]>({
    url: "bulkDetail",
    method: "post",
    config: { payload: { itemIds } },
    meta: { resource: "products" },
  });
  const rows = query.data?.data ?? [];
  const [drafts, setDrafts] = useState<Record<number, EditDraft>>({});
  const [errors, setErrors] = useState<Record<number, string[]>>({});
  const [saving, setSaving] = useState(false);
  const draft = (row: BulkEditRow) => drafts[row.itemId] ?? draftOf(row);
  const set = (row: BulkEditRow, changes: Partial<EditDraft>) =>
    setDrafts((d) => ({ ...d, [row.itemId]: { ...draft(row), ...changes } }));

  const submit = async () => {
    const found: Record<number, string[]> = {};
    for (const r of rows) {
      const list = problemsOf(r, draft(r)).map((p) => dataText(t, p.key, p.params));
      if (list.length > 0) found[r.itemId] = list;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const items = rows.map((r) => changeOf(r, draft(r))).filter((i): i is BulkUpdateItem => i !== null);
    if (items.length === 0) return onClose();
    setSaving(true);
    const refused = await save(items).finally(() => setSaving(false));
    if (refused) setErrors(errorsByItem(items, refused));
    else onClose();
  };

  const percent = (label: string, value: number | null, onChange: (v: number | null) => void) => (
    <PercentInput aria-label={label} value={value} onChange={onChange} style={{ width: 96 }} />
  );
  const columns: TableColumnsType<BulkEditRow> = [
    {
      key: "product",
      title: t("fields.itemName"),
      width: 170,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.itemName}</Typography.Text>
          <Typography.Text type="secondary">{row.partNo}</Typography.Text>
          {(errors[row.itemId] ?? []).map((m) => (
            <Typography.Text key={m} type="danger" role="alert">
              {m}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      key: "priceTiers",
      title: t("fields.priceTiers"),
      // Wide enough for one tier on one line: min - max, price, remove (src/forms/price-tiers.tsx).
      width: TIERS_COLUMN_WIDTH,
      render: (_, row) => <PriceTiers value={draft(row).priceTiers} onChange={(v) => set(row, { priceTiers: v })} />,
    },
    {
      key: "discount",
      title: t("fields.discount"),
      width: 112,
      render: (_, row) =>
        percent(`${t("fields.discount")} ${row.partNo}`, draft(row).discount, (v) => set(row, { discount: v ?? 0 })),
    },
    {
      key: "buyerDiscount",
      title: t("bulk.buyerDiscount"),
      width: 130,
      render: (_, row) =>
        percent(`${t("bulk.buyerDiscount")} ${row.partNo}`, draft(row).buyerDiscount, (v) =>
          set(row, { buyerDiscount: v }),
        ),
    },
    {
      key: "stockNum",
      title: t("fields.stockNum"),
      width: 110,
      render: (_, row) => (
        <InputNumber<number>
          aria-label={`${t("fields.stockNum")} ${row.partNo}`}
          min={0}
          max={MAX_STOCK}
          precision={0}
          value={draft(row).stockNum}
          onChange={(v) => set(row, { stockNum: v })}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      title={t("bulk.editTitle", { count: itemIds.length })}
      width="min(1100px, 95vw)"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t("common:buttons.save")}
      cancelText={t("common:buttons.cancel")}
    >
      <Table
        rowKey="itemId"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: "max-content", y: 480 }}
      />
    </Modal>
  );
}
