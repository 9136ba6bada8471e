/**
 * Helpers of the consignment tests (spec §4 "Consign"): partner buyers of seller.active (an active
 * partnership), requests made through the buyer API and taken to a stage through the real routes, and the
 * stock figures the tests compare. Nothing here edits the demo seed.
 */
import { and, eq } from "drizzle-orm";
import { consignStock } from "../../../server/db/schema/consign";
import { regions } from "../../../server/db/schema/reference";
import type { TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  uploadPhoto,
  type ShopInfo,
  type TestBuyer,
} from "../order/order-helpers";
import { must } from "../refund/refund-helpers";

export { must };

export type ConsignStage = "request" | "offer" | "waitingDelivered" | "onDelivery" | "done";

/** A receiver in the shop's region with the village's real postal code. */
export async function receiverOf(t: TestApp, regionCodes: string[]) {
  const [village] = await t.database.db
    .select({ postalCode: regions.postalCode })
    .from(regions)
    .where(eq(regions.code, regionCodes[3]));
  return {
    name: "Hendra Wijaya",
    phone: "081522223333",
    regionCodes,
    postalCode: village?.postalCode ?? "00000",
    detail: "Jl. Tebet Raya No. 12, Gudang Belakang",
  };
}

/** A workshop buyer with an active (or `status`) partnership with `shop`. */
export async function consignPartner(
  t: TestApp,
  shop: ShopInfo,
  status: "active" | "inactive" = "active",
): Promise<TestBuyer> {
  return createBuyer(t, "workshop", shop.regionCodes, { partnershipShopId: shop.shopId, partnershipStatus: status });
}

/** A valid create body for /api/buyer/consign/create. */
export async function createBody(
  t: TestApp,
  shop: ShopInfo,
  lines: { itemId: number; qty: number }[],
): Promise<Record<string, unknown>> {
  return {
    shopId: shop.shopId,
    items: lines,
    reason: "Stok bengkel untuk servis rutin pelanggan armada",
    receiver: await receiverOf(t, shop.regionCodes),
  };
}

/**
 * A consignment of `buyer` with `lines`, taken to `stage` by the real routes: the seller offers every line
 * at its requested quantity (or `offer`) at `unitPrice`, the buyer confirms, the seller ships, the buyer
 * receives. Answers its number.
 */
export async function consignAt(
  t: TestApp,
  admin: string,
  buyer: TestBuyer,
  shop: ShopInfo,
  lines: { itemId: number; qty: number }[],
  stage: ConsignStage,
  opts: { unitPrice?: number; offer?: number[] } = {},
): Promise<string> {
  const { consignNo } = await must<{ consignNo: string }>(
    t,
    "/api/buyer/consign/create",
    await createBody(t, shop, lines),
    buyer.token,
  );
  if (stage === "request") return consignNo;
  await must(
    t,
    "/api/consign/ina/offer",
    {
      consignNo,
      items: lines.map((l, i) => ({
        itemId: l.itemId,
        qtyOffer: opts.offer?.[i] ?? l.qty,
        unitPrice: opts.unitPrice ?? 50_000,
      })),
      edtInitialDays: 3,
    },
    admin,
  );
  if (stage === "offer") return consignNo;
  await must(t, "/api/buyer/consign/confirmOffer", { consignNo }, buyer.token);
  if (stage === "waitingDelivered") return consignNo;
  await must(t, "/api/consign/ina/ship", await shipBody(t, admin, consignNo), admin);
  if (stage === "onDelivery") return consignNo;
  await must(t, "/api/buyer/consign/receive", { consignNo }, buyer.token);
  return consignNo;
}

/** A ship body with a fresh proof photo uploaded by `admin`. */
export async function shipBody(t: TestApp, admin: string, consignNo: string): Promise<Record<string, unknown>> {
  return { consignNo, courier: "JNE", trackingNo: "JNE-CSG-0001", proofPhoto: await uploadPhoto(t, admin) };
}

/** The partner's consignment stock row of one product (zeros when none). */
export async function partnerStock(t: TestApp, shopId: number, buyerUserId: number, itemId: number) {
  const [row] = await t.database.db
    .select()
    .from(consignStock)
    .where(
      and(eq(consignStock.shopId, shopId), eq(consignStock.buyerUserId, buyerUserId), eq(consignStock.itemId, itemId)),
    );
  const r = row ?? { placed: 0, sold: 0, returned: 0, soldAmount: 0 };
  return { placed: r.placed, sold: r.sold, returned: r.returned, onHand: r.placed - r.sold - r.returned };
}

/**
 * A consignment of seller.active waiting for the buyer's answer and a refund waiting for processing (of a
 * received consignment), of a partner no sub-account manages, for the authorization matrix
 * (tests/api/authorization.test.ts).
 */
export async function consignForAuthorization(t: TestApp): Promise<{ consignNo: string; consignRefundNo: string }> {
  const shop = await activeShop(t);
  const admin = await t.login("seller.active");
  const buyer = await consignPartner(t, shop);
  const product = await createProduct(t, shop, { stockNum: 100 });
  const consignNo = await consignAt(t, admin, buyer, shop, [{ itemId: product.id, qty: 2 }], "offer");
  await consignAt(t, admin, buyer, shop, [{ itemId: product.id, qty: 3 }], "done");
  const { refundNo } = await must<{ refundNo: string }>(
    t,
    "/api/buyer/consign-refund/create",
    { shopId: shop.shopId, items: [{ itemId: product.id, qty: 1 }], reason: "Barang tidak laku di wilayah kami" },
    buyer.token,
  );
  return { consignNo, consignRefundNo: refundNo };
}
