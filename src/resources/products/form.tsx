/**
 * The product form shared by create (/commodity/publish) and edit (/commodity/update?itemId=):
 * sections, "Save as draft" (submit false) and "Submit for review" (submit true). State: ./use-product-form.
 */
import { Alert, Button, Form, Space, Spin } from "antd";
import { BasicSection, ImagesSection, PriceStockSection, ShippingSection, VehicleSection } from "./form-sections";
import { useProductForm } from "./use-product-form";

export interface ProductFormProps {
  itemId?: number;
}

export function ProductForm({ itemId }: ProductFormProps) {
  const { form, t, saving, loading, loadError, initialValues, save, onValuesChange } = useProductForm(itemId);
  if (loadError) return <Alert type="error" showIcon message={t("products:form.loadFailed")} />;
  return (
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
  );
}
