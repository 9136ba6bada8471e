/**
 * Authorization cases of the inquiry order group module's endpoints (see tests/api/authorization-case.ts).
 * `ids.groupNo` is the group of seller.active's paid inquiry order `ids.inquiryOrderNo` on the printed DO
 * `ids.inquiryDoNo`: another shop's admin and an "only own" sub-account get not found.
 */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/inquiry-group/ina/page": { kind: "list", body: () => ({ ...page(), tab: 2 }) },
  "/api/inquiry-group/ina/counts": { kind: "list", body: () => ({}) },
  "/api/inquiry-group/ina/detail": { kind: "record", body: (i) => ({ groupNo: i.groupNo }), ownerScoped: true },
  "/api/inquiry-group/ina/candidates": { kind: "list", body: () => ({}) },
  "/api/inquiry-group/ina/deliveryOrder/print": {
    kind: "record",
    body: (i) => ({ orderNos: [i.inquiryOrderNo] }),
    write: true,
    ownerScoped: true,
  },
  "/api/inquiry-group/ina/deliveryOrder/ship": {
    kind: "record",
    body: (i) => ({
      doNo: i.inquiryDoNo,
      shipmentMethod: 2,
      courierName: "JNE",
      trackingNo: "JNE-1",
      proofPhoto: "abcdefghijklmnopqrstuvwxyz012345",
      senderName: "Agus Prasetyo",
      senderPhone: "081234567890",
    }),
    write: true,
    ownerScoped: true,
  },
  "/api/inquiry-group/ina/deliveryOrder/page": { kind: "list", body: page },
  "/api/inquiry-group/ina/deliveryOrder/detail": {
    kind: "record",
    body: (i) => ({ doNo: i.inquiryDoNo }),
    ownerScoped: true,
  },
};
