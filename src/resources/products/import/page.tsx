/**
 * /commodity/import (spec §2, §5 "Import"): choose create or update, download the template (or the export
 * of in-sale products), pick an .xlsx/.xls file, watch it read, review the matching, confirm, see the result.
 */
import { Alert, Button, Card, Flex, Popconfirm, Progress, Radio, Result, Space, Spin, Typography, Upload } from "antd";
import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { IMPORT_MODES, type ImportMode } from "./columns";
import { MatchingTable } from "./matching-table";
import { useImport } from "./use-import";
import { useImportLocale } from "./use-import-locale";

export default function ImportRoute() {
  return useImportLocale() ? <ImportPage /> : <Spin />;
}

function ImportPage() {
  const { t } = useTranslation(["common", "import", "products"]);
  const navigate = useNavigate();
  const s = useImport();
  const busy = s.phase === "reading" || s.phase === "saving";

  if (s.phase === "done" && s.result) {
    const r = s.result;
    return (
      <Result
        status="success"
        title={t("import:result.title")}
        subTitle={
          r.mode === "create"
            ? t("import:result.created", { count: r.applied, submitted: r.submitted, drafts: r.drafts })
            : t("import:result.updated", { count: r.applied })
        }
        extra={[
          <Button key="list" type="primary" onClick={() => navigate("/commodity/in-sale")}>
            {t("import:result.toList")}
          </Button>,
          <Button key="again" onClick={s.reset}>
            {t("import:matching.again")}
          </Button>,
        ]}
      />
    );
  }

  return (
    <Card title={t("products:titles.import")}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Radio.Group
          value={s.mode}
          disabled={busy}
          onChange={(e) => s.setMode(e.target.value as ImportMode)}
          aria-label={t("import:mode.label")}
        >
          {IMPORT_MODES.map((m) => (
            <Radio.Button key={m} value={m}>
              {t(`import:mode.${m}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Typography.Text type="secondary">{t(`import:mode.${s.mode}Hint`)}</Typography.Text>
        <Flex gap="small" wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void s.downloadTemplate()}>
            {t("import:template")}
          </Button>
          {s.mode === "update" ? (
            <Button icon={<DownloadOutlined />} onClick={() => void s.downloadExport()}>
              {t("import:export")}
            </Button>
          ) : null}
          <Upload
            accept=".xlsx,.xls"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => (void s.readFile(file), Upload.LIST_IGNORE)}
          >
            <Button type="primary" icon={<UploadOutlined />} disabled={busy}>
              {t("import:pick")}
            </Button>
          </Upload>
        </Flex>
        {s.error ? <Alert type="error" showIcon message={s.error} role="alert" /> : null}
        {busy ? (
          <div>
            <Typography.Text>
              {s.phase === "reading" ? t("import:reading", { name: s.fileName }) : t("import:saving")}
            </Typography.Text>
            <Progress percent={s.percent} status="active" />
          </div>
        ) : null}
        {s.match && s.phase !== "reading" ? (
          <>
            <Typography.Title level={5}>{t("import:matching.title")}</Typography.Title>
            <Flex gap="small" wrap align="center">
              <Typography.Text type="success" data-testid="import-valid">
                {t("import:matching.valid", { count: s.match.valid })}
              </Typography.Text>
              <Typography.Text type="danger" data-testid="import-invalid">
                {t("import:matching.invalid", { count: s.match.invalid })}
              </Typography.Text>
              <Button disabled={s.match.invalid === 0 || busy} onClick={() => void s.downloadErrors()}>
                {t("import:matching.downloadErrors")}
              </Button>
              <Popconfirm
                title={t("import:matching.dropConfirm", { count: s.match.invalid })}
                onConfirm={s.dropInvalid}
                disabled={s.match.invalid === 0 || busy}
              >
                <Button danger disabled={s.match.invalid === 0 || busy}>
                  {t("import:matching.dropInvalid")}
                </Button>
              </Popconfirm>
              <Popconfirm
                title={t("import:matching.confirmText", { count: s.match.valid })}
                onConfirm={() => void s.submit()}
                disabled={s.match.invalid > 0 || s.match.valid === 0 || busy}
              >
                <Button type="primary" disabled={s.match.invalid > 0 || s.match.valid === 0 || busy}>
                  {t("import:matching.confirm")}
                </Button>
              </Popconfirm>
            </Flex>
            {s.match.invalid > 0 ? (
              <Typography.Text type="secondary">{t("import:matching.fixFirst")}</Typography.Text>
            ) : null}
            <MatchingTable mode={s.mode} rows={s.match.rows} errorText={s.errorText} />
          </>
        ) : null}
      </Space>
    </Card>
  );
}
