/**
 * /order/bill-upload?billNo=&documentId= (spec §2 bill-upload, §3 "documents (title, file, description)"):
 * the upload control of src/forms for one document of a generating bill: which document (a required one or
 * a new one), its title, the file and a description; rules from the shared schema. Back to the detail when
 * stored.
 */
import { Alert, App, Button, Card, Form, Input, Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { MAX_DOCUMENT_DESCRIPTION, MAX_DOCUMENT_TITLE } from "../../domain/bill";
import { PRODUCT_IMAGE_MAX_KB } from "../../domain/product";
import { UploadField } from "../../forms/upload";
import type { UploadedImage } from "../../forms/upload-rules";
import { zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page } from "../../shell/page";
import { billDetailPath } from "./paths";
import { billDocumentUploadSchema, type BillDetail } from "./schema";
import { useBill, useBillNo } from "./use-bill";

interface Values {
  documentId: number | "new";
  title: string;
  files: UploadedImage[];
  description?: string;
}

const NEW = "new" as const;

function UploadForm({ bill, documentId }: { bill: BillDetail; documentId: number | undefined }) {
  const { t } = useTranslation(["bills", "validation"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const upload = useEndpointMutation<{ documentId: number }>("bills", "uploadDocument");
  const chosen = bill.documents.find((d) => d.id === documentId);
  const shape = billDocumentUploadSchema.shape;
  const save = async (v: Values) => {
    try {
      await upload.run({
        billNo: bill.billNo,
        ...(v.documentId === NEW ? {} : { documentId: v.documentId }),
        title: v.title.trim(),
        fileKey: v.files[0].fileKey,
        description: (v.description ?? "").trim(),
      });
      void message.success(t("upload.success"));
      void navigate(billDetailPath(bill.billNo));
    } catch (err) {
      void message.error(failureText(err, t("errors.documentsLocked")));
    }
  };
  if (!bill.moves.includes("submitDocuments"))
    return <Alert type="warning" showIcon message={t("errors.documentsLocked")} />;
  return (
    <Card size="small" title={`${t("fields.billNo")}: ${bill.billNo}`}>
      <Typography.Paragraph type="secondary">{t("upload.hint")}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{
          documentId: chosen?.id ?? NEW,
          title: chosen?.title ?? "",
          files: [],
          description: chosen?.description ?? "",
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.documentId === undefined) return;
          const doc = bill.documents.find((d) => d.id === changed.documentId);
          form.setFieldsValue({ title: doc?.title ?? "" });
        }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="documentId" label={t("upload.document")}>
          <Select
            options={[
              ...bill.documents.map((d) => ({ value: d.id, label: `${d.title} (${t(`documentKind.${d.kind}`)})` })),
              { value: NEW, label: t("upload.newDocument") },
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label={t("fields.title")} rules={[zodRule(shape.title, t)]}>
          <Input maxLength={MAX_DOCUMENT_TITLE} />
        </Form.Item>
        <Form.Item
          name="files"
          label={t("fields.file")}
          rules={[
            {
              validator: async (_r, files: UploadedImage[] | undefined) => {
                if (!files || files.length === 0) throw new Error(t("upload.fileRequired"));
              },
            },
          ]}
        >
          <UploadField kind="image" maxCount={1} avatar maxSizeKb={PRODUCT_IMAGE_MAX_KB} />
        </Form.Item>
        <Form.Item name="description" label={t("fields.description")}>
          <Input.TextArea maxLength={MAX_DOCUMENT_DESCRIPTION} rows={3} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={upload.isPending}>
            {t("upload.submit")}
          </Button>
          <Button onClick={() => void navigate(billDetailPath(bill.billNo))}>{t("detail.back")}</Button>
        </Space>
      </Form>
    </Card>
  );
}

function BillUploadView() {
  const { t } = useTranslation("bills");
  const [params] = useSearchParams();
  const billNo = useBillNo();
  const raw = Number(params.get("documentId"));
  const documentId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const { bill, error } = useBill(billNo);
  return (
    <Page titleKey="bills:titles.billUpload">
      {!billNo || error ? <Alert type="error" showIcon message={failureText(error, t("errors.notFound"))} /> : null}
      {bill ? <UploadForm bill={bill} documentId={documentId} /> : null}
    </Page>
  );
}

export default BillUploadView;
