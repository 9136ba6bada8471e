/**
 * The bill screens (spec §2 bill, bill-detail, bill-upload, bill-download; §3 "Bill"; §9): the list's tabs
 * with counts, filters in the URL and page totals in Rp; the detail's documents with their countdown and
 * overdue state; the upload form's body; the download page's 10-second refresh while a file is generating
 * and 'Download file failed'.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BillDetail, BillDownloadRow, BillRow } from "../../../src/resources/bills/schema";
import { bodiesTo, fakePost, renderView } from "../harness";

const post = fakePost();
vi.mock("../../../src/resources", () => import("./bills-registry"));
// The upload transport: the control's file goes nowhere, the answer names a stored file.
vi.mock("../../../src/providers/upload", () => ({
  uploadFile: async (file: File) => ({
    fileKey: "abcdefghijklmnopqrstuvwxyz012345",
    url: "/files/abcdefghijklmnopqrstuvwxyz012345",
    fileName: file.name,
    size: file.size,
    type: "image/png",
  }),
}));

import BillListView from "../../../src/resources/bills/list";
import BillDetailView from "../../../src/resources/bills/detail";
import BillUploadView from "../../../src/resources/bills/upload";
import BillDownloadView from "../../../src/resources/bills/download";

const row = (over: Partial<BillRow> = {}): BillRow => ({
  billNo: "BIL-202611-000001",
  status: 1,
  statusName: "generating",
  period: "2026-11",
  periodMonths: 1,
  billDate: "2026-12-01",
  settlementDate: "2026-12-01",
  deadline: "2026-12-31",
  paidDate: null,
  buyerUserName: "bengkel.maju",
  buyerName: "Bengkel Maju",
  orderCount: 3,
  quantity: 7,
  productAmount: 1_250_000,
  deliveryFeeBefore: 50_000,
  deliveryFeeAfter: 45_000,
  total: 1_295_000,
  missingDocuments: 1,
  documentsDeadline: "2026-12-04T03:00:00.000Z",
  moves: ["submitDocuments"],
  ...over,
});

const detail = (over: Partial<BillDetail> = {}): BillDetail => ({
  ...row(),
  documentsDeadlineIso: "2026-12-04T03:00:00.000Z",
  serverTime: "2026-12-02T01:00:00.000Z",
  documentsOverdue: false,
  billTime: "2026-12-01 10:00:00",
  submitTime: null,
  verifyTime: null,
  payTime: null,
  paymentNo: null,
  platformNote: null,
  shopName: "Toko Sparepart Jaya",
  buyerType: "workshop",
  documents: [
    {
      id: 11,
      kind: "taxInvoice",
      title: "Faktur pajak",
      description: "",
      required: true,
      url: null,
      fileName: null,
      uploadedBy: null,
      uploadTime: null,
    },
  ],
  events: [],
  ...over,
});

describe("/order/bill", () => {
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === "/api/bill/ina/page")
        return {
          pageCount: 1,
          rowCount: 2,
          pageSize: 10,
          data: [
            row(),
            row({ billNo: "BIL-202611-000002", total: 2_000_000, productAmount: 2_000_000, deliveryFeeAfter: 0 }),
          ],
        };
      if (path === "/api/bill/ina/counts")
        return {
          all: 2,
          generating: 2,
          waitingVerification: 0,
          toBePaid: 0,
          paying: 0,
          paid: 0,
          overdue: 0,
          onHold: 0,
        };
      throw new Error(`unexpected ${String(path)}`);
    });
  });

  it("shows the tabs with their counts, the rows in Rp and the page's total; a tab and the filters go to the URL", async () => {
    await renderView(<BillListView />, { url: "/order/bill?buyer=maju", path: "/order/bill", post, lang: "id-ID" });
    const table = await screen.findByRole("table");
    await within(table).findByText("BIL-202611-000002");
    expect(screen.getByTestId("bill-page-total")).toHaveTextContent("Rp 3.295.000");
    expect(screen.getByRole("radio", { name: /Sedang dibuat 2/ })).toBeInTheDocument();
    expect(bodiesTo(post, "/api/bill/ina/page")[0]).toMatchObject({ buyer: "maju", tab: "all" });
    await userEvent.click(screen.getByRole("radio", { name: /Lunas 0/ }).closest("label")!);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("tab=paid"));
    await waitFor(() => expect(bodiesTo(post, "/api/bill/ina/page").at(-1)).toMatchObject({ tab: "paid" }));
  });
});

describe("/order/bill-detail", () => {
  it("counts down to the documents deadline and offers the upload; overdue once past; submit is refused while a document is missing", async () => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === "/api/bill/ina/detail") return detail();
      throw new Error(`unexpected ${String(path)}`);
    });
    await renderView(<BillDetailView />, {
      url: "/order/bill-detail?billNo=BIL-202611-000001",
      path: "/order/bill-detail",
      post,
    });
    expect(await screen.findByTestId("documents-state")).toHaveTextContent("2 d 2 h left to upload");
    const uploads = screen.getAllByRole("link", { name: "Upload document" });
    expect(uploads.map((a) => a.getAttribute("href"))).toContain(
      "/order/bill-upload?billNo=BIL-202611-000001&documentId=11",
    );
    expect(screen.getByRole("button", { name: "Submit documents" })).toBeDisabled();
    expect(screen.getByText("Rp 1.295.000")).toBeInTheDocument();
  });

  it("shows the documents overdue after the deadline", async () => {
    post.mockReset();
    post.mockImplementation(async () => detail({ serverTime: "2026-12-05T01:00:00.000Z", documentsOverdue: true }));
    await renderView(<BillDetailView />, {
      url: "/order/bill-detail?billNo=BIL-202611-000001",
      path: "/order/bill-detail",
      post,
    });
    expect(await screen.findByTestId("documents-state")).toHaveTextContent("Documents overdue");
  });
});

describe("/order/bill-upload", () => {
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === "/api/bill/ina/detail") return detail();
      if (path === "/api/bill/ina/document/upload") return { billNo: "BIL-202611-000001", documentId: 11 };
      throw new Error(`unexpected ${String(path)}`);
    });
  });
  const open = () =>
    renderView(<BillUploadView />, {
      url: "/order/bill-upload?billNo=BIL-202611-000001&documentId=11",
      path: "/order/bill-upload",
      post,
    });

  it("prefills the chosen document's title and refuses to send without a file", async () => {
    await open();
    expect(await screen.findByLabelText("Title")).toHaveValue("Faktur pajak");
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Upload a file")).toBeInTheDocument();
    expect(bodiesTo(post, "/api/bill/ina/document/upload")).toHaveLength(0);
  });

  it("sends the document, its title, the uploaded file key and the description, then goes back to the bill", async () => {
    const { container } = await open();
    await screen.findByLabelText("Title");
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "faktur.png", { type: "image/png" }));
    await screen.findByText("faktur.png");
    await userEvent.type(screen.getByLabelText("Description"), "FP 010.000-26");
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() =>
      expect(bodiesTo(post, "/api/bill/ina/document/upload")).toEqual([
        {
          billNo: "BIL-202611-000001",
          documentId: 11,
          title: "Faktur pajak",
          fileKey: "abcdefghijklmnopqrstuvwxyz012345",
          description: "FP 010.000-26",
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/order/bill-detail?billNo=BIL-202611-000001"),
    );
  });
});

describe("/order/bill-download", () => {
  let jobs: BillDownloadRow[] = [];
  const job = (over: Partial<BillDownloadRow> = {}): BillDownloadRow => ({
    id: 3,
    kind: "bills",
    status: 0,
    from: "2026-09-20",
    to: "2026-12-20",
    url: null,
    fileName: null,
    userName: "seller.active",
    createTime: "2026-12-20 10:00:00",
    doneTime: null,
    ...over,
  });
  const DOWNLOADS = "/api/bill/ina/download/page";
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path) => {
      if (path === DOWNLOADS) return { pageCount: 1, rowCount: jobs.length, data: jobs, pageSize: 10 };
      if (path === "/api/bill/ina/download/request") {
        jobs = [job(), ...jobs];
        return jobs[0];
      }
      throw new Error(`unexpected ${String(path)}`);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for the last 3 months by default, refreshes every 10 s while generating, then shows the link or 'Download file failed'", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    jobs = [];
    await renderView(<BillDownloadView />, { url: "/order/bill-download", path: "/order/bill-download", post });
    await screen.findByText("No files in this time range");
    expect(bodiesTo(post, DOWNLOADS)[0]).toEqual({ pageNo: 1, pageSize: 10, range: "3m" });
    await userEvent.click(screen.getByRole("button", { name: "Generate file" }));
    expect(bodiesTo(post, "/api/bill/ina/download/request")[0]).toEqual({ range: "3m" });
    const table = await screen.findByRole("table");
    await within(table).findByText("Generating");
    const before = bodiesTo(post, DOWNLOADS).length;
    act(() => vi.advanceTimersByTime(9_999));
    expect(bodiesTo(post, DOWNLOADS)).toHaveLength(before);
    jobs = [
      job({ status: 2, doneTime: "2026-12-20 10:00:05" }),
      job({ id: 2, status: 1, url: "/files/abcdefghijklmnopqrstuvwxyz012345", fileName: "bills.xlsx" }),
    ];
    act(() => vi.advanceTimersByTime(1));
    await within(table).findByText("Download file failed", { selector: "span.ant-typography" });
    expect(within(table).getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      "/files/abcdefghijklmnopqrstuvwxyz012345",
    );
    const after = bodiesTo(post, DOWNLOADS).length;
    act(() => vi.advanceTimersByTime(30_000));
    await new Promise((r) => setTimeout(r, 50));
    expect(bodiesTo(post, DOWNLOADS)).toHaveLength(after);
  });
});
