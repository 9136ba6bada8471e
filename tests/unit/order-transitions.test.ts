/**
 * The order move table (src/domain/order-transitions.ts, spec §4 "Orders"): every move from every status
 * combination is allowed exactly when the table's rule lists it, and leaves the statuses the rule says.
 */
import { EdtStatus, ModificationStatus, ORDER_STATUSES, OrderStatus, PaymentMethod } from "../../src/domain/order";
import {
  applyMove,
  canMove,
  confirmMoveOf,
  FINAL_STATUSES,
  movesFor,
  ORDER_MOVE_NAMES,
  ORDER_MOVES,
  type OrderMoveRule,
} from "../../src/domain/order-transitions";

const MODS = Object.values(ModificationStatus);
const EDTS = Object.values(EdtStatus);

/** The allowed [move, status, modification, edt] combinations, written out from the spec's life of an order. */
function expectedAllowed(move: string, status: number, mod: number, edt: number): boolean {
  const notWaitingMod = mod !== ModificationStatus.waiting;
  const notWaitingEdt = edt !== EdtStatus.waiting;
  const preShip = [OrderStatus.wait, OrderStatus.paying, OrderStatus.paid] as number[];
  switch (move) {
    case "confirm":
    case "confirmOnBill":
    case "autoConfirm":
    case "autoConfirmOnBill":
      return status === OrderStatus.unconfirmed && notWaitingMod;
    case "cancel":
      return status === OrderStatus.unconfirmed || status === OrderStatus.wait;
    case "expire":
      return status === OrderStatus.unconfirmed;
    case "proposeModification":
      return status === OrderStatus.unconfirmed && notWaitingMod;
    case "acceptModification":
    case "rejectModification":
    case "expireModification":
      return status === OrderStatus.unconfirmed && mod === ModificationStatus.waiting;
    case "pay":
      return status === OrderStatus.wait;
    case "settlePayment":
      return status === OrderStatus.paying;
    case "closeUnpaid":
      return status === OrderStatus.wait || status === OrderStatus.paying;
    case "printDeliveryOrder":
    case "ship":
      return status === OrderStatus.paid;
    case "confirmReceipt":
    case "completeUnreceived":
      return status === OrderStatus.sent;
    case "requestEdt":
      return preShip.includes(status) && notWaitingEdt;
    case "approveEdt":
    case "rejectEdt":
      return preShip.includes(status) && edt === EdtStatus.waiting;
    case "expireEdt":
      return [...preShip, OrderStatus.sent].includes(status) && edt === EdtStatus.waiting;
    case "openRefund":
      return status === OrderStatus.paid || status === OrderStatus.sent;
    case "openAfterSaleRefund":
      return status === OrderStatus.done || status === OrderStatus.unreviewed;
    case "closeRefund":
    case "closeRefunded":
      return status === OrderStatus.refunding || status === OrderStatus.refundingAfterSale;
    default:
      throw new Error(`no expectation for ${move}`);
  }
}

test("every move from every status: allowed exactly as the spec's life of an order says", () => {
  for (const move of ORDER_MOVE_NAMES) {
    for (const status of ORDER_STATUSES) {
      for (const modificationStatus of MODS) {
        for (const edtStatus of EDTS) {
          const order = { status, modificationStatus, edtStatus };
          expect([move, status, modificationStatus, edtStatus, canMove(move, order)]).toEqual([
            move,
            status,
            modificationStatus,
            edtStatus,
            expectedAllowed(move, status, modificationStatus, edtStatus),
          ]);
          const after = applyMove(move, order);
          if (!canMove(move, order)) {
            expect(after).toBeNull();
            continue;
          }
          const rule: OrderMoveRule = ORDER_MOVES[move];
          expect(after).toEqual({
            status: rule.to ?? status,
            modificationStatus: rule.modification?.to ?? modificationStatus,
            edtStatus: rule.edt?.to ?? edtStatus,
          });
        }
      }
    }
  }
});

test("final statuses allow no move of anyone but the buyer's after-sale request on a done order", () => {
  for (const status of FINAL_STATUSES) {
    for (const actor of ["seller", "buyer", "platform", "system"] as const) {
      const after = status === OrderStatus.done && actor === "buyer" ? ["openAfterSaleRefund"] : [];
      expect(movesFor(actor, { status, modificationStatus: 0, edtStatus: 0 })).toEqual(after);
    }
  }
});

test("the confirm follows the payment method; stock moves with confirm, cancel and close", () => {
  expect(confirmMoveOf(PaymentMethod.normal)).toBe("confirm");
  expect(confirmMoveOf(PaymentMethod.bill)).toBe("confirmOnBill");
  expect(applyMove("confirm", { status: 5, modificationStatus: 0, edtStatus: 0 })?.status).toBe(OrderStatus.wait);
  expect(applyMove("confirmOnBill", { status: 5, modificationStatus: 0, edtStatus: 0 })?.status).toBe(OrderStatus.paid);
  expect(
    movesFor("buyer", { status: OrderStatus.wait, modificationStatus: 0, edtStatus: EdtStatus.waiting }).sort(),
  ).toEqual(["approveEdt", "pay", "rejectEdt"]);
});
