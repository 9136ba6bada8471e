/**
 * i18next key types from the en-US locale files (docs/architecture.md "Strings"): `t("ns:key")` and `t("key")`
 * with a namespace bound by `useTranslation("ns")` are checked by `tsc`, so a wrong key fails the build.
 * The id-ID files have the same keys (tests/unit/locales.test.ts).
 */
import "i18next";
import type activity from "../locales/en-US/activity.json";
import type addresses from "../locales/en-US/addresses.json";
import type common from "../locales/en-US/common.json";
import type deliveryTemplates from "../locales/en-US/deliveryTemplates.json";
import type errors from "../locales/en-US/errors.json";
import type evaluations from "../locales/en-US/evaluations.json";
import type forms from "../locales/en-US/forms.json";
import type importNs from "../locales/en-US/import.json";
import type messages from "../locales/en-US/messages.json";
import type orders from "../locales/en-US/orders.json";
import type refunds from "../locales/en-US/refunds.json";
import type inquiries from "../locales/en-US/inquiries.json";
import type tenders from "../locales/en-US/tenders.json";
import type inquiryOrders from "../locales/en-US/inquiryOrders.json";
import type inquiryGroups from "../locales/en-US/inquiryGroups.json";
import type customers from "../locales/en-US/customers.json";
import type integrations from "../locales/en-US/integrations.json";
import type partnerships from "../locales/en-US/partnerships.json";
import type consignments from "../locales/en-US/consignments.json";
import type consignRefunds from "../locales/en-US/consignRefunds.json";
import type discussions from "../locales/en-US/discussions.json";
import type reportTickets from "../locales/en-US/reportTickets.json";
import type chats from "../locales/en-US/chats.json";
import type bills from "../locales/en-US/bills.json";
import type recaps from "../locales/en-US/recaps.json";
import type payments from "../locales/en-US/payments.json";
import type orderScreens from "../locales/en-US/orderScreens.json";
import type notificationSettings from "../locales/en-US/notificationSettings.json";
import type notifications from "../locales/en-US/notifications.json";
import type positions from "../locales/en-US/positions.json";
import type priorityAreas from "../locales/en-US/priorityAreas.json";
import type products from "../locales/en-US/products.json";
import type reference from "../locales/en-US/reference.json";
import type requests from "../locales/en-US/requests.json";
import type shell from "../locales/en-US/shell.json";
import type shop from "../locales/en-US/shop.json";
import type stock from "../locales/en-US/stock.json";
import type store from "../locales/en-US/store.json";
import type users from "../locales/en-US/users.json";
import type validation from "../locales/en-US/validation.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      activity: typeof activity;
      addresses: typeof addresses;
      common: typeof common;
      deliveryTemplates: typeof deliveryTemplates;
      errors: typeof errors;
      evaluations: typeof evaluations;
      forms: typeof forms;
      import: typeof importNs;
      messages: typeof messages;
      notificationSettings: typeof notificationSettings;
      notifications: typeof notifications;
      orders: typeof orders;
      refunds: typeof refunds;
      inquiries: typeof inquiries;
      tenders: typeof tenders;
      inquiryOrders: typeof inquiryOrders;
      inquiryGroups: typeof inquiryGroups;
      customers: typeof customers;
      integrations: typeof integrations;
      partnerships: typeof partnerships;
      consignments: typeof consignments;
      consignRefunds: typeof consignRefunds;
      discussions: typeof discussions;
      reportTickets: typeof reportTickets;
      chats: typeof chats;
      bills: typeof bills;
      recaps: typeof recaps;
      payments: typeof payments;
      orderScreens: typeof orderScreens;
      positions: typeof positions;
      priorityAreas: typeof priorityAreas;
      products: typeof products;
      reference: typeof reference;
      requests: typeof requests;
      shell: typeof shell;
      shop: typeof shop;
      stock: typeof stock;
      store: typeof store;
      users: typeof users;
      validation: typeof validation;
    };
  }
}
