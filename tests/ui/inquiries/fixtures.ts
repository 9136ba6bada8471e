/** Answers of the inquiry and tender API for the UI tests (shapes of src/resources/inquiries|tenders/schema.ts). */
import type { InquiryDetail, InquiryRow, TenderPrefill } from "../../../src/resources/inquiries/schema";
import type { TenderDetail, TenderRow } from "../../../src/resources/tenders/schema";

/** An ISO instant `minutes` from now. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export function inquiryRow(inquiryNo: string, overrides: Partial<InquiryRow> = {}): InquiryRow {
  return {
    inquiryNo,
    createTime: "2026-11-22 09:00:00",
    deadline: inMinutes(90),
    agingDays: 2,
    urgency: "critical",
    status: 1,
    buyerUserName: "asuransi.maju",
    buyerName: "Asuransi Maju",
    buyerType: "insurance",
    vehicleType: 1,
    carBrandName: "Toyota",
    carModel: "Avanza",
    carYear: 2019,
    licensePlate: "B 1234 XYZ",
    claimNo: "CLM-778",
    parts: [
      { partName: "Brake pad", partNo: "04465-0K240", quantity: 2 },
      { partName: "Head lamp", partNo: "", quantity: 1 },
    ],
    partCount: 3,
    receiverCity: "Kota Bandung",
    passed: false,
    tenderNo: null,
    tenderStatus: null,
    tenderStatusName: null,
    canTender: true,
    canPass: true,
    canUndoPass: false,
    ...overrides,
  };
}

export function inquiryDetail(inquiryNo: string, overrides: Partial<InquiryDetail> = {}): InquiryDetail {
  const { parts: _parts, ...row } = inquiryRow(inquiryNo);
  return {
    ...row,
    vin: "MHKM1BA3JKK012345",
    workOrderNo: "WO-5521",
    remark: "Front collision",
    pictures: ["https://files.test/car-1.jpg", "https://files.test/car-2.jpg"],
    receiverName: "Bengkel Sejahtera",
    receiverPhone: "081234567890",
    receiverRegionCodes: ["32", "32.73"],
    receiverPostalCode: "40111",
    receiverAddress: "Jl. Asia Afrika 10",
    outOfTown: true,
    parts: [
      {
        partId: 11,
        lineNo: 1,
        partName: "Brake pad",
        partNo: "04465-0K240",
        categoryId: "brake",
        categoryTitle: "Brakes",
        quantity: 2,
        condition: 1,
        remark: "Front axle",
        pictures: ["https://files.test/pad.jpg"],
      },
      {
        partId: 12,
        lineNo: 2,
        partName: "Head lamp",
        partNo: "",
        categoryId: null,
        categoryTitle: null,
        quantity: 1,
        condition: 2,
        remark: "",
        pictures: [],
      },
    ],
    tenderRefusal: null,
    passRefusal: null,
    ...overrides,
  };
}

/** The shop's matches: two products for the brake pad, none for the head lamp. */
export function prefill(inquiryNo: string, outOfTown = true): TenderPrefill {
  return {
    inquiryNo,
    outOfTown,
    shopCity: "Kota Jakarta Selatan",
    receiverCity: "Kota Bandung",
    parts: [
      {
        partId: 11,
        matches: [
          {
            itemId: 501,
            partNo: "044650K240",
            itemName: "Kampas rem Avanza",
            brand: "Toyota",
            unitPrice: 350_000,
            discountTenths: 100,
            unit: "set",
            condition: 1,
            stockType: 2,
            stockNumber: 12,
            partStatus: 1,
            matchedBy: "partNo",
          },
          {
            itemId: 502,
            partNo: "BP2019AV",
            itemName: "Kampas rem Aspira",
            brand: "Aspira",
            unitPrice: 180_000,
            discountTenths: 0,
            unit: "set",
            condition: 2,
            stockType: 3,
            stockNumber: 40,
            partStatus: 2,
            matchedBy: "fitment",
          },
        ],
      },
      { partId: 12, matches: [] },
    ],
  };
}

export function tenderRow(tenderNo: string, overrides: Partial<TenderRow> = {}): TenderRow {
  return {
    tenderNo,
    inquiryNo: "INQ-20261124-000001",
    status: 2,
    statusName: "wait",
    createTime: "2026-11-24 08:00:00",
    submitTime: "2026-11-24 08:05:00",
    updateTime: "2026-11-24 08:05:00",
    deadline: inMinutes(600),
    urgency: "high",
    buyerUserName: "asuransi.maju",
    buyerName: "Asuransi Maju",
    carBrandName: "Toyota",
    carModel: "Avanza",
    carYear: 2019,
    licensePlate: "B 1234 XYZ",
    claimNo: "CLM-778",
    offerCount: 2,
    total: 680_000,
    ownerUserName: "sales.budi",
    orderNo: null,
    moves: ["modify"],
    ...overrides,
  };
}

export function tenderDetail(tenderNo: string, overrides: Partial<TenderDetail> = {}): TenderDetail {
  const { offerCount: _count, ...row } = tenderRow(tenderNo);
  return {
    ...row,
    shippingMethod: "courier",
    deliveryFee: 50_000,
    freeShipment: false,
    outOfTown: true,
    notes: "Ready this week",
    goodsAmount: 630_000,
    modifyCount: 0,
    offers: [
      {
        offerId: 901,
        inquiryPartId: 11,
        itemId: 501,
        partNo: "044650K240",
        originalPartNo: "044650K240",
        partNoReason: "",
        brand: "Toyota",
        unitPrice: 350_000,
        quantity: 2,
        discountTenths: 100,
        netPrice: 630_000,
        partStatus: 1,
        estimatedDelivery: 2,
        estimatedDeliveryUnit: "day",
        deliveryLine: "JNE",
        unit: "set",
        condition: 1,
        notes: "",
        purchasedQuantity: 0,
      },
    ],
    events: [
      {
        move: "create",
        actor: "seller",
        userName: "sales.budi",
        fromStatus: null,
        toStatus: 2,
        detail: {},
        createTime: "2026-11-24 08:05:00",
      },
    ],
    inquiry: inquiryDetail("INQ-20261124-000001", {
      tenderNo,
      tenderStatus: 2,
      tenderStatusName: "wait",
      canTender: false,
      canPass: false,
    }),
    ...overrides,
  };
}
