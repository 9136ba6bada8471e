import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import type { PartnerOption, RequestTicket } from "../../../src/resources/requests/schema";
import { bodiesTo, renderRequests, fakePost } from "../harness";

const post = fakePost();

import { LimitForm, SuspendForm } from "../../../src/resources/requests/forms";

const PARTNERS = "/api/request/ina/partners";
const CREATE = "/api/request/ina/create";
const PENDING_ID = "Permintaan gagal, silahkan menunggu hingga proses permintaan sebelumnya selesai terlebih dahulu";
const REASON = "Pembelian naik dan pembayaran selalu tepat waktu.";

const partner = (over: Partial<PartnerOption> = {}): PartnerOption => ({
  buyerUserId: 31,
  buyerName: "Bengkel Sumber Rejeki",
  email: "admin@bengkel.co.id",
  status: "active",
  creditLimit: 50_000_000,
  maxCreditLimit: 100_000_000,
  tempoWorkdays: 30,
  partConditions: [1, 2],
  clause: "Pembayaran melalui transfer.",
  pendingKinds: [],
  ...over,
});

function answer(
  partners: PartnerOption[],
  create: (body: unknown) => Promise<unknown> = async () =>
    ({ id: 9, number: "REQ-20261120-0001" }) as Partial<RequestTicket>,
) {
  post.mockImplementation(async (path, body) => {
    if (path === PARTNERS) return partners;
    if (path === CREATE) return create(body);
    throw new Error(`unexpected ${String(path)}`);
  });
}

async function pickBuyer(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.click(await screen.findByLabelText(label));
  const options = await screen.findAllByTitle(name);
  await user.click(options[options.length - 1]);
}

describe("request forms", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("limit form: shows the buyer's current terms, refuses a limit above the max, then sends and shows the ticket number", async () => {
    answer([partner(), partner({ buyerUserId: 32, buyerName: "Trans Rental Jaya" })]);
    const user = userEvent.setup();
    await renderRequests(<LimitForm />, { url: "/store/formlimit", path: "/store/formlimit", post });
    await pickBuyer(user, "Customer", "Bengkel Sumber Rejeki");
    const current = await screen.findByText("Current values");
    const terms = current.closest(".ant-descriptions") as HTMLElement;
    expect(within(terms).getByText("Rp 50.000.000")).toBeInTheDocument();
    expect(within(terms).getByText("Rp 100.000.000")).toBeInTheDocument();
    expect(within(terms).getByText("30 workdays")).toBeInTheDocument();

    const limit = screen.getByLabelText("New credit limit");
    await user.type(limit, "150000000");
    await user.type(screen.getByLabelText("Reason"), REASON);
    expect(await screen.findByText("The new credit limit cannot exceed the max credit limit")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(bodiesTo(post, CREATE)).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, "80000000");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(
      await screen.findByText("Ticket number REQ-20261120-0001. The platform will verify your request."),
    ).toBeInTheDocument();
    expect(bodiesTo(post, CREATE)).toEqual([
      { kind: "creditLimit", buyerUserId: 31, requestedLimit: 80_000_000, reason: REASON },
    ]);
    await user.click(screen.getByRole("button", { name: "View request list" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/store/request-list?id=9");
  });

  it("warns with the spec's message and blocks sending while a request of the kind is pending (id-ID)", async () => {
    answer([partner({ pendingKinds: ["creditLimit"] })]);
    const user = userEvent.setup();
    await renderRequests(<LimitForm />, { url: "/store/formlimit", path: "/store/formlimit", post, lang: "id-ID" });
    await pickBuyer(user, "Pelanggan", "Bengkel Sumber Rejeki");
    expect(await screen.findByRole("alert")).toHaveTextContent(PENDING_ID);
    expect(screen.getByRole("button", { name: "Kirim permintaan" })).toBeDisabled();
  });

  it("toasts the server's pending refusal when it arrives first", async () => {
    answer([partner()], async () => {
      throw new ApiFailure(409, PENDING_ID);
    });
    const user = userEvent.setup();
    const { toasts } = await renderRequests(<LimitForm />, { url: "/store/formlimit", path: "/store/formlimit", post });
    await pickBuyer(user, "Customer", "Bengkel Sumber Rejeki");
    await user.type(screen.getByLabelText("New credit limit"), "60000000");
    await user.type(screen.getByLabelText("Reason"), REASON);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(toasts).toContainEqual({ type: "error", message: PENDING_ID }));
    expect(screen.queryByText(/Ticket number/)).not.toBeInTheDocument();
  });

  it("suspend form: offers only the operation the partnership's status allows", async () => {
    answer([partner()]);
    const user = userEvent.setup();
    await renderRequests(<SuspendForm />, { url: "/store/formsuspend", path: "/store/formsuspend", post });
    await pickBuyer(user, "Customer", "Bengkel Sumber Rejeki");
    expect(await screen.findByRole("radio", { name: "Suspend" })).toBeEnabled();
    expect(screen.getByRole("radio", { name: "Unsuspend" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findAllByText("Can not be empty")).not.toHaveLength(0);
    expect(bodiesTo(post, CREATE)).toHaveLength(0);
  });

  it("shows the forbidden page to a position without the kind's authority, and loads nothing", async () => {
    answer([partner()]);
    await renderRequests(<LimitForm />, {
      url: "/store/formlimit",
      path: "/store/formlimit",
      post,
      granted: ["requests.list", "requests.suspend"],
    });
    expect(
      await screen.findByText("Sorry, you cannot access this menu, please contact the main admin to get the access."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send request" })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
