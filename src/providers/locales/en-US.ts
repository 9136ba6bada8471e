/**
 * The en-US namespaces loaded when the portal starts in en-US (src/providers/i18n-provider.ts), in ONE chunk:
 * one chunk compresses far better than one per namespace (the files share most of their words).
 *
 * Page namespaces (`PAGE_NAMESPACES` in ../locale-loader.ts, listed again here because a glob takes only
 * literals) are not in it: only their `titles` are (the menu needs them at once, build/locale-menu.ts); the
 * rest loads with their pages (src/resources/views.ts). `import` loads with
 * the import page (use-import-locale.ts).
 */
const full = import.meta.glob<Record<string, unknown>>(
  [
    "../../../locales/en-US/*.json",
    "!../../../locales/en-US/import.json",
    "!../../../locales/en-US/orders.json",
    "!../../../locales/en-US/orderScreens.json",
    "!../../../locales/en-US/deliveryTemplates.json",
    "!../../../locales/en-US/requests.json",
    "!../../../locales/en-US/users.json",
    "!../../../locales/en-US/stock.json",
    "!../../../locales/en-US/evaluations.json",
    "!../../../locales/en-US/priorityAreas.json",
    "!../../../locales/en-US/addresses.json",
    "!../../../locales/en-US/notificationSettings.json",
    "!../../../locales/en-US/positions.json",
    "!../../../locales/en-US/store.json",
    "!../../../locales/en-US/refunds.json",
    "!../../../locales/en-US/bills.json",
    "!../../../locales/en-US/recaps.json",
    "!../../../locales/en-US/payments.json",
    "!../../../locales/en-US/inquiries.json",
    "!../../../locales/en-US/tenders.json",
    "!../../../locales/en-US/inquiryOrders.json",
    "!../../../locales/en-US/inquiryGroups.json",
    "!../../../locales/en-US/customers.json",
    "!../../../locales/en-US/integrations.json",
    "!../../../locales/en-US/partnerships.json",
    "!../../../locales/en-US/consignments.json",
    "!../../../locales/en-US/consignRefunds.json",
    "!../../../locales/en-US/discussions.json",
    "!../../../locales/en-US/reportTickets.json",
    "!../../../locales/en-US/chats.json",
    "!../../../locales/en-US/notifications.json",
    "!../../../locales/en-US/messages.json",
  ],
  { eager: true, import: "default" },
);

const menu = import.meta.glob<Record<string, unknown>>(
  [
    "../../../locales/en-US/orders.json",
    "../../../locales/en-US/orderScreens.json",
    "../../../locales/en-US/deliveryTemplates.json",
    "../../../locales/en-US/requests.json",
    "../../../locales/en-US/users.json",
    "../../../locales/en-US/stock.json",
    "../../../locales/en-US/evaluations.json",
    "../../../locales/en-US/priorityAreas.json",
    "../../../locales/en-US/addresses.json",
    "../../../locales/en-US/notificationSettings.json",
    "../../../locales/en-US/positions.json",
    "../../../locales/en-US/store.json",
    "../../../locales/en-US/refunds.json",
    "../../../locales/en-US/bills.json",
    "../../../locales/en-US/recaps.json",
    "../../../locales/en-US/payments.json",
    "../../../locales/en-US/inquiries.json",
    "../../../locales/en-US/tenders.json",
    "../../../locales/en-US/inquiryOrders.json",
    "../../../locales/en-US/inquiryGroups.json",
    "../../../locales/en-US/customers.json",
    "../../../locales/en-US/integrations.json",
    "../../../locales/en-US/partnerships.json",
    "../../../locales/en-US/consignments.json",
    "../../../locales/en-US/consignRefunds.json",
    "../../../locales/en-US/discussions.json",
    "../../../locales/en-US/reportTickets.json",
    "../../../locales/en-US/chats.json",
    "../../../locales/en-US/notifications.json",
    "../../../locales/en-US/messages.json",
  ],
  { eager: true, import: "default", query: "?menu" },
);

export default { full, menu };
