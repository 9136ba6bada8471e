/**
 * /customer/partnershipDetail?id= (spec §3 "Partnership", §4 actions, §5 tempo rule, §8 pending text): the
 * terms, the request buttons opening the forms with the buyer chosen, the tempo button disabled until the
 * buyer applied, a kind with a pending ticket disabled with the §8 text, the seller's accept and reject
 * (reason required), the limit history, events and addenda.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import PartnershipDetailRoute from "../../../src/resources/partnerships/partnership-detail";
import type { PartnershipDetail } from "../../../src/resources/partnerships/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { partnershipDetail } from "../customers/fixtures";

const post = fakePost();
const PENDING_ID = "Permintaan gagal, silahkan menunggu hingga proses permintaan sebelumnya selesai terlebih dahulu";
let detail: PartnershipDetail;

beforeEach(() => {
  detail = partnershipDetail(5);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/partnership/ina/detail") return detail;
    if (path === "/api/partnership/ina/accept" || path === "/api/partnership/ina/reject") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const location = () => screen.getByTestId("location").textContent;
const render = async (lang: "en-US" | "id-ID" = "en-US") => {
  await renderView(<PartnershipDetailRoute />, {
    url: "/customer/partnershipDetail?id=5",
    path: "/customer/partnershipDetail",
    post,
    lang,
  });
  await screen.findByRole(
    "table",
    { name: lang === "en-US" ? "Credit limit history" : "Riwayat limit kredit" },
    { timeout: 5000 },
  );
};

it("shows the terms, history, events and addenda", async () => {
  await render();
  expect(bodiesTo(post, "/api/partnership/ina/detail")).toEqual([{ id: 5 }]);
  const terms = screen.getByText("Terms").closest(".ant-card") as HTMLElement;
  expect(within(terms).getByText("Rp 20.000.000")).toBeInTheDocument();
  expect(within(terms).getByText("Rp 50.000.000")).toBeInTheDocument();
  expect(within(terms).getByText("Original, Replacement brand")).toBeInTheDocument();
  expect(within(terms).getByText("Every month")).toBeInTheDocument();
  expect(within(terms).getByText("Payment within the agreed term.")).toBeInTheDocument();
  const history = screen.getByRole("table", { name: "Credit limit history" });
  expect(within(history).getByText("Initial")).toBeInTheDocument();
  expect(screen.getByText(/Platform accepted → Active/)).toBeInTheDocument();
  expect(screen.getByText("ADD-5-1")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Agreement and addenda" })).toHaveAttribute(
    "href",
    "/customer/addendum?partnershipId=5",
  );
  expect(screen.getByRole("link", { name: "Customer detail" })).toHaveAttribute("href", "/customer/detail?id=5");
  // An active partnership: no accept / reject; only the operations the API allows.
  expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  const requests = screen.getByRole("group", { name: "Requests to the platform" });
  expect(within(requests).getByRole("button", { name: "Suspend" })).toBeInTheDocument();
  expect(within(requests).getByRole("button", { name: "Block" })).toBeInTheDocument();
  expect(within(requests).queryByRole("button", { name: "Unsuspend" })).toBeNull();
});

it("each request button opens its form with this buyer (and the operation) chosen", async () => {
  const user = userEvent.setup();
  await render();
  const requests = screen.getByRole("group", { name: "Requests to the platform" });
  await user.click(within(requests).getByRole("button", { name: "Adjust credit limit" }));
  expect(location()).toBe("/store/formlimit?buyerUserId=205");
});

it("suspend opens the suspend form with the operation", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(
    within(screen.getByRole("group", { name: "Requests to the platform" })).getByRole("button", { name: "Suspend" }),
  );
  expect(location()).toBe("/store/formsuspend?buyerUserId=205&operation=suspend");
});

it("disables tempo until the buyer applied, and a pending kind with the spec §8 text", async () => {
  detail = partnershipDetail(5, { tempoApplied: false, pendingRequests: ["creditLimit"] });
  await render("id-ID");
  const requests = screen.getByRole("group", { name: "Permintaan ke platform" });
  const limit = within(requests).getByRole("button", { name: "Ubah limit kredit" });
  expect(limit).toBeDisabled();
  expect(limit).toHaveAccessibleDescription(PENDING_ID);
  const tempo = within(requests).getByRole("button", { name: "Atur tempo pembayaran" });
  expect(tempo).toBeDisabled();
  expect(tempo.getAttribute("aria-describedby")).toBeTruthy();
  expect(within(requests).getByRole("button", { name: "Ubah klausul" })).toBeEnabled();
  // The pending kind shows as a badge on the status too.
  expect(screen.getAllByText(/tertunda/).length).toBeGreaterThan(0);
});

it("the seller accepts after a confirmation", async () => {
  detail = partnershipDetail(5, { status: "waitingSupplier", moves: ["sellerAccept", "sellerReject"], operations: [] });
  const user = userEvent.setup();
  await render();
  await user.click(screen.getByRole("button", { name: "Accept" }));
  const popover = (await screen.findByText("Accept the partnership with Rental Jaya 5?")).closest(
    ".ant-popover",
  ) as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: "Accept" }));
  await waitFor(() => expect(bodiesTo(post, "/api/partnership/ina/accept")).toEqual([{ id: 5 }]));
});

it("the seller rejects only with a reason", async () => {
  detail = partnershipDetail(5, { status: "waitingSupplier", moves: ["sellerAccept", "sellerReject"], operations: [] });
  const user = userEvent.setup();
  await render();
  await user.click(screen.getByRole("button", { name: "Reject" }));
  const dialog = await screen.findByRole("dialog", { name: "Reject the partnership with Rental Jaya 5" });
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  expect(await within(dialog).findByText("Can not be empty")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/partnership/ina/reject")).toHaveLength(0);
  await user.type(within(dialog).getByLabelText("Reason"), "Credit history is too short.");
  await user.click(within(dialog).getByRole("button", { name: "Reject" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/partnership/ina/reject")).toEqual([{ id: 5, reason: "Credit history is too short." }]),
  );
});
