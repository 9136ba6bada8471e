/**
 * /customer/verifyInfoChange (spec §2 verifyInfoChange): the status filter in the URL, each change shown
 * "before -> after", approve behind a confirmation, reject with a reason of at least 10 characters.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import VerifyInfoChangeView from "../../../src/resources/customers/verify-info-change";
import type { InfoChangeRow } from "../../../src/resources/customers/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { pageOf } from "./fixtures";

const post = fakePost();
const ROW: InfoChangeRow = {
  id: 8,
  customerId: 3,
  buyerUserName: "buyer.3",
  buyerName: "Bengkel Maju 3",
  status: 0,
  changes: [
    { field: "companyName", previous: "PT Maju 3", requested: "PT Maju Bersama" },
    { field: "companyCategory", previous: "ordinary", requested: "workshop" },
  ],
  rejectReason: null,
  requestTime: "2026-11-24 10:00:00",
  decideTime: null,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/customer/ina/infoChange/page") return pageOf([ROW]);
    if (path === "/api/customer/ina/infoChange/approve" || path === "/api/customer/ina/infoChange/reject") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const location = () => screen.getByTestId("location").textContent;
const render = async () => {
  await renderView(<VerifyInfoChangeView />, {
    url: "/customer/verifyInfoChange",
    path: "/customer/verifyInfoChange",
    post,
  });
  await screen.findByRole("link", { name: "Bengkel Maju 3" }, { timeout: 5000 });
};

it("lists the waiting changes before -> after, and filters by status through the URL", async () => {
  const user = userEvent.setup();
  await render();
  expect(bodiesTo(post, "/api/customer/ina/infoChange/page")[0]).toEqual({ pageNo: 1, pageSize: 10, status: 0 });
  expect(screen.getByText("PT Maju 3")).toBeInTheDocument();
  expect(screen.getByText("PT Maju Bersama")).toBeInTheDocument();
  expect(screen.getByText("Individual")).toBeInTheDocument();
  expect(screen.getByText("Workshop")).toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: "Rejected" }).closest("label")!);
  await waitFor(() => expect(location()).toBe("/customer/verifyInfoChange?status=2"));
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/infoChange/page").at(-1)).toMatchObject({ status: 2 }));
});

it("approves after the confirmation", async () => {
  const user = userEvent.setup();
  await render();
  const actions = screen.getByRole("group", { name: "Actions for Bengkel Maju 3" });
  await user.click(within(actions).getByRole("button", { name: "Approve" }));
  const popover = (await screen.findByText("Approve the change of Bengkel Maju 3?")).closest(
    ".ant-popover",
  ) as HTMLElement;
  expect(bodiesTo(post, "/api/customer/ina/infoChange/approve")).toHaveLength(0);
  await user.click(within(popover).getByRole("button", { name: "Approve" }));
  await waitFor(() => expect(bodiesTo(post, "/api/customer/ina/infoChange/approve")).toEqual([{ id: 8 }]));
});

it("rejects only with a reason of at least 10 characters", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(
    within(screen.getByRole("group", { name: "Actions for Bengkel Maju 3" })).getByRole("button", { name: "Reject" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Reject the change of Bengkel Maju 3" });
  await user.type(within(dialog).getByLabelText("Reason"), "short");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  expect(await within(dialog).findByText("At least 10 characters")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/customer/ina/infoChange/reject")).toHaveLength(0);
  await user.type(within(dialog).getByLabelText("Reason"), " - the NPWP does not match");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/customer/ina/infoChange/reject")).toEqual([
      { id: 8, reason: "short - the NPWP does not match" },
    ]),
  );
});
