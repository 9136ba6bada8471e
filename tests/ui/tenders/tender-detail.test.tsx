/**
 * /tend/tenderManageDetail and /tend/inquiry-order/tenderAndInquiryDetail (spec §3 "Tender", §4 tender statuses,
 * §5 "Tender discussion", §8 "modify tender fails for an invalid or already traded inquiry"): the tender's offers,
 * history and inquiry; Modify opening the tender form prefilled and sending /api/tender/ina/modify (and the
 * API's refusal); a draft's Submit behind a confirmation; the discussion with its 2-character rule, replies and
 * the API's "too many replies" message as sent.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import TenderDetailView from "../../../src/resources/tenders/detail";
import type { DiscussionComment, TenderDetail } from "../../../src/resources/tenders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { tenderDetail } from "../inquiries/fixtures";

const NO = "TND-20261124-000003";
const MODIFY = "/api/tender/ina/modify";
const DISCUSS = "/api/tender/ina/discussion/add";
const TOO_MANY = "Anda memiliki banyak balasan hari ini. Beristirahat.";
const post = fakePost();
let tender: TenderDetail;
let modifyFails: boolean;
let discussFails: boolean;

const COMMENTS: DiscussionComment[] = [
  {
    id: 71,
    side: "buyer",
    userName: "asuransi.maju",
    body: "Is the pad genuine?",
    createTime: "2026-11-24 09:00:00",
    replies: [
      {
        id: 72,
        side: "seller",
        userName: "sales.budi",
        body: "Yes, Toyota genuine.",
        createTime: "2026-11-24 09:10:00",
      },
    ],
  },
];

beforeEach(() => {
  tender = tenderDetail(NO);
  modifyFails = false;
  discussFails = false;
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/tender/ina/detail") return tender;
    if (path === "/api/tender/ina/discussion") return COMMENTS;
    if (path === MODIFY) {
      if (modifyFails) throw new ApiFailure(409, "Modify tender failed: the inquiry is invalid or already traded");
      return null;
    }
    if (path === "/api/tender/ina/submit") return null;
    if (path === DISCUSS) {
      if (discussFails) throw new ApiFailure(429, TOO_MANY);
      return null;
    }
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const open = async (route = "/tend/tenderManageDetail") => {
  const view = await renderView(<TenderDetailView />, { url: `${route}?tenderNo=${NO}`, path: route, post });
  await screen.findByRole("table", { name: "Offers of the tender" }, { timeout: 5000 });
  return view;
};

it("shows the tender's offers, history, deadline and the inquiry beside it", async () => {
  await open();
  expect(screen.getByRole("heading", { name: "Tender detail" })).toBeInTheDocument();
  const offers = within(screen.getByRole("table", { name: "Offers of the tender" }));
  const row = offers.getByText("044650K240").closest("tr") as HTMLElement;
  expect(within(row).getByText("Brake pad")).toBeInTheDocument();
  expect(within(row).getByText("On hand (1-3 days)")).toBeInTheDocument();
  expect(within(row).getByText("2 days")).toBeInTheDocument();
  expect(within(row).getByText("Rp 630.000")).toBeInTheDocument();
  expect(within(row).getByText("10%")).toBeInTheDocument();
  expect(screen.getByText("Created → Wait")).toBeInTheDocument();
  expect(screen.getByText("Under 12 hours")).toBeInTheDocument();
  expect(screen.getByText("MHKM1BA3JKK012345")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "INQ-20261124-000001" })).toHaveAttribute(
    "href",
    "/tend/inquirydetail?inquiryNo=INQ-20261124-000001",
  );
  expect(screen.getByRole("button", { name: "Modify" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
});

it("keeps the inquiry order route's own title", async () => {
  await open("/tend/inquiry-order/tenderAndInquiryDetail");
  expect(screen.getByRole("heading", { name: "Tender and inquiry detail" })).toBeInTheDocument();
});

it("Modify opens the tender form prefilled with the tender and sends the whole tender with its number", async () => {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole("button", { name: "Modify" }));
  const pad = within(await screen.findByRole("region", { name: "Offer 1 for Brake pad" }));
  expect(pad.getByLabelText("Part no")).toHaveValue("044650K240");
  expect(pad.getByLabelText("Delivery line")).toHaveValue("JNE");
  expect(screen.getByLabelText("Delivery fee")).toHaveValue("50.000");
  const price = pad.getByLabelText("Unit price");
  await user.clear(price);
  await user.type(price, "320000");
  await user.click(screen.getByRole("button", { name: "Save changes" }));
  await waitFor(() => expect(bodiesTo(post, MODIFY)).toHaveLength(1));
  const body = bodiesTo(post, MODIFY)[0];
  expect(body).toMatchObject({
    tenderNo: NO,
    shippingMethod: "courier",
    deliveryFee: 50_000,
    freeShipment: false,
    notes: "Ready this week",
  });
  expect(body.offers).toEqual([
    expect.objectContaining({
      inquiryPartId: 11,
      partNo: "044650K240",
      unitPrice: 320_000,
      quantity: 2,
      discountTenths: 100,
    }),
  ]);
  expect(await screen.findByText(`Tender ${NO} is modified`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull());
});

it("shows the API's refusal of a modify and keeps the form", async () => {
  const user = userEvent.setup();
  modifyFails = true;
  const { toasts } = await open();
  await user.click(screen.getByRole("button", { name: "Modify" }));
  await user.click(await screen.findByRole("button", { name: "Save changes" }));
  await waitFor(() =>
    expect(toasts).toContainEqual({
      type: "error",
      message: "Modify tender failed: the inquiry is invalid or already traded",
    }),
  );
  expect(screen.getByRole("button", { name: "Save changes" })).toBeInTheDocument();
});

it("submits a draft after a confirmation", async () => {
  const user = userEvent.setup();
  tender = tenderDetail(NO, { status: 1, statusName: "unprocessed", submitTime: null, moves: ["submit"] });
  await open();
  expect(screen.queryByRole("button", { name: "Modify" })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText(`Submit ${NO}?`)).toBeInTheDocument();
  const confirm = screen.getAllByRole("button", { name: "Submit" }).find((b) => b.closest(".ant-popconfirm"));
  await user.click(confirm as HTMLElement);
  await waitFor(() => expect(bodiesTo(post, "/api/tender/ina/submit")).toEqual([{ tenderNo: NO }]));
  expect(screen.getByRole("button", { name: "Edit draft" })).toBeInTheDocument();
});

it("shows the discussion and sends comments and replies of at least 2 characters", async () => {
  const user = userEvent.setup();
  await open();
  expect(await screen.findByText("Is the pad genuine?")).toBeInTheDocument();
  const replies = within(screen.getByRole("list", { name: "Replies to asuransi.maju" }));
  expect(replies.getByText("Yes, Toyota genuine.")).toBeInTheDocument();

  const comment = screen.getByLabelText("Comment");
  await user.type(comment, "a");
  await user.click(screen.getByRole("button", { name: "Send comment" }));
  expect(await screen.findByText("At least 2 characters")).toBeInTheDocument();
  expect(bodiesTo(post, DISCUSS)).toEqual([]);
  await user.type(comment, "b");
  await user.click(screen.getByRole("button", { name: "Send comment" }));
  await waitFor(() => expect(bodiesTo(post, DISCUSS)).toEqual([{ tenderNo: NO, body: "ab" }]));

  await user.click(screen.getByRole("button", { name: "Reply" }));
  await user.type(screen.getByLabelText("Reply to asuransi.maju"), "Stock is ready");
  await user.click(screen.getByRole("button", { name: "Send reply" }));
  await waitFor(() =>
    expect(bodiesTo(post, DISCUSS).at(-1)).toEqual({ tenderNo: NO, parentId: 71, body: "Stock is ready" }),
  );
});

it("shows the API's refusal of a reply as it is sent", async () => {
  const user = userEvent.setup();
  discussFails = true;
  await open();
  await user.click(await screen.findByRole("button", { name: "Reply" }));
  await user.type(screen.getByLabelText("Reply to asuransi.maju"), "One more");
  await user.click(screen.getByRole("button", { name: "Send reply" }));
  expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
});
