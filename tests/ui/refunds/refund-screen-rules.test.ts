/**
 * The refund screens' pure rules: the countdown of a deadline (spec §4 "If supplier or buyer does not
 * respond in time ..."), the page totals line, and the caps of a negotiate / reject answer (spec §5 "an
 * amount never above what was paid"; a negotiation offers less than asked, a rejection may offer 0).
 */
import { expect, it } from "vitest";
import fc from "fast-check";
import { answerAmountError } from "../../../src/resources/refunds/answer-modal";
import { timeLeft } from "../../../src/resources/refunds/deadline";
import { pageTotals } from "../../../src/resources/refunds/list-query";

const AT = "2026-11-26T07:00:00.000Z";
const at = Date.parse(AT);

it("counts down whole days, hours and minutes, and is overdue from the deadline on", () => {
  expect(timeLeft(AT, at - (26 * 60 + 30) * 60_000 - 59_000)).toEqual({
    overdue: false,
    days: 1,
    hours: 2,
    minutes: 30,
  });
  expect(timeLeft(AT, at - 59_000)).toEqual({ overdue: false, days: 0, hours: 0, minutes: 0 });
  expect(timeLeft(AT, at)).toEqual({ overdue: true });
  expect(timeLeft(AT, at + 1)).toEqual({ overdue: true });
  expect(timeLeft("not a date", at)).toEqual({ overdue: true });
});

it("the countdown's parts add back up to the whole minutes left", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 30 * 24 * 3_600_000 }), (ms) => {
      const left = timeLeft(AT, at - ms);
      if (left.overdue) return false;
      return (
        (left.days * 24 + left.hours) * 60 + left.minutes === Math.floor(ms / 60_000) &&
        left.hours < 24 &&
        left.minutes < 60
      );
    }),
  );
});

it("page totals add the original amounts and the agreed refund amounts only", () => {
  expect(pageTotals([])).toEqual({ count: 0, original: 0, refund: 0 });
  expect(
    pageTotals([
      { originalAmount: 800_000, refundAmount: null },
      { originalAmount: 250_000, refundAmount: 200_000 },
    ]),
  ).toEqual({ count: 2, original: 1_050_000, refund: 200_000 });
});

it("an answer is at most the most that may be offered; a negotiation is below the original amount", () => {
  const refund = { originalAmount: 800_000, maxOffer: 750_000 };
  expect(answerAmountError("reject", refund, 0)).toBeNull();
  expect(answerAmountError("reject", refund, 750_000)).toBeNull();
  expect(answerAmountError("reject", refund, 750_001)).toBe("refunds:rules.offerTooHigh");
  expect(answerAmountError("negotiate", { originalAmount: 800_000, maxOffer: 800_000 }, 799_999)).toBeNull();
  expect(answerAmountError("negotiate", { originalAmount: 800_000, maxOffer: 800_000 }, 800_000)).toBe(
    "refunds:rules.negotiateLower",
  );
  expect(answerAmountError("negotiate", refund, 760_000)).toBe("refunds:rules.offerTooHigh");
});
