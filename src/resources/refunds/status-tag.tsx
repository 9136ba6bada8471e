/**
 * The status of a request as a tag (spec §4 "Refund"), coloured from the spec §9 tag palette like the
 * order tags: blue while the seller has work to do, yellow while the buyer or the platform (payout) has,
 * green when paid, red when the seller refused the parts, default when closed or cancelled. The after-sale
 * code (spec §4) follows as text.
 */
import { Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { AfterSaleCodeValue, RefundStatusName } from "../../domain/refund";

const COLORS: Record<RefundStatusName, string | undefined> = {
  toBeProcessed: "blue",
  toBeModified: "yellow",
  toBeShipped: "yellow",
  refunding: "yellow",
  toBeConfirmReceipt: "blue",
  supplierRejectProduct: "red",
  approvedValue: "yellow",
  success: "green",
  closed: undefined,
  cancel: undefined,
};

export function RefundStatusTag({
  name,
  afterSaleCode,
}: {
  name: RefundStatusName;
  afterSaleCode?: AfterSaleCodeValue;
}) {
  const { t } = useTranslation("refunds");
  return (
    <Space direction="vertical" size={0}>
      <Tag color={COLORS[name]}>{t(`status.${name}`)}</Tag>
      {afterSaleCode !== undefined ? (
        <Typography.Text type="secondary">{t(`afterSale.${afterSaleCode}`)}</Typography.Text>
      ) : null}
    </Space>
  );
}
