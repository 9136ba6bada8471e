/**
 * The product form shared by create (/commodity/publish) and edit (/commodity/update?itemId=):
 * a page heading (the menu's title of the route), sections, "Save as draft" (submit false) and "Submit for
 * review" (submit true). State: ./use-product-form.
 */
import { Alert, Button, Form, Space, Spin, Typography } from "antd";
import { BasicSection, ImagesSection, PriceStockSection, ShippingSection, VehicleSection } from "./form-sections";
import { useProductForm } from "./use-product-form";

export interface ProductFormProps {
  itemId?: number;
}

export function ProductForm({ itemId }: ProductFormProps) {
  const { form, t, saving, loading, loadError, initialValues, save, onValuesChange } = useProductForm(itemId);
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(itemId === undefined ? "products:titles.publish" : "products:titles.update")}
      </Typography.Title>
      {loadError ? (
        <Alert type="error" showIcon message={t("products:form.loadFailed")} />
      ) : (
        <Spin spinning={loading}>
          <Form
            form={form}
            name="product"
            layout="vertical"
            initialValues={initialValues}
            validateTrigger={["onBlur", "onChange"]}
            onValuesChange={onValuesChange}
            scrollToFirstError
            style={{ maxWidth: 960 }}
          >
            <Space direction="vertical" size="middle" style={{ width: "100%" }}>
              <BasicSection />
              <VehicleSection />
              <PriceStockSection />
              <ShippingSection />
              <ImagesSection />
              <Space>
                <Button onClick={() => void save(false)} loading={saving}>
                  {t("products:form.saveDraft")}
                </Button>
                <Button type="primary" onClick={() => void save(true)} loading={saving}>
                  {t("products:form.submit")}
                </Button>
              </Space>
            </Space>
          </Form>
        </Spin>
      )}
    </Space>
  );
}
