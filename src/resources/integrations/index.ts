import type { ResourceDescriptor } from "../types";

/**
 * Developer settings (spec §2 /settings/system-integration "webhook and secret keys with permissions Create,
 * Update, Sync Stock"; §3 "Secret key"). One page with tabs: secret keys, webhooks, the delivery log.
 * Authorities: integrations.list (see), create (make a key or webhook), edit (change, test or replay a
 * webhook), delete (revoke a key, delete a webhook). The shop's ERP itself calls /api/open/v1/* with a key.
 */
export const integrations = {
  name: "integrations",
  namespace: "integrations",
  group: "settings",
  icon: "ApiOutlined",
  list: "systemIntegration",
  routes: {
    systemIntegration: {
      path: "/settings/system-integration",
      titleKey: "integrations:titles.systemIntegration",
      menu: true,
    },
  },
  endpoints: {
    list: "/api/integration/ina/key/page",
    custom: {
      keyPage: "/api/integration/ina/key/page",
      keyCreate: "/api/integration/ina/key/create",
      keyRevoke: "/api/integration/ina/key/revoke",
      webhookList: "/api/integration/ina/webhook/list",
      webhookCreate: "/api/integration/ina/webhook/create",
      webhookUpdate: "/api/integration/ina/webhook/update",
      webhookDelete: "/api/integration/ina/webhook/delete",
      webhookTest: "/api/integration/ina/webhook/test",
      deliveryPage: "/api/integration/ina/delivery/page",
      deliveryReplay: "/api/integration/ina/delivery/replay",
    },
  },
  actions: ["list", "create", "edit", "delete"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
