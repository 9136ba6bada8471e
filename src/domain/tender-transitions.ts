/**
 * Every allowed move of a tender and of an inquiry (spec §4 "Inquiry and tender"; docs/architecture.md §13),
 * as one table per machine that the API applies and the portal reads to show only valid buttons. A move outside
 * its table is refused: the API answers 409 `tenders:errors.invalidTransition` (or `inquiries:errors.*` for the
 * pass rules) and changes nothing.
 *
 * Life of an inquiry: the buyer creates it (1 open; creating is not a move) -> sellers tender until the deadline
 * -> the deadline passes or the buyer stops taking offers (2 quoted) -> the buyer purchases (3 purchased) or
 * cancels (4 cancelled); nobody deciding before the purchase deadline expires it (5 expired).
 *
 * Life of a tender (one per inquiry and shop): the seller saves a draft (1 unprocessed) or submits at once
 * (2 wait); while the inquiry is open it may modify it -> the inquiry closes for offers (3 tended) -> the buyer
 * chooses it (4 wait to be purchased) and purchases (5 purchased: inquiry orders are made), or purchases others
 * (6 not purchased), or cancels the inquiry (7 cancelled). A draft not submitted by the deadline, and a tender
 * nobody decided on by the purchase deadline, expire (8).
 *
 * The pass rules (spec §4) are `inquiryActionsFor`: an inquiry already passed cannot be tendered or passed again;
 * one already tendered (a submitted tender) cannot be passed or tendered again; a pass can be undone.
 */
import { InquiryStatus, TenderStatus, type InquiryStatusValue, type TenderStatusValue } from "./inquiry";

/** Who makes a move: the shop's seller, the buyer (insurer or workshop), or a timer sweep. */
export type TenderActor = "seller" | "buyer" | "system";

export interface TenderMoveRule {
  by: TenderActor;
  from: readonly TenderStatusValue[];
  to: TenderStatusValue;
}

const { unprocessed, wait, tended, waitPurchase, purchased, notPurchased, cancelled, expired } = TenderStatus;

export const TENDER_MOVES = {
  /** Seller submits its saved draft (a tender submitted directly is created in wait). */
  submit: { by: "seller", from: [unprocessed], to: wait },
  /** Seller changes its offers while the inquiry is open (spec §8 "modify tender fails for an invalid or already traded inquiry"). */
  modify: { by: "seller", from: [wait], to: wait },
  /** The inquiry stops taking offers: the deadline passed (system) or the buyer closed it. */
  close: { by: "system", from: [wait], to: tended },
  closeByBuyer: { by: "buyer", from: [wait], to: tended },
  /** A draft never submitted by the deadline. */
  expireDraft: { by: "system", from: [unprocessed], to: expired },
  /** Buyer picks this tender to buy (some or all of its offers). */
  choose: { by: "buyer", from: [wait, tended], to: waitPurchase },
  /** Buyer purchases: an inquiry order is made from the chosen offers. */
  purchase: { by: "buyer", from: [wait, tended, waitPurchase], to: purchased },
  /** Buyer buys elsewhere or declines this tender. */
  notPurchase: { by: "buyer", from: [wait, tended, waitPurchase], to: notPurchased },
  /** Buyer cancels the whole inquiry. */
  cancel: { by: "buyer", from: [unprocessed, wait, tended, waitPurchase], to: cancelled },
  /** Nobody decided before the purchase deadline. */
  expire: { by: "system", from: [tended, waitPurchase], to: expired },
} as const satisfies Record<string, TenderMoveRule>;

export type TenderMove = keyof typeof TENDER_MOVES;
export const TENDER_MOVE_NAMES = Object.keys(TENDER_MOVES) as TenderMove[];

/** True when `move` is allowed from `status`. */
export function canMoveTender(move: TenderMove, status: number): boolean {
  return (TENDER_MOVES[move].from as readonly number[]).includes(status);
}

/** Moves `actor` may make on a tender in `status` (the portal's buttons; the API re-checks under a row lock). */
export function tenderMovesFor(actor: TenderActor, status: number): TenderMove[] {
  return TENDER_MOVE_NAMES.filter((m) => TENDER_MOVES[m].by === actor && canMoveTender(m, status));
}

/** Statuses in which a tender counts as tendered for the pass rules (it was submitted). */
export const SUBMITTED_TENDER_STATUSES: readonly TenderStatusValue[] = [
  wait,
  tended,
  waitPurchase,
  purchased,
  notPurchased,
];

export interface InquiryMoveRule {
  by: TenderActor;
  from: readonly InquiryStatusValue[];
  to: InquiryStatusValue;
}

export const INQUIRY_MOVES = {
  /** The deadline passed (system) or the buyer stops taking offers. */
  closeOffers: { by: "system", from: [InquiryStatus.open], to: InquiryStatus.quoted },
  closeOffersByBuyer: { by: "buyer", from: [InquiryStatus.open], to: InquiryStatus.quoted },
  /** Buyer purchases one or more tenders (every other tender becomes not purchased). */
  purchase: { by: "buyer", from: [InquiryStatus.open, InquiryStatus.quoted], to: InquiryStatus.purchased },
  cancel: { by: "buyer", from: [InquiryStatus.open, InquiryStatus.quoted], to: InquiryStatus.cancelled },
  /** No purchase by the purchase deadline (or no tender at all when offers closed). */
  expire: { by: "system", from: [InquiryStatus.quoted], to: InquiryStatus.expired },
} as const satisfies Record<string, InquiryMoveRule>;

export type InquiryMove = keyof typeof INQUIRY_MOVES;

export function canMoveInquiry(move: InquiryMove, status: number): boolean {
  return (INQUIRY_MOVES[move].from as readonly number[]).includes(status);
}

/** What a shop may do with an inquiry offered to it (spec §4 pass rules). */
export interface InquiryShopState {
  inquiryStatus: number;
  passed: boolean;
  /** The shop's tender status, or null without a tender row. */
  tenderStatus: number | null;
}

/**
 * The seller actions allowed now, or the refusal of each: `tender` only on an open inquiry not passed and not
 * tendered (a draft may be completed); `pass` only when not passed and not tendered; `undoPass` only when passed
 * and the inquiry is still open. Refusal keys are i18n keys of `inquiries:errors`.
 */
export function inquiryActionsFor(state: InquiryShopState): {
  tender: true | "inquiries:errors.closed" | "inquiries:errors.passed" | "inquiries:errors.tendered";
  pass: true | "inquiries:errors.closed" | "inquiries:errors.alreadyPassed" | "inquiries:errors.tendered";
  undoPass: true | "inquiries:errors.closed" | "inquiries:errors.notPassed";
} {
  const open = state.inquiryStatus === InquiryStatus.open;
  const tendered =
    state.tenderStatus !== null && (SUBMITTED_TENDER_STATUSES as readonly number[]).includes(state.tenderStatus);
  return {
    tender: !open
      ? "inquiries:errors.closed"
      : state.passed
        ? "inquiries:errors.passed"
        : tendered
          ? "inquiries:errors.tendered"
          : true,
    pass: !open
      ? "inquiries:errors.closed"
      : state.passed
        ? "inquiries:errors.alreadyPassed"
        : tendered
          ? "inquiries:errors.tendered"
          : true,
    undoPass: !open ? "inquiries:errors.closed" : !state.passed ? "inquiries:errors.notPassed" : true,
  };
}
