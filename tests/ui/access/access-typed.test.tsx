/**
 * Typed access (spec §6, DESIGN.md §5): `<CanAccess>` and `useCan` of src/access/can.tsx show what the
 * access-control provider allows for `<resource>.<action>`, and take only the registry's authorities, so a
 * typo fails `tsc` instead of hiding a button from every sub-account.
 */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Refine, type AccessControlProvider } from "@refinedev/core";
import { CanAccess, useCan } from "../../../src/access/can";
import type { ActionOf, AuthorityKey } from "../../../src/access/authorities";

const GRANTED = new Set<string>(["products.submitReview", "requests.clause"]);
const provider: AccessControlProvider = {
  can: async ({ resource, action }) => ({ can: GRANTED.has(`${resource}.${action}`) }),
};

function Answer() {
  const { data } = useCan({ resource: "users", action: "resetPassword" });
  return <p>{data === undefined ? "deciding" : data.can ? "may reset" : "may not reset"}</p>;
}

describe("typed CanAccess and useCan", () => {
  it("shows what the provider grants for the registry's authorities, the fallback otherwise", async () => {
    render(
      <Refine accessControlProvider={provider} options={{ disableTelemetry: true }}>
        <CanAccess resource="products" action="submitReview">
          <button type="button">Submit for review</button>
        </CanAccess>
        <CanAccess resource="products" action="setPriority" fallback={<span>read only</span>}>
          <button type="button">Priority</button>
        </CanAccess>
        <CanAccess resource="requests" action="clause">
          <button type="button">Clause request</button>
        </CanAccess>
        <Answer />
      </Refine>,
    );
    expect(await screen.findByRole("button", { name: "Submit for review" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Clause request" })).toBeInTheDocument();
    expect(await screen.findByText("read only")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Priority" })).not.toBeInTheDocument();
    expect(await screen.findByText("may not reset")).toBeInTheDocument();
  });

  it("a wrong authority fails tsc", () => {
    const element = (
      // @ts-expect-error: "submitreview" (lower-case r) is not a products action; this line is the
      // compile-time check that a typo in <CanAccess> fails tsc, so the directive is the test itself.
      <CanAccess resource="products" action="submitreview">
        <span />
      </CanAccess>
    );
    // @ts-expect-error: "requests.delete" is no authority (requests guard list and their kinds only).
    const key: AuthorityKey = "requests.delete";
    // @ts-expect-error: custom actions belong to their resource: "raise" is stock's, not products'.
    const action: ActionOf<"products"> = "raise";
    expect([element.props.action, key, action]).toEqual(["submitreview", "requests.delete", "raise"]);
  });
});
