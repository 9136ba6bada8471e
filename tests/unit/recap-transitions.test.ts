/**
 * The recap move table (spec §4 "Bills and recaps"; src/domain/recap-transitions.ts): every move from every
 * status is allowed exactly when the table says so, each side sees only its own moves, every status is
 * reachable from generating and already paid is final; a difference spreads over orders to the rupiah.
 */
import fc from "fast-check";
import {
  applyRecapMove,
  RECAP_MOVE_NAMES,
  RECAP_MOVES,
  RECAP_STATUSES,
  RECAP_TABS,
  RecapStatus,
  recapMovesFor,
  recapStatusName,
  spreadAdjustment,
} from "../../src/domain/recap-transitions";

test("the seller's path: confirm or dispute from unconfirmed or buyer rejected, nothing else", () => {
  for (const s of RECAP_STATUSES) {
    const expected = s === RecapStatus.unconfirmed || s === RecapStatus.buyerRejected ? ["confirm", "dispute"] : [];
    expect([recapStatusName(s), recapMovesFor("seller", s)]).toEqual([recapStatusName(s), expected]);
  }
  expect(recapMovesFor("buyer", RecapStatus.waitingConfirmations)).toEqual(["accept", "reject"]);
  expect(recapMovesFor("buyer", RecapStatus.unconfirmed)).toEqual([]);
  expect(recapMovesFor("platform", RecapStatus.accepted)).toEqual(["process"]);
  expect(recapMovesFor("platform", RecapStatus.toBeProcessed)).toEqual(["process"]);
  expect(recapMovesFor("platform", RecapStatus.waitingPayment)).toEqual(["pay"]);
  expect(recapMovesFor("system", RecapStatus.waitingConfirmations)).toEqual(["autoAccept"]);
  expect(recapMovesFor("system", RecapStatus.toBePaid)).toEqual(["settle"]);
});

test("a move is allowed exactly from its rule's statuses", () => {
  for (const m of RECAP_MOVE_NAMES)
    for (const s of RECAP_STATUSES) {
      const allowed = (RECAP_MOVES[m].from as readonly number[]).includes(s);
      expect([m, s, applyRecapMove(m, s)]).toEqual([m, s, allowed ? RECAP_MOVES[m].to : null]);
    }
});

test("every status is reachable from generating; already paid is final; every status is on a tab", () => {
  const seen = new Set<number>([RecapStatus.generating]);
  for (let changed = true; changed;) {
    changed = false;
    for (const m of RECAP_MOVE_NAMES)
      for (const s of [...seen]) {
        const to = applyRecapMove(m, s);
        if (to !== null && !seen.has(to)) {
          seen.add(to);
          changed = true;
        }
      }
  }
  expect([...seen].sort((a, b) => a - b)).toEqual([...RECAP_STATUSES].sort((a, b) => a - b));
  expect(RECAP_MOVE_NAMES.filter((m) => applyRecapMove(m, RecapStatus.alreadyPaid) !== null)).toEqual([]);
  const tabbed = new Set(Object.values(RECAP_TABS).flat());
  expect(RECAP_STATUSES.filter((s) => !tabbed.has(s))).toEqual([]);
  expect(() => recapStatusName(42)).toThrow(RangeError);
});

test("a difference spreads over the orders by delivery fee, in integers summing exactly", () => {
  expect(spreadAdjustment(10_001, [20_000, 25_000])).toEqual([4_445, 5_556]);
  expect(spreadAdjustment(-4_000, [25_000])).toEqual([-4_000]);
  expect(spreadAdjustment(5, [0, 0, 0])).toEqual([2, 2, 1]);
  expect(() => spreadAdjustment(1, [])).toThrow(RangeError);
  fc.assert(
    fc.property(
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
      (diff, weights) => {
        const parts = spreadAdjustment(diff, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(diff);
        expect(parts.every((p) => Number.isInteger(p) && Math.sign(p) * Math.sign(diff) >= 0)).toBe(true);
        const sum = weights.reduce((a, b) => a + b, 0);
        // Each part is within one rupiah of its exact share.
        parts.forEach((p, i) => {
          const exact = sum === 0 ? diff / weights.length : (diff * weights[i]) / sum;
          expect(Math.abs(p - exact)).toBeLessThan(1);
        });
      },
    ),
  );
});
