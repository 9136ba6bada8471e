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
