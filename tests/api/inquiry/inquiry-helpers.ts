/**
 * Helpers of the inquiry and tender tests (spec §3 "Inquiry", "Tender", §4 "Inquiry and tender"): the brands a
 * shop sells (store details `partBrands`), inquiries created through the buyer API, and complete tender
 * bodies. seller.active's store is in Gambir (regency 31.71): PASAR_BARU is in town, TEBET_TIMUR out of town.
 */
import { eq, sql } from "drizzle-orm";
import type { BuyerType } from "../../../src/domain/order";
import { shops } from "../../../server/db/schema/shop";
import type { TestApp } from "../helpers";
import { activeShop, createBuyer, type TestBuyer } from "../order/order-helpers";

export const PASAR_BARU = { regionCodes: ["31", "31.71", "31.71.02", "31.71.02.1001"], postalCode: "10710" };
export const TEBET_TIMUR = { regionCodes: ["31", "31.74", "31.74.01", "31.74.01.1001"], postalCode: "12820" };

const HOUR = 3_600_000;

/** Sets the shop's sellable brands (store details `partBrands`). */
export async function setPartBrands(t: TestApp, shopId: number, brands: string[]): Promise<void> {
  await t.database.db
    .update(shops)
    .set({
      application: sql`${shops.application} || jsonb_build_object('partBrands', ${JSON.stringify(brands)}::jsonb)`,
    })
    .where(eq(shops.id, shopId));
}

/** seller.active selling Toyota and Daihatsu; its shop id. */
export async function sellerWithBrands(t: TestApp, brands = ["Toyota", "Daihatsu"]): Promise<number> {
  const shop = await activeShop(t);
  await setPartBrands(t, shop.shopId, brands);
  return shop.shopId;
}

/** A B2B buyer (insurance by default), signed in. */
export async function inquiryBuyer(t: TestApp, type: BuyerType = "insurance"): Promise<TestBuyer> {
  return createBuyer(t, type, PASAR_BARU.regionCodes);
}

/** A complete create body: a Toyota Avanza 2019 with two parts, deadline `hours` ahead, received in town. */
export function inquiryBody(t: TestApp, over: Record<string, unknown> = {}, hours = 24): Record<string, unknown> {
  return inquiryBodyAt(t.now(), over, hours);
}

/** inquiryBody with the deadline counted from `now` (bench/seller-day uses it against a real clock). */
export function inquiryBodyAt(now: Date, over: Record<string, unknown> = {}, hours = 24): Record<string, unknown> {
  return {
    vehicleType: 1,
    carBrandName: "Toyota",
    carModel: "Avanza",
    carYear: 2019,
    vin: "MHKM1BA3JKK012345",
    licensePlate: "B 1234 ABC",
    workOrderNo: "WO-2026-0001",
    claimNo: "CLM-77881",
    remark: "Tabrakan depan",
    deadline: new Date(now.getTime() + hours * HOUR).toISOString(),
    receiver: {
      name: "Bengkel Maju Jaya",
      phone: "081234567890",
      regionCodes: PASAR_BARU.regionCodes,
      postalCode: PASAR_BARU.postalCode,
      address: "Jl. Pasar Baru No. 8, Sawah Besar",
    },
    parts: [
      { partName: "Bumper depan", partNo: "521190K938", quantity: 1, condition: 1 },
      { partName: "Lampu utama kiri", partNo: "", quantity: 2, condition: 2 },
    ],
    ...over,
  };
}

/** Creates an inquiry through the buyer API; answers its number and part ids. */
export async function createInquiry(
  t: TestApp,
  buyer: TestBuyer,
  over: Record<string, unknown> = {},
  hours = 24,
): Promise<{ inquiryNo: string; partIds: number[] }> {
  const res = await t.call<{ inquiryNo: string }>("/api/buyer/inquiry/create", inquiryBody(t, over, hours), {
    token: buyer.token,
  });
  if (!res.body.success) throw new Error(`inquiry refused: ${res.body.message}`);
  const detail = await t.call<{ parts: { partId: number }[] }>(
    "/api/buyer/inquiry/detail",
    { inquiryNo: res.body.data.inquiryNo },
    { token: buyer.token },
  );
  return { inquiryNo: res.body.data.inquiryNo, partIds: detail.body.data.parts.map((p) => p.partId) };
}

/** One complete offer for `inquiryPartId`. */
export function offer(inquiryPartId: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    inquiryPartId,
    partNo: "521190K938",
    brand: "Toyota",
    unitPrice: 1_250_000,
    quantity: 1,
    discountTenths: 50,
    partStatus: 1,
    estimatedDelivery: 2,
    estimatedDeliveryUnit: "day",
    deliveryLine: "JNE REG",
    unit: "pcs",
    condition: 1,
    ...over,
  };
}

/** A complete tender body: one offer per part, courier, Rp 25.000 fee, submitted. */
export function tenderBody(
  inquiryNo: string,
  partIds: number[],
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    inquiryNo,
    offers: partIds.map((id) => offer(id)),
    shippingMethod: "courier",
    deliveryFee: 25_000,
    freeShipment: false,
    notes: "",
    submit: true,
    ...over,
  };
}

/**
 * What the authorization matrix names (tests/api/authorization.test.ts): seller.active sells Toyota; an open
 * Toyota inquiry it has not touched (`inquiryNo`, its first part), and its main admin's submitted tender on
 * another (`tenderNo`). seller.special sells no brand, so both answer it 404.
 */
export async function inquiryForAuthorization(
  t: TestApp,
): Promise<{ inquiryNo: string; inquiryPartId: number; tenderNo: string }> {
  await sellerWithBrands(t, ["Toyota"]);
  const admin = await t.login("seller.active");
  const buyer = await inquiryBuyer(t);
  const open = await createInquiry(t, buyer);
  const other = await createInquiry(t, buyer);
  const res = await t.call<{ tenderNo: string }>(
    "/api/inquiry/ina/tender",
    tenderBody(other.inquiryNo, other.partIds),
    {
      token: admin,
    },
  );
  if (!res.body.success) throw new Error(`tender refused: ${res.body.message}`);
  return { inquiryNo: open.inquiryNo, inquiryPartId: open.partIds[0], tenderNo: res.body.data.tenderNo };
}
