import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DownloadRow, PriorityArea } from "../../../src/resources/priority-areas/schema";
import { bodiesTo, renderView, fakePost } from "../harness";

const post = fakePost();
vi.mock("../../../src/resources", () => import("./priority-areas-registry"));

import PriorityAreaView from "../../../src/resources/priority-areas/view";

const DOWNLOADS = "/api/priority-area/ina/downloads";
const REQUEST = "/api/priority-area/ina/requestDownload";
const SET = "/api/priority-area/ina/set";
const jakarta: PriorityArea = {
  regencyCode: "31.71",
  regencyName: "Kota Administrasi Jakarta Pusat",
  provinceCode: "31",
  provinceName: "Daerah Khusus Ibukota Jakarta",
};
const job = (over: Partial<DownloadRow> = {}): DownloadRow => ({
  id: 7,
  kind: "priorityPartArea",
  status: 0,
  url: null,
  fileName: null,
  userName: "seller.active",
  createTime: "2026-11-20 10:00:00",
  doneTime: null,
  ...over,
});

let jobs: DownloadRow[] = [];
let areas: PriorityArea[] = [jakarta];

function answer() {
  post.mockImplementation(async (path, body) => {
    if (path === "/api/priority-area/ina/list") return areas;
    if (path === SET) {
      areas = (body as { regencyCodes: string[] }).regencyCodes.map((c) =>
        c === jakarta.regencyCode
          ? jakarta
          : { regencyCode: c, regencyName: "Kota Bandung", provinceCode: "32", provinceName: "Jawa Barat" },
      );
      return areas;
    }
    if (path === "/api/reference/ina/regions") {
      const parent = (body as { parentCode?: string }).parentCode;
      if (!parent)
        return [
          { code: "31", name: "Daerah Khusus Ibukota Jakarta", level: 1, postalCode: null, isLeaf: false },
          { code: "32", name: "Jawa Barat", level: 1, postalCode: null, isLeaf: false },
        ];
      return parent === "32"
        ? [{ code: "32.73", name: "Kota Bandung", level: 2, postalCode: null, isLeaf: false }]
        : [{ code: "31.71", name: jakarta.regencyName, level: 2, postalCode: null, isLeaf: false }];
    }
    if (path === DOWNLOADS) return { pageCount: 1, rowCount: jobs.length, data: jobs, pageSize: 10 };
    if (path === REQUEST) {
      jobs = [job(), ...jobs];
      return jobs[0];
    }
    throw new Error(`unexpected ${String(path)}`);
  });
}

const open = (url = "/commodity/area") => renderView(<PriorityAreaView />, { url, path: "/commodity/area", post });
const downloadCalls = () => bodiesTo(post, DOWNLOADS).length;

describe("/commodity/area", () => {
  beforeEach(() => {
    post.mockReset();
    jobs = [];
    areas = [jakarta];
    answer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refreshes the downloads every 10 seconds while a file is generating, and stops once it is done", async () => {
    // Only the page's interval is faked; everything else runs on real time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    jobs = [job()];
    await open();
    const table = await screen.findByRole("table");
    await within(table).findByText("Generating");
    expect(screen.getByText("Refreshes every 10 seconds while a file is generating")).toBeInTheDocument();
    expect(downloadCalls()).toBe(1);

    act(() => vi.advanceTimersByTime(9_999));
    expect(downloadCalls()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(downloadCalls()).toBe(2));

    jobs = [
      job({
        status: 1,
        url: "/files/abcdefghijklmnopqrstuvwxyz012345",
        fileName: "priority-part-area-20261120-030005.xlsx",
        doneTime: "2026-11-20 10:00:05",
      }),
    ];
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(downloadCalls()).toBe(3));
    const link = await within(table).findByRole("link", { name: "Download" });
    expect(link).toHaveAttribute("href", "/files/abcdefghijklmnopqrstuvwxyz012345");
    expect(within(table).getByText("Done")).toBeInTheDocument();
    expect(screen.queryByText("Refreshes every 10 seconds while a file is generating")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    await new Promise((r) => setTimeout(r, 50));
    expect(downloadCalls()).toBe(3);
  });

  it("does not poll when nothing is generating; requesting a download starts the refresh", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await open("/commodity/area?range=1w");
    await screen.findByText("No downloads yet");
    expect(bodiesTo(post, DOWNLOADS)[0]).toEqual({ pageNo: 1, pageSize: 10, range: "1w" });
    act(() => vi.advanceTimersByTime(30_000));
    expect(downloadCalls()).toBe(1);

    await userEvent.click(screen.getByRole("button", { name: "Request download" }));
    await screen.findByText("Generating");
    expect(bodiesTo(post, REQUEST)).toHaveLength(1);
    const before = downloadCalls();
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(downloadCalls()).toBe(before + 1));
  });

  it("shows the chosen cities as tags, adds a city of another province and saves the list", async () => {
    await open();
    const chosen = await screen.findByRole("list", { name: "Priority cities" });
    await within(chosen).findByText("Kota Administrasi Jakarta Pusat, Daerah Khusus Ibukota Jakarta");
    const save = screen.getByRole("button", { name: "Save cities" });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole("combobox", { name: "Province" }));
    await userEvent.click(await screen.findByTitle("Jawa Barat"));
    await userEvent.click(screen.getByRole("combobox", { name: "City/Regency" }));
    await userEvent.click(await screen.findByTitle("Kota Bandung"));
    await within(chosen).findByText("Kota Bandung, Jawa Barat");
    expect(screen.getByText("Chosen cities (2/50)")).toBeInTheDocument();

    await userEvent.click(save);
    await waitFor(() => expect(bodiesTo(post, SET)).toEqual([{ regencyCodes: ["31.71", "32.73"] }]));
    // jsdom never ends antd's loading-icon motion, so the name may keep a "loading" prefix.
    await waitFor(() => expect(screen.getByRole("button", { name: /Save cities/ })).toBeDisabled());
    expect(within(chosen).getAllByRole("listitem")).toHaveLength(2);
  });

  it("keeps the time range in the URL", async () => {
    await open();
    await screen.findByText("No downloads yet");
    expect(bodiesTo(post, DOWNLOADS)[0]).toEqual({ pageNo: 1, pageSize: 10, range: "3m" });
    await userEvent.click(screen.getByText("3 days"));
    await waitFor(() => expect(bodiesTo(post, DOWNLOADS).at(-1)).toEqual({ pageNo: 1, pageSize: 10, range: "3d" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/commodity/area?range=3d");
  });
});
