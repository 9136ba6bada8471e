/**
 * Columns of the template list (spec §2 /order/delivery-fee-template): name, pricing type, the default fee
 * as a sentence, areas, products using it, the status switch and the row actions (detail, edit, delete).
 */
import { Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { CanAccess } from "../../access/can";
import { DELIVERY_TYPES, PRICING_TYPES, TemplateStatus } from "../../domain/delivery-fee";
import { isCode } from "../../domain/text-key";
import { ruleText } from "./rule-text";
import type { TemplateRow } from "./schema";

export const TEMPLATE_LIST_PATH = "/order/delivery-fee-template";
export const detailPath = (code: string) =>
  `${TEMPLATE_LIST_PATH}/delivery-template-detail/${encodeURIComponent(code)}`;
export const addPath = (code?: string) =>
  `${TEMPLATE_LIST_PATH}/add-delivery-template${code ? `?code=${encodeURIComponent(code)}` : ""}`;

export interface TemplateRowActions {
  onStatus: (row: TemplateRow, enabled: boolean) => void;
  onEdit: (row: TemplateRow) => void;
  onDelete: (row: TemplateRow) => void;
  /** Codes whose status change is being sent (their switch shows a spinner). */
  pending: ReadonlySet<string>;
}

/** The label of a pricing / delivery type code, or the code itself for one the texts do not know. */
export function pricingTypeText(t: TFunction<"deliveryTemplates">, v: number): string {
  return isCode(PRICING_TYPES, v) ? t(`pricingType.${v}`) : String(v);
}
export function deliveryTypeText(t: TFunction<"deliveryTemplates">, v: number): string {
  return isCode(DELIVERY_TYPES, v) ? t(`deliveryType.${v}`) : String(v);
}

export function templateColumns(
  t: TFunction<"deliveryTemplates">,
  language: string,
  actions: TemplateRowActions,
): TableColumnsType<TemplateRow> {
  return [
    {
      key: "name",
      title: t("fields.name"),
      render: (_, row) => <Link to={detailPath(row.code)}>{row.name}</Link>,
    },
    {
      key: "pricingType",
      title: t("fields.pricingType"),
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{pricingTypeText(t, row.pricingType)}</span>
          <Tag>{deliveryTypeText(t, row.deliveryType)}</Tag>
        </Space>
      ),
    },
    {
      key: "defaultFee",
      title: t("fields.defaultFee"),
      render: (_, row) => ruleText(t, language, row.pricingType, row),
    },
    { key: "areaCount", dataIndex: "areaCount", title: t("fields.areaCount"), align: "right", width: 120 },
    { key: "productCount", dataIndex: "productCount", title: t("fields.productCount"), align: "right", width: 140 },
    {
      key: "status",
      title: t("fields.status"),
      width: 110,
      render: (_, row) => (
        <CanAccess
          resource="deliveryTemplates"
          action="status"
          fallback={<Tag>{t(`status.${row.status === TemplateStatus.able ? 1 : 0}`)}</Tag>}
        >
          <Switch
            checked={row.status === TemplateStatus.able}
            loading={actions.pending.has(row.code)}
            aria-label={t("list.toggleLabel", { name: row.name })}
            onChange={(enabled) => actions.onStatus(row, enabled)}
          />
        </CanAccess>
      ),
    },
    { key: "createTime", dataIndex: "createTime", title: t("fields.createTime"), width: 170 },
    {
      key: "action",
      title: t("list.action"),
      width: 200,
      render: (_, row) => (
        <Space size={0} wrap>
          <Link to={detailPath(row.code)} aria-label={`${t("list.detail")} ${row.name}`}>
            {t("list.detail")}
          </Link>
          <CanAccess resource="deliveryTemplates" action="edit">
            <Button type="link" aria-label={`${t("list.edit")} ${row.name}`} onClick={() => actions.onEdit(row)}>
              {t("list.edit")}
            </Button>
          </CanAccess>
          <CanAccess resource="deliveryTemplates" action="delete">
            {row.productCount > 0 ? (
              <Tooltip title={t("errors.inUse", { count: row.productCount })}>
                <Button type="link" danger disabled aria-label={`${t("list.delete")} ${row.name}`}>
                  {t("list.delete")}
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm
                title={t("list.deleteConfirm", { name: row.name })}
                okText={t("list.delete")}
                cancelText={t("form.cancel")}
                onConfirm={() => actions.onDelete(row)}
              >
                <Button type="link" danger aria-label={`${t("list.delete")} ${row.name}`}>
                  {t("list.delete")}
                </Button>
              </Popconfirm>
            )}
          </CanAccess>
        </Space>
      ),
    },
  ];
}
