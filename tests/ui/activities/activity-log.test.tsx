import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ActivityRow, ActivityUser } from "../../../src/resources/activities/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();
vi.mock("../../../src/resources", () => import("./activity-registry"));

import ActivityLogView from "../../../src/resources/activities/list";

const PAGE = "/api/activity/ina/page";
const USERS = "/api/activity/ina/users";
const people: ActivityUser[] = [
  { userId: 1, userName: "seller.active", nickName: "Budi", isMainAdmin: true },
  { userId: 5, userName: "staff.gudang", nickName: "Agus Gudang", isMainAdmin: false },
];
const row = (over: Partial<ActivityRow> = {}): ActivityRow => ({
  id: 11,
  userId: 5,
  userName: "staff.gudang",
  nickName: "Agus Gudang",
  subject: "shipments",
  action: "uploadDo",
  recordId: "SHP00042",
  activityType: "uploadDo",
  changes: [{ field: "doNumber", from: null, to: "DO/2026/0042" }],
  estimatedReward: 2000,
  createTime: "2026-11-19 09:15:00",
  ...over,
});

function answer(rows: ActivityRow[], total = rows.length) {
  post.mockImplementation(async (path) => {
    if (path === PAGE) return { pageCount: Math.ceil(total / 10), rowCount: total, data: rows, pageSize: 10 };
    if (path === USERS) return people;
    throw new Error(`unexpected ${String(path)}`);
  });
}

const open = (url: string, lang: "en-US" | "id-ID" = "en-US") =>
  renderView(<ActivityLogView />, { url, path: "/store/sub-account-log-activity", post, lang });

describe("sub-account activity log", () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("shows who did what with the estimated reward in rupiah, and the changed fields on expanding", async () => {
    const productEdit = row({
      id: 12,
      userName: "seller.active",
      nickName: "Budi",
      subject: "products",
      action: "edit",
      recordId: "77",
      activityType: null,
      estimatedReward: 0,
      changes: [
        { field: "itemName", from: "Kampas A", to: "Kampas B" },
        { field: "mysteryField", from: 1, to: 2 },
      ],
    });
    answer([row(), productEdit]);
    await open("/store/sub-account-log-activity");
    const table = await screen.findByRole("table", { name: "Activity log" });
    await within(table).findByText("Rp 2.000");
    const [first, second] = within(table)
      .getAllByRole("row")
      .filter((r) => r.classList.contains("ant-table-row"));
    expect(within(first).getByText("Agus Gudang (staff.gudang)")).toBeInTheDocument();
    expect(within(first).getByText("Upload DO", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(within(first).getByText("Rp 2.000")).toBeInTheDocument();
    expect(within(second).getByText("Other change")).toBeInTheDocument();
    expect(within(second).getByText("Products")).toBeInTheDocument();
    await userEvent.click(within(second).getByRole("button", { name: /expand/i }));
    const changes = await screen.findByRole("list", { name: "Changes" });
    // Product fields take the products namespace's labels; unknown ones show their name.
    expect(within(changes).getByText("Product name: Kampas A → Kampas B")).toBeInTheDocument();
    expect(within(changes).getByText("mysteryField: 1 → 2")).toBeInTheDocument();
    await userEvent.click(within(first).getByRole("button", { name: /expand/i }));
    expect(await screen.findByText("DO number: (empty) → DO/2026/0042")).toBeInTheDocument();
    expect(bodiesTo(post, PAGE)[0]).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it("a reloaded URL restores filters and page, and paging keeps them in the URL", async () => {
    answer([row()], 35);
    await open("/store/sub-account-log-activity?page=2&userId=5&activityType=uploadDo&from=2026-11-01&to=2026-11-19");
    await screen.findByText("Rp 2.000");
    expect(bodiesTo(post, PAGE)[0]).toEqual({
      pageNo: 2,
      pageSize: 10,
      userId: 5,
      activityType: "uploadDo",
      from: "2026-11-01",
      to: "2026-11-19",
    });
    await userEvent.click(screen.getByRole("listitem", { name: "3" }));
    await waitFor(() => expect(bodiesTo(post, PAGE).at(-1)).toMatchObject({ pageNo: 3, userId: 5 }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      "page=3&userId=5&activityType=uploadDo&from=2026-11-01&to=2026-11-19",
    );
  });

  it("refuses an end date before the start date and does not search", async () => {
    answer([row()]);
    await open("/store/sub-account-log-activity?from=2026-11-10");
    await screen.findByText("Rp 2.000");
    const end = screen.getByLabelText("End date");
    await userEvent.click(end);
    await userEvent.type(end, "2026-11-05{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("The end date cannot be before the start date")).toBeInTheDocument();
    expect(bodiesTo(post, PAGE)).toHaveLength(1);
    expect(screen.getByTestId("location")).toHaveTextContent("/store/sub-account-log-activity?from=2026-11-10");
  });

  it("filters by sub-account and type, back to page 1, in Indonesian for an Indonesian user", async () => {
    answer([]);
    await open("/store/sub-account-log-activity?page=4", "id-ID");
    expect(await screen.findByText("Tidak ada aktivitas pada periode ini")).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText("Sub-akun"));
    await userEvent.click(await screen.findByTitle("Agus Gudang (staff.gudang)"));
    await userEvent.click(screen.getByLabelText("Jenis aktivitas"));
    await userEvent.click(await screen.findByTitle("Unggah DO"));
    await userEvent.click(screen.getByRole("button", { name: "Cari" }));
    await waitFor(() =>
      expect(bodiesTo(post, PAGE).at(-1)).toEqual({ pageNo: 1, pageSize: 10, userId: 5, activityType: "uploadDo" }),
    );
  });
});
