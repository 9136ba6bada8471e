/**
 * Shop and store states (spec §3 "Shop info", §4 "Shop routing", §8 rejection reasons).
 * No React: the API and the portal's navigation guard both import this.
 */

/**
 * applyStatus: the store application's state (spec §4 "Store status").
 * -2 unknown error while loading (portal only), -1 no shop (server code 2202).
 */
export const ApplyStatus = {
  unknownError: -2,
  none: -1,
  pending: 0,
  auditNotPassed: 1,
  success: 2,
  shutDown: 3,
  frozen: 4,
} as const;
export type ApplyStatusValue = (typeof ApplyStatus)[keyof typeof ApplyStatus];

/**
 * shopInfo.status once the application succeeded (spec §4 "applyStatus 2 with shop status ...").
 * 0 normal access; 1 active, checked for the three additional-info fields; 2 restricted
 * (only read-disable and shop-apply, shown as "application rejected" with its reasons).
 */
export const ShopStatus = { normal: 0, active: 1, restricted: 2 } as const;
export type ShopStatusValue = (typeof ShopStatus)[keyof typeof ShopStatus];

/**
 * Rejection reasons 1-5 (spec §4, §8). 1-4 are the spec's texts; 5 "other" carries free text
 * in `rejectRemark` (our choice: the spec says 1 to 5 but names four).
 */
export const REJECT_REASONS = [1, 2, 3, 4, 5] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** Business types a store may declare (spec §5 "at least 1 business type"). Labels: i18n `shop.businessType.<value>`. */
export const BUSINESS_TYPES = ["retail", "wholesale", "distributor", "workshop", "importer", "manufacturer"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Banks named by the spec (§3 Store, §9). Codes are Bank Indonesia transfer codes. */
export const SHOP_BANKS = [
  { code: "014", name: "BCA" },
  { code: "153", name: "Bank Sinarmas" },
  { code: "008", name: "Mandiri" },
] as const;

/** Leader position (spec §9 "business position owner/director"). */
export const LEADER_POSITIONS = ["owner", "director"] as const;

/** Shop info as answered by `/api/shop/ina/myShopInfo` (spec §3 "Shop info"). */
export interface ShopInfo {
  shopId: number;
  applyStatus: ApplyStatusValue;
  status: ShopStatusValue;
  storeName: string;
  specialDiscount: 0 | 1;
  /** Comma-free list; empty array means "empty" for the routing rule. */
  businessType: BusinessType[];
  /** Business year, 4 digits, e.g. "2010"; "" when empty. */
  storeEstablishment: string;
  storeDescription: string;
  accountName: string;
  accountNo: string;
  /** Bank code of SHOP_BANKS. */
  bank: string;
  rejectReasons: RejectReason[];
  rejectRemark: string;
  storeLogo: string | null;
}

/** True when the three fields spec §4 checks are all non-empty. */
export function hasAdditionalInfo(
  shop: Pick<ShopInfo, "businessType" | "storeEstablishment" | "storeDescription">,
): boolean {
  return shop.businessType.length > 0 && shop.storeEstablishment.trim() !== "" && shop.storeDescription.trim() !== "";
}

/**
 * Whether the shop may use seller pages and the seller API (spec §4 "Shop routing"): its application
 * succeeded (applyStatus 2) and its status is not restricted (2). Status 0 and 1 both pass, even with empty
 * additional-info fields. False without a shop. One rule for the API's `shop` access, the shop service's
 * additional-info save and the portal's left menu.
 */
export function shopIsOpen(shop: { applyStatus: number; status: number } | null | undefined): boolean {
  return !!shop && shop.applyStatus === ApplyStatus.success && shop.status !== ShopStatus.restricted;
}
