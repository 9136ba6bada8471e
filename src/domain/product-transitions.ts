/**
 * Review-status moves of a product (spec §4 "Product"), as one pure table the API applies and the
 * portal may read to show or hide actions. A move not allowed from the current status is refused
 * (the API answers `errors:item.invalidTransition` and changes nothing).
 */
import { REVIEW_STATUSES, ReviewStatus, type ReviewStatusValue } from "./product";

/** Who may make a move: the seller of the shop, or the platform admin. */
export type ProductActor = "seller" | "platform";

export interface ProductMoveRule {
  actor: ProductActor;
  /** Statuses the move starts from. */
  from: readonly ReviewStatusValue[];
  /** Status after the move. */
  to: ReviewStatusValue;
  /**
   * Only for a product that passed assessment since its content was last edited (items.approved_once):
   * "put on sale now" skips the review, so it is refused for content the platform never saw.
   */
  needsApprovedOnce?: boolean;
}

/**
 * The allowed moves. `edit*` are the seller's full-replace update (any status; an edited product is
 * reviewed again, or kept as a draft); `approve` / `reject` are the platform's review of a submitted product.
 */
export const PRODUCT_MOVES = {
  /** Seller saves an edit and submits it: back to review. */
  editSubmit: { actor: "seller", from: REVIEW_STATUSES, to: ReviewStatus.underAssessment },
  /** Seller saves an edit without submitting: a draft. */
  editDraft: { actor: "seller", from: REVIEW_STATUSES, to: ReviewStatus.draft },
  /** Platform approves a product under assessment: it goes on sale. */
  approve: { actor: "platform", from: [ReviewStatus.underAssessment], to: ReviewStatus.inSale },
  /** Platform rejects a product under assessment with an off-shelve reason (spec §8). */
  reject: { actor: "platform", from: [ReviewStatus.underAssessment], to: ReviewStatus.illegalOffShelve },
  /** Platform takes a product in sale off the shelf with an off-shelve reason (spec §8): illegal off-shelve. */
  illegalOffShelve: { actor: "platform", from: [ReviewStatus.inSale], to: ReviewStatus.illegalOffShelve },
  /** Seller submits a draft for review (spec §4 "Draft can be submitted for review"). */
  submitReview: { actor: "seller", from: [ReviewStatus.draft], to: ReviewStatus.underAssessment },
  /** Seller puts a draft on sale at once (spec §4 "or put on sale now"): only one that passed assessment before. */
  putOnSale: { actor: "seller", from: [ReviewStatus.draft], to: ReviewStatus.inSale, needsApprovedOnce: true },
  /** Seller moves a product in sale back to draft (spec §4 "In sale can be moved to draft"). */
  toDraft: { actor: "seller", from: [ReviewStatus.inSale], to: ReviewStatus.draft },
  /** Seller puts an approved product waiting to go up on sale (to up shelve, assessment pass). */
  upShelve: { actor: "seller", from: [ReviewStatus.toUpShelve, ReviewStatus.assessmentPass], to: ReviewStatus.inSale },
} as const satisfies Record<string, ProductMoveRule>;

export type ProductMove = keyof typeof PRODUCT_MOVES;

/** The status after `move` from `from`, or null when the move is not allowed from there. */
export function nextReviewStatus(move: ProductMove, from: number): ReviewStatusValue | null {
  const rule: ProductMoveRule = PRODUCT_MOVES[move];
  return (rule.from as readonly number[]).includes(from) ? rule.to : null;
}

/** The statuses `move` may start from (for a conditional UPDATE ... WHERE review_status IN (...)). */
export function movableFrom(move: ProductMove): readonly ReviewStatusValue[] {
  return PRODUCT_MOVES[move].from;
}

/** Initial status of a new product: submitted for review, or saved as a draft (spec §4 "A new product goes to review"). */
export function initialReviewStatus(submit: boolean): ReviewStatusValue {
  return submit ? ReviewStatus.underAssessment : ReviewStatus.draft;
}

/** What decides whether a product may move: its status and whether it passed assessment before. */
export interface MovableProduct {
  reviewStatus: number;
  approvedOnce: boolean;
}

/**
 * Why `move` is refused for `product`, or null when allowed: `invalidTransition` (wrong status) or
 * `needsReview` (put on sale now for content never approved).
 */
export function moveRefusal(move: ProductMove, product: MovableProduct): "invalidTransition" | "needsReview" | null {
  const rule: ProductMoveRule = PRODUCT_MOVES[move];
  if (!(rule.from as readonly number[]).includes(product.reviewStatus)) return "invalidTransition";
  if (rule.needsApprovedOnce && !product.approvedOnce) return "needsReview";
  return null;
}

/** The seller's status moves offered in bulk on the product lists, in button order. */
export const SELLER_BULK_MOVES = [
  "submitReview",
  "putOnSale",
  "upShelve",
  "toDraft",
] as const satisfies readonly ProductMove[];
export type SellerBulkMove = (typeof SELLER_BULK_MOVES)[number];

/**
 * Seller edits that keep the status, with the statuses they apply to: priority may be set or removed in
 * any status (spec §4); price, discount and stock may be bulk-updated except while the platform assesses
 * the product (1) or after it took it off the shelf (7, fixed by a full edit and a new review).
 */
export const PRODUCT_EDITS = {
  setPriority: { actor: "seller", from: REVIEW_STATUSES },
  bulkUpdate: {
    actor: "seller",
    from: [ReviewStatus.assessmentPass, ReviewStatus.draft, ReviewStatus.toUpShelve, ReviewStatus.inSale],
  },
} as const satisfies Record<string, Omit<ProductMoveRule, "to">>;
export type ProductEdit = keyof typeof PRODUCT_EDITS;

/** Every bulk action of the lists (also the authority action `products.<name>`). */
export type BulkAction = SellerBulkMove | ProductEdit;
export const BULK_ACTIONS: readonly BulkAction[] = [...SELLER_BULK_MOVES, "setPriority", "bulkUpdate"];

/** The statuses bulk action `action` may start from. */
export function bulkActionFrom(action: BulkAction): readonly ReviewStatusValue[] {
  return action === "setPriority" || action === "bulkUpdate" ? PRODUCT_EDITS[action].from : PRODUCT_MOVES[action].from;
}

/**
 * The bulk actions valid for every product of a list tab showing `statuses` (e.g. IN_SALE_TABS.inSale):
 * what the bulk bar offers. An action is offered only when it may start from each of the tab's statuses.
 */
export function bulkActionsFor(statuses: readonly number[]): BulkAction[] {
  return BULK_ACTIONS.filter(
    (a) => statuses.length > 0 && statuses.every((s) => (bulkActionFrom(a) as readonly number[]).includes(s)),
  );
}
