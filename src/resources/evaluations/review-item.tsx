/**
 * One review as the seller reads it: stars (antd Rate, read-only, count 5), the comment, the buyer's photos
 * as thumbnails with preview, the product (linked to its detail page), the order no, the buyer and the time.
 */
import { Avatar, Flex, Image, Rate, Space, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { EvaluationRow } from "./schema";

export function ReviewItem({ row }: { row: EvaluationRow }) {
  const { t } = useTranslation("evaluations");
  return (
    <Flex vertical gap={8} style={{ width: "100%" }}>
      <Flex gap={12} align="center" wrap>
        <Rate disabled count={5} value={row.stars} aria-label={t("row.stars", { count: row.stars })} />
        <Typography.Text strong>{row.buyerName}</Typography.Text>
        <Typography.Text type="secondary">{row.createTime}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }} type={row.content ? undefined : "secondary"}>
        {row.content || t("row.noContent")}
      </Typography.Paragraph>
      {row.photos.length > 0 && (
        <Image.PreviewGroup>
          <Space aria-label={t("row.photos")} wrap>
            {row.photos.map((p, i) => (
              <Image
                key={p.fileKey}
                src={p.url}
                width={64}
                height={64}
                style={{ objectFit: "cover" }}
                alt={`${t("row.photos")} ${i + 1}`}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      <Flex gap={12} align="center" wrap>
        <Avatar shape="square" size={32} src={row.itemImage ?? undefined} alt="" />
        <Link to={`/commodity/in-detail?itemId=${row.itemId}`}>{row.itemName}</Link>
        <Typography.Text type="secondary">{row.partNo}</Typography.Text>
        <Typography.Text>
          {t("row.order")}: {row.orderNo}
        </Typography.Text>
      </Flex>
      {row.reply && (
        <Typography.Text type="secondary">
          {t("row.reply")}: {row.reply}
        </Typography.Text>
      )}
    </Flex>
  );
}
