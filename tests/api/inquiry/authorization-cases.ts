/**
 * Authorization cases of the inquiry module's endpoints (see tests/api/authorization-case.ts). `ids.inquiryNo`
 * names an open Toyota inquiry offered to seller.active (Toyota among its brands) and not to seller.special
 * (no brands), so another shop's admin gets 404 inquiries:errors.notFound. Every account of the shop sees the
 * open inquiries (README choices), so these records are not owner-scoped.
 */
import { page, type AuthorizationCases, type Ids } from "../authorization-case";
import { offer } from "./inquiry-helpers";

const inquiry = (i: Ids) => ({ inquiryNo: i.inquiryNo });
const tender = (i: Ids) => ({
  inquiryNo: i.inquiryNo,
  offers: [offer(i.inquiryPartId)],
  shippingMethod: "courier",
  deliveryFee: 25_000,
  submit: true,
});

export const cases: AuthorizationCases = {
  "/api/inquiry/ina/page": { kind: "list", body: page },
  "/api/inquiry/ina/counts": { kind: "list", body: () => ({}) },
  "/api/inquiry/ina/detail": { kind: "record", body: inquiry },
  "/api/inquiry/ina/prefill": { kind: "record", body: inquiry },
  "/api/inquiry/ina/pass": { kind: "record", body: inquiry, write: true },
  "/api/inquiry/ina/undoPass": { kind: "record", body: inquiry, write: true },
  "/api/inquiry/ina/tender": { kind: "record", body: tender, write: true },
  // Buyer side: the seller portal never calls it (its reads are marked write so the seller's allowed-read pass skips them).
  "/api/buyer/inquiry/create": {
    kind: "own",
    body: () => ({
      carBrandName: "Toyota",
      carModel: "Avanza",
      carYear: 2019,
      deadline: "2026-12-01T00:00:00.000Z",
      receiver: {
        name: "Bengkel Maju",
        phone: "081234567890",
        regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"],
        postalCode: "10710",
        address: "Jl. Pasar Baru No. 8",
      },
      parts: [{ partName: "Bumper depan", quantity: 1 }],
    }),
    write: true,
  },
  "/api/buyer/inquiry/page": { kind: "own", body: page, write: true },
  "/api/buyer/inquiry/detail": { kind: "own", body: inquiry, write: true },
  "/api/buyer/inquiry/closeOffers": { kind: "own", body: inquiry, write: true },
  "/api/buyer/inquiry/cancel": { kind: "own", body: inquiry, write: true },
};
