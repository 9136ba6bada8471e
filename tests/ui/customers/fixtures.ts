/** Customers and partnerships as the API answers them, for the customer and partnership screens' tests. */
import type { CustomerDetail, CustomerRow } from "../../../src/resources/customers/schema";
import type { PartnershipDetail, PartnershipRow } from "../../../src/resources/partnerships/schema";

export function customerRow(id: number, overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id,
    buyerUserId: 100 + id,
    buyerUserName: `buyer.${id}`,
    buyerName: `Bengkel Maju ${id}`,
    email: `buyer${id}@example.com`,
    companyCategory: "workshop",
    companyName: `PT Maju ${id}`,
    contactPerson: "Andi Wijaya",
    contactPhone: "081234567890",
    accountManagerUserId: 7,
    accountManagerName: "Sari",
    partnershipStatus: "active",
    credit: { limit: 10_000_000, used: 2_500_000, available: 7_500_000 },
    transactionTime: "2026-11-20 10:00:00",
    createTime: "2026-10-01 08:00:00",
    ...overrides,
  };
}

export function customerDetail(id: number, overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...customerRow(id),
    address: {
      regionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
      postalCode: "10110",
      detail: "Jl. Merdeka 1",
    },
    invoiceAddress: null,
    addressText: "DKI Jakarta, Jakarta Pusat, Gambir, Gambir",
    invoiceAddressText: null,
    deliveryFeeMethod: "online",
    billFeeMethod: "offlineVerified",
    discounts: [
      {
        id: 11,
        type: 1,
        rate: 25,
        tiers: [],
        startDate: "2026-11-01",
        endDate: "2026-12-31",
        state: "active",
        createTime: "2026-11-01 08:00:00",
      },
      {
        id: 12,
        type: 2,
        rate: null,
        tiers: [
          { minAmount: 1_000_000, rate: 10 },
          { minAmount: 5_000_000, rate: 30 },
        ],
        startDate: "2027-01-01",
        endDate: "2027-01-31",
        state: "upcoming",
        createTime: "2026-11-01 08:00:00",
      },
    ],
    settlement: {
      partnershipId: 5,
      settlementPeriod: 1,
      settlementDate: "2026-10-01",
      tempoWorkdays: 14,
      agreementType: "confirmed",
      credit: { limit: 10_000_000, used: 12_000_000, available: -2_000_000 },
      aging: { current: 1_000_000, days1to30: 500_000, days31to60: 0, over60: 250_000 },
      overdueBills: 2,
    },
    heldOrders: [
      { orderNo: "ORD-20261124-000009", total: 3_000_000, reason: "overLimit", createTime: "2026-11-24 09:00:00" },
    ],
    linkedAccounts: [{ userName: "buyer.branch", name: "Cabang Bekasi" }],
    pendingInfoChangeId: null,
    ...overrides,
  };
}

export function partnershipRow(id: number, overrides: Partial<PartnershipRow> = {}): PartnershipRow {
  return {
    id,
    customerId: id,
    buyerUserId: 200 + id,
    buyerUserName: `partner.${id}`,
    buyerName: `Rental Jaya ${id}`,
    email: `partner${id}@example.com`,
    address: "DKI Jakarta, Jakarta Pusat, Jl. Merdeka 1",
    type: "carRental",
    agreementType: "confirmed",
    settlementPeriod: 1,
    settlementDate: "2026-10-01",
    creditLimit: 20_000_000,
    maxCreditLimit: 50_000_000,
    creditUsed: 5_000_000,
    creditAvailable: 15_000_000,
    tempoWorkdays: 30,
    tempoApplied: true,
    partConditions: [1, 2],
    status: "active",
    pendingRequests: [],
    createTime: "2026-09-01 08:00:00",
    ...overrides,
  };
}

export function partnershipDetail(id: number, overrides: Partial<PartnershipDetail> = {}): PartnershipDetail {
  return {
    ...partnershipRow(id),
    clause: "Payment within the agreed term.",
    limitHistory: [
      {
        previousLimit: 0,
        newLimit: 20_000_000,
        source: "initial",
        reference: null,
        changedByName: "Platform",
        changeTime: "2026-09-02 08:00:00",
      },
    ],
    events: [
      {
        move: "sellerRequest",
        fromStatus: "inactive",
        toStatus: "waitingBuyer",
        actorName: "Sari",
        reason: null,
        time: "2026-09-01 08:00:00",
      },
      {
        move: "platformAccept",
        fromStatus: "waitingPlatform",
        toStatus: "active",
        actorName: null,
        reason: null,
        time: "2026-09-02 08:00:00",
      },
    ],
    addenda: [
      {
        id: 31,
        addendumNo: `ADD-${id}-1`,
        partnershipId: id,
        title: "Longer tempo",
        body: "From January the term of payment is 45 workdays.",
        changes: { tempoWorkdays: 45 },
        effectiveDate: "2027-01-01",
        status: 1,
        createTime: "2026-11-20 08:00:00",
        decideTime: null,
        appliedTime: null,
      },
    ],
    moves: [],
    operations: ["suspend", "block"],
    ...overrides,
  };
}

/** A page answer of the list endpoints. */
export const pageOf = <T>(data: T[]) => ({ pageCount: 1, rowCount: data.length, data, pageSize: 10 });
