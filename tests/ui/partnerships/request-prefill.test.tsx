/**
 * The request forms read `?buyerUserId=` (and `operation=` for suspend / block) so the partnership detail
 * opens them with its buyer chosen (spec §2 "/store" request forms): the buyer's current terms show at once
 * and the body carries the preselected values; a malformed or foreign value preselects nothing.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import { LimitForm, SuspendForm } from "../../../src/resources/requests/forms";
import { prefillOf } from "../../../src/resources/requests/use-request-form";
import type { PartnerOption } from "../../../src/resources/requests/schema";
import { bodiesTo, fakePost, renderRequests } from "../harness";

const post = fakePost();
const PARTNER: PartnerOption = {
  buyerUserId: 205,
  buyerName: "Rental Jaya 5",
  email: "partner5@example.com",
  status: "active",
  creditLimit: 20_000_000,
  maxCreditLimit: 50_000_000,
  tempoWorkdays: 30,
  partConditions: [1, 2],
  clause: "Payment within the agreed term.",
  pendingKinds: [],
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/request/ina/partners") return [PARTNER, { ...PARTNER, buyerUserId: 206, buyerName: "Other" }];
    if (path === "/api/request/ina/create") return { id: 9, number: "REQ-20261124-0001" };
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

it("the limit form opens with the buyer chosen and its terms shown", async () => {
  const user = userEvent.setup();
  await renderRequests(<LimitForm />, { url: "/store/formlimit?buyerUserId=205", path: "/store/formlimit", post });
  expect(await screen.findByText("Current values", {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByTitle("Rental Jaya 5")).toBeInTheDocument();
  await user.type(screen.getByLabelText("New credit limit"), "30000000");
  await user.type(screen.getByLabelText("Reason"), "Purchases grew and bills are paid on time.");
  await user.click(screen.getByRole("button", { name: "Send request" }));
  await waitFor(() => expect(bodiesTo(post, "/api/request/ina/create")).toHaveLength(1));
  expect(bodiesTo(post, "/api/request/ina/create")[0]).toMatchObject({
    kind: "creditLimit",
    buyerUserId: 205,
    requestedLimit: 30_000_000,
  });
});

it("the suspend form opens with the buyer and the operation chosen", async () => {
  await renderRequests(<SuspendForm />, {
    url: "/store/formsuspend?buyerUserId=205&operation=suspend",
    path: "/store/formsuspend",
    post,
  });
  await screen.findByText("Current values", {}, { timeout: 5000 });
  expect(screen.getByRole("radio", { name: "Suspend" })).toBeChecked();
});

it("reads only well-formed values", () => {
  expect(prefillOf("suspend", new URLSearchParams("buyerUserId=205&operation=unsuspend"))).toEqual({
    buyerUserId: 205,
    operation: "unsuspend",
  });
  expect(prefillOf("suspend", new URLSearchParams("operation=block"))).toEqual({});
  expect(prefillOf("creditLimit", new URLSearchParams("buyerUserId=-3&operation=suspend"))).toEqual({});
  expect(prefillOf("tempo", new URLSearchParams("buyerUserId=abc"))).toEqual({});
});
