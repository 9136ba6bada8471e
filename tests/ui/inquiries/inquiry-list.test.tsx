/**
 * /tend/inquiry-list (spec §2 "Inquiry list (tabs list and passed)", §3 "Inquiry", §4 pass rules): tabs with
 * counts, filters kept in the URL and sent to the API, rows with the car, parts, buyer, city, aging and the
 * deadline's urgency in words, the shop's tender status, pass behind a confirmation, undo pass on the passed
 * tab, Tender opening the form, and the hint for a shop that sells no car brand yet.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import InquiryListView from "../../../src/resources/inquiries/list";
import type { InquiryRow } from "../../../src/resources/inquiries/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { inMinutes, inquiryRow } from "./fixtures";

const post = fakePost();
let rows: InquiryRow[];
let brands: string[];

const PAGE = "/api/inquiry/ina/page";

beforeEach(() => {
  brands = ["Toyota", "Honda"];
  rows = [
    inquiryRow("INQ-20261124-000001"),
    inquiryRow("INQ-20261124-000002", {
      deadline: inMinutes(3 * 24 * 60),
      urgency: "low",
      carBrandName: "Honda",
      carModel: "Jazz",
      carYear: 2015,
      buyerName: "Bengkel Jaya",
      buyerType: "workshop",
      claimNo: "",
      parts: [{ partName: "Radiator", partNo: "", quantity: 1 }],
      partCount: 1,
      tenderNo: "TND-20261124-000009",
      tenderStatus: 2,
      tenderStatusName: "wait",
      canTender: false,
      canPass: false,
    }),
  ];
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === PAGE) return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    if (path === "/api/inquiry/ina/counts") return { list: 12, passed: 3 };
    if (path === "/api/store/ina/detail") return { partBrands: brands };
    if (path === "/api/inquiry/ina/pass" || path === "/api/inquiry/ina/undoPass") return null;
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

const render = async (url = "/tend/inquiry-list") => {
  const view = await renderView(<InquiryListView />, { url, path: "/tend/inquiry-list", post });
  await screen.findByRole("link", { name: "INQ-20261124-000001" }, { timeout: 5000 });
  return view;
};
/** antd's radio button: the label wraps the (pointer-less) input, so the visible label takes the click. */
const tab = (name: RegExp) => screen.getByRole("radio", { name }).closest("label") as HTMLElement;
const location = () => screen.getByTestId("location").textContent ?? "";
const rowOf = (inquiryNo: string) => screen.getByRole("link", { name: inquiryNo }).closest("tr") as HTMLElement;
const actionsOf = (inquiryNo: string) => within(screen.getByRole("group", { name: `Actions for ${inquiryNo}` }));

it("shows the tabs with counts and each inquiry's car, parts, buyer, city, aging, urgency and tender status", async () => {
  await render();
  expect(screen.getByRole("radio", { name: /List\s*12/ })).toBeChecked();
  expect(screen.getByRole("radio", { name: /Passed\s*3/ })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "INQ-20261124-000001" })).toHaveAttribute(
    "href",
    "/tend/inquirydetail?inquiryNo=INQ-20261124-000001",
  );
  const first = within(rowOf("INQ-20261124-000001"));
  expect(first.getByText("Toyota Avanza 2019")).toBeInTheDocument();
  expect(first.getByText("Plate B 1234 XYZ")).toBeInTheDocument();
  expect(first.getByText("Claim CLM-778")).toBeInTheDocument();
  expect(first.getByText(/Brake pad/)).toBeInTheDocument();
  expect(first.getByText("+1 more")).toBeInTheDocument();
  expect(first.getByText("Asuransi Maju")).toBeInTheDocument();
  expect(first.getByText("Insurance")).toBeInTheDocument();
  expect(first.getByText("Kota Bandung")).toBeInTheDocument();
  expect(first.getByText("2 days old")).toBeInTheDocument();
  // The urgency is said in words, not by colour alone, and the time left counts down.
  expect(first.getByText("Under 2 hours")).toBeInTheDocument();
  expect(first.getByRole("timer")).toHaveTextContent(/^(1 h 29 m|1 h 30 m) left$/);
  expect(first.getByText("Not tendered")).toBeInTheDocument();
  const second = within(rowOf("INQ-20261124-000002"));
  expect(second.getByText("More than 2 days")).toBeInTheDocument();
  expect(second.getByText("Wait")).toBeInTheDocument();
  expect(second.getByRole("link", { name: "TND-20261124-000009" })).toHaveAttribute(
    "href",
    "/tend/tenderManageDetail?tenderNo=TND-20261124-000009",
  );
  // Only the moves the pass rules allow: a tendered inquiry offers neither Tender nor Pass.
  expect(actionsOf("INQ-20261124-000001").getByRole("button", { name: "Tender" })).toBeInTheDocument();
  expect(actionsOf("INQ-20261124-000001").getByRole("button", { name: "Pass" })).toBeInTheDocument();
  expect(actionsOf("INQ-20261124-000002").queryByRole("button", { name: "Tender" })).toBeNull();
  expect(actionsOf("INQ-20261124-000002").queryByRole("button", { name: "Pass" })).toBeNull();
  expect(bodiesTo(post, PAGE)[0]).toEqual({ pageNo: 1, pageSize: 10, tab: "list", sort: "deadline" });
  expect(screen.queryByText("Your shop sells no car brand yet")).toBeNull();
});

it("keeps the filters in the URL and sends them, with the counts under the same filters", async () => {
  const user = userEvent.setup();
  await render();
  await user.type(screen.getByLabelText("Search"), "avanza");
  await user.click(screen.getByRole("combobox", { name: "Buyer type" }));
  await user.click(await screen.findByTitle("Insurance"));
  await user.click(screen.getByRole("combobox", { name: "Car brand" }));
  await user.click(await screen.findByTitle("Toyota"));
  await user.click(screen.getByRole("button", { name: /Search/ }));
  await waitFor(() => expect(location()).toBe("/tend/inquiry-list?keyword=avanza&carBrand=Toyota&buyerType=insurance"));
  await waitFor(() =>
    expect(bodiesTo(post, PAGE).at(-1)).toEqual({
      pageNo: 1,
      pageSize: 10,
      tab: "list",
      keyword: "avanza",
      carBrand: "Toyota",
      buyerType: "insurance",
      sort: "deadline",
    }),
  );
  expect(bodiesTo(post, "/api/inquiry/ina/counts").at(-1)).toEqual({
    keyword: "avanza",
    carBrand: "Toyota",
    buyerType: "insurance",
    sort: "deadline",
  });
  await user.click(tab(/Passed/));
  await waitFor(() => expect(location()).toContain("tab=passed"));
});

it("reads the tab, brand and sort from a shared link", async () => {
  rows = [inquiryRow("INQ-20261124-000001", { passed: true, canTender: false, canPass: false, canUndoPass: true })];
  await render("/tend/inquiry-list?tab=passed&carBrand=Honda&sort=oldest&page=1");
  expect(screen.getByRole("radio", { name: /Passed\s*3/ })).toBeChecked();
  expect(bodiesTo(post, PAGE)[0]).toEqual({
    pageNo: 1,
    pageSize: 10,
    tab: "passed",
    carBrand: "Honda",
    sort: "oldest",
  });
});

it("passes only after a confirmation, and a passed inquiry's pass can be undone", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(actionsOf("INQ-20261124-000001").getByRole("button", { name: "Pass" }));
  expect(await screen.findByText("Pass on INQ-20261124-000001?")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(bodiesTo(post, "/api/inquiry/ina/pass")).toEqual([]);

  await user.click(actionsOf("INQ-20261124-000001").getByRole("button", { name: "Pass" }));
  const confirm = (await screen.findAllByRole("button", { name: "Pass" })).find((b) =>
    b.closest(".ant-popconfirm"),
  ) as HTMLElement;
  await user.click(confirm);
  await waitFor(() => expect(bodiesTo(post, "/api/inquiry/ina/pass")).toEqual([{ inquiryNo: "INQ-20261124-000001" }]));
  expect(await screen.findByText("You passed on INQ-20261124-000001")).toBeInTheDocument();

  // The list asks again after the move; now on the passed tab the row offers the undo.
  rows = [inquiryRow("INQ-20261124-000001", { passed: true, canTender: false, canPass: false, canUndoPass: true })];
  await user.click(tab(/Passed/));
  await user.click(await waitFor(() => actionsOf("INQ-20261124-000001").getByRole("button", { name: "Undo pass" })));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/inquiry/ina/undoPass")).toEqual([{ inquiryNo: "INQ-20261124-000001" }]),
  );
});

it("shows the API's refusal of a pass", async () => {
  const user = userEvent.setup();
  post.mockImplementation(async (path) => {
    if (path === PAGE) return { pageCount: 1, rowCount: rows.length, data: rows, pageSize: 10 };
    if (path === "/api/inquiry/ina/counts") return { list: 2, passed: 0 };
    if (path === "/api/store/ina/detail") return { partBrands: brands };
    if (path === "/api/inquiry/ina/pass") throw new ApiFailure(409, "This inquiry is already tendered");
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  await render();
  await user.click(actionsOf("INQ-20261124-000001").getByRole("button", { name: "Pass" }));
  const confirm = (await screen.findAllByRole("button", { name: "Pass" })).find((b) =>
    b.closest(".ant-popconfirm"),
  ) as HTMLElement;
  await user.click(confirm);
  expect(await screen.findByText("This inquiry is already tendered")).toBeInTheDocument();
});

it("Tender opens the tender form of the inquiry", async () => {
  const user = userEvent.setup();
  await render();
  await user.click(actionsOf("INQ-20261124-000001").getByRole("button", { name: "Tender" }));
  expect(location()).toBe("/tend/addTend?inquiryNo=INQ-20261124-000001");
});

it("tells a shop selling no car brand to add them in store details", async () => {
  brands = [];
  rows = [];
  await renderView(<InquiryListView />, { url: "/tend/inquiry-list", path: "/tend/inquiry-list", post });
  expect(await screen.findByText("Your shop sells no car brand yet", {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "store details" })).toHaveAttribute("href", "/store/store-detail-edit");
  expect(
    await screen.findByText("No inquiry reaches your shop until you name the car brands you sell"),
  ).toBeInTheDocument();
});
