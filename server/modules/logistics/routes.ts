/**
 * Delivery-fee templates (spec §2 /order/delivery-fee-template, §3 "Delivery template"). Access "shop";
 * authorities from the `deliveryTemplates` resource; every query is limited to the caller's shop (another
 * shop's code: 404 errors:notFound). Contracts in src/resources/delivery-templates/schema.ts:
 *
 * - POST /api/logistics/ina/template/page    [deliveryTemplates.list] {pageNo, pageSize, status? 0|1|2 (2 = all),
 *                                            keyword?} -> Page<TemplateRow> newest first
 * - POST /api/logistics/ina/template/detail  [deliveryTemplates.show] {code} -> TemplateDetail (areas in order)
 * - POST /api/logistics/ina/template/create  [deliveryTemplates.create] TemplateFields -> {code}; an unknown
 *                                            regency: 400 with data.errors (areas.<i>.regencyCodes.<j>)
 * - POST /api/logistics/ina/template/update  [deliveryTemplates.edit] {code, ...TemplateFields} -> {code}; the
 *                                            areas are replaced as a whole, in one transaction
 * - POST /api/logistics/ina/template/status  [deliveryTemplates.status] {code, status 0|1} -> {code, status}
 * - POST /api/logistics/ina/template/delete  [deliveryTemplates.delete] {code} -> {code}; 409
 *                                            deliveryTemplates:errors.inUse {count} while products use it
 * - POST /api/logistics/ina/template/options [products.create or products.edit] {} -> TemplateOption[]: the
 *                                            enabled templates, for the product form's picker
 * The order module prices orders with templatesForFee (./delivery-template-service.ts).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  templateCodeBodySchema,
  templateFieldsSchema,
  templatePageSchema,
  templateStatusSchema,
  templateUpdateSchema,
} from "@src/resources/delivery-templates/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  pageTemplates,
  setTemplateStatus,
  templateOptions,
  updateTemplate,
} from "./delivery-template-service";

const emptyBody = z.object({});
const BASE = "/api/logistics/ina/template";

export async function registerLogisticsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post(`${BASE}/page`, shopRoute("deliveryTemplates.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, templatePageSchema);
    const { rows, rowCount } = await pageTemplates(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post(`${BASE}/detail`, shopRoute("deliveryTemplates.show"), async (request) => {
    const { code } = parseBody(request, templateCodeBodySchema);
    return ok(await getTemplate(db, callerScope(request), code));
  });

  app.post(`${BASE}/create`, shopRoute("deliveryTemplates.create"), async (request) => {
    const body = parseBody(request, templateFieldsSchema);
    return ok(await createTemplate(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post(`${BASE}/update`, shopRoute("deliveryTemplates.edit"), async (request) => {
    const body = parseBody(request, templateUpdateSchema);
    return ok(await updateTemplate(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post(`${BASE}/status`, shopRoute("deliveryTemplates.status"), async (request) => {
    const body = parseBody(request, templateStatusSchema);
    return ok(await setTemplateStatus(db, callerScope(request), body, deps.clock()));
  });

  app.post(`${BASE}/delete`, shopRoute("deliveryTemplates.delete"), async (request) => {
    const { code } = parseBody(request, templateCodeBodySchema);
    return ok(await deleteTemplate(db, callerScope(request), code, deps.clock()));
  });

  // The product form's picker: whoever may create or edit a product may see the names of enabled templates.
  app.post(
    `${BASE}/options`,
    shopRoute(undefined, { anyAuthority: ["products.create", "products.edit"] }),
    async (request) => {
      parseBody(request, emptyBody);
      return ok(await templateOptions(db, callerScope(request)));
    },
  );
}
