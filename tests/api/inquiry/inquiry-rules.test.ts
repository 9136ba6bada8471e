/**
 * The spec §4 pass rules as a property: random sequences of pass, undo pass and tender (draft or submit) on a
 * fresh inquiry answer exactly what a model of the rules says ("an inquiry already passed cannot be tendered
 * or passed again; one already tendered cannot be passed or tendered again; a pass can be undone"); and the
 * same seller's two tenders on one inquiry at once: exactly one is accepted (on PGlite, and with real
 * concurrent transactions in the PostgreSQL pass).
 */
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { inquiries, tenders } from "../../../server/db/schema/inquiry";
import { createTestApp, type TestApp } from "../helpers";
import type { TestBuyer } from "../order/order-helpers";
import { createInquiry, inquiryBuyer, sellerWithBrands, tenderBody } from "./inquiry-helpers";

let t: TestApp;
let admin: string;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await sellerWithBrands(t);
  admin = await t.login("seller.active");
  buyer = await inquiryBuyer(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Step = "pass" | "undoPass" | "draft" | "submit";

/** The model: what each step answers (true or the refusal key) and the state after it. */
function model(steps: Step[]): (true | string)[] {
  let passed = false;
  let tendered = false;
  return steps.map((step) => {
    if (step === "undoPass") {
      if (!passed) return "inquiries:errors.notPassed";
      passed = false;
      return true;
    }
    if (passed) return step === "pass" ? "inquiries:errors.alreadyPassed" : "inquiries:errors.passed";
    if (tendered) return "inquiries:errors.tendered";
    if (step === "pass") passed = true;
    if (step === "submit") tendered = true;
    return true;
  });
}

test("random sequences of pass, undo pass and tender follow the spec §4 rules", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom<Step>("pass", "undoPass", "draft", "submit"), { minLength: 1, maxLength: 7 }),
      async (steps) => {
        const { inquiryNo, partIds } = await createInquiry(t, buyer);
        const answers: (true | string)[] = [];
        for (const step of steps) {
          const res =
            step === "pass" || step === "undoPass"
              ? await t.call(`/api/inquiry/ina/${step}`, { inquiryNo }, { token: admin, lang: "en-US" })
              : await t.call("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds, { submit: step === "submit" }), {
                  token: admin,
                  lang: "en-US",
                });
          answers.push(res.body.success ? true : `${res.body.code}:${res.body.message}`);
        }
        const expected = model(steps).map((a) => (a === true ? true : `409:${messageOf(a)}`));
        expect(answers).toEqual(expected);
        // The detail shows the state the model ends in.
        const passedAtEnd = steps.reduce(
          (p, s, i) => (answers[i] !== true ? p : s === "pass" ? true : s === "undoPass" ? false : p),
          false,
        );
        const detail = await t.call<{ passed: boolean }>("/api/inquiry/ina/detail", { inquiryNo }, { token: admin });
        expect(detail.body.data.passed).toBe(passedAtEnd);
      },
    ),
    { numRuns: 25 },
  );
}, 120_000);

const MESSAGES: Record<string, string> = {
  "inquiries:errors.notPassed": "This inquiry is not passed",
  "inquiries:errors.alreadyPassed": "This inquiry is already passed",
  "inquiries:errors.passed": "You passed on this inquiry: undo the pass to tender",
  "inquiries:errors.tendered": "This inquiry is already tendered",
};
const messageOf = (key: string) => MESSAGES[key] ?? key;

test("the same seller's two tenders on one inquiry at once: exactly one is accepted", async () => {
  for (let round = 0; round < 5; round++) {
    const { inquiryNo, partIds } = await createInquiry(t, buyer);
    const results = await Promise.all(
      [0, 1].map(() =>
        t.call("/api/inquiry/ina/tender", tenderBody(inquiryNo, partIds), { token: admin, lang: "en-US" }),
      ),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    const refused = results.find((r) => !r.body.success)!;
    expect(refused.body.code).toBe(409);
    expect(["This inquiry is already tendered", "You already tendered on this inquiry"]).toContain(
      refused.body.message,
    );
    const [inquiry] = await t.database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.inquiryNo, inquiryNo));
    const rows = await t.database.db.select().from(tenders).where(eq(tenders.inquiryId, inquiry.id));
    expect(rows).toHaveLength(1);
  }
}, 60_000);
