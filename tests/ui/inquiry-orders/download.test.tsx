/**
 * /tend/download (spec §2 /tend download; §9 "downloads default to the last 3 months; time filters 3 days,
 * 1 week, 1 month. Download page refreshes every 10 seconds"; §8 'Download file failed'): the default period,
 * the request body, the refresh every 10 s while a file is generating (fake timers) and none once all are done,
 * the download link, and the period kept in the URL.
 */
import { act } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InquiryDownloadView from "../../../src/resources/inquiry-orders/download";
import type { InquiryDownloadRow } from "../../../src/resources/inquiry-orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
const PAGE = "/api/inquiry-order/ina/download/page";
let jobs: InquiryDownloadRow[] = [];
const job = (over: Partial<InquiryDownloadRow> = {}): InquiryDownloadRow => ({
  id: 3,
  status: 0,
  period: "3m",
  from: "2026-08-26",
  to: "2026-11-24",
  url: null,
  fileName: null,
  userName: "seller.active",
  createTime: "2026-11-24 10:00:00",
  doneTime: null,
  ...over,
});

beforeEach(() => {
  jobs = [];
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === PAGE) return { pageCount: 1, rowCount: jobs.length, data: jobs, pageSize: 10 };
    if (path === "/api/inquiry-order/ina/download") {
      jobs = [job(), ...jobs];
      return jobs[0];
    }
    throw new Error(`unexpected ${String(path)}`);
  });
});
afterEach(() => vi.useRealTimers());

it("asks for the last 3 months by default, refreshes every 10 s while generating, then shows the link", async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  await renderView(<InquiryDownloadView />, { url: "/tend/download", path: "/tend/download", post });
  await screen.findByText("No files in this period", {}, { timeout: 5000 });
  expect(bodiesTo(post, PAGE)[0]).toEqual({ pageNo: 1, pageSize: 10, period: "3m" });
  await userEvent.click(screen.getByRole("button", { name: "Generate file" }));
  expect(bodiesTo(post, "/api/inquiry-order/ina/download")).toEqual([{ period: "3m" }]);
  const table = await screen.findByRole("table");
  await within(table).findByText("Generating");
  expect(screen.getByText("Refreshing every 10 seconds while a file is generating")).toBeInTheDocument();

  const before = bodiesTo(post, PAGE).length;
  act(() => vi.advanceTimersByTime(9_999));
  expect(bodiesTo(post, PAGE)).toHaveLength(before);
  jobs = [
    job({
      status: 1,
      url: "/files/abcdefghijklmnopqrstuvwxyz012345",
      fileName: "inquiries.xlsx",
      doneTime: "2026-11-24 10:00:20",
    }),
    job({ id: 2, status: 2, doneTime: "2026-11-24 09:00:05" }),
  ];
  act(() => vi.advanceTimersByTime(1));
  expect(await within(table).findByRole("link", { name: "Download" })).toHaveAttribute(
    "href",
    "/files/abcdefghijklmnopqrstuvwxyz012345",
  );
  expect(within(table).getByText("Download file failed", { selector: "span.ant-typography" })).toBeInTheDocument();
  // Nothing generating any more: no refresh.
  const after = bodiesTo(post, PAGE).length;
  act(() => vi.advanceTimersByTime(30_000));
  await new Promise((r) => setTimeout(r, 50));
  expect(bodiesTo(post, PAGE)).toHaveLength(after);
});

it("keeps the chosen period in the URL and asks for its files and a file of it", async () => {
  const user = userEvent.setup();
  await renderView(<InquiryDownloadView />, { url: "/tend/download", path: "/tend/download", post });
  await screen.findByText("No files in this period", {}, { timeout: 5000 });
  await user.click(screen.getByText("Last week"));
  await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/tend/download?period=1w"));
  await waitFor(() => expect(bodiesTo(post, PAGE).at(-1)).toEqual({ pageNo: 1, pageSize: 10, period: "1w" }));
  await user.click(screen.getByRole("button", { name: "Generate file" }));
  await waitFor(() => expect(bodiesTo(post, "/api/inquiry-order/ina/download")).toEqual([{ period: "1w" }]));
});
