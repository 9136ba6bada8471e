import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RequestTicket } from "../../../src/resources/requests/schema";
import { bodiesTo, renderRequests, fakePost } from "../harness";

const post = fakePost();

import RequestListView from "../../../src/resources/requests/list";

const PAGE = "/api/request/ina/page";
const DETAIL = "/api/request/ina/detail";

const ticket = (over: Partial<RequestTicket> = {}): RequestTicket => ({
  id: 1,
  number: "REQ-20261110-0001",
  kind: "creditLimit",
  shopId: 1,
  storeName: "Sinar Jaya Motor",
  buyerUserId: 31,
  buyerName: "Bengkel Sumber Rejeki",
  requesterName: "Budi Santoso",
  status: 2,
  result: "confirmed",
  reason: "Volume pembelian naik dua kali lipat.",
  note: "Riwayat pembayaran baik, disetujui.",
  operation: null,
  baseLimit: 30_000_000,
  requestedLimit: 50_000_000,
  confirmedLimit: 45_000_000,
  maxCreditLimit: 100_000_000,
  baseTempo: null,
  requestedTempo: null,
  currentConditions: null,
  requestedConditions: null,
  baseClause: null,
  requestedClause: null,
  requestTime: "2026-11-10 10:00:00",
  processTime: "2026-11-11 10:00:00",
  confirmTime: "2026-11-12 10:00:00",
  ...over,
});

const tempo = ticket({
  id: 2,
  number: "REQ-20261119-0001",
  kind: "tempo",
  buyerName: "Trans Rental Jaya",
  status: 1,
  result: null,
  note: "",
  baseLimit: null,
  requestedLimit: null,
  confirmedLimit: null,
  maxCreditLimit: null,
  baseTempo: 45,
  requestedTempo: 60,
  confirmTime: null,
});

function answer(rows: RequestTicket[]) {
  post.mockImplementation(async (path, body) => {
    if (path === PAGE) return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    if (path === DETAIL) return rows.find((r) => r.id === (body as { id: number }).id);
    throw new Error(`unexpected ${String(path)}`);
  });
}

const open = (url: string, granted?: string[]) =>
  renderRequests(<RequestListView />, { url, path: "/store/request-list", post, granted });

describe("request list", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("shows each ticket's change and state, and filters by kind and status through the page call", async () => {
    answer([tempo, ticket()]);
    const user = userEvent.setup();
    await open("/store/request-list");
    const table = await screen.findByRole("table", { name: "Request list" });
    const tempoRow = (await within(table).findByText("REQ-20261119-0001")).closest("tr") as HTMLElement;
    expect(within(tempoRow).getByText("45 workdays → 60 workdays")).toBeInTheDocument();
    expect(within(tempoRow).getByText("In progress")).toBeInTheDocument();
    const limitRow = within(table).getByText("REQ-20261110-0001").closest("tr") as HTMLElement;
    expect(within(limitRow).getByText("Rp 30.000.000 → Rp 45.000.000")).toBeInTheDocument();
    expect(within(limitRow).getByText("Confirmed")).toBeInTheDocument();
    expect(bodiesTo(post, PAGE)[0]).toEqual({ pageNo: 1, pageSize: 10 });

    await user.click(screen.getByRole("combobox", { name: "Request type" }));
    await user.click((await screen.findAllByTitle("Payment tempo")).at(-1) as HTMLElement);
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click((await screen.findAllByTitle("In progress")).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(bodiesTo(post, PAGE).at(-1)).toEqual({ pageNo: 1, pageSize: 10, kind: "tempo", status: 1 }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/store/request-list?kind=tempo&status=1");
  });

  it("opens a ticket's detail from the URL (a message's link) with the confirmed limit and the platform's note", async () => {
    answer([ticket()]);
    await open("/store/request-list?id=1");
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByText("Request REQ-20261110-0001")).toBeInTheDocument();
    expect(within(drawer).getByText("Rp 45.000.000")).toBeInTheDocument();
    expect(within(drawer).getByText("Riwayat pembayaran baik, disetujui.")).toBeInTheDocument();
    expect(within(drawer).getByText("2026-11-12 10:00:00")).toBeInTheDocument();
    expect(bodiesTo(post, DETAIL)).toEqual([{ id: 1 }]);
  });

  it("offers only the forms the position grants under New request", async () => {
    answer([]);
    const user = userEvent.setup();
    await open("/store/request-list", ["requests.list", "requests.suspend", "requests.tempo"]);
    await user.click(await screen.findByRole("button", { name: "New request" }));
    expect(await screen.findByRole("button", { name: "Customer Suspend Form" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Payment Tempo Change Form" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Credit Limit Change Form" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Payment Tempo Change Form" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/store/formtempo");
  });

  it("shows the forbidden page without the list authority", async () => {
    answer([ticket()]);
    await open("/store/request-list", ["requests.suspend"]);
    expect(
      await screen.findByText("Sorry, you cannot access this menu, please contact the main admin to get the access."),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
