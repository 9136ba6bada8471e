/**
 * /commodity/in-detail?itemId= (spec §2): every field of a product read-only, its images, fitments,
 * review status (with the off-shelve reason of spec §8 when it was taken down) and an Edit button.
 */
import { Alert, Button, Card, Result, Space, Spin, Typography } from "antd";
import { useOne } from "@refinedev/core";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useItemId } from "./item-id";
import type { Product } from "./schema";
import { FitmentList, Gallery, PriceTable, ProductFields } from "./show-details";
import { StatusTag } from "./status-tag";
import { isCode } from "../../domain/text-key";
import { OFF_SHELVE_REASONS } from "../../domain/product";

export default function ProductShowView() {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const itemId = useItemId();
  const { query, result: product } = useOne<Product>({
    resource: "products",
    id: itemId,
    queryOptions: { enabled: itemId !== undefined },
  });

  if (itemId === undefined) return <Result status="404" title={t("show.missingId")} />;
  if (query.isError)
    return <Alert type="error" showIcon message={t("form.loadFailed")} description={query.error?.message} />;
  if (!product) return <Spin spinning aria-label={t("show.loading")} />;

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space style={{ width: "100%", justifyContent: "space-between" }} wrap>
        <Space align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {product.itemName}
          </Typography.Title>
          <StatusTag status={product.reviewStatus} />
        </Space>
        <CanAccess resource="products" action="edit" params={{ id: itemId }}>
          <Button type="primary" onClick={() => navigate(`/commodity/update?itemId=${itemId}`)}>
            {t("show.edit")}
          </Button>
        </CanAccess>
      </Space>
      {product.offShelveReason ? (
        <Alert
          type="error"
          showIcon
          message={t("show.offShelveReason")}
          description={
            isCode(OFF_SHELVE_REASONS, product.offShelveReason)
              ? t(`offShelveReason.${product.offShelveReason}`)
              : String(product.offShelveReason)
          }
        />
      ) : null}
      <Card title={t("form.sections.basic")}>
        <ProductFields product={product} />
      </Card>
      <Card title={t("form.sections.price")}>
        <PriceTable tiers={product.priceTiers} />
      </Card>
      <Card title={t("fields.fitments")}>
        <FitmentList product={product} />
      </Card>
      <Card title={t("form.sections.images")}>
        <Gallery product={product} />
      </Card>
      <Card title={t("fields.description")}>
        <Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {product.description || "-"}
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
