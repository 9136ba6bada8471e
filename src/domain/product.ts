/**
 * Product enumerations and the review status machine (spec §3 "Product", §4 "Product", §8, §9).
 * Labels are i18n keys `products:<enum>.<value>` in both locales.
 */

/** Review status (spec §4): 1 under assessment, 2 assessment pass, 3 moved to illegal draft / off-shelve (draft),
 *  4 to up shelve, 5 in sale, 7 illegal off-shelve. */
export const ReviewStatus = {
  underAssessment: 1,
  assessmentPass: 2,
  draft: 3,
  toUpShelve: 4,
  inSale: 5,
  illegalOffShelve: 7,
} as const;
export type ReviewStatusValue = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const REVIEW_STATUSES: ReviewStatusValue[] = [1, 2, 3, 4, 5, 7];

/** Tabs of /commodity/in-sale and /commodity/off-shelve (spec §2 "Screen capabilities"), as review-status filters. */
export const IN_SALE_TABS = {
  inSale: [ReviewStatus.inSale],
  underAssessment: [ReviewStatus.underAssessment],
  auditFailed: [ReviewStatus.illegalOffShelve],
  toUpShelve: [ReviewStatus.toUpShelve, ReviewStatus.assessmentPass],
} as const;
export const OFF_SHELVE_TABS = {
  draft: [ReviewStatus.draft],
  underAssessment: [ReviewStatus.underAssessment],
  notPassed: [ReviewStatus.illegalOffShelve],
} as const;

export const CONDITIONS = [1, 2, 3] as const; // 1 original, 2 replacement brand, 3 reconditioned
export const GRADES = ["A", "B"] as const; // A 100% new, B new with incomplete packing
export const VEHICLE_TYPES = [1, 2] as const; // 1 car, 2 motorcycle
export const ADAPT_TYPES = [1, 2] as const; // 1 general (fits all), 2 partial (listed fitment)
export const TRADE_PLATFORMS = [1, 2] as const; // 1 B2B, 2 B2C
export const STOCK_TYPES = [1, 2, 3] as const; // 1 unlimited/virtual, 2 actual, 3 third party

/** Final stock may not exceed this (spec §9). */
export const MAX_STOCK = 1_000_000;
/** Unlimited stock resets to this when it falls to UNLIMITED_STOCK_FLOOR (spec §9). */
export const UNLIMITED_STOCK_RESET = 1000;
export const UNLIMITED_STOCK_FLOOR = 100;

/** Off-shelve reasons of spec §8, by code 1-11 (labels `products:offShelveReason.<code>`). */
export const OFF_SHELVE_REASONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type OffShelveReason = (typeof OFF_SHELVE_REASONS)[number];

/** Product images: count and size limits (spec leaves them "not shown"; ours, written in README). */
export const PRODUCT_IMAGE_MAX_COUNT = 8;
export const PRODUCT_IMAGE_MAX_KB = 2048;
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
