/**
 * /customer/partnership (spec §2 "Partnership: list, unconfirmed list"): tabs with counts, the keyword in the
 * URL and sent to both the page and the counts, the row's terms and pending badges. /customer/addendum
 * (spec §1): the clause and addenda, withdraw behind a confirmation, and the new addendum's body (effective
 * date not before today; tempo only once applied).
 */
import { beforeEach, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import { formatDate } from "../../../src/domain/datetime";
import AddendumRoute from "../../../src/resources/partnerships/addendum";
import PartnershipListRoute from "../../../src/resources/partnerships/partnership";
import { bodiesTo, fakePost, renderView } from "../harness";
import { pageOf, partnershipDetail, partnershipRow } from "../customers/fixtures";

const post = fakePost();

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/partnership/ina/page")
      return pageOf([
        partnershipRow(5),
        partnershipRow(6, {
          agreementType: "unconfirmed",
          tempoApplied: false,
          pendingRequests: ["creditLimit"],
          status: "waitingBuyer",
        }),
      ]);
    if (path === "/api/partnership/ina/counts")
      return { all: 12, active: 7, inactive: 2, blacklist: 1, waiting: 2, unconfirmed: 3 };
    if (path === "/api/partnership/ina/detail") return partnershipDetail(5, { tempoApplied: false });
    if (path === "/api/partnership/ina/addendum/withdraw" || path === "/api/partnership/ina/addendum/create")
      return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const location = () => screen.getByTestId("location").textContent;

it("lists partnerships with tab counts; the tab and keyword go to the URL and the calls", async () => {
  const user = userEvent.setup();
  await renderView(<PartnershipListRoute />, { url: "/customer/partnership", path: "/customer/partnership", post });
  const link = await screen.findByRole("link", { name: "Rental Jaya 5" }, { timeout: 5000 });
  expect(link).toHaveAttribute("href", "/customer/partnershipDetail?id=5");
  expect(await screen.findByRole("radio", { name: /Unconfirmed\s*3/ })).toBeInTheDocument();
  const row6 = screen.getByRole("link", { name: "Rental Jaya 6" }).closest("tr") as HTMLElement;
  expect(within(row6).getByText("Unconfirmed")).toBeInTheDocument();
  expect(within(row6).getByText("Not applied")).toBeInTheDocument();
  expect(within(row6).getByText("Credit limit request pending")).toBeInTheDocument();
  expect(within(row6).getByText("Waiting buyer accept")).toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: /Unconfirmed/ }).closest("label")!);
  await waitFor(() => expect(location()).toBe("/customer/partnership?tab=unconfirmed"));
  await user.type(screen.getByLabelText("Search"), "Jaya");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(location()).toBe("/customer/partnership?tab=unconfirmed&keyword=Jaya"));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/partnership/ina/page").at(-1)).toMatchObject({
      tab: "unconfirmed",
      keyword: "Jaya",
      pageNo: 1,
    }),
  );
  await waitFor(() => expect(bodiesTo(post, "/api/partnership/ina/counts").at(-1)).toEqual({ keyword: "Jaya" }));
});

it("the addendum page shows the agreement, prints, withdraws after a confirmation, and sends a new addendum", async () => {
  const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
  const user = userEvent.setup();
  await renderView(<AddendumRoute />, { url: "/customer/addendum?partnershipId=5", path: "/customer/addendum", post });
  const sheet = await screen.findByRole("article", { name: "Agreement with Rental Jaya 5" }, { timeout: 5000 });
  expect(within(sheet).getByText("Payment within the agreed term.")).toBeInTheDocument();
  expect(within(sheet).getByText("ADD-5-1 · Longer tempo")).toBeInTheDocument();
  expect(within(sheet).getByText("Term of payment (workdays): 45")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Print" }));
  expect(print).toHaveBeenCalledTimes(1);

  await user.click(within(sheet).getByRole("button", { name: "Withdraw" }));
  const popover = (await screen.findByText("Withdraw ADD-5-1?")).closest(".ant-popover") as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: "Withdraw" }));
  await waitFor(() => expect(bodiesTo(post, "/api/partnership/ina/addendum/withdraw")).toEqual([{ id: 31 }]));

  // Tempo cannot change before the buyer applied (spec §5).
  expect(screen.getByLabelText("New term of payment (workdays)")).toBeDisabled();
  await user.type(screen.getByLabelText("Title"), "Settlement every two months");
  await user.type(screen.getByLabelText("Text"), "From the effective date bills are settled every two months.");
  await user.click(screen.getByRole("radio", { name: "Every two months" }));
  const today = formatDate(new Date());
  const date = screen.getByLabelText("Effective date");
  await user.click(date);
  fireEvent.change(date, { target: { value: today } });
  fireEvent.keyDown(date, { key: "Enter", code: "Enter" });
  await user.click(screen.getByRole("button", { name: "Send to the buyer" }));
  await waitFor(() => expect(bodiesTo(post, "/api/partnership/ina/addendum/create")).toHaveLength(1));
  expect(bodiesTo(post, "/api/partnership/ina/addendum/create")[0]).toEqual({
    partnershipId: 5,
    title: "Settlement every two months",
    body: "From the effective date bills are settled every two months.",
    effectiveDate: today,
    changes: { settlementPeriod: 2 },
  });
  print.mockRestore();
});
