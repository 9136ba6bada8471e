/**
 * Authorization cases of the payment module's endpoints (see tests/api/authorization-case.ts). `ids.payoutNo`
 * names a payout of seller.active, so another shop's admin gets 404 payments:errors.notFound. Payouts are
 * the shop's money, not owner-scoped.
 */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/payment/ina/page": { kind: "list", body: page },
  "/api/payment/ina/detail": { kind: "record", body: (i) => ({ payoutNo: i.payoutNo }) },
  "/api/payment/ina/export": { kind: "list", body: () => ({}) },
};
