/**
 * Seller customer endpoints (spec §2 /customer new, detail, detail/add-discount, detail/mulitple-set-discount,
 * verifyInfoChange; §3 "Customer"; paths from src/resources/customers/index.ts, bodies parsed with its
 * schema.ts: bad input 400 with data.errors). All access "shop"; every query is filtered by the caller's
 * shop, and for "only own" positions by the customers whose account manager the caller is (README choices
 * "customer"). Another shop's customer id answers 404 customers:errors.notFound.
 *
 * - POST /api/customer/ina/page {pageNo, pageSize, keyword?, companyCategory?, accountManagerUserId?,
 *     creditAlert?} -> Page<CustomerRow> [customers.list]; create time desc, id desc; credit figures per row
 * - POST /api/customer/ina/detail {id} -> CustomerDetail [customers.show]
 * - POST /api/customer/ina/create customerCreateSchema -> {id} [customers.create]; 404
 *     customers:errors.buyerNotFound; 409 customers:errors.alreadyAdded ('Anda telah menambahkan pelanggan
 *     ini.'); 400 accountManagerUserId customers:errors.accountManager
 * - POST /api/customer/ina/update customerUpdateSchema -> {id} [customers.edit]
 * - POST /api/customer/ina/buyerLookup {keyword} -> BuyerOption[] [customers.create]
 * - POST /api/customer/ina/accountManagers {} -> AccountManagerOption[] {userId, name} [customers.create or customers.edit]
 * - POST /api/customer/ina/discount/add {customerId, discount} -> {id} [customers.discount]; 409
 *     customers:errors.discountOverlap
 * - POST /api/customer/ina/discount/delete {customerId, discountId} -> {id} [customers.discount]; 404
 *     customers:errors.discountNotFound
 * - POST /api/customer/ina/discount/multipleSet {customerIds (1..200), discount} -> {ids} [customers.discount];
 *     all or nothing; 409 customers:errors.discountOverlapCustomers {customers}
 * - POST /api/customer/ina/infoChange/page {pageNo, pageSize, status?} -> Page<InfoChangeRow>
 *     [customers.verifyInfoChange]
 * - POST /api/customer/ina/infoChange/approve {id} -> {id, status: 1} [customers.verifyInfoChange]
 * - POST /api/customer/ina/infoChange/reject {id, reason (10..500)} -> {id, status: 2}
 *     [customers.verifyInfoChange]; both 409 customers:errors.infoChangeDecided once decided
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  addDiscountSchema,
  buyerLookupSchema,
  customerCreateSchema,
  customerIdSchema,
  customerPageSchema,
  customerUpdateSchema,
  deleteDiscountSchema,
  infoChangeIdSchema,
  infoChangePageSchema,
  infoChangeRejectSchema,
  multipleSetDiscountSchema,
} from "@src/resources/customers/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { customerDetail, pageCustomers } from "./customer-query-service";
import { accountManagerOptions, createCustomer, lookupBuyers, updateCustomer } from "./customer-service";
import { addDiscount, deleteDiscount, multipleSetDiscount } from "./discount-service";
import { decideInfoChange, pageInfoChanges } from "./info-change-service";

export async function registerCustomerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/customer/ina/page", shopRoute("customers.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, customerPageSchema);
    const scope = callerScope(request);
    const { rows, rowCount } = await pageCustomers(
      db,
      scope,
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
      deps.clock(),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/customer/ina/detail", shopRoute("customers.show"), async (request) => {
    const { id } = parseBody(request, customerIdSchema);
    return ok(await customerDetail(db, callerScope(request), id, deps.clock()));
  });

  app.post("/api/customer/ina/create", shopRoute("customers.create"), async (request) => {
    const body = parseBody(request, customerCreateSchema);
    return ok(await createCustomer(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post("/api/customer/ina/update", shopRoute("customers.edit"), async (request) => {
    const body = parseBody(request, customerUpdateSchema);
    return ok(await updateCustomer(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post("/api/customer/ina/buyerLookup", shopRoute("customers.create"), async (request) => {
    const { keyword } = parseBody(request, buyerLookupSchema);
    return ok(await lookupBuyers(db, callerScope(request).shopId, keyword));
  });

  app.post(
    "/api/customer/ina/accountManagers",
    shopRoute(undefined, { anyAuthority: ["customers.create", "customers.edit"] }),
    async (request) => {
      parseBody(request, z.object({}));
      return ok(await accountManagerOptions(db, callerScope(request).shopId));
    },
  );

  app.post("/api/customer/ina/discount/add", shopRoute("customers.discount"), async (request) => {
    const body = parseBody(request, addDiscountSchema);
    return ok(await addDiscount(db, callerScope(request), body, deps.clock()));
  });

  app.post("/api/customer/ina/discount/delete", shopRoute("customers.discount"), async (request) => {
    const body = parseBody(request, deleteDiscountSchema);
    return ok(await deleteDiscount(db, callerScope(request), body, deps.clock()));
  });

  app.post("/api/customer/ina/discount/multipleSet", shopRoute("customers.discount"), async (request) => {
    const body = parseBody(request, multipleSetDiscountSchema);
    return ok(await multipleSetDiscount(db, callerScope(request), body, deps.clock()));
  });

  app.post("/api/customer/ina/infoChange/page", shopRoute("customers.verifyInfoChange"), async (request) => {
    const { pageNo, pageSize, status } = parseBody(request, infoChangePageSchema);
    const filters = status === undefined ? {} : { status };
    const { rows, rowCount } = await pageInfoChanges(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/customer/ina/infoChange/approve", shopRoute("customers.verifyInfoChange"), async (request) => {
    const { id } = parseBody(request, infoChangeIdSchema);
    return ok(await decideInfoChange(db, callerScope(request), { id, approve: true }, deps.clock()));
  });

  app.post("/api/customer/ina/infoChange/reject", shopRoute("customers.verifyInfoChange"), async (request) => {
    const { id, reason } = parseBody(request, infoChangeRejectSchema);
    return ok(await decideInfoChange(db, callerScope(request), { id, approve: false, reason }, deps.clock()));
  });
}
