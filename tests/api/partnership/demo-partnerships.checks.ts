/**
 * The demo partnerships (server/seed/demo-partnerships.ts): every status of spec §4 "Partnership" with its
 * history, limit history, an unconfirmed agreement with an addendum waiting, an applied addendum and pending
 * suspend and credit-limit tickets, all made through the routes.
 */
import { beforeAll, expect, it } from "vitest";
import { PARTNERSHIP_STATUSES } from "../../../src/domain/request";
import type { Page } from "../../../src/domain/wire";
import type { PartnershipDetail, PartnershipRow } from "../../../src/resources/partnerships/schema";
import type { TestApp } from "../helpers";

/** Registers these checks against the seeded demo app `app()` (tests/api/seed/demo-seed.test.ts seeds it once). */
export function describeDemoPartnerships(app: () => TestApp): void {
  describe("the demo partnerships", () => {
    let t: TestApp;
    let rows: PartnershipRow[];
    let token: string;

    beforeAll(async () => {
      t = app();
      token = await t.login("seller.active");
      const res = await t.call<Page<PartnershipRow>>(
        "/api/partnership/ina/page",
        { pageNo: 1, pageSize: 100 },
        { token },
      );
      rows = res.body.data.data;
    }, 600_000);

    it("has partnerships in every status, an unconfirmed one, and pending suspend and credit-limit tickets", () => {
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(PARTNERSHIP_STATUSES));
      expect(rows.some((r) => r.agreementType === "unconfirmed" && r.status === "active")).toBe(true);
      const pending = rows.flatMap((r) => r.pendingRequests);
      expect(pending).toEqual(expect.arrayContaining(["suspend", "creditLimit", "tempo"]));
    });

    it("has histories: events, limit history from requests, an applied addendum and one waiting for the buyer", async () => {
      const details = await Promise.all(
        rows.map(
          async (r) =>
            (await t.call<PartnershipDetail>("/api/partnership/ina/detail", { id: r.id }, { token })).body.data,
        ),
      );
      expect(details.every((d) => d.events.length > 0)).toBe(true);
      expect(details.some((d) => d.limitHistory.some((h) => h.source === "request" && h.reference))).toBe(true);
      const addenda = details.flatMap((d) => d.addenda.map((a) => a.status));
      expect(addenda).toEqual(expect.arrayContaining([1, 4]));
      const blacklisted = details.find((d) => d.status === "blacklist");
      expect(blacklisted?.events.at(-1)).toMatchObject({ move: "ticket:block", toStatus: "blacklist" });
    });
  });
}
