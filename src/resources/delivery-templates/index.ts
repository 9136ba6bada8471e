import type { ResourceDescriptor } from "../types";

/**
 * Delivery-fee templates (spec §2 /order/delivery-fee-template, §3 "Delivery template"): how the shop prices
 * shipping (src/domain/delivery-fee.ts). The add page also edits (`?code=`), so the descriptor has no edit
 * route of its own; the detail route carries the code. The product form's picker reads enabled templates
 * through the products descriptor (`deliveryTemplateOptions`, guarded by products.create or products.edit).
 * Authorities: list (menu), show, create, edit, delete, status (able / disable).
 */
export const deliveryTemplates = {
  name: "deliveryTemplates",
  namespace: "deliveryTemplates",
  group: "order",
  icon: "CarOutlined",
  list: "templateList",
  create: "addTemplate",
  show: "templateDetail",
  idField: "code",
  routes: {
    templateList: {
      path: "/order/delivery-fee-template",
      titleKey: "deliveryTemplates:titles.list",
      menu: true,
    },
    addTemplate: {
      path: "/order/delivery-fee-template/add-delivery-template",
      titleKey: "deliveryTemplates:titles.add",
      action: "create",
    },
    templateDetail: {
      path: "/order/delivery-fee-template/delivery-template-detail/:code",
      titleKey: "deliveryTemplates:titles.detail",
      action: "show",
    },
  },
  endpoints: {
    list: "/api/logistics/ina/template/page",
    one: "/api/logistics/ina/template/detail",
    create: "/api/logistics/ina/template/create",
    update: "/api/logistics/ina/template/update",
    delete: "/api/logistics/ina/template/delete",
    custom: { status: "/api/logistics/ina/template/status" },
  },
  customActions: ["status"],
  actions: ["list", "show", "create", "edit", "delete"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
