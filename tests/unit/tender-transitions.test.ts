/**
 * The tender and inquiry move tables (src/domain/tender-transitions.ts, spec §4 "Inquiry and tender"): every
 * move from every status is allowed exactly when the life of a tender / an inquiry written out here allows
 * it, each side sees only its moves, and inquiryActionsFor gives the spec §4 pass rules for every state.
 */
import { INQUIRY_TAB_KEYS, InquiryStatus, TENDER_STATUSES, TenderStatus } from "../../src/domain/inquiry";
import {
  canMoveInquiry,
  canMoveTender,
  INQUIRY_MOVES,
  inquiryActionsFor,
  TENDER_MOVE_NAMES,
  TENDER_MOVES,
  tenderMovesFor,
  type InquiryMove,
  type TenderMove,
} from "../../src/domain/tender-transitions";

const S = TenderStatus;
/** The life of a tender, written out: move -> [from statuses, to, side]. */
const LIFE: Record<TenderMove, [number[], number, string]> = {
  submit: [[S.unprocessed], S.wait, "seller"],
  modify: [[S.wait], S.wait, "seller"],
  close: [[S.wait], S.tended, "system"],
  closeByBuyer: [[S.wait], S.tended, "buyer"],
  expireDraft: [[S.unprocessed], S.expired, "system"],
  choose: [[S.wait, S.tended], S.waitPurchase, "buyer"],
  purchase: [[S.wait, S.tended, S.waitPurchase], S.purchased, "buyer"],
  notPurchase: [[S.wait, S.tended, S.waitPurchase], S.notPurchased, "buyer"],
  cancel: [[S.unprocessed, S.wait, S.tended, S.waitPurchase], S.cancelled, "buyer"],
  expire: [[S.tended, S.waitPurchase], S.expired, "system"],
};

test.each(TENDER_MOVE_NAMES)(
  "tender move %s: allowed exactly from its statuses, to its status, by its side",
  (move) => {
    const [from, to, by] = LIFE[move];
    for (const status of TENDER_STATUSES)
      expect([move, status, canMoveTender(move, status)]).toEqual([move, status, from.includes(status)]);
    expect(TENDER_MOVES[move].to).toBe(to);
    expect(TENDER_MOVES[move].by).toBe(by);
  },
);

test("final tender statuses have no move at all", () => {
  for (const status of [S.purchased, S.notPurchased, S.cancelled, S.expired])
    for (const actor of ["seller", "buyer", "system"] as const) expect(tenderMovesFor(actor, status)).toEqual([]);
});

test("each side sees only its own moves", () => {
  expect(tenderMovesFor("seller", S.unprocessed)).toEqual(["submit"]);
  expect(tenderMovesFor("seller", S.wait)).toEqual(["modify"]);
  expect(tenderMovesFor("seller", S.tended)).toEqual([]);
  expect(tenderMovesFor("buyer", S.wait)).toEqual(["closeByBuyer", "choose", "purchase", "notPurchase", "cancel"]);
  expect(tenderMovesFor("buyer", S.unprocessed)).toEqual(["cancel"]);
  expect(tenderMovesFor("system", S.wait)).toEqual(["close"]);
});

const I = InquiryStatus;
const INQUIRY_LIFE: Record<InquiryMove, [number[], number]> = {
  closeOffers: [[I.open], I.quoted],
  closeOffersByBuyer: [[I.open], I.quoted],
  purchase: [[I.open, I.quoted], I.purchased],
  cancel: [[I.open, I.quoted], I.cancelled],
  expire: [[I.quoted], I.expired],
};

test.each(Object.keys(INQUIRY_MOVES) as InquiryMove[])("inquiry move %s: allowed exactly from its statuses", (move) => {
  const [from, to] = INQUIRY_LIFE[move];
  for (const status of Object.values(I))
    expect([move, status, canMoveInquiry(move, status)]).toEqual([move, status, from.includes(status)]);
  expect(INQUIRY_MOVES[move].to).toBe(to);
});

test("inquiryActionsFor: the spec §4 pass rules in every state", () => {
  const tenderStates: (number | null)[] = [null, ...TENDER_STATUSES];
  for (const inquiryStatus of Object.values(I))
    for (const passed of [false, true])
      for (const tenderStatus of tenderStates) {
        const open = inquiryStatus === I.open;
        const tendered = tenderStatus !== null && tenderStatus >= S.wait && tenderStatus <= S.notPurchased;
        const a = inquiryActionsFor({ inquiryStatus, passed, tenderStatus });
        const state = { inquiryStatus, passed, tenderStatus };
        expect([state, a.tender]).toEqual([
          state,
          !open
            ? "inquiries:errors.closed"
            : passed
              ? "inquiries:errors.passed"
              : tendered
                ? "inquiries:errors.tendered"
                : true,
        ]);
        expect([state, a.pass]).toEqual([
          state,
          !open
            ? "inquiries:errors.closed"
            : passed
              ? "inquiries:errors.alreadyPassed"
              : tendered
                ? "inquiries:errors.tendered"
                : true,
        ]);
        expect([state, a.undoPass]).toEqual([
          state,
          !open ? "inquiries:errors.closed" : passed ? true : "inquiries:errors.notPassed",
        ]);
      }
  // A draft does not count as tendered: the seller may complete it.
  expect(inquiryActionsFor({ inquiryStatus: I.open, passed: false, tenderStatus: S.unprocessed }).tender).toBe(true);
  expect(INQUIRY_TAB_KEYS).toEqual(["list", "passed"]);
});
