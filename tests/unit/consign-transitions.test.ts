/**
 * The consignment and consignment refund move tables (src/domain/consign.ts, spec §4 "Consign"): every move
 * from every status, for every actor, is allowed exactly when the life of a consignment written out below
 * says so, and leads where it says.
 */
import {
  canMoveConsign,
  canMoveConsignRefund,
  CONSIGN_MOVE_NAMES,
  CONSIGN_MOVES,
  CONSIGN_REFUND_MOVE_NAMES,
  CONSIGN_REFUND_MOVES,
  CONSIGN_REFUND_STATUSES,
  CONSIGN_STATUSES,
  consignMovesFor,
  consignRefundMovesFor,
  ConsignRefundStatus as R,
  ConsignStatus as C,
  sellThrough,
  consignTotal,
  type ConsignActor,
} from "../../src/domain/consign";

const ACTORS: ConsignActor[] = ["seller", "buyer", "system"];

/** [move, actor, from statuses, to], written from the spec's life of a consignment. */
const CONSIGN_LIFE: [string, ConsignActor, number[], number][] = [
  ["offer", "seller", [C.buyerApply], C.waitingConfirm],
  ["reject", "seller", [C.buyerApply], C.closed],
  ["cancel", "buyer", [C.buyerApply, C.waitingConfirm], C.closed],
  ["confirmOffer", "buyer", [C.waitingConfirm], C.waitingDelivered],
  ["declineOffer", "buyer", [C.waitingConfirm], C.closed],
  ["expire", "system", [C.buyerApply, C.waitingConfirm], C.closed],
  ["ship", "seller", [C.waitingDelivered], C.onDelivery],
  ["receive", "buyer", [C.onDelivery], C.done],
  ["autoReceive", "system", [C.onDelivery], C.done],
];

const REFUND_LIFE: [string, ConsignActor, number[], number][] = [
  ["accept", "seller", [R.waitingProcessing], R.waitingDelivery],
  ["askModify", "seller", [R.waitingProcessing], R.waitingModified],
  ["reject", "seller", [R.waitingProcessing], R.closed],
  ["modify", "buyer", [R.waitingModified], R.waitingProcessing],
  ["cancel", "buyer", [R.waitingProcessing, R.waitingDelivery, R.waitingModified], R.closed],
  ["ship", "buyer", [R.waitingDelivery], R.onDelivery],
  ["confirmReceipt", "seller", [R.onDelivery], R.done],
  ["expire", "system", [R.waitingModified, R.waitingDelivery], R.closed],
];

test("the consignment table has exactly the moves of the life of a consignment", () => {
  expect([...CONSIGN_MOVE_NAMES].sort()).toEqual(CONSIGN_LIFE.map(([m]) => m).sort());
  for (const [move, by, from, to] of CONSIGN_LIFE) {
    expect(CONSIGN_MOVES[move as keyof typeof CONSIGN_MOVES].to, move).toBe(to);
    for (const status of CONSIGN_STATUSES)
      for (const actor of ACTORS)
        expect([move, status, actor, canMoveConsign(move as keyof typeof CONSIGN_MOVES, status, actor)]).toEqual([
          move,
          status,
          actor,
          actor === by && from.includes(status),
        ]);
  }
});

test("done and closed consignments move no more, for anyone", () => {
  for (const status of [C.done, C.closed]) for (const a of ACTORS) expect(consignMovesFor(status, a)).toEqual([]);
  expect(consignMovesFor(C.buyerApply, "seller").sort()).toEqual(["offer", "reject"]);
  expect(consignMovesFor(C.waitingConfirm, "buyer").sort()).toEqual(["cancel", "confirmOffer", "declineOffer"]);
});

test("the consignment refund table has exactly the moves of the after-sales life", () => {
  expect([...CONSIGN_REFUND_MOVE_NAMES].sort()).toEqual(REFUND_LIFE.map(([m]) => m).sort());
  for (const [move, by, from, to] of REFUND_LIFE) {
    expect(CONSIGN_REFUND_MOVES[move as keyof typeof CONSIGN_REFUND_MOVES].to, move).toBe(to);
    for (const status of CONSIGN_REFUND_STATUSES)
      for (const actor of ACTORS)
        expect([
          move,
          status,
          actor,
          canMoveConsignRefund(move as keyof typeof CONSIGN_REFUND_MOVES, status, actor),
        ]).toEqual([move, status, actor, actor === by && from.includes(status)]);
  }
});

test("done and closed refunds move no more; an unknown status allows nothing", () => {
  for (const status of [R.done, R.closed, 0, 7])
    for (const a of ACTORS) expect(consignRefundMovesFor(status, a)).toEqual([]);
  for (const a of ACTORS) expect(consignMovesFor(0, a)).toEqual([]);
});

test("totals and sell-through arithmetic", () => {
  expect(
    consignTotal([
      { qtyOffer: 3, unitPrice: 1_000 },
      { qtyOffer: 0, unitPrice: 5_000 },
    ]),
  ).toBe(3_000);
  expect(sellThrough(0, 0)).toBe(0);
  expect(sellThrough(3, 1)).toBe(333);
  expect(sellThrough(8, 8)).toBe(1000);
});
