/**
 * The id-ID namespaces loaded when the portal starts in id-ID (src/providers/i18n-provider.ts), in ONE chunk:
 * one chunk compresses far better than one per namespace (the files share most of their words).
 *
 * Page namespaces (`PAGE_NAMESPACES` in ../locale-loader.ts, listed again here because a glob takes only
 * literals) are not in it: only their `titles` are (the menu needs them at once, build/locale-menu.ts); the
 * rest loads with their pages (src/resources/views.ts). `import` loads with
 * the import page (use-import-locale.ts).
 */
const full = import.meta.glob<Record<string, unknown>>(
  [
    "../../../locales/id-ID/*.json",
    "!../../../locales/id-ID/import.json",
    "!../../../locales/id-ID/orders.json",
    "!../../../locales/id-ID/orderScreens.json",
    "!../../../locales/id-ID/deliveryTemplates.json",
    "!../../../locales/id-ID/requests.json",
    "!../../../locales/id-ID/users.json",
    "!../../../locales/id-ID/stock.json",
    "!../../../locales/id-ID/evaluations.json",
    "!../../../locales/id-ID/priorityAreas.json",
    "!../../../locales/id-ID/addresses.json",
    "!../../../locales/id-ID/notificationSettings.json",
    "!../../../locales/id-ID/positions.json",
    "!../../../locales/id-ID/store.json",
    "!../../../locales/id-ID/refunds.json",
    "!../../../locales/id-ID/bills.json",
    "!../../../locales/id-ID/recaps.json",
    "!../../../locales/id-ID/payments.json",
    "!../../../locales/id-ID/inquiries.json",
    "!../../../locales/id-ID/tenders.json",
    "!../../../locales/id-ID/inquiryOrders.json",
    "!../../../locales/id-ID/inquiryGroups.json",
    "!../../../locales/id-ID/customers.json",
    "!../../../locales/id-ID/integrations.json",
    "!../../../locales/id-ID/partnerships.json",
    "!../../../locales/id-ID/consignments.json",
    "!../../../locales/id-ID/consignRefunds.json",
    "!../../../locales/id-ID/discussions.json",
    "!../../../locales/id-ID/reportTickets.json",
    "!../../../locales/id-ID/chats.json",
    "!../../../locales/id-ID/notifications.json",
    "!../../../locales/id-ID/messages.json",
  ],
  { eager: true, import: "default" },
);

const menu = import.meta.glob<Record<string, unknown>>(
  [
    "../../../locales/id-ID/orders.json",
    "../../../locales/id-ID/orderScreens.json",
    "../../../locales/id-ID/deliveryTemplates.json",
    "../../../locales/id-ID/requests.json",
    "../../../locales/id-ID/users.json",
    "../../../locales/id-ID/stock.json",
    "../../../locales/id-ID/evaluations.json",
    "../../../locales/id-ID/priorityAreas.json",
    "../../../locales/id-ID/addresses.json",
    "../../../locales/id-ID/notificationSettings.json",
    "../../../locales/id-ID/positions.json",
    "../../../locales/id-ID/store.json",
    "../../../locales/id-ID/refunds.json",
    "../../../locales/id-ID/bills.json",
    "../../../locales/id-ID/recaps.json",
    "../../../locales/id-ID/payments.json",
    "../../../locales/id-ID/inquiries.json",
    "../../../locales/id-ID/tenders.json",
    "../../../locales/id-ID/inquiryOrders.json",
    "../../../locales/id-ID/inquiryGroups.json",
    "../../../locales/id-ID/customers.json",
    "../../../locales/id-ID/integrations.json",
    "../../../locales/id-ID/partnerships.json",
    "../../../locales/id-ID/consignments.json",
    "../../../locales/id-ID/consignRefunds.json",
    "../../../locales/id-ID/discussions.json",
    "../../../locales/id-ID/reportTickets.json",
    "../../../locales/id-ID/chats.json",
    "../../../locales/id-ID/notifications.json",
    "../../../locales/id-ID/messages.json",
  ],
  { eager: true, import: "default", query: "?menu" },
);

export default { full, menu };
