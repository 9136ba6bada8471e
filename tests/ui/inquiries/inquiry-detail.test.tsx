/**
 * /tend/inquirydetail (spec §2 inquirydetail, §3 "Inquiry": every field; §4 pass rules): the car (VIN, plate,
 * WO, claim no), the buyer and receiver, pictures with a preview, each part with category, quantity, condition,
 * remark and pictures, the deadline's urgency, and the actions with the refusal shown when one is not allowed.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import InquiryDetailView from "../../../src/resources/inquiries/detail";
import type { InquiryDetail } from "../../../src/resources/inquiries/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { inquiryDetail } from "./fixtures";

const NO = "INQ-20261124-000001";
const post = fakePost();
let inquiry: InquiryDetail;

beforeEach(() => {
  inquiry = inquiryDetail(NO);
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry/ina/detail") return inquiry;
    if (path === "/api/inquiry/ina/pass") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const open = async () => {
  await renderView(<InquiryDetailView />, {
    url: `/tend/inquirydetail?inquiryNo=${NO}`,
    path: "/tend/inquirydetail",
    post,
  });
  await screen.findByRole("table", { name: "Parts asked" }, { timeout: 5000 });
};

it("shows every field of the inquiry, its parts and pictures", async () => {
  await open();
  expect(bodiesTo(post, "/api/inquiry/ina/detail")).toEqual([{ inquiryNo: NO }]);
  for (const text of [
    "Toyota Avanza 2019",
    "MHKM1BA3JKK012345",
    "B 1234 XYZ",
    "WO-5521",
    "CLM-778",
    "Front collision",
    "Bengkel Sejahtera",
    "081234567890",
    "Jl. Asia Afrika 10, Kota Bandung 40111",
    "Yes: the minimum delivery fee is Rp 50.000",
    "2 days old",
    "Under 2 hours",
  ])
    expect(screen.getByText(text)).toBeInTheDocument();
  const parts = within(screen.getByRole("table", { name: "Parts asked" }));
  const pad = parts.getByText("Brake pad").closest("tr") as HTMLElement;
  expect(within(pad).getByText("04465-0K240")).toBeInTheDocument();
  expect(within(pad).getByText("Brakes")).toBeInTheDocument();
  expect(within(pad).getByText("Original")).toBeInTheDocument();
  expect(within(pad).getByText("Front axle")).toBeInTheDocument();
  expect(within(pad).getByRole("img", { name: "Brake pad picture 1" })).toHaveAttribute(
    "src",
    "https://files.test/pad.jpg",
  );
  const lamp = parts.getByText("Head lamp").closest("tr") as HTMLElement;
  expect(within(lamp).getByText("Replacement brand")).toBeInTheDocument();
  expect(within(lamp).getByText("No pictures")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: `${NO} picture 2` })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Tender" })).toBeInTheDocument();
});

it("passes after a confirmation", async () => {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole("button", { name: "Pass" }));
  const confirm = (await screen.findAllByRole("button", { name: "Pass" })).find((b) => b.closest(".ant-popconfirm"));
  await user.click(confirm as HTMLElement);
  await waitFor(() => expect(bodiesTo(post, "/api/inquiry/ina/pass")).toEqual([{ inquiryNo: NO }]));
});

it("shows why a tendered inquiry can be neither tendered nor passed", async () => {
  inquiry = inquiryDetail(NO, {
    tenderNo: "TND-20261124-000009",
    tenderStatus: 2,
    tenderStatusName: "wait",
    canTender: false,
    canPass: false,
    tenderRefusal: "inquiries:errors.tendered",
    passRefusal: "inquiries:errors.tendered",
  });
  await open();
  expect(screen.getByText("This inquiry is already tendered")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Tender" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Pass" })).toBeNull();
  expect(screen.getByRole("link", { name: "TND-20261124-000009" })).toHaveAttribute(
    "href",
    "/tend/tenderManageDetail?tenderNo=TND-20261124-000009",
  );
});
