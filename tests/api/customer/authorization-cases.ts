/**
 * Authorization cases of the customer module's endpoints (see tests/api/authorization-case.ts). `ids.customerId`
 * names a seeded customer of seller.active that the "only own" sub-account does not manage, and
 * `ids.infoChangeId` a waiting info change of it, so another shop's admin and an "only own" sub-account get
 * 404 customers:errors.notFound / infoChangeNotFound.
 */
import { page, type AuthorizationCases } from "../authorization-case";

const discount = { type: 1, rate: 50, startDate: "2030-01-01", endDate: "2030-01-31" };
const fields = {
  companyCategory: "workshop",
  companyName: "Bengkel Uji",
  contactPerson: "Agus Salim",
  contactPhone: "081234567890",
};

export const cases: AuthorizationCases = {
  "/api/customer/ina/page": { kind: "list", body: page },
  "/api/customer/ina/detail": { kind: "record", body: (i) => ({ id: i.customerId }), ownerScoped: true },
  // A buyer already a customer of seller.active: the allowed call is not made (write), refusals change nothing.
  "/api/customer/ina/create": { kind: "own", body: () => ({ buyer: "buyer.ordinary", ...fields }), write: true },
  "/api/customer/ina/update": {
    kind: "record",
    body: (i) => ({ id: i.customerId, ...fields }),
    write: true,
    ownerScoped: true,
  },
  "/api/customer/ina/buyerLookup": { kind: "own", body: () => ({ keyword: "buyer." }) },
  "/api/customer/ina/accountManagers": { kind: "own", body: () => ({}) },
  "/api/customer/ina/discount/add": {
    kind: "record",
    body: (i) => ({ customerId: i.customerId, discount }),
    write: true,
    ownerScoped: true,
  },
  "/api/customer/ina/discount/delete": {
    kind: "record",
    body: (i) => ({ customerId: i.customerId, discountId: 1 }),
    write: true,
    ownerScoped: true,
  },
  "/api/customer/ina/discount/multipleSet": {
    kind: "record",
    body: (i) => ({ customerIds: [i.customerId], discount }),
    write: true,
    ownerScoped: true,
  },
  "/api/customer/ina/infoChange/page": { kind: "list", body: page },
  "/api/customer/ina/infoChange/approve": {
    kind: "record",
    body: (i) => ({ id: i.infoChangeId }),
    write: true,
    ownerScoped: true,
  },
  "/api/customer/ina/infoChange/reject": {
    kind: "record",
    body: (i) => ({ id: i.infoChangeId, reason: "Dokumen pendukung belum ada" }),
    write: true,
    ownerScoped: true,
  },
  // Buyer side: the seller portal never calls it (marked write so the seller's allowed-read pass skips it).
  "/api/buyer/customer/infoChange/create": {
    kind: "own",
    body: (i) => ({ shopId: i.activeShopId, changes: { companyName: "Bengkel Baru" } }),
    write: true,
  },
  "/api/buyer/customer/infoChange/page": { kind: "own", body: page, write: true },
  "/api/buyer/account/page": { kind: "own", body: page, write: true },
  "/api/buyer/account/add": { kind: "own", body: () => ({ userName: "buyer.ordinary" }), write: true },
  "/api/buyer/account/remove": { kind: "own", body: () => ({ userName: "buyer.ordinary" }), write: true },
};
