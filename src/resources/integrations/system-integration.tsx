/**
 * /settings/system-integration (spec §2 "System integration: webhook and secret keys with permissions Create,
 * Update, Sync Stock"; §3 "Secret key"): tabs Secret keys, Webhooks, Delivery log, and how to verify a
 * webhook's signature (header format of src/domain/integration.ts).
 */
import { Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER } from "../../domain/integration";
import { Page } from "../../shell/page";
import { useUrlTab } from "./use-url-tab";
import { KeysTab } from "./keys-tab";
import { WebhooksTab } from "./webhooks-tab";
import { DeliveriesTab } from "./deliveries-tab";

const TABS = ["keys", "webhooks", "deliveries", "help"] as const;

function SignatureHelp() {
  const { t } = useTranslation("integrations");
  return (
    <Typography>
      <Typography.Paragraph>{t("help.text")}</Typography.Paragraph>
      <pre className="integration-help" tabIndex={0} aria-label={t("tabs.help")}>
        {`POST <your URL>
content-type: application/json
${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
${EVENT_HEADER}: order.created
${DELIVERY_HEADER}: 1234

{"id":1234,"data":{"orderNo":"...","status":5,"total":250000,...},"event":"order.created","shopId":1,"createdAt":"..."}`}
      </pre>
    </Typography>
  );
}

export default function SystemIntegrationView() {
  const { t } = useTranslation("integrations");
  const [tab, setTab] = useUrlTab(TABS, "keys");
  return (
    <Page titleKey="integrations:titles.systemIntegration">
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as (typeof TABS)[number])}
        destroyOnHidden
        items={[
          { key: "keys", label: t("tabs.keys"), children: <KeysTab /> },
          { key: "webhooks", label: t("tabs.webhooks"), children: <WebhooksTab /> },
          { key: "deliveries", label: t("tabs.deliveries"), children: <DeliveriesTab /> },
          { key: "help", label: t("tabs.help"), children: <SignatureHelp /> },
        ]}
      />
    </Page>
  );
}
