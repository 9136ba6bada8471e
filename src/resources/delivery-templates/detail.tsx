/**
 * /order/delivery-fee-template/delivery-template-detail/:code (spec §2, §3 "Delivery template"): the
 * template's fields, its default fee and each specified area's cities (names from the region data) and fee.
 */
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Tag } from "antd";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { CanAccess } from "../../access/can";
import { TemplateStatus } from "../../domain/delivery-fee";
import { failureText } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { TEMPLATE_LIST_PATH, addPath, deliveryTypeText, pricingTypeText } from "./columns";
import { RegencyTags } from "./regency-tags";
import { ruleText } from "./rule-text";
import type { TemplateDetail } from "./schema";

export default function TemplateDetailView() {
  const { t, i18n } = useTranslation("deliveryTemplates");
  const navigate = useNavigate();
  const code = useParams().code ?? "";
  const { query, result: d } = useOne<TemplateDetail>({ resource: "deliveryTemplates", id: code });

  return (
    <Page
      titleKey="deliveryTemplates:titles.detail"
      actions={
        <Flex gap={8}>
          <Button onClick={() => navigate(TEMPLATE_LIST_PATH)}>{t("detail.back")}</Button>
          {d ? (
            <CanAccess resource="deliveryTemplates" action="edit">
              <Button type="primary" onClick={() => navigate(addPath(d.code))}>
                {t("detail.edit")}
              </Button>
            </CanAccess>
          ) : null}
        </Flex>
      }
    >
      {query.isError ? <Alert type="error" showIcon message={failureText(query.error, t("form.loadFailed"))} /> : null}
      {query.isLoading ? <Skeleton active /> : null}
      {d ? (
        <>
          <Card size="small">
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t("fields.name")}>{d.name}</Descriptions.Item>
              <Descriptions.Item label={t("fields.code")}>{d.code}</Descriptions.Item>
              <Descriptions.Item label={t("fields.status")}>
                <Tag color={d.status === TemplateStatus.able ? "green" : undefined}>
                  {t(`status.${d.status === TemplateStatus.able ? 1 : 0}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.pricingType")}>{pricingTypeText(t, d.pricingType)}</Descriptions.Item>
              <Descriptions.Item label={t("fields.deliveryType")}>
                {deliveryTypeText(t, d.deliveryType)}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.defaultFee")}>
                {ruleText(t, i18n.language, d.pricingType, d)}
              </Descriptions.Item>
              <Descriptions.Item label={t("fields.productCount")}>{d.productCount}</Descriptions.Item>
              <Descriptions.Item label={t("fields.createTime")}>{d.createTime}</Descriptions.Item>
              <Descriptions.Item label={t("fields.updateTime")}>{d.updateTime}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={t("detail.areas")}>
            {d.areas.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("detail.noAreas")} />
            ) : (
              <Flex vertical gap={12}>
                {d.areas.map((a, i) => {
                  const label = t("form.area", { n: i + 1 });
                  return (
                    <Card key={i} size="small" type="inner" title={label}>
                      <Flex vertical gap={8}>
                        <strong>{ruleText(t, i18n.language, d.pricingType, a)}</strong>
                        <RegencyTags codes={a.regencyCodes} label={`${label} ${t("fields.cities")}`} />
                      </Flex>
                    </Card>
                  );
                })}
              </Flex>
            )}
          </Card>
        </>
      ) : null}
    </Page>
  );
}
