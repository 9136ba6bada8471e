import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { Performance, PerformanceRow } from "../../../src/resources/performance/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();
vi.mock("../../../src/resources", () => import("../activities/activity-registry"));

import PerformanceView from "../../../src/resources/performance/view";

const PERF = "/api/activity/ina/performance";
const zero = { uploadEClaim: 0, inquiry: 0, inquiryOrder: 0, orderShipmentErp: 0, uploadDo: 0, createIndentLetter: 0 };
const person = (over: Partial<PerformanceRow>): PerformanceRow => ({
  userId: 1,
  userName: "x",
  nickName: "",
  isMainAdmin: false,
  counts: { ...zero },
  total: 0,
  reward: 0,
  tenderWinRate: null,
  avgResponseMinutes: null,
  writes: 0,
  ...over,
});
const answer: Performance = {
  from: "2026-11-01",
  to: "2026-11-20",
  rows: [
    person({
      userId: 5,
      userName: "staff.gudang",
      nickName: "Agus Gudang",
      counts: { ...zero, uploadDo: 10, orderShipmentErp: 4 },
      total: 14,
      reward: 28_000,
      writes: 14,
    }),
    person({
      userId: 6,
      userName: "staff.finance",
      nickName: "Sari Keuangan",
      counts: { ...zero, uploadEClaim: 3 },
      total: 3,
      reward: 9_000,
      writes: 5,
    }),
    person({ userId: 7, userName: "staff.baru", nickName: "" }),
  ],
  series: [
    { date: "2026-11-01", total: 6, reward: 14_000 },
    { date: "2026-11-02", total: 11, reward: 23_000 },
  ],
};

const open = (url: string) => renderView(<PerformanceView />, { url, path: "/store/sub-account-performance", post });

describe("sub-account performance", () => {
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === PERF) return answer;
      throw new Error(`unexpected ${String(path)}`);
    });
    // Only Date is faked: "today" is 2026-11-20 10:00 WIB.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T03:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for this month by default and shows counts per type, totals and rewards in rupiah", async () => {
    await open("/store/sub-account-performance");
    const table = await screen.findByRole("table", { name: "Performance per sub-account" });
    await within(table).findByText("Rp 28.000");
    expect(bodiesTo(post, PERF)[0]).toEqual({ from: "2026-11-01", to: "2026-11-20" });
    const gudang = within(table).getByText("Agus Gudang (staff.gudang)").closest("tr")!;
    expect(within(gudang).getByText("10")).toBeInTheDocument();
    expect(within(gudang).getByText("14")).toBeInTheDocument();
    // The total row sums the rows.
    const totalRow = within(table).getByText("Total").closest("tr")!;
    expect(within(totalRow).getByText("17")).toBeInTheDocument();
    expect(within(totalRow).getByText("Rp 37.000")).toBeInTheDocument();
    // An idle sub-account is listed with zeros.
    expect(within(within(table).getByText("staff.baru").closest("tr")!).getByText("Rp 0")).toBeInTheDocument();
    // The charts arrive lazily, after the table.
    expect(await screen.findByRole("figure", { name: "Estimated reward per sub-account" })).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Activities per day" })).toBeInTheDocument();
  });

  it("a period and account in the URL are what it asks for", async () => {
    await open("/store/sub-account-performance?from=2026-10-01&to=2026-10-31&userId=5");
    await screen.findByText("Rp 28.000");
    expect(bodiesTo(post, PERF)[0]).toEqual({ from: "2026-10-01", to: "2026-10-31", userId: 5 });
  });

  it("a reversed period in the URL falls back to this month", async () => {
    await open("/store/sub-account-performance?from=2026-10-31&to=2026-10-01");
    await screen.findByText("Rp 28.000");
    expect(bodiesTo(post, PERF)[0]).toEqual({ from: "2026-11-01", to: "2026-11-20" });
  });
});
