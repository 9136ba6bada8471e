/**
 * Delivery-fee recap screens (spec §2 /order RecapDeliveryFee, detailRecapDeliveryFee,
 * detaillogisticnoRecapDeliveryFee, modifyRecapDeliveryFee; §5 'Please Fill Value and Reason'): the list
 * shows tabs with counts and the totals in Rp with id-ID separators and sends the month and tab; the detail
 * shows the lines and confirms; the modify screen refuses a ticked line without value or reason, shows the
 * API's field errors, and sends value and reason per disputed line.
 */
import { beforeEach, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiFailure } from "../../../src/providers/http";
import RecapListView from "../../../src/resources/recaps/list";
import RecapDetailView from "../../../src/resources/recaps/detail";
import RecapLogisticView from "../../../src/resources/recaps/logistic-detail";
import RecapModifyView from "../../../src/resources/recaps/modify";
import type { RecapDetail, RecapLogisticDetail } from "../../../src/resources/recaps/schema";
import { bodiesTo, fakePost, renderView } from "../harness";
import { RECAP_NO, recapDetail, recapPage, recapRow } from "./fixtures";

const post = fakePost();
let detail: RecapDetail;
let modifyAnswer: () => unknown;

beforeEach(() => {
  detail = recapDetail();
  modifyAnswer = () => ({ recapNo: RECAP_NO, status: 6 });
  post.mockReset();
  post.mockImplementation(async (path) => {
    if (path === "/api/recap/ina/page")
      return recapPage([
        recapRow(),
        recapRow({
          recapNo: "RCP-202609-000001-000042",
          month: "2026-09",
          chargedTotal: 2_000_500,
          acceptedTotal: 2_010_500,
          difference: 10_000,
          status: 3,
          statusName: "alreadyPaid",
        }),
      ]);
    if (path === "/api/recap/ina/counts")
      return {
        all: 2,
        unconfirmed: 1,
        waitingConfirmations: 0,
        toBeProcessed: 0,
        waitingPayment: 0,
        alreadyPaid: 1,
        generating: 0,
      };
    if (path === "/api/recap/ina/detail") return detail;
    if (path === "/api/recap/ina/confirm") return { recapNo: RECAP_NO, status: 5 };
    if (path === "/api/recap/ina/modify") return modifyAnswer();
    if (path === "/api/recap/ina/logisticNo") {
      const answer: RecapLogisticDetail = {
        recapNo: RECAP_NO,
        line: detail.lines[0],
        orders: [
          {
            orderNo: "ORD-20261004-000007",
            orderTime: "2026-10-04 09:00:00",
            status: 3,
            deliveryFee: 600_000,
            deliveryFeeAdjustment: 6_001,
            total: 5_600_000,
            receiverName: "Budi Santoso",
          },
        ],
      };
      return answer;
    }
    throw new ApiFailure(500, `unexpected ${path}`);
  });
});

it("lists recaps with tab counts and totals in Rp, and sends the month and the tab", async () => {
  const user = userEvent.setup();
  await renderView(<RecapListView />, { url: "/order/RecapDeliveryFee", post });
  const table = await screen.findByRole("table", { name: "Delivery fee recaps" }, { timeout: 5000 });
  expect(await within(table).findByText(RECAP_NO)).toBeInTheDocument();
  expect(within(table).getByText("Rp 3.250.500")).toBeInTheDocument();
  expect(within(table).getByText("Rp 3.260.500")).toBeInTheDocument();
  expect(within(table).getByText("Already paid")).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: "Unconfirmed 1" })).toBeInTheDocument();
  // antd's radio button: the label wraps the (pointer-less) input, so the visible label takes the click.
  await user.click(screen.getByRole("radio", { name: "Already paid 1" }).closest("label")!);
  await waitFor(() =>
    expect(screen.getByTestId("location").textContent).toBe("/order/RecapDeliveryFee?tab=alreadyPaid"),
  );
  await waitFor(() =>
    expect(bodiesTo(post, "/api/recap/ina/page").at(-1)).toMatchObject({ tab: "alreadyPaid", pageNo: 1 }),
  );
});

it("the month filter comes from the URL and reaches the API", async () => {
  await renderView(<RecapListView />, { url: "/order/RecapDeliveryFee?month=2026-10", post });
  await screen.findByRole("table", { name: "Delivery fee recaps" }, { timeout: 5000 });
  await waitFor(() => expect(bodiesTo(post, "/api/recap/ina/page")[0]).toMatchObject({ month: "2026-10" }));
  expect(bodiesTo(post, "/api/recap/ina/counts")[0]).toEqual({ month: "2026-10" });
});

it("the detail shows each logistic number's fees and confirms the charged fees", async () => {
  const user = userEvent.setup();
  await renderView(<RecapDetailView />, {
    url: `/order/detailRecapDeliveryFee?recapNo=${RECAP_NO}`,
    path: "/order/detailRecapDeliveryFee",
    post,
  });
  const lines = await screen.findByRole("table", { name: "Logistic numbers of the recap" }, { timeout: 5000 });
  expect(within(lines).getByRole("button", { name: "JNE-0001" })).toBeInTheDocument();
  expect(within(lines).getAllByText("Rp 1.000.000").length).toBeGreaterThan(0);
  expect(screen.getByText("Ready for the seller", { exact: false })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Confirm charged fees" }));
  await user.click(await screen.findByRole("button", { name: "OK" }));
  await waitFor(() => expect(bodiesTo(post, "/api/recap/ina/confirm")).toEqual([{ recapNo: RECAP_NO }]));
});

it("a recap the seller cannot move shows no confirm or dispute button", async () => {
  detail = recapDetail({ status: 6, statusName: "waitingConfirmations", moves: [] });
  await renderView(<RecapDetailView />, {
    url: `/order/detailRecapDeliveryFee?recapNo=${RECAP_NO}`,
    path: "/order/detailRecapDeliveryFee",
    post,
  });
  await screen.findByRole("table", { name: "Logistic numbers of the recap" }, { timeout: 5000 });
  expect(screen.queryByRole("button", { name: "Confirm charged fees" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Dispute lines" })).toBeNull();
});

it("the logistic number screen lists its orders with their adjustment", async () => {
  await renderView(<RecapLogisticView />, {
    url: `/order/detaillogisticnoRecapDeliveryFee?recapNo=${RECAP_NO}&logisticNo=JNE-0001`,
    path: "/order/detaillogisticnoRecapDeliveryFee",
    post,
  });
  const table = await screen.findByRole("table", { name: "Orders of the logistic number" }, { timeout: 5000 });
  expect(within(table).getByText("ORD-20261004-000007")).toBeInTheDocument();
  expect(within(table).getByText("Rp 6.001")).toBeInTheDocument();
  expect(bodiesTo(post, "/api/recap/ina/logisticNo")).toEqual([{ recapNo: RECAP_NO, logisticNo: "JNE-0001" }]);
});

it("modify: a ticked line needs a value and a reason ('Please Fill Value and Reason'); then it sends both", async () => {
  const user = userEvent.setup();
  await renderView(<RecapModifyView />, {
    url: `/order/modifyRecapDeliveryFee?recapNo=${RECAP_NO}`,
    path: "/order/modifyRecapDeliveryFee",
    post,
  });
  await user.click(await screen.findByRole("checkbox", { name: "Dispute JNE-0001" }, { timeout: 5000 }));
  await user.type(screen.getByRole("spinbutton", { name: "Disputed value for JNE-0001" }), "1010000");
  await user.click(screen.getByRole("button", { name: "Send to buyer" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Please Fill Value and Reason");
  expect(bodiesTo(post, "/api/recap/ina/modify")).toEqual([]);

  await user.type(screen.getByRole("textbox", { name: "Reason for JNE-0001" }), "Berat paket 2 kg");
  await user.click(screen.getByRole("button", { name: "Send to buyer" }));
  await waitFor(() =>
    expect(bodiesTo(post, "/api/recap/ina/modify")).toEqual([
      { recapNo: RECAP_NO, lines: [{ lineId: 11, value: 1_010_000, reason: "Berat paket 2 kg" }] },
    ]),
  );
});

it("modify shows the API's field error on its line", async () => {
  const user = userEvent.setup();
  modifyAnswer = () => {
    throw new ApiFailure(400, "lines.0.lineId: This line is not on the recap", {
      errors: [{ path: "lines.0.lineId", message: "This line is not on the recap" }],
    });
  };
  await renderView(<RecapModifyView />, {
    url: `/order/modifyRecapDeliveryFee?recapNo=${RECAP_NO}`,
    path: "/order/modifyRecapDeliveryFee",
    post,
  });
  await user.click(await screen.findByRole("checkbox", { name: "Dispute SICEPAT-0002" }, { timeout: 5000 }));
  await user.type(screen.getByRole("spinbutton", { name: "Disputed value for SICEPAT-0002" }), "200000");
  await user.type(screen.getByRole("textbox", { name: "Reason for SICEPAT-0002" }), "Tarif dalam kota");
  await user.click(screen.getByRole("button", { name: "Send to buyer" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This line is not on the recap");
});

it("id-ID: the spec's rule reads in Indonesian", async () => {
  const user = userEvent.setup();
  await renderView(<RecapModifyView />, {
    url: `/order/modifyRecapDeliveryFee?recapNo=${RECAP_NO}`,
    path: "/order/modifyRecapDeliveryFee",
    post,
    lang: "id-ID",
  });
  await user.click(await screen.findByRole("checkbox", { name: "Ajukan keberatan JNE-0001" }, { timeout: 5000 }));
  await user.click(screen.getByRole("button", { name: "Kirim ke pembeli" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Mohon Isi Nilai dan Alasan");
});

it("a bare link without a recap number says not found instead of loading forever", async () => {
  await renderView(<RecapLogisticView />, { url: "/order/detaillogisticnoRecapDeliveryFee", post });
  expect(await screen.findByText("Delivery fee recap not found", {}, { timeout: 5000 })).toBeInTheDocument();
  expect(bodiesTo(post, "/api/recap/ina/logisticNo")).toEqual([]);
});
