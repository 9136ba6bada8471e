/**
 * /tend/inquiry-order/createIndentLetter (spec §3 "Indent letter": order number, signature photo, courier name,
 * tracking no, estimated delivery, logo choice; §5 "New EDT cannot be less than the previous one (also for indent
 * letter)"): required fields refuse an empty form, days before the current estimated delivery cannot be chosen,
 * the body sent, then the printable letter with the chosen logo, lines and signature, and the print dialog.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import IndentLetterRoute from "../../../src/resources/inquiry-orders/indent-letter";
import type { IndentLetterDocument, InquiryOrderDetail } from "../../../src/resources/inquiry-orders/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { inquiryDetail } from "./fixtures";

const post = fakePost();
const ORDER_NO = "ORD-20261124-000202";
const LETTER_NO = "IND-20261125-000004";
const print = vi.fn();
let detail: InquiryOrderDetail;

const letter = (): IndentLetterDocument => ({
  letterNo: LETTER_NO,
  orderNo: ORDER_NO,
  signaturePhoto: "/files/sign/signature.png",
  courierName: "Budi Kurir",
  trackingNo: "JNE-77",
  estimatedDelivery: "2026-12-08",
  logo: "platform",
  lineIds: [2],
  createdBy: "sari.admin",
  createTime: "2026-11-25 10:00:00",
  shopName: "Toko Suku Cadang Jaya",
  shopLogo: "/files/logo/shop.png",
  shopAddress: "Jl. Gatot Subroto 5, Jakarta",
  buyerName: "Asuransi Sinar",
  receiverName: "Bengkel Mitra Sinar",
  receiverAddress: "Jl. Merdeka 10, Bandung",
  inquiryNo: "INQ-20261120-000007",
  claimNo: "CLM-88121",
  carLabel: "Toyota Avanza 2019",
  lines: detail.lines,
});

beforeEach(() => {
  detail = inquiryDetail(ORDER_NO);
  post.mockReset();
  print.mockReset();
  vi.stubGlobal("print", print);
  post.mockImplementation(async (path) => {
    if (path === "/api/inquiry-order/ina/detail") return detail;
    if (path === "/api/inquiry-order/ina/createIndentLetter") return { letterNo: LETTER_NO };
    if (path === "/api/inquiry-order/ina/indentLetter/detail") return letter();
    throw new ApiFailure(500, `unexpected ${path}`);
  });
  // The signature photo goes through the multipart upload (fetch), not the data provider.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const name = ((init.body as FormData).get("file") as File).name;
      return new Response(
        JSON.stringify({
          success: true,
          code: 200,
          message: "ok",
          data: { fileKey: `sign/${name}`, url: `/files/sign/${name}`, fileName: name, size: 2048, type: "image/png" },
        }),
        { headers: { "Content-Type": "application/json" } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const render = async (url = `/tend/inquiry-order/createIndentLetter?orderNo=${ORDER_NO}`) =>
  renderView(<IndentLetterRoute />, { url, path: "/tend/inquiry-order/createIndentLetter", post });

const field = (label: string) =>
  screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

it("refuses an empty form, offers no day before the current estimated delivery, and sends the letter", async () => {
  const user = userEvent.setup();
  await render();
  await screen.findByText("Current estimated delivery", {}, { timeout: 5000 });
  expect(screen.getByText(ORDER_NO)).toBeInTheDocument();
  // Only the indent line is offered, checked.
  const lines = field("Indent parts this letter covers");
  expect(within(lines).getAllByRole("checkbox")).toHaveLength(1);
  expect(within(lines).getByRole("checkbox", { name: /OIL-02/ })).toBeChecked();

  await user.click(screen.getByRole("button", { name: "Create indent letter" }));
  expect(await within(field("Signature photo")).findByText("Upload the signature photo")).toBeInTheDocument();
  expect(within(field("Courier name")).getByText("Can not be empty")).toBeInTheDocument();
  expect(within(field("Estimated delivery")).getByText("Choose the estimated delivery")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/inquiry-order/ina/createIndentLetter")).toHaveLength(0);

  // Days before the current estimated delivery (2026-12-05) are disabled in the calendar.
  const picker = screen.getByLabelText("Estimated delivery");
  await user.click(picker);
  await user.type(picker, "2026-12-04{Enter}");
  const before = await waitFor(() => {
    const cell = document.querySelector('td[title="2026-12-04"]');
    expect(cell).not.toBeNull();
    return cell as HTMLElement;
  });
  expect(before.className).toContain("ant-picker-cell-disabled");
  expect(document.querySelector('td[title="2026-12-05"]')?.className).not.toContain("ant-picker-cell-disabled");
  await user.clear(picker);
  await user.type(picker, "2026-12-08{Enter}");
  await waitFor(() => expect((picker as HTMLInputElement).value).toBe("2026-12-08"));

  await user.upload(
    screen.getByLabelText("Signature photo"),
    new File([new Uint8Array(2048)], "signature.png", { type: "image/png" }),
  );
  await screen.findByRole("img", { name: "signature.png" });
  await user.type(screen.getByLabelText("Courier name"), "Budi Kurir");
  await user.type(screen.getByLabelText("Tracking no"), "JNE-77");
  await user.click(screen.getByText("Marketplace logo"));
  await user.click(screen.getByRole("button", { name: "Create indent letter" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/inquiry-order/ina/createIndentLetter")).toEqual([
      {
        orderNo: ORDER_NO,
        signaturePhoto: "sign/signature.png",
        courierName: "Budi Kurir",
        trackingNo: "JNE-77",
        estimatedDelivery: "2026-12-08",
        logo: "platform",
        lineIds: [2],
      },
    ]),
  );
  // Then the printable letter.
  await waitFor(() =>
    expect(screen.getByTestId("location").textContent).toBe(
      `/tend/inquiry-order/createIndentLetter?orderNo=${ORDER_NO}&letterNo=${LETTER_NO}`,
    ),
  );
  expect(await screen.findByRole("article", { name: `Indent letter ${LETTER_NO}` })).toBeInTheDocument();
});

it("prints the letter: letterhead with the chosen logo, the covered lines, delivery and signature", async () => {
  const user = userEvent.setup();
  await render(`/tend/inquiry-order/createIndentLetter?orderNo=${ORDER_NO}&letterNo=${LETTER_NO}`);
  const sheet = await screen.findByRole("article", { name: `Indent letter ${LETTER_NO}` }, { timeout: 5000 });
  expect(bodiesTo(post, "/api/inquiry-order/ina/indentLetter/detail")).toEqual([{ letterNo: LETTER_NO }]);
  // The marketplace logo choice: the marketplace's name, not the shop's picture.
  expect(within(sheet).queryByRole("img", { name: "Toko Suku Cadang Jaya logo" })).toBeNull();
  expect(within(sheet).getByText(LETTER_NO)).toBeInTheDocument();
  expect(within(sheet).getByText(ORDER_NO)).toBeInTheDocument();
  const table = within(sheet).getByRole("table", { name: "Indent parts" });
  expect(within(table).getByText("OIL-02")).toBeInTheDocument();
  expect(within(table).queryByText("BRK-01")).toBeNull();
  expect(within(sheet).getByText("2026-12-08")).toBeInTheDocument();
  expect(within(sheet).getByText("JNE-77")).toBeInTheDocument();
  expect(within(sheet).getByRole("img", { name: "Signature photo" })).toHaveAttribute(
    "src",
    "/files/sign/signature.png",
  );
  await user.click(screen.getByRole("button", { name: /Print$/ }));
  expect(print).toHaveBeenCalledTimes(1);
});

it("an order without an indent part to cover says so instead of the form", async () => {
  detail = inquiryDetail(ORDER_NO, { canCreateIndentLetter: false });
  await render();
  expect(
    await screen.findByText("This order has no indent part that needs a letter now", {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Create indent letter" })).toBeNull();
});
